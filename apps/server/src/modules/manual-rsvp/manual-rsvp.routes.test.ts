import { foldTurkish } from '@ajanda/contracts/common/turkish-fold'
import { toEngineForm } from '@ajanda/contracts/forms/form-detail'
import { formSchema } from '@ajanda/contracts/forms/form-model'
import {
  type ManualRsvpAccessCreated,
  type ManualRsvpForm,
  type ManualRsvpLoginResponse,
  manualRsvpFormSchema,
  manualRsvpInviteePageSchema,
} from '@ajanda/contracts/manual-rsvp.contract'
import { and, desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newPublicCode } from '../../platform/codes'
import { DEMO_HELPER_NAME, DEMO_MMA_SLUG } from '../../seed/demo-manual-rsvp'
import { createTestApp, loginAs, type TestApp } from '../../test-support/test-app'
import { attendeeAnswers, attendeeHistory, attendees, attendeeWaitlist } from '../attendees/attendees.table'
import { formFieldOptions, forms } from '../forms/forms.table'
import { projects } from '../projects/projects.table'
import { nextIp } from '../webform/webform-test-fixtures'
import { manualRsvpAccesses } from './manual-rsvp.table'

let testApp: TestApp
let staff: { authorization: string }
let projectId: number
let companyId: number
let mmaFormId: number
let rsvpFormId: number

beforeAll(async () => {
  testApp = await createTestApp()
  staff = (await loginAs(testApp.app, 'admin@demo.ajanda.test')).headers
  const [mma] = await db().select().from(forms).where(eq(forms.slug, DEMO_MMA_SLUG))
  const [rsvp] = await db().select().from(forms).where(eq(forms.slug, 'gala-yemegi-lcv'))
  if (!mma?.project_id || !rsvp) throw new Error('demo forms missing')
  projectId = mma.project_id
  companyId = mma.event_company_id
  mmaFormId = mma.id
  rsvpFormId = rsvp.id
})
afterAll(async () => {
  await testApp?.close()
})

const db = () => testApp.database.db

function call(
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  headers: Record<string, string> = {},
  payload?: object,
) {
  return testApp.app.inject({ method, url: `/api/v1${url}`, headers, payload, remoteAddress: nextIp() })
}
const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

async function createAccess(name = 'Deniz Yardımcı', formId = mmaFormId, project = projectId) {
  const response = await call('POST', `/project/${project}/manual-rsvp-accesses`, staff, {
    name,
    form_id: formId,
  })
  expect(response.statusCode, response.body).toBe(200)
  return response.json() as ManualRsvpAccessCreated
}

async function signIn(token: string) {
  const response = await call('POST', '/manuel-rsvp/login', {}, { token })
  expect(response.statusCode, response.body).toBe(200)
  return response.json() as ManualRsvpLoginResponse
}

let sequence = 0
async function insertAttendee(project = projectId, company = companyId, first = 'Mehmet', email?: string) {
  const last = `Telefon ${++sequence}`
  const [row] = await db()
    .insert(attendees)
    .values({
      event_company_id: company,
      project_id: project,
      pcode: newPublicCode(),
      acode: newPublicCode(),
      dcode: newPublicCode(),
      first_name: first,
      last_name: last,
      name_search: foldTurkish(`${first} ${last}`),
      email: email ?? null,
      source: 'IMPORT',
    })
    .returning()
  return row as typeof attendees.$inferSelect
}

