import { QUOTA_FULL_MESSAGE, webformSchema } from '@ajanda/contracts/webform.contract'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../test-support/test-app'
import { attendeeAnswers, attendeeHistory, attendees, attendeeWaitlist } from '../attendees/attendees.table'
import { foldAllSeats } from '../attendees/seat-deltas'
import { formFieldOptions, forms } from '../forms/forms.table'
import {
  demoProjects,
  insertAttendee,
  insertFlightField,
  insertForm,
  type TestForm,
  webformCall,
} from './webform-test-fixtures'

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

/**
 * Answers of a valid registration choosing `option` (A needs the Kurum answer), each with an e-mail
 * of its own: a PUBLIC form takes one registration per address and project (decisions/0036).
 */
let mailbox = 0
function answersFor(f: TestForm, option: number, extra: Record<string, unknown> = {}) {
  return {
    [f.nameId]: { first_name: 'Zeynep', last_name: 'Kaya' },
    [f.emailId]: `Zeynep.${++mailbox}@Example.com`,
    [f.radioId]: option,
    ...(option === f.optionA ? { [f.companyFieldId]: 'Şifa Hastanesi' } : {}),
    ...extra,
  }
}

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

describe('GET /webform/{slug}', () => {
  it('gives a published form with its project, branding, seats and no attendee', async () => {
    const f = await newForm({ quotas: [10, null], capacity: 100 })
    const response = await api.get(`/webform/${f.slug}?locale=en`)
    expect(response.statusCode, response.body).toBe(200)
    const body = webformSchema.parse(response.json())
    expect(body.form.id).toBe(f.form.id)
    expect(body.project?.name).toBeTruthy()
    expect(body.branding.company_name).toBeTruthy()
    expect(body.remaining.options).toMatchObject({ [f.optionA]: 10, [f.optionB]: null })
    expect(body.remaining.form).toBe(100)
    expect(body).toMatchObject({ is_open: true, closed_reason: null, attendee: null })
    expect(body.form.db_columns[0]).toEqual({ key: 'first_name', text: 'First name' })
  })

  it('answers 404 for a draft, an unknown slug and a PERSONAL form without a code', async () => {
    const draft = await newForm({ status: 'draft' })
    const personal = await newForm({ type: 'PERSONAL' })
    expect((await api.get(`/webform/${draft.slug}`)).statusCode).toBe(404)
    expect((await api.get('/webform/hic-olmayan-form')).statusCode).toBe(404)
    expect((await api.get(`/webform/${personal.slug}`)).statusCode).toBe(404)
    expect(
      (await api.post(`/webform/${draft.slug}`, { answers: answersFor(draft, draft.optionB) })).statusCode,
    ).toBe(404)
  })

  it('says why a form is not open: closed, past closes_at, before opens_at, full', async () => {
    const hour = 3_600_000
    const cases: [Partial<Parameters<typeof insertForm>[1]>, string][] = [
      [{ status: 'closed' }, 'closed'],
      [{ closesAt: new Date(Date.now() - hour) }, 'closed'],
      [{ opensAt: new Date(Date.now() + hour) }, 'not_yet_open'],
      [{ capacity: 0 }, 'full'],
    ]
    for (const [options, reason] of cases) {
      const f = await newForm(options)
      const body = (await api.get(`/webform/${f.slug}`)).json()
      expect(body, reason).toMatchObject({ is_open: false, closed_reason: reason })
      if (reason !== 'full') {
        const refused = await api.post(`/webform/${f.slug}`, { answers: answersFor(f, f.optionB) })
        expect(refused.statusCode, reason).toBe(403)
      }
    }
  })

  it("opens a PERSONAL form with the attendee's columns; a code of another project is 404", async () => {
    const f = await newForm({ type: 'PERSONAL' })
    const person = await insertAttendee(testApp, f.form)
    const response = await api.get(`/webform/${f.slug}/${person.pcode}`)
    expect(response.statusCode, response.body).toBe(200)
    const body = webformSchema.parse(response.json())
    expect(body.attendee).toMatchObject({
      first_name: 'Ayşe',
      status: 'INVITED',
      can_edit: true,
      answers: {},
      columns: { first_name: 'Ayşe', email: 'ayse@example.com', list: [] },
    })
    const elsewhere = await insertForm(testApp, {
      companyId: demo.other.company_id,
      projectId: demo.other.id,
      type: 'PERSONAL',
    })
    expect((await api.get(`/webform/${elsewhere.slug}/${person.pcode}`)).statusCode).toBe(404)
    expect((await api.get(`/webform/${f.slug}/${'x'.repeat(22)}`)).statusCode).toBe(404)
  })

  it("finds another company's form by its slug; a slug published by two companies is 404", async () => {
    const theirs = await insertForm(testApp, { companyId: demo.other.company_id, projectId: demo.other.id })
    const body = (await api.get(`/webform/${theirs.slug}`)).json()
    expect(body.form.id).toBe(theirs.form.id)
    expect(body.project.name).not.toBe('')
    await newForm({ slug: theirs.slug })
    expect((await api.get(`/webform/${theirs.slug}`)).statusCode).toBe(404)
  })
})

