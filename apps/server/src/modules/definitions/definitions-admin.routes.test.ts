import {
  definitionItemSchemas,
  EDITABLE_DEFINITION_NAMES,
} from '@ajanda/contracts/definitions-admin.contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Api, apiAs } from '../../test-support/api-client'
import { createTestApp, loginAs, type TestApp } from '../../test-support/test-app'

let testApp: TestApp
let admin: Api
let user: Api
let other: Api
/** A seeded budget category of the demo company, for the items and groups below. */
let budgetCategoryId = 0
beforeAll(async () => {
  testApp = await createTestApp()
  admin = apiAs(testApp.app, (await loginAs(testApp.app, 'admin@demo.ajanda.test')).headers)
  user = apiAs(testApp.app, (await loginAs(testApp.app, 'user@demo.ajanda.test')).headers)
  other = apiAs(testApp.app, (await loginAs(testApp.app, 'admin@other.ajanda.test')).headers)
  budgetCategoryId = ((await admin.get('/definition/budget-categories')).json() as { id: number }[])[0]
    ?.id as number
})
afterAll(async () => {
  await testApp?.close()
})

/** A valid body and a changed one for each definition; names are fresh so they never collide. */
const bodies: Record<string, (n: string) => Record<string, unknown>> = {
  positions: (n) => ({ name: `Etkinlik Direktörü ${n}`, scope: 'DIVISION' }),
  'project-types': (n) => ({ name: `Düğün ${n}`, budget_type: 2, divisions: [] }),
  'meeting-types': (n) => ({ name: `Tadım ${n}`, can_be_with_client: 1, can_be_with_supplier: true }),
  'contact-positions': (n) => ({ name: `Satın Alma Direktörü ${n}` }),
  'expense-sources': (n) => ({ name: `Kırtasiye ${n}` }),
  'client-industries': (n) => ({ name: `Havacılık ${n}` }),
  'supplier-categories': (n) => ({ name: `Çiçekçi ${n}` }),
  'tax-offices': (n) => ({ code: `T-${n}`, name: `Bizim Vergi Dairemiz ${n}`, city: 'Bursa' }),
  'payment-methods': (n) => ({ name: `Yemek Kartı ${n}`, type: 'CC', is_active: false }),
  'budget-categories': (n) => ({
    name: `Dekor ${n}`,
    name_en: `Decoration ${n}`,
    vat_rate: '0.2',
    supplier_categories: [],
    taxes: [{ name: 'Belediye Payı', price_type: 'PERCENTAGE', price: '0.05', vat_rate: '0' }],
  }),
  'budget-items': (n) => ({ name: `Sahne Işığı ${n}`, name_en: null, category_id: budgetCategoryId }),
  'budget-groups': (n) => ({ name: `Işık Seçenekleri ${n}`, category_id: budgetCategoryId, items: [] }),
  'budget-templates': (n) => ({ name: `Kongre Şablonu ${n}` }),
  'budget-category-templates': (n) => ({ name: `Gala Yemeği ${n}` }),
}

async function listOf(name: string, api = admin): Promise<{ id: number; name: string }[]> {
  return (await api.get(`/definition/${name}`)).json()
}

