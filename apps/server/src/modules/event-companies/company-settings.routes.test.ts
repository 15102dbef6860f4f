import { eventCompanyResponseSchema } from '@ajanda/contracts/event-companies.contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Api, apiAs } from '../../test-support/api-client'
import { createTestApp, loginAs, type TestApp } from '../../test-support/test-app'

let testApp: TestApp
let admin: Api
let user: Api
let other: Api
let companyId: number
let url: string
beforeAll(async () => {
  testApp = await createTestApp()
  const demoAdmin = await loginAs(testApp.app, 'admin@demo.ajanda.test')
  admin = apiAs(testApp.app, demoAdmin.headers)
  user = apiAs(testApp.app, (await loginAs(testApp.app, 'user@demo.ajanda.test')).headers)
  other = apiAs(testApp.app, (await loginAs(testApp.app, 'admin@other.ajanda.test')).headers)
  companyId = demoAdmin.user.event_company_id
  url = `/event-companies/${companyId}`
})
afterAll(async () => {
  await testApp?.close()
})

describe('PUT /event-companies/:id', () => {
  it('saves every editable field and answers the company with a message', async () => {
    const response = await admin.put(url, {
      name: 'Demo Ajans',
      name_legal: 'Demo Ajans A.Ş.',
      app_name: 'Demo Ajanda',
      domain: 'Demo.Ajans.Test',
      lcv_domain: 'lcv.demo.test',
      address: 'Levent',
      postcode: '34330',
      country: 'tr',
      city: 'izmir',
      timezone: 'Europe/Istanbul',
      currency: 'EUR',
      language: 'en',
      currencies: ['TRY', 'USD'],
      languages: ['tr', 'de'],
      vat_rates: ['0.2000', '0.1', '0.2', '0'],
      project_creation_responsible_assignment: 'ALL',
      project_closure_tolerance: 45,
      fin_due_days: 60,
      fin_prepayment_rate: '0.5',
      fin_fee_type: 'FIXED',
      fin_fee_amount: '15000.50',
      fin_expected_profit_ratio: '0.25',
      service_fee_vat_rate: '0.18',
    })
    expect(response.statusCode, response.body).toBe(200)
    const { event_company: company, message } = eventCompanyResponseSchema.parse(response.json())
    expect(message).toBe('Şirket bilgileri güncellendi.')
    expect(company).toMatchObject({
      name: 'Demo Ajans',
      domain: 'demo.ajans.test',
      country: 'TR',
      state: null,
      // Stored with the city list's spelling.
      city: 'İzmir',
      currency: 'EUR',
      language: 'en',
      // The main currency and language join their lists.
      currencies: [{ shortcode: 'EUR' }, { shortcode: 'TRY' }, { shortcode: 'USD' }],
      languages: ['en', 'tr', 'de'],
      vat_rates: [{ vat_rate: '0' }, { vat_rate: '0.1' }, { vat_rate: '0.2' }],
      project_creation_responsible_assignment: 'ALL',
      project_closure_tolerance: 45,
      fin_fee_type: 'FIXED',
      fin_fee_amount: '15000.5',
      service_fee_vat_rate: '0.18',
    })
    // GET answers the same.
    expect((await admin.get(url)).json()).toMatchObject({ name: 'Demo Ajans', city: 'İzmir' })
  })

  it('takes a subset: one tab saves only its fields', async () => {
    const response = await admin.put(url, { fin_due_days: 15, budget: undefined })
    expect(response.statusCode).toBe(200)
    expect(response.json().event_company).toMatchObject({ fin_due_days: 15, name: 'Demo Ajans' })
    const cleared = await admin.put(url, { name_legal: '', lcv_domain: null })
    expect(cleared.json().event_company).toMatchObject({ name_legal: null, lcv_domain: null })
  })

  it('needs a state in a country with states, from its list, and a city of that state', async () => {
    const missing = await admin.put(url, { country: 'US', state: null, city: 'New York' })
    expect(missing.statusCode).toBe(422)
    expect(missing.json().errors).toEqual({ state: ['Bu alan zorunludur'] })
    const wrongCity = await admin.put(url, { country: 'US', state: 'New York', city: 'Chicago' })
    expect(wrongCity.json().errors).toEqual({ city: ['Geçersiz seçim'] })
    const ok = await admin.put(url, { country: 'US', state: 'new york', city: 'New York' })
    expect(ok.statusCode, ok.body).toBe(200)
    expect(ok.json().event_company).toMatchObject({ country: 'US', state: 'New York', city: 'New York' })
    // Leaving for a country without states drops the state.
    const back = await admin.put(url, { country: 'TR', city: 'İstanbul' })
    expect(back.json().event_company).toMatchObject({ country: 'TR', state: null, city: 'İstanbul' })
  })

  it("refuses unknown codes, rates outside 0-1, another company's domain, in Turkish", async () => {
    const response = await admin.put(url, {
      name: '',
      country: 'XX',
      currency: 'ABC',
      currencies: ['TRY', 'ZZZ'],
      languages: ['tr', 'xx'],
      timezone: 'Mars/Olympus',
      vat_rates: ['0.2', '1.5', 'yirmi'],
      fin_prepayment_rate: '-0.1',
      domain: 'http://bad domain',
      project_closure_tolerance: -1,
      fin_fee_type: 'SOMETIMES',
    })
    expect(response.statusCode).toBe(422)
    expect(response.json().errors).toEqual({
      name: ['Bu alan zorunludur'],
      // The known currencies are the contract's own list (common/currencies.ts).
      currency: ['Geçersiz seçim'],
      'currencies.1': ['Geçersiz seçim'],
      timezone: ['Geçerli bir saat dilimi seçmelisin'],
      'vat_rates.1': ['0 ile 1 arasında bir oran girmelisin (ör. %18 için 0.18)'],
      'vat_rates.2': ['Geçerli bir sayı girmelisin'],
      fin_prepayment_rate: ['0 ile 1 arasında bir oran girmelisin (ör. %18 için 0.18)'],
      domain: ['Geçerli bir alan adı girmelisin (ör. ajans.com.tr)'],
      project_closure_tolerance: ['En az 0 olmalı'],
      fin_fee_type: ['Geçersiz seçim'],
    })
    // Past the schema, the reference lists decide.
    const codes = await admin.put(url, { country: 'XX', languages: ['xx'] })
    expect(codes.json().errors).toEqual({
      country: ['Geçersiz seçim'],
      'languages.0': ['Geçersiz seçim'],
    })
    await other.put(`/event-companies/${(await other.get('/me')).json().event_company_id}`, {
      domain: 'other.ajanda.test',
    })
    const taken = await admin.put(url, { domain: 'OTHER.ajanda.test' })
    expect(taken.json().errors).toEqual({ domain: ['Bu alan adı başka bir şirkette kullanılıyor.'] })
    const percentage = await admin.put(url, { fin_fee_type: 'PERCENTAGE', fin_fee_amount: '10' })
    expect(percentage.json().errors).toEqual({
      fin_fee_amount: ['0 ile 1 arasında bir oran girmelisin (ör. %18 için 0.18)'],
    })
  })

  it("is for admins only, and another company's id is not found", async () => {
    expect((await user.put(url, { name: 'X' })).statusCode).toBe(403)
    expect((await user.put(url, { name: 'X' })).json()).toEqual({ message: 'Bu işlem için yetkin yok.' })
    const foreign = await other.put(url, { name: 'Ele Geçirildi' })
    expect(foreign.statusCode).toBe(404)
    expect((await admin.get(url)).json().name).not.toBe('Ele Geçirildi')
  })
})