describe('POST /webform/{slug}', () => {
  it('registers a PUBLIC attendee: columns, answers, seats, count and history', async () => {
    const f = await newForm({ quotas: [5, null], password: true })
    const response = await api.post(`/webform/${f.slug}`, {
      answers: answersFor(f, f.optionA, { [f.passwordId as number]: 'gizli-sifre-1' }),
    })
    expect(response.statusCode, response.body).toBe(200)
    const body = response.json()
    expect(body).toMatchObject({
      status: 'REGISTERED',
      message: 'Kaydınız alındı.',
      confirmation_text: 'Teşekkürler!',
    })
    expect(body.remaining.options[f.optionA]).toBe(4)
    expect(body.pcode).toMatch(/^[\w-]{22}$/)
    const person = await attendeeByPcode(body.pcode)
    expect(person).toMatchObject({
      first_name: 'Zeynep',
      last_name: 'Kaya',
      email: expect.stringMatching(/^zeynep\.\d+@example\.com$/),
      company: 'Şifa Hastanesi',
      source: 'PUBLIC',
      status: 'REGISTERED',
      custom: { tur: 'A' },
      name_search: 'zeynep kaya',
    })
    expect(person?.registered_at).not.toBeNull()
    const [answers] = await db()
      .select()
      .from(attendeeAnswers)
      .where(eq(attendeeAnswers.attendee_id, person?.id as number))
    expect(answers?.seats).toEqual({ options: [f.optionA], flight_options: [] })
    expect(String(answers?.answers[String(f.passwordId)])).toMatch(/^\$argon2id\$/)
    expect(await allocated(f.optionA)).toBe(1)
    expect(await answersCount(f.form.id)).toBe(1)
    const history = await db()
      .select()
      .from(attendeeHistory)
      .where(eq(attendeeHistory.attendee_id, person?.id as number))
    expect(history).toMatchObject([{ actor_type: 'ATTENDEE', action: 'created', actor_name: 'Zeynep Kaya' }])
    // The personal link shows the answers without the password's hash.
    const again = (await api.get(`/webform/${f.slug}/${body.pcode}`)).json()
    expect(again.attendee.answers[String(f.radioId)]).toBe(f.optionA)
    expect(again.attendee.answers).not.toHaveProperty(String(f.passwordId))
  })

  it("answers the engine's 422 as is; a hidden field is not required", async () => {
    const f = await newForm()
    const missing = await api.post(`/webform/${f.slug}?locale=en`, {
      answers: { [f.radioId]: f.optionA },
      locale: 'en',
    })
    expect(missing.statusCode).toBe(422)
    expect(Object.keys(missing.json().errors).sort()).toEqual(
      [String(f.nameId), String(f.companyFieldId)].sort(),
    )
    // B hides Kurum (shown only for A): no answer needed, and one sent anyway is dropped.
    const ok = await api.post(`/webform/${f.slug}`, {
      answers: { ...answersFor(f, f.optionB), [f.companyFieldId]: 'yok sayılır' },
    })
    expect(ok.statusCode, ok.body).toBe(200)
    const person = await attendeeByPcode(ok.json().pcode)
    const [answers] = await db()
      .select()
      .from(attendeeAnswers)
      .where(eq(attendeeAnswers.attendee_id, person?.id as number))
    expect(answers?.answers).not.toHaveProperty(String(f.companyFieldId))
    expect(person?.company).toBeNull()
  })

  it('refuses a full option with 422 on its field, rolling everything back', async () => {
    const f = await newForm({ quotas: [1, null], capacity: 10 })
    expect((await api.post(`/webform/${f.slug}`, { answers: answersFor(f, f.optionA) })).statusCode).toBe(200)
    const before = await db().select({ id: attendees.id }).from(attendees)
    const full = await api.post(`/webform/${f.slug}`, { answers: answersFor(f, f.optionA) })
    expect(full.statusCode).toBe(422)
    expect(full.json()).toEqual({
      code: 'quota_full',
      message: QUOTA_FULL_MESSAGE,
      errors: { [`answers.${f.radioId}`]: [QUOTA_FULL_MESSAGE] },
    })
    const english = await api.post(`/webform/${f.slug}`, { answers: answersFor(f, f.optionA), locale: 'en' })
    expect(english.json().message).toBe('This option is full.')
    expect((await db().select({ id: attendees.id }).from(attendees)).length).toBe(before.length)
    expect(await answersCount(f.form.id)).toBe(1)
    expect(await allocated(f.optionA)).toBe(1)
  })

  it('puts a person on the waiting list of a full option when asked', async () => {
    const f = await newForm({ quotas: [1, null] })
    await api.post(`/webform/${f.slug}`, { answers: answersFor(f, f.optionA) })
    const response = await api.post(`/webform/${f.slug}`, {
      answers: answersFor(f, f.optionA),
      waitlist: true,
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toMatchObject({ status: 'WAITLISTED' })
    const person = await attendeeByPcode(response.json().pcode)
    const waits = await db()
      .select()
      .from(attendeeWaitlist)
      .where(eq(attendeeWaitlist.attendee_id, person?.id as number))
    expect(waits).toMatchObject([{ option_id: f.optionA, status: 'WAITING', form_id: f.form.id }])
    expect(await allocated(f.optionA)).toBe(1)
  })

  it('a full form refuses newcomers, or lists them when asked', async () => {
    const f = await newForm({ capacity: 1 })
    await api.post(`/webform/${f.slug}`, { answers: answersFor(f, f.optionB) })
    const full = await api.post(`/webform/${f.slug}`, { answers: answersFor(f, f.optionB) })
    expect(full.statusCode).toBe(422)
    expect(full.json().errors).toHaveProperty('form')
    expect(full.json().code).toBe('form_full')
    const waiting = await api.post(`/webform/${f.slug}`, {
      answers: answersFor(f, f.optionB),
      waitlist: true,
    })
    expect(waiting.json()).toMatchObject({ status: 'WAITLISTED' })
    expect(await answersCount(f.form.id)).toBe(1)
  })

  it('answers a PERSONAL form for the invited attendee, and a change moves the seats', async () => {
    const f = await newForm({ type: 'PERSONAL', quotas: [3, 3] })
    const person = await insertAttendee(testApp, f.form)
    const url = `/webform/${f.slug}/${person.pcode}`
    const first = await api.post(url, { answers: answersFor(f, f.optionA) })
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json()).toMatchObject({ status: 'REGISTERED', pcode: person.pcode, acode: person.acode })
    expect(await attendeeByPcode(person.pcode)).toMatchObject({ source: 'PERSONAL', first_name: 'Zeynep' })
    expect([await allocated(f.optionA), await allocated(f.optionB)]).toEqual([1, 0])
    const changed = await api.post(url, { answers: answersFor(f, f.optionB) })
    expect(changed.json()).toMatchObject({ status: 'REGISTERED', message: 'Yanıtlarınız güncellendi.' })
    expect([await allocated(f.optionA), await allocated(f.optionB)]).toEqual([0, 1])
    expect(await answersCount(f.form.id)).toBe(1)
    expect(changed.json().remaining.options).toMatchObject({ [f.optionA]: 3, [f.optionB]: 2 })
  })

  it('takes flight-option seats the same way', async () => {
    const f = await newForm()
    const flight = await insertFlightField(testApp, f, 1)
    const answers = () => answersFor(f, f.optionB, { [flight.fieldId]: flight.flightId })
    const first = await api.post(`/webform/${f.slug}`, { answers: answers() })
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json().remaining.flight_options).toEqual({ [flight.optionId]: 0 })
    const full = await api.post(`/webform/${f.slug}`, { answers: answers() })
    expect(full.statusCode).toBe(422)
    expect(full.json().errors).toEqual({ [`answers.${flight.fieldId}`]: [QUOTA_FULL_MESSAGE] })
    const waiting = await api.post(`/webform/${f.slug}`, { answers: answers(), waitlist: true })
    const person = await attendeeByPcode(waiting.json().pcode)
    const waits = await db()
      .select()
      .from(attendeeWaitlist)
      .where(eq(attendeeWaitlist.attendee_id, person?.id as number))
    expect(waits).toMatchObject([{ option_id: null, flight_option_id: flight.optionId, status: 'WAITING' }])
  })

  it('a not-attending RSVP holds no seat', async () => {
    const f = await newForm({ type: 'PERSONAL', formType: 'rsvp', quotas: [3, 3], attendance: true })
    const person = await insertAttendee(testApp, f.form)
    const response = await api.post(`/webform/${f.slug}/${person.pcode}`, {
      answers: answersFor(f, f.optionB, { [f.attendanceId as number]: 0 }),
    })
    expect(response.json()).toMatchObject({ status: 'NOT_ATTENDING' })
    expect(await allocated(f.optionB)).toBe(0)
  })

  it('refuses changes and cancellation after the edit deadline', async () => {
    const f = await newForm({ type: 'PERSONAL', editDeadline: new Date(Date.now() + 60_000) })
    const person = await insertAttendee(testApp, f.form)
    const url = `/webform/${f.slug}/${person.pcode}`
    expect((await api.post(url, { answers: answersFor(f, f.optionB) })).statusCode).toBe(200)
    await db()
      .update(forms)
      .set({ edit_deadline: new Date(Date.now() - 1000) })
      .where(eq(forms.id, f.form.id))
    const page = (await api.get(url)).json()
    expect(page.attendee.can_edit).toBe(false)
    const change = await api.post(url, { answers: answersFor(f, f.optionB) })
    expect(change.statusCode).toBe(403)
    expect(change.json().message).toBe('Yanıtları değiştirme süresi doldu.')
    expect((await api.post(`${url}/cancel`)).statusCode).toBe(403)
  })
})

