import { briefSchema } from '@ajanda/contracts/brief.contract'
import type { FormDetail } from '@ajanda/contracts/forms/form-detail'
import { and, desc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newPublicCode } from '../../platform/codes'
import { DEMO_BRIEF_SLUG } from '../../seed/demo-brief-lead'
import { DEMO_EMAILS } from '../../seed/demo-logins'
import { createTestApp, type TestApp } from '../../test-support/test-app'
import { notes } from '../activities/activities.table'
import { clients } from '../clients/clients.table'
import { contacts } from '../contacts/contacts.table'
import { forms } from '../forms/forms.table'
import { notifications } from '../notifications/notifications.table'
import { projectContacts, projects } from '../projects/projects.table'
import { users } from '../users/users.table'
import { webformCall } from '../webform/webform-test-fixtures'
import { BRIEF_NOTE_TITLE } from './brief-lead'

let testApp: TestApp
let api: ReturnType<typeof webformCall>
let detail: FormDetail
let demoCompanyId: number
let otherCompanyId: number

const db = () => testApp.database.db

beforeAll(async () => {
  testApp = await createTestApp()
  api = webformCall(testApp)
  const [form] = await db().select().from(forms).where(eq(forms.slug, DEMO_BRIEF_SLUG))
  const [other] = await db()
    .select({ id: users.event_company_id })
    .from(users)
    .where(eq(users.email, DEMO_EMAILS.otherAdmin))
  if (!form || !other) throw new Error('demo records missing')
  demoCompanyId = form.event_company_id
  otherCompanyId = other.id
  const response = await api.get(`/brief/${DEMO_BRIEF_SLUG}`)
  expect(response.statusCode, response.body).toBe(200)
  detail = briefSchema.parse(response.json()).form
})
afterAll(async () => {
  await testApp?.close()
})

const fieldOf = (code: string) => {
  const field = detail.sections.flatMap((section) => section.fields).find((f) => f.code === code)
  if (!field) throw new Error(`no field ${code}`)
  return field
}
const typed = (type: string) => detail.sections.flatMap((s) => s.fields).find((f) => f.type === type)

function answers(overrides: Record<string, unknown> = {}) {
  const base: Record<string, unknown> = {
    [fieldOf('event_name').id]: 'Kardiyoloji Zirvesi',
    [fieldOf('attendee_count').id]: 220,
    [fieldOf('company').id]: 'Ege Kardiyoloji Derneği',
    [fieldOf('contact_name').id]: { first_name: 'Murat', last_name: 'Şahin' },
    [fieldOf('email').id]: 'Murat@EgeKardiyo.example',
    [String(typed('date_range')?.id)]: ['2027-09-10', '2027-09-12'],
    [String(typed('tr_cities')?.id)]: 'İzmir',
  }
  return { ...base, ...overrides }
}

async function newClient(companyId: number, name: string) {
  const [row] = await db()
    .insert(clients)
    .values({ event_company_id: companyId, code: newPublicCode(), name, name_search: name.toLowerCase() })
    .returning({ id: clients.id, code: clients.code })
  return row as { id: number; code: string }
}

async function leadNamed(name: string) {
  const [row] = await db()
    .select()
    .from(projects)
    .where(eq(projects.name, name))
    .orderBy(desc(projects.id))
    .limit(1)
  return row
}

describe('GET /brief/{slug}[/{ccode}]', () => {
  it('gives the published brief form with branding and no client', async () => {
    const response = await api.get(`/brief/${DEMO_BRIEF_SLUG}?locale=en`)
    const body = briefSchema.parse(response.json())
    expect(body.form).toMatchObject({ form_type: 'brief', status: 'published', project_id: null })
    expect(body.branding.company_name).toBeTruthy()
    expect(body.client).toBeNull()
  })

  it('names a known client of the company; another company’s code is unknown', async () => {
    const own = await newClient(demoCompanyId, 'Bilinen Müşteri A.Ş.')
    const foreign = await newClient(otherCompanyId, 'Başka Ajansın Müşterisi')
    const known = briefSchema.parse((await api.get(`/brief/${DEMO_BRIEF_SLUG}/${own.code}`)).json())
    expect(known.client).toEqual({ name: 'Bilinen Müşteri A.Ş.' })
    const unknown = await api.get(`/brief/${DEMO_BRIEF_SLUG}/${foreign.code}`)
    expect(unknown.statusCode).toBe(200)
    expect(unknown.json().client).toBeNull()
  })

  it('answers 404 for an unknown slug, an unpublished brief form and a slug two companies publish', async () => {
    expect((await api.get('/brief/hic-olmayan-brif')).statusCode).toBe(404)
    await db().insert(forms).values({
      event_company_id: otherCompanyId,
      code: newPublicCode(),
      name: 'Taslak brif',
      slug: 'taslak-brif',
      form_type: 'brief',
      status: 'draft',
    })
    expect((await api.get('/brief/taslak-brif')).statusCode).toBe(404)
    expect((await api.post('/brief/taslak-brif', { answers: {} })).statusCode).toBe(404)
    // A registration form's slug is not a brief page either.
    expect((await api.get('/brief/kongre-kayit')).statusCode).toBe(404)
    for (const companyId of [demoCompanyId, otherCompanyId])
      await db().insert(forms).values({
        event_company_id: companyId,
        code: newPublicCode(),
        name: 'Ortak brif',
        slug: 'ortak-brif',
        form_type: 'brief',
        status: 'published',
      })
    expect((await api.get('/brief/ortak-brif')).statusCode).toBe(404)
  })
})

