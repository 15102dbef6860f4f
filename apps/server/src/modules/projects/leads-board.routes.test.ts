import { leadListResponseSchema } from '@ajanda/contracts/projects.contract'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../test-support/test-app'
import {
  clientWithContact,
  leadBody,
  type ProjectFixtures,
  projectFixtures,
  uniqueName,
} from './project-test-fixtures'

let testApp: TestApp
let f: ProjectFixtures
let client: { id: number; code: string }
let contactId: number
const token = uniqueName('Panoçalışması').replace(/\s/g, '')
const codes: string[] = []
const refs: string[] = []
beforeAll(async () => {
  testApp = await createTestApp()
  f = await projectFixtures(testApp)
  ;({ client, contactId } = await clientWithContact(f.admin, f.positionId, `${token} Müşteri`))
  const me = (await f.admin.get('/me')).json()
  // The newest rates: EUR 40.5 TRY; GBP has none (it counts 1:1).
  await testApp.database.db.execute(sql`
    insert into exchange_rates (event_company_id, currency, rate_date, rate)
    values (${me.event_company_id}, 'EUR', '2099-01-01', 40.5)`)
  await testApp.database.db.execute(
    sql`delete from exchange_rates where event_company_id = ${me.event_company_id} and currency = 'GBP'`,
  )
  const leads = [
    { status: 'LEAD-2', lead_value: '1000', lead_currency: 'TRY', dates: ['2027-01-10', '2027-01-12'] },
    { status: 'LEAD-2', lead_value: '100', lead_currency: 'EUR', dates: ['2027-02-10', '2027-02-12'] },
    { status: 'LEAD-2', lead_value: '10.005', lead_currency: 'GBP', dates: ['2027-03-10', '2027-03-12'] },
    { status: 'LEAD-5', lead_value: '7', lead_currency: 'TRY', dates: ['2027-04-10', '2027-04-12'] },
  ]
  for (const [index, lead] of leads.entries()) {
    const response = await f.user.post(
      '/leads',
      leadBody(f, client.id, contactId, {
        ...lead,
        name: `${token} ${index}`,
        project_ref: `${token}-R${index}`,
      }),
    )
    if (response.statusCode !== 200) throw new Error(response.body)
    codes.push(response.json().code)
    refs.push(response.json().data.project_ref)
  }
})
afterAll(async () => {
  await testApp?.close()
})

describe('the lead board', () => {
  it('has all 15 stages with names and categories, counts and converted sums of the filtered leads', async () => {
    const board = (await f.user.get(`/leads?search=${encodeURIComponent(token)}`)).json()
    expect(leadListResponseSchema.safeParse(board).error).toBeUndefined()
    expect(board.currency).toBe('TRY')
    expect(board.stages).toHaveLength(15)
    expect(board.stages[0]).toMatchObject({ id: 0, category: 'OFFER' })
    expect(board.stages[8]).toMatchObject({ id: 8, category: 'CONFIRMED' })
    expect(board.stages[14]).toMatchObject({ id: 14, category: 'ARCHIVE' })
    expect(typeof board.stages[0].name).toBe('string')
    // 1000 TRY + 100 EUR × 40.5 + 10.005 GBP (no rate: 1:1) = 5060.005 → 5060.01
    expect(board.stages[2]).toMatchObject({ count: 3, value_total: '5060.01' })
    expect(board.stages[5]).toMatchObject({ count: 1, value_total: '7.00' })
    expect(board.stages[0]).toMatchObject({ count: 0, value_total: '0.00', leads: [] })
    // Cards: most recently changed first, at most per_stage.
    expect(board.stages[2].leads.map((l: { code: string }) => l.code)).toEqual([codes[2], codes[1], codes[0]])
    const limited = (await f.user.get(`/leads?per_stage=1&search=${encodeURIComponent(token)}`)).json()
    expect(limited.stages[2]).toMatchObject({ count: 3, leads: [{ code: codes[2] }] })
  })

  it('filters by client, dates, responsible and search (client name, reference; case and Turkish letters ignored)', async () => {
    const stage2 = async (query: string) =>
      (await f.user.get(`/leads?search=${encodeURIComponent(token)}&${query}`)).json().stages[2].count
    expect(await stage2(`client_id=${client.id}`)).toBe(3)
    expect(await stage2('date_from=2027-02-11&date_to=2027-03-01')).toBe(1)
    expect(await stage2(`responsible=user|${f.ids.user}`)).toBe(3)
    expect(
      (await f.admin.get(`/leads?responsible=user|${f.ids.admin}&search=${token}`)).json().stages[2].count,
    ).toBe(0)
    const byClient = (
      await f.user.get(`/leads?search=${encodeURIComponent(`${token.toUpperCase()} MÜŞTERİ`)}`)
    ).json()
    expect(byClient.stages[2].count).toBe(3)
    // A generated reference (the user's division generates them).
    const byRef = (
      await f.user.get(`/leads?search=${encodeURIComponent((refs[1] as string).toLowerCase())}`)
    ).json()
    expect(byRef.stages[2].leads.map((l: { code: string }) => l.code)).toEqual([codes[1]])
  })

  it('refuses a responsible value outside the caller’s scope', async () => {
    expect((await f.user.get(`/leads?responsible=user|${f.ids.admin}`)).statusCode).toBe(403)
  })
})

describe('the lead list view', () => {
  it('pages the cards sorted by a column, optionally of some stages', async () => {
    const page = (
      await f.user.get(`/leads?paginate=1&search=${token}&sort_by=lead_value&sort_order=desc&page_size=2`)
    ).json()
    // Serialized by the service without the route's schema check: the contract holds.
    expect(leadListResponseSchema.safeParse(page).error).toBeUndefined()
    expect(page.total).toBe(4)
    expect(page.last_page).toBe(2)
    expect(page.data.map((l: { lead_value: string }) => l.lead_value)).toEqual(['1000', '100'])
    const stages = (await f.user.get(`/leads?paginate=1&search=${token}&stages=5`)).json()
    expect(stages.data.map((l: { code: string }) => l.code)).toEqual([codes[3]])
    expect((await f.user.get('/leads?paginate=1&stages=5,x')).statusCode).toBe(422)
  })
})