describe('POST /webform/{slug}/{pcode}/cancel', () => {
  it('cancels, frees the seats and offers one to the next in line', async () => {
    const f = await newForm({ quotas: [1, null] })
    const holder = (await api.post(`/webform/${f.slug}`, { answers: answersFor(f, f.optionA) })).json()
    const waiting = (
      await api.post(`/webform/${f.slug}`, { answers: answersFor(f, f.optionA), waitlist: true })
    ).json()
    const response = await api.post(`/webform/${f.slug}/${holder.pcode}/cancel`)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toEqual({ message: 'Kaydınız iptal edildi.', status: 'CANCELLED' })
    expect(await attendeeByPcode(holder.pcode)).toMatchObject({ status: 'CANCELLED' })
    expect(await answersCount(f.form.id)).toBe(1)
    // The seat went to the waiting person's offer (held for 48 hours), not back to the pool.
    expect(await allocated(f.optionA)).toBe(1)
    const next = await attendeeByPcode(waiting.pcode)
    const [offer] = await db()
      .select()
      .from(attendeeWaitlist)
      .where(eq(attendeeWaitlist.attendee_id, next?.id as number))
    expect(offer).toMatchObject({ status: 'OFFERED' })
    expect(offer?.claim_code).toMatch(/^[\w-]{22}$/)
    const hours = ((offer?.claim_expires_at?.getTime() ?? 0) - Date.now()) / 3_600_000
    expect(hours).toBeGreaterThan(47.9)
    expect((await api.post(`/webform/${f.slug}/${holder.pcode}/cancel`)).statusCode).toBe(422)
  })

  it('gives the seats back when nobody waits', async () => {
    const f = await newForm({ quotas: [2, null] })
    const holder = (await api.post(`/webform/${f.slug}`, { answers: answersFor(f, f.optionA) })).json()
    await api.post(`/webform/${f.slug}/${holder.pcode}/cancel`)
    expect(await allocated(f.optionA)).toBe(0)
    expect(await answersCount(f.form.id)).toBe(0)
    const [answers] = await db()
      .select()
      .from(attendeeAnswers)
      .innerJoin(attendees, eq(attendees.id, attendeeAnswers.attendee_id))
      .where(and(eq(attendees.pcode, holder.pcode), eq(attendeeAnswers.form_id, f.form.id)))
    expect(answers?.attendee_answers.seats).toEqual({ options: [], flight_options: [] })
  })
})

