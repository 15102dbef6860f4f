import { type BadgeInput, badgeResponseSchema } from '@ajanda/contracts/badges.contract'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_EMAILS } from '../../seed/demo-logins'
import { type Api, apiAs } from '../../test-support/api-client'
import { createTestApp, loginAs, type TestApp } from '../../test-support/test-app'
import { attendees } from '../attendees/attendees.table'
import { readPdfPages } from '../budgets/export/read-pdf-text'
import { forms } from '../forms/forms.table'
import { badgePrints } from './badges.table'

let testApp: TestApp
let admin: Api
let client: Api
let other: Api
let anonymous: Api
let congressId: number

beforeAll(async () => {
  testApp = await createTestApp()
  const session = async (email: string) => apiAs(testApp.app, (await loginAs(testApp.app, email)).headers)
  admin = await session(DEMO_EMAILS.admin)
  client = await session(DEMO_EMAILS.client)
  other = await session(DEMO_EMAILS.otherAdmin)
  anonymous = apiAs(testApp.app)
  const [form] = await testApp.database.db
    .select({ project_id: forms.project_id })
    .from(forms)
    .where(eq(forms.slug, 'kongre-kayit'))
  congressId = form?.project_id as number
})
afterAll(async () => {
  await testApp?.close()
})

const design = (overrides: Partial<BadgeInput> = {}): BadgeInput => ({
  name: 'Deneme Kartı',
  size: 'CR80',
  width_mm: 53.98,
  height_mm: 85.6,
  elements: [
    {
      id: 'name',
      type: 'field',
      field: 'full_name',
      x_mm: 3,
      y_mm: 10,
      width_mm: 48,
      height_mm: 14,
      font_size_pt: 14,
      bold: true,
      align: 'center',
      color: '#111111',
    },
    {
      id: 'static',
      type: 'text',
      text: 'Konuşmacı Işığı',
      x_mm: 3,
      y_mm: 30,
      width_mm: 48,
      height_mm: 8,
      font_size_pt: 9,
      bold: false,
      align: 'left',
      color: '#333333',
    },
    { id: 'qr', type: 'qr', x_mm: 12, y_mm: 50, width_mm: 30, height_mm: 30 },
  ],
  ...overrides,
})

async function createDesign(overrides: Partial<BadgeInput> = {}) {
  const response = await admin.post(`/project/${congressId}/badges`, design(overrides))
  expect(response.statusCode, response.body).toBe(200)
  return badgeResponseSchema.parse(response.json()).data
}

async function addAttendee(first: string, last: string) {
  const response = await admin.post(`/project/${congressId}/attendees`, {
    first_name: first,
    last_name: last,
    company: 'Çağlayan Üniversitesi',
  })
  expect(response.statusCode, response.body).toBe(200)
  return response.json().data as { id: number; acode: string }
}

describe('badge designs', () => {
  it('the demo congress has a design with prints', async () => {
    const response = await admin.get(`/project/${congressId}/badges`)
    expect(response.statusCode, response.body).toBe(200)
    const demo = response.json().data.find((row: { name: string }) => row.name === 'Kongre Yaka Kartı')
    expect(demo?.printed_count).toBeGreaterThan(0)
    expect(demo?.elements.some((element: { type: string }) => element.type === 'qr')).toBe(true)
  })

  it('creates, reads, saves and deletes a design in the project', async () => {
    const created = await createDesign()
    expect(created.elements).toHaveLength(3)
    const read = await admin.get(`/badges/${created.id}`)
    expect(read.json().data.name).toBe('Deneme Kartı')
    const saved = await admin.put(`/badges/${created.id}`, design({ name: 'Yeni Ad', elements: [] }))
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json()).toMatchObject({
      data: { name: 'Yeni Ad', elements: [] },
      message: 'Yaka kartı tasarımı kaydedildi.',
    })
    expect((await admin.delete(`/badges/${created.id}`)).statusCode).toBe(200)
    expect((await admin.get(`/badges/${created.id}`)).statusCode).toBe(404)
  })

  it('refuses an element outside the badge in Laravel’s shape', async () => {
    const response = await admin.post(
      `/project/${congressId}/badges`,
      design({ elements: [{ id: 'q', type: 'qr', x_mm: 40, y_mm: 10, width_mm: 30, height_mm: 30 }] }),
    )
    expect(response.statusCode).toBe(422)
    expect(Object.keys(response.json().errors)).toContain('elements.0')
  })

  it('hides the designs from another company (404), a CLIENT user (403) and anyone signed out (401)', async () => {
    const created = await createDesign()
    expect((await other.get(`/badges/${created.id}`)).statusCode).toBe(404)
    expect((await other.get(`/project/${congressId}/badges`)).statusCode).toBe(404)
    expect(
      (await other.post(`/badges/${created.id}/print`, { layout: 'single', target: 'all' })).statusCode,
    ).toBe(404)
    expect((await client.get(`/badges/${created.id}`)).statusCode).toBe(403)
    expect((await anonymous.get(`/badges/${created.id}`)).statusCode).toBe(401)
  })

  it('previews with real attendees, found by a Turkish-folded name', async () => {
    const created = await createDesign()
    await addAttendee('Gülşah', 'Şıkoğlu')
    const response = await admin.get(`/badges/${created.id}/preview?search=${encodeURIComponent('şıkoğ')}`)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json().data[0].values.full_name).toBe('Gülşah Şıkoğlu')
  })
})

