import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../test-support/test-app'
import { attendeeAnswers, attendeeHistory, attendees, attendeeWaitlist } from '../attendees/attendees.table'
import { foldAllSeats } from '../attendees/seat-deltas'
import { formFieldOptions, forms } from '../forms/forms.table'
import { expireOffers } from './webform-claim'
import { WEBFORM_OFFER_EXPIRY_JOB } from './webform-mail'
import { demoProjects, insertForm, type TestForm, webformCall } from './webform-test-fixtures'

let testApp: TestApp
let api: ReturnType<typeof webformCall>
let demo: Awaited<ReturnType<typeof demoProjects>>

beforeAll(async () => {
  testApp = await createTestApp()
  api = webformCall(testApp)
  demo = await demoProjects(testApp)
})
afterAll(async () => {
  await testApp?.close()
})

const db = () => testApp.database.db
const newForm = (options: Partial<Parameters<typeof insertForm>[1]> = {}) =>
  insertForm(testApp, { companyId: demo.companyId, projectId: demo.projectId, ...options })

let person = 0
/** A valid registration choosing `option`, each from its own address (e-mail) so the mails are told apart. */
function answersFor(f: TestForm, option: number, email = `kisi${++person}@example.com`) {
  return {
    [f.nameId]: { first_name: 'Zeynep', last_name: 'Kaya' },
    [f.emailId]: email,
    [f.radioId]: option,
    ...(option === f.optionA ? { [f.companyFieldId]: 'Şifa Hastanesi' } : {}),
  }
}
const mailsTo = (email: string) => testApp.mails.filter((mail) => mail.to === email)
// The counters as staff read them: the submissions' pending moves folded in first (seat-deltas.ts).
const allocated = async (optionId: number) => {
  await foldAllSeats(db())
  const [row] = await db()
    .select({ n: formFieldOptions.quota_allocated })
    .from(formFieldOptions)
    .where(eq(formFieldOptions.id, optionId))
  return row?.n
}
const answersCount = async (formId: number) => {
  await foldAllSeats(db())
  const [row] = await db().select({ n: forms.answers_count }).from(forms).where(eq(forms.id, formId))
  return row?.n
}
const attendeeByPcode = async (pcode: string) =>
  (await db().select().from(attendees).where(eq(attendees.pcode, pcode)))[0]
const entriesOf = async (pcode: string) => {
  const row = await attendeeByPcode(pcode)
  return db()
    .select()
    .from(attendeeWaitlist)
    .where(eq(attendeeWaitlist.attendee_id, row?.id as number))
}
const jobContext = () => ({
  db: db(),
  jobs: testApp.jobs,
  config: { appUrl: 'http://ajanda.test' } as never,
})

/** A form with one seat on option A: a holder, a person waiting (and more when asked), the holder cancels. */
async function offerAfterCancellation(waiters = 1, options: Partial<Parameters<typeof insertForm>[1]> = {}) {
  const f = await newForm({ quotas: [1, null], ...options })
  const holderEmail = `tutan${++person}@example.com`
  const holder = (
    await api.post(`/webform/${f.slug}`, { answers: answersFor(f, f.optionA, holderEmail) })
  ).json()
  const waiting: { pcode: string; email: string }[] = []
  for (let i = 0; i < waiters; i++) {
    const email = `bekleyen${++person}@example.com`
    const body = (
      await api.post(`/webform/${f.slug}`, { answers: answersFor(f, f.optionA, email), waitlist: true })
    ).json()
    waiting.push({ pcode: body.pcode, email })
  }
  const cancelled = await api.post(`/webform/${f.slug}/${holder.pcode}/cancel`)
  expect(cancelled.statusCode, cancelled.body).toBe(200)
  const [offer] = await entriesOf(waiting[0]?.pcode as string)
  return { f, holder, holderEmail, waiting, offer: offer as typeof attendeeWaitlist.$inferSelect }
}

