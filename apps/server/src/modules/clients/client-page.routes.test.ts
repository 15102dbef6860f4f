import { clientListQuerySchema, clientListResponseSchema } from '@ajanda/contracts/clients.contract'
import { foldTurkish } from '@ajanda/contracts/common/turkish-fold'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { loadConfig } from '../../platform/config'
import { paginated } from '../../platform/pagination'
import { createStorage } from '../../platform/storage'
import { createTestApp, loginAs, type TestApp } from '../../test-support/test-app'
import { toClientListItem } from './client-view'
import { createClientsRepository } from './clients.repository'
import { clients } from './clients.table'

/**
 * GET /clients sends a page the database wrote as JSON text (client-page-statement.ts). These tests hold
 * it to the bytes the Drizzle rows, `toClientListItem`, `paginated` and the route's schema serializer
 * gave before, for every sort, order, filter and kind of search, on awkward names and moments.
 */
let testApp: TestApp
let headers: Record<string, string>
let companyId: number
let industryId: number
let storage: ReturnType<typeof createStorage>

const AWKWARD_NAMES = [
  'Çağlar "Tırnak" Gıda',
  'Ters\\Bölü Ltd.',
  'Satır\nArası\tSekme',
  'Kontrol\u0001\u001f Karakter',
  'İĞÜŞÖÇ ığüşöç Âî',
  'Emoji 🎉 Organizasyon',
  '%Yüzde_Alt Çizgi',
  'aaa küçük',
  'ZZZ Büyük',
  '123 Rakam',
]
// Microseconds that a rounding would carry into the next millisecond, and a zero fraction.
const MOMENTS = [
  '2024-02-29 23:59:59.999999+00',
  '2025-06-01 12:00:00+00',
  '2025-06-01 12:00:00.0005+03',
  '2019-12-31 21:00:00.123456-05',
  '2025-06-01 12:00:00.0005+03',
]

beforeAll(async () => {
  testApp = await createTestApp()
  const login = await loginAs(testApp.app, 'admin@demo.ajanda.test')
  headers = login.headers
  companyId = login.user.event_company_id
  storage = createStorage(loadConfig({ DATA_DIR: testApp.dataDir, APP_URL: 'http://ajanda.test' }))
  const industries = (
    await testApp.app.inject({ method: 'GET', url: '/api/v1/definition/client-industries', headers })
  ).json() as { id: number }[]
  industryId = (industries[0] as { id: number }).id
  const rows = AWKWARD_NAMES.map((name, n) => ({
    event_company_id: companyId,
    code: `page-test-${n}-${'x'.repeat(12)}`,
    name,
    name_search: foldTurkish(name),
    legal_name: n % 2 ? `${name} Ticaret A.Ş.` : null,
    logo: n % 3 === 0 ? `client-logos/${companyId}/logo-${n}.png` : null,
    industry_id: n % 2 ? industryId : null,
    city: n % 4 === 0 ? null : ['İzmir', 'Ankara', 'izmir'][n % 3],
    country: n % 5 ? 'TR' : null,
    phone: n % 2 ? '+90 212 555 12 12' : null,
    email: n === 4 ? 'ozel.adres@ornek.com.tr' : `kayit${n}@ornek.com`,
    website: n % 3 ? null : 'https://ornek.com.tr/?a="b"',
    tax_number: n === 5 ? '1234567890' : null,
    first_confirmed_at: n % 3 === 1 ? new Date() : null,
  }))
  await createClientsRepository(testApp.database.db).insertMany(rows)
  // Moments with microseconds, which Date keeps only to the millisecond.
  for (const [n, moment] of MOMENTS.entries())
    await testApp.database.db.execute(
      sql`update ${clients} set created_at = ${moment}::timestamptz where ${clients.code} = ${`page-test-${n}-${'x'.repeat(12)}`}`,
    )
})
afterAll(async () => {
  await testApp?.close()
})

/** The answer as the address book's Drizzle read, the list view and the schema serializer gave it. */
async function expectedBody(query: Record<string, string>): Promise<string> {
  const parsed = clientListQuerySchema.parse(query)
  const repo = createClientsRepository(testApp.database.db)
  const [rows, total] = await Promise.all([
    repo.findPage(companyId, parsed),
    repo.countMatching(companyId, parsed),
  ])
  const page = paginated(
    rows.map((row) => toClientListItem(row, storage)),
    total,
    { page: parsed.page, pageSize: parsed.page_size },
    '/api/v1/clients',
    parsed,
  )
  return JSON.stringify(z.encode(clientListResponseSchema, page))
}

const QUERIES: Record<string, string>[] = []
for (const sort_by of ['name', 'city', 'created_at'])
  for (const sort_order of ['asc', 'desc'])
    for (const status of ['all', 'EXISTING', 'POTENTIAL'])
      QUERIES.push(
        { sort_by, sort_order, status, page_size: '7' },
        { sort_by, sort_order, status, page: '2', page_size: '7' },
      )
for (const search of [
  'gida',
  'TIRNAK',
  'ığüş',
  '%yuzde_',
  'a_',
  '1234567890',
  'ozel.adres@',
  '@ornek',
  'yok-boyle-bir',
])
  QUERIES.push({ search }, { search, sort_by: 'city', sort_order: 'desc' })
QUERIES.push(
  { page: '999' },
  { page_size: '100' },
  { sort_by: 'created_at', page_size: '3', page: '3', locale: 'en' },
  { status: 'POTENTIAL', search: 'a', sort_by: 'city' },
)

describe('GET /clients: a page written by the database', () => {
  it('answers byte for byte what the row mapping and the serializer gave, for every sort and filter', async () => {
    const industryQueries: Record<string, string>[] = [
      { industry_id: String(industryId) },
      { industry_id: String(industryId), search: 'ltd' },
    ]
    const [first] = (
      await testApp.app.inject({ method: 'GET', url: '/api/v1/clients?search=tirnak', headers })
    ).json().data as { id: number }[]
    const idQueries: Record<string, string>[] = [
      { id: String(first?.id) },
      { id: String(first?.id), status: 'POTENTIAL' },
    ]
    for (const query of [...QUERIES, ...industryQueries, ...idQueries]) {
      const url = `/api/v1/clients?${new URLSearchParams(query).toString()}`
      const response = await testApp.app.inject({ method: 'GET', url, headers })
      expect(response.statusCode, url).toBe(200)
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8')
      expect(response.body, url).toBe(await expectedBody(query))
    }
  })

  it('still answers every match as a bare array with paginate=0', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/clients?paginate=0', headers })
    expect(response.statusCode).toBe(200)
    expect(Array.isArray(response.json())).toBe(true)
  })
})
