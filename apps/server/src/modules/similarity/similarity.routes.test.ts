import { and, eq, inArray, or } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Api, apiAs } from '../../test-support/api-client'
import { createTestApp, loginAs, type TestApp } from '../../test-support/test-app'
import { notes, phoneCallLogs } from '../activities/activities.table'
import { contacts } from '../contacts/contacts.table'

let testApp: TestApp
let admin: Api
let user: Api
let other: Api
beforeAll(async () => {
  testApp = await createTestApp()
  admin = apiAs(testApp.app, (await loginAs(testApp.app, 'admin@demo.ajanda.test')).headers)
  user = apiAs(testApp.app, (await loginAs(testApp.app, 'user@demo.ajanda.test')).headers)
  other = apiAs(testApp.app, (await loginAs(testApp.app, 'admin@other.ajanda.test')).headers)
})
afterAll(async () => {
  await testApp?.close()
})

interface SimilarityRow {
  id: number
  name: string
  code: string | null
  is_similarity: boolean
  data: { id: number; name: string; percent: number }[]
}
const list = async (kind: string, api = admin): Promise<SimilarityRow[]> => {
  const response = await api.get(`/similarity/${kind}?page_size=100`)
  expect(response.statusCode, response.body).toBe(200)
  return response.json().data
}
const rowOf = (rows: SimilarityRow[], name: string) => rows.find((row) => row.name === name)

describe('GET /similarity/{kind}', () => {
  it('finds the seeded near duplicates with their percent', async () => {
    const clients = await list('clients')
    const insurance = rowOf(clients, 'Yıldırım Sigorta A.Ş.')
    expect(insurance).toMatchObject({ is_similarity: true })
    expect(insurance?.code).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(insurance?.data).toEqual([expect.objectContaining({ name: 'Yildirim Sigorta AŞ', percent: 100 })])
    const hardware = rowOf(clients, 'Kuzeytaş Yapı Marketleri')
    expect(hardware?.data[0]).toMatchObject({ name: 'Kuzeytas Yapi Marketleri', percent: 100 })

    const suppliers = await list('suppliers')
    expect(rowOf(suppliers, 'Hilton İstanbul Bomonti Otel')?.data[0]?.name).toBe('Hilton Istanbul Bomonti')
    const people = await list('contacts')
    const kaya = people.find((row) => row.name === 'Ayşe Kaya' || row.name === 'Ayse Kaya')
    expect(kaya?.code).toBeNull()
    expect(kaya?.data[0]?.percent).toBe(100)
  })

  it('pages in SQL and keeps companies apart', async () => {
    const page = (await admin.get('/similarity/clients?page=1&page_size=1')).json()
    expect(page).toMatchObject({ per_page: 1, current_page: 1, from: 1, to: 1 })
    expect(page.total).toBeGreaterThanOrEqual(2)
    const past = (await admin.get('/similarity/clients?page=50&page_size=1')).json()
    expect(past).toMatchObject({ data: [], from: null, total: page.total })
    expect(await list('clients', other)).toEqual([])
  })

  it('is for admins of the back office', async () => {
    expect((await user.get('/similarity/clients')).statusCode).toBe(403)
    expect((await user.put('/merge/clients', { merge_from: [1], merge_to: 2 })).statusCode).toBe(403)
  })
})