describe('staff: helper accesses', () => {
  it('lists the demo access and creates one whose link is shown once', async () => {
    const created = await createAccess()
    expect(created.login_url).toBe(`http://ajanda.test/manuel-rsvp/${created.token}/login`)
    expect(created.data).toMatchObject({ name: 'Deniz Yardımcı', active: true, revoked_at: null })
    expect(created.data.form.id).toBe(mmaFormId)
    const days = (Date.parse(created.data.expires_at) - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(29.9)
    const list = await call('GET', `/project/${projectId}/manual-rsvp-accesses`, staff)
    expect(list.statusCode).toBe(200)
    const names = (list.json() as { data: { name: string }[] }).data.map((row) => row.name)
    expect(names).toEqual(expect.arrayContaining(['Deniz Yardımcı', DEMO_HELPER_NAME]))
    expect(list.body).not.toContain(created.token)
    const [stored] = await db()
      .select()
      .from(manualRsvpAccesses)
      .where(eq(manualRsvpAccesses.id, created.data.id))
    expect(stored?.token_hash).toHaveLength(64)
    expect(stored?.token_hash).not.toContain(created.token)
  })

  it('refuses a form that is not an mma form of the project, and a past end', async () => {
    const rsvp = await call('POST', `/project/${projectId}/manual-rsvp-accesses`, staff, {
      name: 'X',
      form_id: rsvpFormId,
    })
    expect(rsvp.statusCode).toBe(422)
    expect(rsvp.json().errors.form_id).toBeDefined()
    const past = await call('POST', `/project/${projectId}/manual-rsvp-accesses`, staff, {
      name: 'X',
      form_id: mmaFormId,
      expires_at: '2020-01-01T00:00:00+03:00',
    })
    expect(past.statusCode).toBe(422)
    expect(past.json().errors.expires_at).toBeDefined()
  })

  it('another company sees neither the accesses nor can make one', async () => {
    const other = (await loginAs(testApp.app, 'admin@other.ajanda.test')).headers
    expect((await call('GET', `/project/${projectId}/manual-rsvp-accesses`, other)).statusCode).toBe(404)
    const made = await call('POST', `/project/${projectId}/manual-rsvp-accesses`, other, {
      name: 'X',
      form_id: mmaFormId,
    })
    expect(made.statusCode).toBe(404)
  })
})

describe('helper: sign-in and sessions', () => {
  it('signs in with the link token and gets a helper token of its own kind', async () => {
    const created = await createAccess('Ece Asistan')
    const login = await signIn(created.token)
    expect(login.token.startsWith('mrsvp_')).toBe(true)
    expect(login.user.name).toBe('Ece Asistan')
    expect(login.user.form).toEqual({ id: mmaFormId, name: 'Gala Yemeği Telefon LCV' })
    expect(login.user.project.name).toBeTruthy()
  })

  it('refuses an unknown token with 422', async () => {
    const response = await call('POST', '/manuel-rsvp/login?locale=en', {}, { token: 'not-a-token' })
    expect(response.statusCode).toBe(422)
    expect(response.json().message).toContain('invalid')
  })

  it('a staff token opens no helper route, a helper token no staff route', async () => {
    const login = await signIn((await createAccess()).token)
    expect((await call('GET', '/manuel-rsvp/form', staff)).statusCode).toBe(401)
    expect((await call('GET', '/manuel-rsvp/form')).statusCode).toBe(401)
    const helper = bearer(login.token)
    expect((await call('GET', '/me', helper)).statusCode).toBe(401)
    expect((await call('GET', `/project/${projectId}/manual-rsvp-accesses`, helper)).statusCode).toBe(401)
    expect((await call('GET', `/project/${projectId}/attendees`, helper)).statusCode).toBe(401)
    // The link's token itself is no session either.
    const raw = await createAccess()
    expect((await call('GET', '/manuel-rsvp/form', bearer(raw.token))).statusCode).toBe(401)
  })

  it('revoking the access ends its sessions and its link', async () => {
    const created = await createAccess()
    const helper = bearer((await signIn(created.token)).token)
    expect((await call('GET', '/manuel-rsvp/form', helper)).statusCode).toBe(200)
    const revoked = await call(
      'DELETE',
      `/project/${projectId}/manual-rsvp-accesses/${created.data.id}`,
      staff,
    )
    expect(revoked.statusCode).toBe(200)
    expect(revoked.json().data).toMatchObject({ active: false })
    expect((await call('GET', '/manuel-rsvp/form', helper)).statusCode).toBe(401)
    const again = await call('POST', '/manuel-rsvp/login', {}, { token: created.token })
    expect(again.statusCode).toBe(422)
  })

  it('an expired access refuses its session and its link', async () => {
    const created = await createAccess()
    const helper = bearer((await signIn(created.token)).token)
    await db()
      .update(manualRsvpAccesses)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(manualRsvpAccesses.id, created.data.id))
    expect((await call('GET', '/manuel-rsvp/form', helper)).statusCode).toBe(401)
    expect((await call('POST', '/manuel-rsvp/login', {}, { token: created.token })).statusCode).toBe(422)
  })

  it('logout ends the session', async () => {
    const helper = bearer((await signIn((await createAccess()).token)).token)
    expect((await call('POST', '/manuel-rsvp/logout', helper)).statusCode).toBe(200)
    expect((await call('GET', '/manuel-rsvp/form', helper)).statusCode).toBe(401)
  })
})

