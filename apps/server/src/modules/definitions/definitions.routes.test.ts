import {
  cityListResponseSchema,
  DEFINITION_NAMES,
  type DefinitionList,
  type DefinitionName,
  definitionListSchemas,
} from '@ajanda/contracts/definitions.contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, loginAs, type TestApp } from '../../test-support/test-app'

let testApp: TestApp
let demo: { authorization: string }
let other: { authorization: string }
beforeAll(async () => {
  testApp = await createTestApp()
  demo = (await loginAs(testApp.app, 'admin@demo.ajanda.test')).headers
  other = (await loginAs(testApp.app, 'admin@other.ajanda.test')).headers
  // The second company is seeded without budget templates; one of each kind makes its lists non-empty.
  for (const name of ['budget-templates', 'budget-category-templates']) {
    const created = await testApp.app.inject({
      method: 'POST',
      url: `/api/v1/definition/${name}`,
      headers: other,
      payload: { name: 'Öteki Şablon' },
    })
    expect(created.statusCode, created.body).toBe(200)
  }
})
afterAll(async () => {
  await testApp?.close()
})

async function get(url: string, headers?: { authorization: string }) {
  return testApp.app.inject({ method: 'GET', url: `/api/v1${url}`, headers })
}

async function list<N extends DefinitionName>(
  name: N,
  headers = demo,
  query = '',
): Promise<DefinitionList<N>> {
  const response = await get(`/definition/${name}${query}`, headers)
  expect(response.statusCode, `${name}: ${response.body}`).toBe(200)
  // The schema lookup widens to the union of all lists; the name fixes which one it is.
  return definitionListSchemas[name].parse(response.json()) as DefinitionList<N>
}

const names = (rows: { name: string }[]) => rows.map((r) => r.name)
const COMPANY_OWNED = DEFINITION_NAMES.filter((n) => n !== 'tax-offices' && n !== 'countries')