describe('PUT /merge/{kind}', () => {
  it('requires merge_to and refuses merging a record into itself', async () => {
    const missing = await admin.put('/merge/clients', { merge_from: [1] })
    expect(missing.statusCode).toBe(422)
    expect(missing.json().errors).toEqual({ merge_to: ['Bu alan zorunludur'] })
    const self = await admin.put('/merge/contacts', { merge_from: 5, merge_to: 5 })
    expect(self.json().errors).toEqual({ merge_from: ['Bir kayıt kendisiyle birleştirilemez.'] })
  })

  it('moves every reference of the merged clients in one go and leaves nothing dangling', async () => {
    const clients = await list('clients')
    const row = rowOf(clients, 'Yıldırım Sigorta A.Ş.') as SimilarityRow
    const source = row.data[0]?.id as number
    const foreign = await other.put('/merge/clients', { merge_from: [source], merge_to: row.id })
    expect(foreign.statusCode).toBe(404)

    const merged = await admin.put('/merge/clients', { merge_from: [source], merge_to: row.id })
    expect(merged.statusCode, merged.body).toBe(200)
    expect(merged.json()).toEqual({
      message: '1 müşteri "Yıldırım Sigorta A.Ş." ile birleştirildi.',
      data: { merged: 1, target: { id: row.id, name: 'Yıldırım Sigorta A.Ş.', code: row.code } },
    })

    const db = testApp.database.db
    const left = await Promise.all([
      db.select({ id: contacts.id }).from(contacts).where(eq(contacts.client_id, source)),
      db.select({ id: notes.id }).from(notes).where(eq(notes.client_id, source)),
      db.select({ id: phoneCallLogs.id }).from(phoneCallLogs).where(eq(phoneCallLogs.client_id, source)),
    ])
    expect(left.flat()).toEqual([])

    const profile = (await admin.get(`/client/${row.code}`)).json()
    expect(profile.contacts.map((c: { name: string }) => c.name)).toContain('Kemal Uysal')
    expect(profile.notes.map((n: { note_title: string }) => n.note_title)).toContain('Fuarda tanıştık')
    const after = await list('clients')
    expect(rowOf(after, 'Yıldırım Sigorta A.Ş.')).toBeUndefined()
    expect(after.some((r) => r.data.some((d) => d.id === source))).toBe(false)

    const again = await admin.put('/merge/clients', { merge_from: [source], merge_to: row.id })
    expect(again.statusCode).toBe(404)
    const searched = (await admin.get('/search?query=yildirim sigorta')).json()
    expect(searched.filter((r: { type: string }) => r.type === 'client')).toHaveLength(1)
  })

  it('merges suppliers (categories joined, empty fields filled) and the archived one points at its target', async () => {
    const row = rowOf(await list('suppliers'), 'Hilton İstanbul Bomonti Otel') as SimilarityRow
    const source = row.data[0] as { id: number }
    const merged = await admin.put('/merge/suppliers', { merge_from: [source.id], merge_to: row.id })
    expect(merged.statusCode, merged.body).toBe(200)
    const target = (await admin.get(`/supplier/${row.code}`)).json()
    expect(target.contacts.map((c: { name: string }) => c.name).sort()).toEqual(['Berk Tuna', 'Sibel Oğuz'])
    const sourceCode = (await admin.get('/suppliers?paginate=0')).json()
    expect(sourceCode.some((s: { id: number }) => s.id === source.id)).toBe(false)
  })

  it('merges contacts: calls move to the target, the source leaves the lists', async () => {
    const row = (await list('contacts')).find((r) => r.name.endsWith('Kaya')) as SimilarityRow
    const source = row.data[0]?.id as number
    const db = testApp.database.db
    const [call] = await db
      .select({ id: phoneCallLogs.id })
      .from(phoneCallLogs)
      .where(or(eq(phoneCallLogs.contact_id, row.id), eq(phoneCallLogs.contact_id, source)))
    const merged = await admin.put('/merge/contacts', { merge_from: source, merge_to: row.id })
    expect(merged.statusCode, merged.body).toBe(200)
    expect(merged.json().message).toMatch(/^1 kontak ".+ Kaya" ile birleştirildi\.$/)
    const rows = await db
      .select({ id: phoneCallLogs.id, contact_id: phoneCallLogs.contact_id })
      .from(phoneCallLogs)
      .where(and(eq(phoneCallLogs.id, call?.id as number)))
    expect(rows[0]?.contact_id).toBe(row.id)
    const dangling = await db
      .select({ id: phoneCallLogs.id })
      .from(phoneCallLogs)
      .where(inArray(phoneCallLogs.contact_id, [source]))
    expect(dangling).toEqual([])
    expect((await list('contacts')).some((r) => r.id === row.id || r.id === source)).toBe(false)
    const all = (await admin.get('/contacts')).json() as { id: number }[]
    expect(all.some((c) => c.id === source)).toBe(false)
  })
})