describe.each(EDITABLE_DEFINITION_NAMES)('/definition/%s', (name) => {
  it('creates, reads, updates and deletes a record; the list shows it in between', async () => {
    const created = await admin.post(`/definition/${name}`, bodies[name]?.('A'))
    expect(created.statusCode, created.body).toBe(200)
    expect(created.json().message).toBe('Kayıt eklendi.')
    const record = definitionItemSchemas[name].parse(created.json().data) as { id: number; name: string }
    expect((await listOf(name)).map((r) => r.id)).toContain(record.id)

    const one = await user.get(`/definition/${name}/${record.id}`)
    expect(one.statusCode).toBe(200)
    expect(one.json()).toEqual(created.json().data)

    const updated = await admin.put(`/definition/${name}/${record.id}`, bodies[name]?.('B'))
    expect(updated.statusCode, updated.body).toBe(200)
    expect(updated.json()).toMatchObject({ message: 'Kayıt güncellendi.', data: { id: record.id } })
    expect(updated.json().data.name).toMatch(/ B$/)

    const deleted = await admin.delete(`/definition/${name}/${record.id}`)
    expect(deleted.statusCode).toBe(200)
    expect(deleted.json()).toEqual({ message: 'Kayıt silindi.' })
    expect((await admin.get(`/definition/${name}/${record.id}`)).statusCode).toBe(404)
  })

  it('says "Bu alan zorunludur" for a missing name, and refuses unknown fields', async () => {
    const response = await admin.post(`/definition/${name}`, {
      ...bodies[name]?.('C'),
      name: '',
      colour: 'x',
    })
    expect(response.statusCode).toBe(422)
    expect(response.json().errors.name).toEqual(['Bu alan zorunludur'])
    expect(response.json().errors.colour).toEqual(['Bu alan tanınmıyor'])
  })

  it('is written by admins only; reading one is open to every user', async () => {
    const [first] = await listOf(name)
    expect((await user.post(`/definition/${name}`, bodies[name]?.('D'))).statusCode).toBe(403)
    expect((await user.put(`/definition/${name}/${first?.id}`, bodies[name]?.('D'))).statusCode).toBe(403)
    expect((await user.delete(`/definition/${name}/${first?.id}`)).statusCode).toBe(403)
  })

  it("answers 404 for another company's record", async () => {
    const created = await admin.post(`/definition/${name}`, bodies[name]?.('E'))
    const id = created.json().data.id
    expect((await other.get(`/definition/${name}/${id}`)).statusCode).toBe(404)
    expect((await other.put(`/definition/${name}/${id}`, bodies[name]?.('F'))).statusCode).toBe(404)
    expect((await other.delete(`/definition/${name}/${id}`)).statusCode).toBe(404)
    expect((await admin.get(`/definition/${name}/${id}`)).json().name).toBe(created.json().data.name)
    expect((await listOf(name, other)).map((r) => r.id)).not.toContain(id)
  })
})