describe('confirmation e-mail', () => {
  it('mails the summary, the personal and badge links and the event as .ics after a registration', async () => {
    const f = await newForm({ quotas: [5, null], password: true })
    const email = 'onay@example.com'
    const response = await api.post(`/webform/${f.slug}`, {
      answers: { ...answersFor(f, f.optionA, email), [f.passwordId as number]: 'Gizli-Parola-1' },
    })
    expect(response.statusCode, response.body).toBe(200)
    const { pcode, acode } = response.json()
    const [mail] = mailsTo(email)
    expect(mail?.subject).toMatch(/^Kaydınız alındı: /)
    expect(mail?.text).toContain(`http://ajanda.test/web-form/${f.slug}/${pcode}`)
    expect(mail?.text).toContain(`http://ajanda.test/event-badge/${acode}`)
    expect(mail?.text).toContain('Merhaba Zeynep,')
    expect(mail?.text).toContain('Şifa Hastanesi')
    expect(mail?.text).not.toContain('Gizli-Parola-1')
    expect(mail?.icalEvent).toMatchObject({ method: 'PUBLISH', filename: 'etkinlik.ics' })
    expect(mail?.icalEvent?.content).toContain('BEGIN:VEVENT')
    expect(mail?.icalEvent?.content).toMatch(/DTSTART;VALUE=DATE:\d{8}/)
    // Queued in the submission's transaction.
    const job = testApp.jobs.enqueued.findLast((queued) => queued.data.to === email)
    expect(job?.options?.tx).toBeDefined()
  })

  it('in English for an English submission; no badge link while waiting; a note on cancellation', async () => {
    const f = await newForm({ quotas: [1, null] })
    await api.post(`/webform/${f.slug}`, { answers: answersFor(f, f.optionA) })
    const email = 'waiting-en@example.com'
    const waiting = await api.post(`/webform/${f.slug}`, {
      answers: answersFor(f, f.optionA, email),
      waitlist: true,
      locale: 'en',
    })
    expect(waiting.json().status).toBe('WAITLISTED')
    const [mail] = mailsTo(email)
    expect(mail?.subject).toMatch(/^You are on the waiting list: /)
    expect(mail?.text).toContain(`/web-form/${f.slug}/${waiting.json().pcode}`)
    expect(mail?.text).not.toContain('/event-badge/')
    await api.post(`/webform/${f.slug}/${waiting.json().pcode}/cancel?locale=en`)
    expect(mailsTo(email).at(-1)?.subject).toMatch(/^Your registration has been cancelled: /)
  })

  it('sends nothing to an attendee without an e-mail', async () => {
    const f = await newForm()
    const before = testApp.mails.length
    const answers = answersFor(f, f.optionB)
    delete answers[f.emailId]
    expect((await api.post(`/webform/${f.slug}`, { answers })).statusCode).toBe(200)
    expect(testApp.mails.length).toBe(before)
  })
})