describe('helper: invitees and answers', () => {
  let helper: Record<string, string>
  beforeAll(async () => {
    helper = bearer((await signIn((await createAccess('Gül Telefoncu')).token)).token)
  })

  it("lists the project's attendees with search, status and whether answered", async () => {
    const person = await insertAttendee(projectId, companyId, 'Şükrü')
    const response = await call('GET', `/manuel-rsvp/form?search=sukru&page_size=5`, helper)
    expect(response.statusCode, response.body).toBe(200)
    const page = manualRsvpInviteePageSchema.parse(response.json())
    expect(page.data.map((row) => row.code)).toContain(person.pcode)
    expect(page.data.find((row) => row.code === person.pcode)).toMatchObject({
      answered: false,
      status: 'INVITED',
    })
    const all = manualRsvpInviteePageSchema.parse(
      (await call('GET', '/manuel-rsvp/form?page_size=10&status=REGISTERED', helper)).json(),
    )
    expect(all.per_page).toBe(10)
    expect(all.total).toBeGreaterThan(10)
    expect(all.data.every((row) => row.status === 'REGISTERED')).toBe(true)
  })

  it('lists attendees registered without a name after the named ones', async () => {
    const [nameless] = await db()
      .insert(attendees)
      .values({
        event_company_id: companyId,
        project_id: projectId,
        pcode: newPublicCode(),
        acode: newPublicCode(),
        dcode: newPublicCode(),
        first_name: '',
        last_name: '',
        name_search: '',
        email: 'adsiz@example.com',
        source: 'PUBLIC',
      })
      .returning()
    const first = manualRsvpInviteePageSchema.parse(
      (await call('GET', '/manuel-rsvp/form?page_size=5', helper)).json(),
    )
    expect(first.data.every((row) => `${row.first_name}${row.last_name}` !== '')).toBe(true)
    const last = manualRsvpInviteePageSchema.parse(
      (await call('GET', `/manuel-rsvp/form?page_size=5&page=${Math.ceil(first.total / 5)}`, helper)).json(),
    )
    expect(last.data.at(-1)?.code).toBe(nameless?.pcode)
  })

  it('gives the mma form (valid for the engine) with the attendee, and records answers with the helper', async () => {
    const person = await insertAttendee()
    const response = await call('GET', `/manuel-rsvp/form/${person.pcode}`, helper)
    expect(response.statusCode, response.body).toBe(200)
    const body = manualRsvpFormSchema.parse(response.json()) as ManualRsvpForm
    expect(() => formSchema.parse(toEngineForm(body.form))).not.toThrow()
    expect(body.attendee).toMatchObject({ code: person.pcode, answered: false, answers: {} })
    const [attendance, transport] = body.form.sections[0]?.fields ?? []
    if (!attendance || !transport) throw new Error('fields missing')

    const missing = await call('POST', `/manuel-rsvp/form/${person.pcode}`, helper, {
      answers: { [transport.id]: transport.options[0]?.id },
    })
    expect(missing.statusCode).toBe(422)
    expect(missing.json().errors[String(attendance.id)]).toBeDefined()

    const option = transport.options[1]?.id as number
    const saved = await call('POST', `/manuel-rsvp/form/${person.pcode}`, helper, {
      answers: { [attendance.id]: 1, [transport.id]: option },
    })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json().status).toBe('REGISTERED')

    const [answer] = await db()
      .select()
      .from(attendeeAnswers)
      .where(and(eq(attendeeAnswers.attendee_id, person.id), eq(attendeeAnswers.form_id, mmaFormId)))
    expect(answer?.helper_name).toBe('Gül Telefoncu')
    const [row] = await db().select().from(attendees).where(eq(attendees.id, person.id))
    expect(row?.source).toBe('MANUAL_RSVP')
    const [history] = await db()
      .select()
      .from(attendeeHistory)
      .where(eq(attendeeHistory.attendee_id, person.id))
      .orderBy(desc(attendeeHistory.id))
    expect(history).toMatchObject({ actor_type: 'HELPER', actor_name: 'Gül Telefoncu' })

    // The earlier answers come back; the list marks the attendee answered by the helper.
    const again = manualRsvpFormSchema.parse(
      (await call('GET', `/manuel-rsvp/form/${person.pcode}`, helper)).json(),
    )
    expect(again.attendee.answered).toBe(true)
    expect(again.attendee.answers[String(transport.id)]).toBe(option)
    const list = manualRsvpInviteePageSchema.parse(
      (await call('GET', `/manuel-rsvp/form?search=${encodeURIComponent(person.last_name)}`, helper)).json(),
    )
    expect(list.data[0]).toMatchObject({ answered: true, helper_name: 'Gül Telefoncu', status: 'REGISTERED' })
  })

  it("a helper of project A neither reads nor answers project B's attendees", async () => {
    const [other] = await db()
      .insert(projects)
      .values({
        event_company_id: companyId,
        code: newPublicCode(),
        name: 'Başka Proje',
        name_search: 'baska proje',
        starts_at: '2027-05-10',
        ends_at: '2027-05-11',
      })
      .returning({ id: projects.id })
    const outsider = await insertAttendee(other?.id as number, companyId, 'Yabancı')
    expect((await call('GET', `/manuel-rsvp/form/${outsider.pcode}`, helper)).statusCode).toBe(404)
    const post = await call('POST', `/manuel-rsvp/form/${outsider.pcode}`, helper, { answers: {} })
    expect(post.statusCode).toBe(404)
    const list = manualRsvpInviteePageSchema.parse(
      (await call('GET', '/manuel-rsvp/form?search=yabanci', helper)).json(),
    )
    expect(list.data.map((row) => row.code)).not.toContain(outsider.pcode)
    const [untouched] = await db().select().from(attendees).where(eq(attendees.id, outsider.id))
    expect(untouched?.status).toBe('INVITED')
  })

  it('mails the invitee the confirmation and the freed seat to the next in line, as a public submission does', async () => {
    const person = await insertAttendee(projectId, companyId, 'Nazlı', `nazli-${sequence + 1}@example.com`)
    const waiter = await insertAttendee(projectId, companyId, 'Oya', `oya-${sequence + 1}@example.com`)
    const form = manualRsvpFormSchema.parse(
      (await call('GET', `/manuel-rsvp/form/${person.pcode}`, helper)).json(),
    )
    const [attendance, transport] = form.form.sections[0]?.fields ?? []
    if (!attendance || !transport) throw new Error('fields missing')
    const [first, second] = transport.options.map((option) => option.id) as [number, number]
    // The first transport has one seat left: the helper's answer takes it, the waiter queues for it.
    const [seat] = await db().select().from(formFieldOptions).where(eq(formFieldOptions.id, first))
    await db()
      .update(formFieldOptions)
      .set({ quota_available: (seat?.quota_allocated ?? 0) + 1 })
      .where(eq(formFieldOptions.id, first))
    const mailsTo = (to: string | null) => testApp.mails.filter((mail) => mail.to === to)
    const saved = await call('POST', `/manuel-rsvp/form/${person.pcode}`, helper, {
      answers: { [attendance.id]: 1, [transport.id]: first },
    })
    expect(saved.statusCode, saved.body).toBe(200)
    const [confirmation] = mailsTo(person.email)
    expect(confirmation?.subject).toMatch(/^Kaydınız alındı: /)
    expect(confirmation?.text).toContain(`http://ajanda.test/web-form/${DEMO_MMA_SLUG}/${person.pcode}`)
    expect(confirmation?.text).toContain('Merhaba Nazlı,')
    expect(confirmation?.icalEvent?.filename).toBe('etkinlik.ics')

    // The waiter queues for it (an mma form has no public page: the entry is written as the form writes it).
    await db()
      .insert(attendeeWaitlist)
      .values({ attendee_id: waiter.id, form_id: mmaFormId, option_id: first })
    // The helper moves the person to the other transport: the seat goes to the waiter with a claim link.
    const changed = await call('POST', `/manuel-rsvp/form/${person.pcode}`, helper, {
      answers: { [attendance.id]: 1, [transport.id]: second },
    })
    expect(changed.statusCode, changed.body).toBe(200)
    expect(mailsTo(person.email).at(-1)?.subject).toMatch(/^Yanıtlarınız güncellendi: /)
    const offer = mailsTo(waiter.email).at(-1)
    expect(offer?.subject).toMatch(/^Bekleme listesinden yer açıldı: /)
    expect(offer?.text).toMatch(/http:\/\/ajanda\.test\/web-form\/claim\/\S+/)
  })
})