describe('definition rules', () => {
  it('refuses a name the company already has, whatever the case or Turkish letters', async () => {
    const response = await admin.post('/definition/expense-sources', { name: 'OFIS GIDERLERI' })
    expect(response.statusCode).toBe(422)
    expect(response.json().errors).toEqual({ name: ['Bu isimde bir kayıt zaten var.'] })
    // Another company may use the same name.
    expect((await other.post('/definition/expense-sources', { name: 'Ofis Giderleri' })).statusCode).toBe(200)
    // A record keeps its own name on update.
    const [own] = await listOf('expense-sources')
    expect((await admin.put(`/definition/expense-sources/${own?.id}`, { name: own?.name })).statusCode).toBe(
      200,
    )
  })

  it('positions answer their scope text; the scope must be one of the four', async () => {
    const created = await admin.post('/definition/positions?locale=en', { name: 'Stajyer', scope: 'USER' })
    expect(created.json().data).toMatchObject({ name_en: null, scope: 'USER', scope_text: 'Personal' })
    const bad = await admin.post('/definition/positions', { name: 'Stajyer 2', scope: 'GOD' })
    expect(bad.json().errors).toEqual({ scope: ['Geçersiz seçim'] })
  })

  it('a position keeps an English name, which the user it is given to shows in English', async () => {
    const created = await admin.post('/definition/positions', {
      name: 'Operasyon Uzmanı',
      name_en: '  Operations Specialist ',
      scope: 'USER',
    })
    expect(created.statusCode).toBe(200)
    const id = created.json().data.id as number
    expect(created.json().data).toMatchObject({ name: 'Operasyon Uzmanı', name_en: 'Operations Specialist' })
    const long = await admin.put(`/definition/positions/${id}`, {
      name: 'Operasyon Uzmanı',
      name_en: 'x'.repeat(101),
      scope: 'USER',
    })
    expect(long.statusCode).toBe(422)
    expect(Object.keys(long.json().errors)).toEqual(['name_en'])
    const cleared = await admin.put(`/definition/positions/${id}`, {
      name: 'Operasyon Uzmanı',
      scope: 'TEAM',
    })
    expect(cleared.json().data).toMatchObject({ name_en: null, scope: 'TEAM' })
    // The demo's positions come with English names: the admin's own shows in /me.
    const me = (await admin.get('/me?locale=en')).json()
    expect(me.position).toMatchObject({ name: 'Genel Müdür', name_en: 'General Manager' })
  })

  it("project types link only the company's own divisions", async () => {
    const divisions = (await admin.get('/divisions')).json() as { id: number }[]
    const theirs = (await other.get('/divisions')).json() as { id: number }[]
    const ids = divisions.map((d) => d.id)
    const created = await admin.post('/definition/project-types', {
      name: 'Bayi Fuarı',
      budget_type: 3,
      divisions: [...ids, ids[0]],
    })
    expect(created.statusCode, created.body).toBe(200)
    expect(created.json().data).toMatchObject({ budget_type: 3, divisions: [...ids].sort((a, b) => a - b) })
    const foreign = await admin.post('/definition/project-types', {
      name: 'Bayi Fuarı 2',
      budget_type: 1,
      divisions: [ids[0], theirs[0]?.id],
    })
    expect(foreign.statusCode).toBe(422)
    expect(foreign.json().errors).toEqual({ 'divisions.1': ['Geçersiz seçim'] })
    const budget = await admin.post('/definition/project-types', { name: 'Fuar 3', budget_type: 4 })
    expect(budget.json().errors).toEqual({ budget_type: ['Geçersiz seçim'] })
  })

  it('meeting types take their flags as booleans or 0/1, unset flags are off', async () => {
    const created = await admin.post('/definition/meeting-types', { name: 'Prova', can_be_with_sponsor: 1 })
    expect(created.json().data).toEqual({
      id: expect.any(Number),
      name: 'Prova',
      name_en: null,
      can_be_with_client: false,
      can_be_with_supplier: false,
      can_be_with_sponsor: true,
    })
    const bad = await admin.post('/definition/meeting-types', { name: 'Prova 2', can_be_with_client: 'evet' })
    expect(bad.statusCode).toBe(422)
  })

  it('payment methods: the demo company has its seeded ones; the type is CASH, CC or BANK_TRANSFER', async () => {
    const methods = (await user.get('/definition/payment-methods')).json()
    expect(methods).toEqual(
      expect.arrayContaining([
        { id: expect.any(Number), name: 'Nakit', name_en: 'Cash', type: 'CASH', is_active: true },
        {
          id: expect.any(Number),
          name: 'Şirket Kredi Kartı',
          name_en: 'Company credit card',
          type: 'CC',
          is_active: true,
        },
        {
          id: expect.any(Number),
          name: 'Havale/EFT',
          name_en: 'Bank transfer',
          type: 'BANK_TRANSFER',
          is_active: true,
        },
      ]),
    )
    const bad = await admin.post('/definition/payment-methods', { name: 'Kripto', type: 'CRYPTO' })
    expect(bad.json().errors).toEqual({ type: ['Geçersiz seçim'] })
  })
})