describe('POST /brief/{slug}[/{ccode}]', () => {
  it('makes a POTENTIAL client, its contact, a stage-0 lead with the answers note and BizdevCreated', async () => {
    const response = await api.post(`/brief/${DEMO_BRIEF_SLUG}`, { answers: answers(), locale: 'tr' })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json().message).toBe('Teşekkürler, en kısa sürede size dönüş yapacağız.')
    const lead = await leadNamed('Kardiyoloji Zirvesi')
    expect(lead).toMatchObject({
      event_company_id: demoCompanyId,
      stage: 0,
      starts_at: '2027-09-10',
      ends_at: '2027-09-12',
      city: 'İzmir',
      expected_attendee_count: 220,
      responsible_id: null,
    })
    const [client] = await db()
      .select()
      .from(clients)
      .where(eq(clients.id, lead?.client_id as number))
    expect(client).toMatchObject({ name: 'Ege Kardiyoloji Derneği', first_confirmed_at: null })
    const [contact] = await db()
      .select({ contact: contacts })
      .from(projectContacts)
      .innerJoin(contacts, eq(contacts.id, projectContacts.contact_id))
      .where(eq(projectContacts.project_id, lead?.id as number))
    expect(contact?.contact).toMatchObject({
      name: 'Murat Şahin',
      email: 'murat@egekardiyo.example',
      client_id: client?.id,
    })
    const [note] = await db()
      .select()
      .from(notes)
      .where(eq(notes.project_id, lead?.id as number))
    expect(note).toMatchObject({ note_title: BRIEF_NOTE_TITLE, client_id: client?.id })
    expect(note?.note_content).toContain('Etkinlik adı: Kardiyoloji Zirvesi')
    expect(note?.note_content).toContain('Tarihler: 2027-09-10 – 2027-09-12')
    const sent = await db()
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.type, 'BizdevCreated'),
          sql`${notifications.data} -> 'record' ->> 'code' = ${lead?.code}`,
        ),
      )
    expect(sent.length).toBeGreaterThan(0)
    expect(sent.every((row) => row.event_company_id === demoCompanyId)).toBe(true)
  })

  it('uses the known client a ccode names, and its contact with the same e-mail', async () => {
    const own = await newClient(demoCompanyId, 'Kayıtlı Dernek')
    const [contact] = await db()
      .insert(contacts)
      .values({
        event_company_id: demoCompanyId,
        contact_type: 'C',
        client_id: own.id,
        name: 'Murat Şahin',
        name_search: 'murat sahin',
        email: 'murat@egekardiyo.example',
      })
      .returning({ id: contacts.id })
    const before = (await db().select({ n: sql<number>`count(*)::int` }).from(clients))[0]?.n
    const response = await api.post(`/brief/${DEMO_BRIEF_SLUG}/${own.code}`, {
      answers: answers({ [fieldOf('event_name').id]: 'Kayıtlı Müşterinin Brifi' }),
    })
    expect(response.statusCode, response.body).toBe(200)
    const lead = await leadNamed('Kayıtlı Müşterinin Brifi')
    expect(lead?.client_id).toBe(own.id)
    expect((await db().select({ n: sql<number>`count(*)::int` }).from(clients))[0]?.n).toBe(before)
    const [main] = await db()
      .select()
      .from(projectContacts)
      .where(eq(projectContacts.project_id, lead?.id as number))
    expect(main?.contact_id).toBe(contact?.id)
  })

  it('ignores another company’s client code: a new POTENTIAL client is made', async () => {
    const foreign = await newClient(otherCompanyId, 'Yabancı Müşteri')
    const response = await api.post(`/brief/${DEMO_BRIEF_SLUG}/${foreign.code}`, {
      answers: answers({ [fieldOf('event_name').id]: 'Yabancı Kodla Brif' }),
    })
    expect(response.statusCode, response.body).toBe(200)
    const lead = await leadNamed('Yabancı Kodla Brif')
    expect(lead?.event_company_id).toBe(demoCompanyId)
    expect(lead?.client_id).not.toBe(foreign.id)
    const [client] = await db()
      .select()
      .from(clients)
      .where(eq(clients.id, lead?.client_id as number))
    expect(client).toMatchObject({ event_company_id: demoCompanyId, name: 'Ege Kardiyoloji Derneği' })
  })

  it('answers 422 with the errors under their fields, and makes nothing', async () => {
    const count = async () => (await db().select({ n: sql<number>`count(*)::int` }).from(projects))[0]?.n
    const before = await count()
    const missing = await api.post(`/brief/${DEMO_BRIEF_SLUG}?locale=en`, {
      answers: answers({ [fieldOf('event_name').id]: '' }),
      locale: 'en',
    })
    expect(missing.statusCode).toBe(422)
    expect(Object.keys(missing.json().errors)).toContain(String(fieldOf('event_name').id))
    const badEmail = await api.post(`/brief/${DEMO_BRIEF_SLUG}`, {
      answers: answers({ [fieldOf('email').id]: 'e-posta değil' }),
    })
    expect(badEmail.statusCode).toBe(422)
    expect(await count()).toBe(before)
  })

  it('the demo has one lead that came from the brief page', async () => {
    const [row] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(notes)
      .innerJoin(projects, eq(projects.id, notes.project_id))
      .where(and(eq(notes.note_title, BRIEF_NOTE_TITLE), eq(projects.name, 'Anadolu Pediatri Günleri 2027')))
    expect(row?.n).toBe(1)
  })
})