describe('GET /definition/{name}', () => {
  it.each(DEFINITION_NAMES)('%s answers a non-empty list of the contract shape', async (name) => {
    expect((await list(name)).length).toBeGreaterThan(0)
  })

  it.each([...DEFINITION_NAMES.map((n) => `/definition/${n}`), '/definition/cities/TR'])(
    '%s answers 401 without a token',
    async (url) => {
      const response = await get(url)
      expect(response.statusCode).toBe(401)
      expect(response.json()).toEqual({ message: expect.any(String) })
    },
  )

  it.each(COMPANY_OWNED)("%s: another company's admin sees only its own rows", async (name) => {
    const ours = await list(name, demo)
    const theirs = await list(name, other)
    expect(theirs.length).toBeGreaterThan(0)
    const ourIds = new Set(ours.map((row) => row.id))
    expect(theirs.filter((row) => ourIds.has(row.id))).toEqual([])
  })

  it("project types: Öteki Organizasyon's, not the demo company's", async () => {
    expect(names(await list('project-types', other))).toEqual(['Festival', 'Mezuniyet Töreni'])
    const demoTypes = await list('project-types')
    expect(names(demoTypes)).toContain('Kongre')
    expect(names(demoTypes)).not.toContain('Festival')
    const byName = new Map(demoTypes.map((t) => [t.name, t]))
    expect(byName.get('Bayi Toplantısı')?.divisions).toHaveLength(2)
    expect(byName.get('Kongre')?.divisions).toHaveLength(1)
    expect(byName.get('Kongre')?.budget_type).toBe(3)
  })

  it('positions carry the scope text of the locale', async () => {
    const tr = await list('positions')
    expect(tr.find((p) => p.name === 'Genel Müdür')).toMatchObject({
      scope: 'AGENCY',
      scope_text: 'Tüm ajans',
    })
    const en = await list('positions', demo, '?locale=en')
    expect(en.find((p) => p.name === 'Genel Müdür')).toMatchObject({
      scope: 'AGENCY',
      scope_text: 'Whole agency',
    })
    expect(en.find((p) => p.name === 'Takım Lideri')?.scope_text).toBe('Team')
    expect(new Set(tr.map((p) => p.scope))).toEqual(new Set(['AGENCY', 'DIVISION', 'TEAM', 'USER']))
  })

  it('countries are named in the locale, and say which have states', async () => {
    const tr = await list('countries')
    expect(tr.length).toBeGreaterThanOrEqual(40)
    expect(tr.find((c) => c.code === 'DE')).toEqual({ code: 'DE', name: 'Almanya', has_states: false })
    expect(tr.find((c) => c.code === 'US')?.has_states).toBe(true)
    const en = await list('countries', demo, '?locale=en')
    expect(en.find((c) => c.code === 'DE')?.name).toBe('Germany')
  })

  it('budget categories carry their taxes, VAT rate and supplier categories', async () => {
    const categories = await list('budget-categories')
    const supplierCategories = await list('supplier-categories')
    const otel = supplierCategories.find((s) => s.name === 'Otel')
    const konaklama = categories.find((c) => c.name === 'Konaklama')
    expect(konaklama).toMatchObject({
      name_en: 'Accommodation',
      vat_rate: '0.1',
      taxes: [
        {
          name: 'Konaklama Vergisi',
          price_type: 'PERCENTAGE',
          currency_code: null,
          price: '0.02',
          vat_rate: '0',
        },
      ],
    })
    expect(konaklama?.supplier_categories).toEqual([otel?.id])
    const artists = categories.find((c) => c.name === 'Sanatçı ve Eğlence')
    expect(artists?.taxes.find((t) => t.price_type === 'FIXED')).toMatchObject({
      currency_code: 'TRY',
      price: '5000',
    })
  })

  it('budget groups list their items, all of the group category', async () => {
    const items = await list('budget-items')
    const groups = await list('budget-groups')
    const rooms = groups.find((g) => g.name === 'Oda Seçenekleri')
    const itemsById = new Map(items.map((i) => [i.id, i]))
    expect(rooms?.items.map((id) => itemsById.get(id)?.name).sort()).toEqual(
      ['Çift Kişilik Oda', 'Suit Oda', 'Tek Kişilik Oda'].sort(),
    )
    for (const id of rooms?.items ?? []) expect(itemsById.get(id)?.category_id).toBe(rooms?.category_id)
  })

  it('meeting types carry their three flags', async () => {
    const types = await list('meeting-types')
    expect(types.find((t) => t.name === 'Mekan Keşfi')).toMatchObject({
      can_be_with_client: true,
      can_be_with_supplier: true,
      can_be_with_sponsor: false,
    })
    expect(types.find((t) => t.name === 'Sponsor Görüşmesi')?.can_be_with_sponsor).toBe(true)
  })

  it('tax offices are shared reference data with codes and cities', async () => {
    const offices = await list('tax-offices', other)
    expect(offices.length).toBeGreaterThanOrEqual(60)
    expect(offices.find((o) => o.name === 'Kozyatağı Vergi Dairesi')).toEqual({
      id: expect.any(Number),
      code: '034246',
      name: 'Kozyatağı Vergi Dairesi',
      city: 'İstanbul',
      event_company_id: null,
    })
  })
})

describe('GET /definition/cities/:country', () => {
  async function cities(country: string) {
    const response = await get(`/definition/cities/${encodeURIComponent(country)}`, demo)
    expect(response.statusCode).toBe(200)
    return cityListResponseSchema.parse(response.json())
  }

  it('lists the 81 provinces of Türkiye in Turkish alphabetical order', async () => {
    const list = await cities('TR')
    expect(list).toHaveLength(81)
    const provinces = names(list)
    expect(provinces).toEqual(
      expect.arrayContaining(['İstanbul', 'Şanlıurfa', 'Düzce', 'Iğdır', 'Çanakkale']),
    )
    expect(provinces[0]).toBe('Adana')
    expect(provinces.at(-1)).toBe('Zonguldak')
    expect(provinces.indexOf('Isparta')).toBeLessThan(provinces.indexOf('İstanbul'))
    expect(provinces.indexOf('İzmir')).toBeLessThan(provinces.indexOf('Kahramanmaraş'))
    expect(provinces.indexOf('Siirt')).toBeLessThan(provinces.indexOf('Şanlıurfa'))
    expect(list.every((c) => c.state === null)).toBe(true)
  })

  it('takes the country code in any case, gives states where the country has them, and [] when unknown', async () => {
    expect(await cities('tr')).toHaveLength(81)
    const us = await cities('us')
    expect(us).toContainEqual({ name: 'New York', state: 'New York' })
    expect(await cities('XX')).toEqual([])
  })
})