describe('tax offices', () => {
  it('lists the shared offices and the company’s own; another company does not see ours', async () => {
    const created = await admin.post('/definition/tax-offices', { code: 'ist-999', name: 'Ajans Özel VD' })
    expect(created.json().data).toMatchObject({
      code: 'IST-999',
      city: null,
      event_company_id: expect.any(Number),
    })
    const ours = (await admin.get('/definition/tax-offices')).json() as {
      code: string
      event_company_id: number | null
    }[]
    expect(ours.find((o) => o.code === 'IST-999')).toBeDefined()
    expect(ours.filter((o) => o.event_company_id === null).length).toBeGreaterThanOrEqual(60)
    const theirs = (await other.get('/definition/tax-offices')).json() as { code: string }[]
    expect(theirs.find((o) => o.code === 'IST-999')).toBeUndefined()
    // The code is free for another company.
    expect(
      (await other.post('/definition/tax-offices', { code: 'IST-999', name: 'Onların VD' })).statusCode,
    ).toBe(200)
  })

  it('refuses a code of the shared list or of the company, and a code with other characters', async () => {
    const shared = await admin.post('/definition/tax-offices', { code: '034246', name: 'Kopya' })
    expect(shared.json().errors).toEqual({ code: ['Bu kod zaten kullanılıyor.'] })
    await admin.post('/definition/tax-offices', { code: 'OWN-1', name: 'Bir' })
    const own = await admin.post('/definition/tax-offices', { code: 'own-1', name: 'İki' })
    expect(own.json().errors).toEqual({ code: ['Bu kod zaten kullanılıyor.'] })
    const chars = await admin.post('/definition/tax-offices', { code: 'A B', name: 'Üç' })
    expect(chars.json().errors).toEqual({ code: ['Yalnızca harf, rakam ve tire kullanabilirsin'] })
  })

  it('a shared office can be read but not changed or deleted', async () => {
    const offices = (await admin.get('/definition/tax-offices')).json() as {
      id: number
      event_company_id: number | null
    }[]
    const shared = offices.find((o) => o.event_company_id === null)
    expect((await user.get(`/definition/tax-offices/${shared?.id}`)).statusCode).toBe(200)
    const put = await admin.put(`/definition/tax-offices/${shared?.id}`, { code: 'X1', name: 'Değişti' })
    expect(put.statusCode).toBe(403)
    expect(put.json()).toEqual({ message: 'Bu kayıt ortak listeye ait; değiştirilemez ya da silinemez.' })
    expect((await admin.delete(`/definition/tax-offices/${shared?.id}`)).statusCode).toBe(403)
  })
})

describe('a definition in use is not deleted', () => {
  it('a position used by people answers 409 naming how many', async () => {
    const positions = (await admin.get('/definition/positions')).json() as { id: number; name: string }[]
    const lead = positions.find((p) => p.name === 'Takım Lideri')
    const response = await admin.delete(`/definition/positions/${lead?.id}`)
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({
      message: 'Bu pozisyon 4 kullanıcıda kullanılıyor.',
      usages: [{ type: 'users', count: 4 }],
    })
    const english = await admin.delete(`/definition/positions/${lead?.id}?locale=en`)
    expect(english.json().message).toBe('This position is used by 4 users.')
    expect((await admin.get(`/definition/positions/${lead?.id}`)).statusCode).toBe(200)
  })

  it('a position of a deactivated person only still counts', async () => {
    const created = await admin.post('/definition/positions', { name: 'Eski Pozisyon', scope: 'USER' })
    const id = created.json().data.id
    const people = (await admin.get('/users')).json() as { id: number; deleted_at: string | null }[]
    const gone = people.find((p) => p.deleted_at !== null)
    await admin.put(`/users/${gone?.id}`, { position_id: id })
    const response = await admin.delete(`/definition/positions/${id}?locale=en`)
    expect(response.json()).toEqual({
      message: 'This position is used by 1 user.',
      usages: [{ type: 'users', count: 1 }],
    })
  })

  it('a supplier category linked to budget categories and suppliers answers 409', async () => {
    const categories = await listOf('supplier-categories')
    const hotel = categories.find((c) => c.name === 'Otel')
    const response = await admin.delete(`/definition/supplier-categories/${hotel?.id}`)
    expect(response.statusCode).toBe(409)
    expect(response.json().message).toMatch(
      /^Bu tedarikçi kategorisi \d+ bütçe kategorisinde ve \d+ tedarikçide kullanılıyor\.$/,
    )
  })

  it('a client industry, contact position or tax office used by the address book answers 409', async () => {
    const industry = (await listOf('client-industries')).find((c) => c.name === 'İlaç')
    const used = await admin.delete(`/definition/client-industries/${industry?.id}`)
    expect(used.statusCode).toBe(409)
    expect(used.json().message).toMatch(/^Bu müşteri sektörü \d+ müşteride kullanılıyor\.$/)
    const position = (await listOf('contact-positions')).find((c) => c.name === 'Satış Müdürü')
    const contactUse = await admin.delete(`/definition/contact-positions/${position?.id}`)
    expect(contactUse.json().usages).toEqual([{ type: 'contacts', count: expect.any(Number) }])
  })
})