describe('printing', () => {
  it('prints a selection to a PDF with the names’ Turkish letters and records each print', async () => {
    const created = await createDesign()
    const first = await addAttendee('İlkay', 'Öztürkçü')
    const second = await addAttendee('Ağça', 'Işıldak')
    const body = { layout: 'sheet', target: 'selection', attendee_ids: [first.id, second.id] }
    const response = await admin.post(`/badges/${created.id}/print`, body)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.headers['content-type']).toBe('application/pdf')
    const pages = readPdfPages(response.rawPayload)
    expect(pages).toHaveLength(1)
    expect(pages[0]).toContain('İlkay Öztürkçü')
    expect(pages[0]).toContain('Ağça Işıldak')
    expect(pages[0]).toContain('Konuşmacı Işığı')
    const prints = await testApp.database.db
      .select()
      .from(badgePrints)
      .where(eq(badgePrints.badge_id, created.id))
    expect(prints.map((row) => row.attendee_id).sort()).toEqual([first.id, second.id].sort())
  })

  it('asks before reprinting (409 with how many), then reprints when confirmed', async () => {
    const created = await createDesign()
    const printed = await addAttendee('Ümran', 'Çakıroğlu')
    const fresh = await addAttendee('Şule', 'Ağaoğlu')
    const firstPrint = await admin.post(`/badges/${created.id}/print`, {
      layout: 'single',
      target: 'selection',
      attendee_ids: [printed.id],
    })
    expect(firstPrint.statusCode, firstPrint.body).toBe(200)
    const body = { layout: 'single', target: 'selection', attendee_ids: [printed.id, fresh.id] }
    const refused = await admin.post(`/badges/${created.id}/print`, body)
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({
      message:
        'Seçilenlerden 1 kişinin yaka kartı bu tasarımla daha önce basıldı. Yeniden basmak için onaylayın.',
      printed_before: 1,
      total: 2,
    })
    expect(refused.json().errors.confirm_reprint).toHaveLength(1)
    const confirmed = await admin.post(`/badges/${created.id}/print`, { ...body, confirm_reprint: true })
    expect(confirmed.statusCode, confirmed.body).toBe(200)
    // Single badges: one page each, the page the badge's size (CR80 is 153 × 243 pt).
    const pages = readPdfPages(confirmed.rawPayload)
    expect(pages).toHaveLength(2)
    expect(confirmed.rawPayload.toString('latin1')).toMatch(/\/MediaBox \[0 0 153\.01\d* 242\.6\d*\]/)
    const prints = await testApp.database.db
      .select()
      .from(badgePrints)
      .where(and(eq(badgePrints.badge_id, created.id), eq(badgePrints.attendee_id, printed.id)))
    expect(prints).toHaveLength(2)
  })

  it('refuses a selection with another project’s attendee, and a list of another project', async () => {
    const created = await createDesign()
    const [foreign] = await testApp.database.db
      .select({ id: attendees.id })
      .from(attendees)
      .where(eq(attendees.project_id, congressId + 100_000))
      .limit(1)
    const response = await admin.post(`/badges/${created.id}/print`, {
      layout: 'single',
      target: 'selection',
      attendee_ids: [foreign?.id ?? 2_000_000_000],
    })
    expect(response.statusCode).toBe(422)
    const list = await admin.post(`/badges/${created.id}/print`, {
      layout: 'single',
      target: 'list',
      list_id: 2_000_000_000,
    })
    expect(list.statusCode).toBe(422)
    expect(list.json().errors.list_id).toEqual(['Liste bu projede bulunamadı.'])
  })
})

describe('GET /event-badge/{acode} (public)', () => {
  it('shows the attendee’s badge without a login, and its calendar entry', async () => {
    const person = await addAttendee('Çiğdem', 'Güneşli')
    const response = await anonymous.get(`/event-badge/${person.acode}`)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json().data).toMatchObject({
      first_name: 'Çiğdem',
      last_name: 'Güneşli',
      acode: person.acode,
      programme: [],
    })
    const ics = await anonymous.get(`/event-badge/${person.acode}/calendar.ics`)
    expect(ics.statusCode).toBe(200)
    expect(ics.headers['content-type']).toContain('text/calendar')
    expect(ics.body).toContain('BEGIN:VEVENT')
  })

  it('lists a registered demo attendee’s chosen seats as the programme', async () => {
    const rows = await testApp.database.db
      .select({ acode: attendees.acode })
      .from(attendees)
      .where(and(eq(attendees.project_id, congressId), eq(attendees.status, 'REGISTERED')))
      .limit(20)
    const answers = await Promise.all(rows.map((row) => anonymous.get(`/event-badge/${row.acode}`)))
    expect(answers.some((answer) => answer.json().data.programme.length > 0)).toBe(true)
  })

  it('answers 404 for an unknown code', async () => {
    expect((await anonymous.get(`/event-badge/${'x'.repeat(22)}`)).statusCode).toBe(404)
  })
})