describe('PUT /event-companies/:id/export-setting', () => {
  it('keeps an English footer note beside the Turkish one; empty clears it', async () => {
    const set = await admin.put(`${url}/export-setting`, { budget_footer_note_en: ' Prices exclude VAT. ' })
    expect(set.statusCode, set.body).toBe(200)
    expect(set.json().event_company.budget_footer_note_en).toBe('Prices exclude VAT.')
    expect(set.json().event_company.budget_footer_note).toBeTruthy()
    const cleared = await admin.put(`${url}/export-setting`, { budget_footer_note_en: '' })
    expect(cleared.json().event_company.budget_footer_note_en).toBeNull()
    const long = await admin.put(`${url}/export-setting`, { budget_footer_note_en: 'x'.repeat(2001) })
    expect(Object.keys(long.json().errors)).toEqual(['budget_footer_note_en'])
    expect((await user.put(`${url}/export-setting`, { budget_footer_note_en: 'x' })).statusCode).toBe(403)
  })

  it('saves the export colours (upper-case) and the footer note', async () => {
    const response = await admin.put(`${url}/export-setting`, {
      export_main_color: '#aa00ff',
      export_secondary_color: null,
      budget_footer_note: 'KDV hariçtir.',
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      message: 'Dışa aktarım ayarları güncellendi.',
      event_company: {
        export_main_color: '#AA00FF',
        export_secondary_color: null,
        budget_footer_note: 'KDV hariçtir.',
      },
    })
  })

  it('refuses what is not a colour; admins only; 404 across companies', async () => {
    const bad = await admin.put(`${url}/export-setting`, {
      export_main_color: 'red',
      export_secondary_color: '#12345',
    })
    expect(bad.statusCode).toBe(422)
    expect(bad.json().errors).toEqual({
      export_main_color: ['Geçerli bir renk kodu girmelisin (ör. #1F4E79)'],
      export_secondary_color: ['Geçerli bir renk kodu girmelisin (ör. #1F4E79)'],
    })
    expect((await user.put(`${url}/export-setting`, { export_main_color: '#000000' })).statusCode).toBe(403)
    expect((await other.put(`${url}/export-setting`, { export_main_color: '#000000' })).statusCode).toBe(404)
  })
})