describe('seats under concurrency', () => {
  it('200 simultaneous submissions for 50 seats register exactly 50', async () => {
    const f = await newForm({ quotas: [50, null] })
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        api.post(`/webform/${f.slug}`, {
          answers: answersFor(f, f.optionA, { [f.nameId]: { first_name: `Kişi${i}`, last_name: 'Test' } }),
        }),
      ),
    )
    const statuses = responses.map((response) => response.statusCode)
    expect(statuses.filter((status) => status === 200)).toHaveLength(50)
    expect(statuses.filter((status) => status === 422)).toHaveLength(150)
    const registered = await db()
      .select({ id: attendeeAnswers.id })
      .from(attendeeAnswers)
      .innerJoin(attendees, eq(attendees.id, attendeeAnswers.attendee_id))
      .where(and(eq(attendeeAnswers.form_id, f.form.id), eq(attendees.status, 'REGISTERED')))
    expect(registered).toHaveLength(50)
    expect(await allocated(f.optionA)).toBe(50)
    expect(await answersCount(f.form.id)).toBe(50)
  }, 120_000)
})

describe('rate limits', () => {
  it('limits submissions per address', async () => {
    const f = await newForm()
    const address = '10.250.0.1'
    const statuses: number[] = []
    for (let i = 0; i < 61; i++)
      statuses.push((await api.post(`/webform/${f.slug}`, { answers: {} }, address)).statusCode)
    expect(statuses.slice(0, 60).every((status) => status === 422)).toBe(true)
    expect(statuses[60]).toBe(429)
  })
})