describe('waiting-list offer', () => {
  it('mails the claim link when a cancellation frees a seat someone waits for', async () => {
    const { waiting, offer } = await offerAfterCancellation()
    expect(offer.status).toBe('OFFERED')
    const mail = mailsTo(waiting[0]?.email as string).at(-1)
    expect(mail?.subject).toMatch(/^Bekleme listesinden yer açıldı: /)
    expect(mail?.text).toContain(`http://ajanda.test/web-form/claim/${offer.claim_code}`)
    const expiry = testApp.jobs.enqueued.findLast(
      (job) => job.name === WEBFORM_OFFER_EXPIRY_JOB && job.data.waitlistId === offer.id,
    )
    expect(expiry?.options?.startAfterSeconds).toBeGreaterThanOrEqual(48 * 3600)
  })

  it('GET tells what is offered; 404 for an unknown code', async () => {
    const { f, offer } = await offerAfterCancellation()
    const response = await api.get(`/webform/claim/${offer.claim_code}`)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toMatchObject({
      form: { slug: f.slug },
      first_name: 'Zeynep',
      option_text: expect.any(String),
      locale: 'tr',
    })
    expect(new Date(response.json().expires_at).getTime()).toBeGreaterThan(Date.now() + 47 * 3_600_000)
    expect((await api.get('/webform/claim/AAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404)
    expect((await api.post('/webform/claim/AAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404)
  })

  it('a claim registers the person on the held seat (not taken again), once', async () => {
    const { f, waiting, offer } = await offerAfterCancellation()
    const pcode = waiting[0]?.pcode as string
    expect(await allocated(f.optionA)).toBe(1)
    const mailsBefore = mailsTo(waiting[0]?.email as string).length
    const response = await api.post(`/webform/claim/${offer.claim_code}`)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toMatchObject({ status: 'REGISTERED', slug: f.slug, pcode })
    expect(await allocated(f.optionA)).toBe(1)
    const row = await attendeeByPcode(pcode)
    expect(row).toMatchObject({ status: 'REGISTERED' })
    expect(row?.registered_at).not.toBeNull()
    const [answers] = await db()
      .select()
      .from(attendeeAnswers)
      .where(and(eq(attendeeAnswers.attendee_id, row?.id as number), eq(attendeeAnswers.form_id, f.form.id)))
    expect(answers?.seats.options).toEqual([f.optionA])
    expect(answers?.answers[String(f.radioId)]).toBe(f.optionA)
    expect(await entriesOf(pcode)).toMatchObject([{ status: 'CLAIMED' }])
    const history = await db()
      .select()
      .from(attendeeHistory)
      .where(eq(attendeeHistory.attendee_id, row?.id as number))
    expect(history.at(-1)?.changes).toMatchObject({ status: ['WAITLISTED', 'REGISTERED'] })
    const mails = mailsTo(waiting[0]?.email as string)
    expect(mails.length).toBe(mailsBefore + 1)
    expect(mails.at(-1)?.subject).toMatch(/^Kaydınız alındı: /)
    expect(mails.at(-1)?.text).toContain(`/event-badge/${row?.acode}`)
    // Twice: already claimed.
    const again = await api.post(`/webform/claim/${offer.claim_code}`)
    expect(again.statusCode).toBe(422)
    expect(again.json().code).toBe('claim_taken')
    expect((await api.get(`/webform/claim/${offer.claim_code}`)).json().code).toBe('claim_taken')
    expect(await allocated(f.optionA)).toBe(1)
  })

  it('a form-capacity offer registers the person and takes their option seats', async () => {
    const f = await newForm({ capacity: 1, quotas: [null, 3] })
    const holder = (await api.post(`/webform/${f.slug}`, { answers: answersFor(f, f.optionB) })).json()
    const waiting = (
      await api.post(`/webform/${f.slug}`, { answers: answersFor(f, f.optionB), waitlist: true })
    ).json()
    expect(waiting.status).toBe('WAITLISTED')
    expect(await allocated(f.optionB)).toBe(1)
    await api.post(`/webform/${f.slug}/${holder.pcode}/cancel`)
    const [offer] = await entriesOf(waiting.pcode)
    expect(offer).toMatchObject({ status: 'OFFERED', option_id: null })
    expect(await answersCount(f.form.id)).toBe(1)
    const response = await api.post(`/webform/claim/${offer?.claim_code}`)
    expect(response.json()).toMatchObject({ status: 'REGISTERED' })
    expect(await answersCount(f.form.id)).toBe(1)
    expect(await allocated(f.optionB)).toBe(1)
  })

  it('an expired offer is refused and the expiry passes the seat to the next in line', async () => {
    const { f, waiting, offer } = await offerAfterCancellation(2)
    const [first, second] = waiting as [{ pcode: string; email: string }, { pcode: string; email: string }]
    // Nothing is due now.
    expect(await expireOffers(jobContext())).toBe(0)
    // The clock 49 hours on: the offer expires (with the earlier tests' offers), the seat goes to the
    // second person (offer mailed).
    const later = new Date(Date.now() + 49 * 3_600_000)
    expect(await expireOffers(jobContext(), later)).toBeGreaterThanOrEqual(1)
    expect(await entriesOf(first.pcode)).toMatchObject([{ status: 'EXPIRED' }])
    const [next] = await entriesOf(second.pcode)
    expect(next).toMatchObject({ status: 'OFFERED' })
    expect(mailsTo(second.email).at(-1)?.text).toContain(`/web-form/claim/${next?.claim_code}`)
    expect(await allocated(f.optionA)).toBe(1)
    const refused = await api.post(`/webform/claim/${offer.claim_code}`)
    expect(refused.statusCode).toBe(422)
    expect(refused.json().code).toBe('claim_expired')
    // The second offer expires too and nobody else waits: the seat is free again.
    expect(await expireOffers(jobContext(), new Date(Date.now() + 98 * 3_600_000))).toBeGreaterThanOrEqual(1)
    expect(await entriesOf(second.pcode)).toMatchObject([{ status: 'EXPIRED' }])
    expect(await allocated(f.optionA)).toBe(0)
  })

  it('an offer past its time but not yet swept is refused', async () => {
    const { offer } = await offerAfterCancellation()
    await db()
      .update(attendeeWaitlist)
      .set({ claim_expires_at: new Date(Date.now() - 1000) })
      .where(eq(attendeeWaitlist.id, offer.id))
    const response = await api.get(`/webform/claim/${offer.claim_code}`)
    expect(response.statusCode).toBe(422)
    expect(response.json().code).toBe('claim_expired')
  })
})