describe('PUT /event-companies/:id/bizdev-stages', () => {
  it('renames the named slots and keeps the others', async () => {
    const response = await admin.put(`${url}/bizdev-stages`, {
      stages: [
        { id: 0, name: 'Yeni Fırsat' },
        { id: 14, name: 'Rakibe Gitti' },
      ],
    })
    expect(response.statusCode).toBe(200)
    const stages = response.json().event_company.bizdev_stages as { id: number; name: string }[]
    expect(stages).toHaveLength(15)
    expect(stages[0]).toMatchObject({ id: 0, name: 'Yeni Fırsat', category: 'OFFER' })
    expect(stages[14]).toMatchObject({ id: 14, name: 'Rakibe Gitti', category: 'ARCHIVE' })
    expect(stages[1]?.name).toBe('Bütçe Hazırlanacak')
    expect(response.json().message).toBe('Aşama adları güncellendi.')
  })

  it('keeps an English name per stage: seeded, set, kept when left out, cleared when empty', async () => {
    const before = (await admin.get(url)).json().bizdev_stages as { name_en: string | null }[]
    expect(before[9]?.name_en).toBe('Operation')
    const set = await admin.put(`${url}/bizdev-stages`, {
      stages: [
        { id: 4, name: 'Takipte', name_en: ' Follow-up ' },
        { id: 5, name: 'İç Onayda', name_en: 'In-house approval' },
      ],
    })
    expect(set.statusCode, set.body).toBe(200)
    const stages = () => set.json().event_company.bizdev_stages as { id: number; name_en: string | null }[]
    expect(stages()[4]).toMatchObject({ id: 4, name_en: 'Follow-up' })
    const kept = await admin.put(`${url}/bizdev-stages`, {
      stages: [
        { id: 4, name: 'Takip' },
        { id: 5, name: 'İç Onayda', name_en: '' },
      ],
    })
    const after = kept.json().event_company.bizdev_stages as { name: string; name_en: string | null }[]
    expect(after[4]).toMatchObject({ name: 'Takip', name_en: 'Follow-up' })
    expect(after[5]?.name_en).toBeNull()
    const long = await admin.put(`${url}/bizdev-stages`, {
      stages: [{ id: 4, name: 'A', name_en: 'x'.repeat(101) }],
    })
    expect(Object.keys(long.json().errors)).toEqual(['stages.0.name_en'])
    const refused = await user.put(`${url}/bizdev-stages`, { stages: [{ id: 4, name: 'A', name_en: 'B' }] })
    expect(refused.statusCode).toBe(403)
  })

  it('refuses slots outside 0-14, repeats and empty names', async () => {
    const response = await admin.put(`${url}/bizdev-stages`, {
      stages: [
        { id: 15, name: 'X' },
        { id: 3, name: ' ' },
      ],
    })
    expect(response.statusCode).toBe(422)
    expect(response.json().errors).toEqual({
      'stages.0.id': ['En fazla 14 olmalı'],
      'stages.1.name': ['Bu alan zorunludur'],
    })
    const twice = await admin.put(`${url}/bizdev-stages`, {
      stages: [
        { id: 3, name: 'A' },
        { id: 3, name: 'B' },
      ],
    })
    expect(twice.json().errors).toEqual({ 'stages.1.id': ['Bu değer birden fazla kez girilmiş'] })
    expect((await user.put(`${url}/bizdev-stages`, { stages: [{ id: 1, name: 'A' }] })).statusCode).toBe(403)
    expect((await other.put(`${url}/bizdev-stages`, { stages: [{ id: 1, name: 'A' }] })).statusCode).toBe(404)
  })
})