/** The definitions the admin names in both languages (issue 19 item 10; decisions/0030). */
const BILINGUAL = {
  'project-types': { budget_type: 1, divisions: [] },
  'meeting-types': { can_be_with_client: true },
  'contact-positions': {},
  'expense-sources': {},
  'client-industries': {},
  'supplier-categories': {},
  'payment-methods': { type: 'CASH', is_active: true },
} as const

describe.each(Object.entries(BILINGUAL))('the English name of /definition/%s', (name, rest) => {
  it('is stored, listed, changed and cleared by the admin; an empty one is none', async () => {
    const created = await admin.post(`/definition/${name}`, {
      name: `Çift Dil ${name}`,
      name_en: ' Both ',
      ...rest,
    })
    expect(created.statusCode, created.body).toBe(200)
    const id = created.json().data.id as number
    expect(created.json().data.name_en).toBe('Both')
    expect((await user.get(`/definition/${name}`)).json()).toContainEqual(
      expect.objectContaining({ id, name: `Çift Dil ${name}`, name_en: 'Both' }),
    )
    const renamed = await admin.put(`/definition/${name}/${id}`, {
      name: `Çift Dil ${name}`,
      name_en: 'Other',
      ...rest,
    })
    expect(renamed.json().data.name_en).toBe('Other')
    const cleared = await admin.put(`/definition/${name}/${id}`, {
      name: `Çift Dil ${name}`,
      name_en: '',
      ...rest,
    })
    expect(cleared.json().data.name_en).toBeNull()
    const without = await admin.put(`/definition/${name}/${id}`, { name: `Çift Dil ${name}`, ...rest })
    expect(without.json().data.name_en).toBeNull()
    await admin.delete(`/definition/${name}/${id}`)
  })

  it('is bounded and single-line, and only the admin writes it', async () => {
    const long = await admin.post(`/definition/${name}`, {
      name: `Uzun ${name}`,
      name_en: 'x'.repeat(151),
      ...rest,
    })
    expect(long.statusCode).toBe(422)
    expect(Object.keys(long.json().errors)).toEqual(['name_en'])
    const twoLines = await admin.post(`/definition/${name}`, {
      name: `İki ${name}`,
      name_en: 'a\nb',
      ...rest,
    })
    expect(twoLines.statusCode).toBe(422)
    const refused = await user.post(`/definition/${name}`, {
      name: `Yetkisiz ${name}`,
      name_en: 'No',
      ...rest,
    })
    expect(refused.statusCode).toBe(403)
  })
})

describe('the seeded English names', () => {
  it('name the demo definitions in English', async () => {
    const industries = await listOf('client-industries', user)
    expect(industries).toContainEqual(expect.objectContaining({ name: 'Otomotiv', name_en: 'Automotive' }))
    const types = await listOf('project-types', user)
    expect(types).toContainEqual(expect.objectContaining({ name: 'Kongre', name_en: 'Congress' }))
  })
})
