import { gunzipSync } from 'node:zlib'
import { BUDGET_CHANGED_EVENT_TYPE, projectBudgetsResponseSchema } from '@ajanda/contracts/budgets.contract'
import { notificationRoute } from '@ajanda/contracts/notifications.contract'
import { sql } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RealtimeEvent } from '../../platform/realtime'
import { createTestApp, loginAs, type TestApp } from '../../test-support/test-app'
import {
  type BudgetFixtures,
  budgetFixtures,
  categoryWithLines,
  detailOf,
  newBudget,
  taxedBudget,
} from './budget-test-fixtures'

let testApp: TestApp
let f: BudgetFixtures
const events: { companyId: number; event: RealtimeEvent }[] = []

beforeAll(async () => {
  testApp = await createTestApp()
  f = await budgetFixtures(testApp)
  testApp.app.realtime.subscribe((companyId, event) => events.push({ companyId, event }))
})
afterAll(async () => {
  await testApp?.close()
})

describe('GET/POST /project/{code}/budgets', () => {
  it('creates an empty budget with the company fee and lists it with its totals', async () => {
    const code = await newBudget(f.admin, f.projectCode, { currency: 'TRY', currencies: ['USD', 'EUR'] })
    expect(code).toMatch(/^[A-Za-z0-9_-]{22}$/)
    const list = await f.user.get(`/project/${f.projectCode}/budgets`)
    expect(list.statusCode, list.body).toBe(200)
    const summaries = projectBudgetsResponseSchema.parse(list.json())
    expect(summaries.find((s) => s.code === code)).toMatchObject({
      currency: 'TRY',
      items_count: 0,
      review_status: 'NONE',
      created_by: { id: f.ids.admin },
    })
    const detail = await detailOf(f.admin, code)
    expect(detail.currencies).toEqual(['USD', 'EUR'])
    expect(Object.keys(detail.rates).sort()).toEqual(['EUR', 'USD'])
    expect(detail.rates_date).not.toBeNull()
    expect(detail.version).toBe(1)
    expect(detail.can_edit).toBe(true)
  })

  it('notifies BudgetCreated to the project responsible, never to the author, with the editor as its link', async () => {
    const db = testApp.database.db
    const responsible = (
      (await db.execute(
        sql`select responsible_id from projects where code = ${f.projectCode}`,
      )) as unknown as {
        rows: { responsible_id: number }[]
      }
    ).rows[0]?.responsible_id
    const author = responsible === f.ids.admin ? f.user : f.admin
    const authorId = responsible === f.ids.admin ? f.ids.user : f.ids.admin
    const code = await newBudget(author, f.projectCode)
    const rows = (
      (await db.execute(
        sql`select user_id, data from notifications where type = 'BudgetCreated' and data->'record'->>'code' = ${code}`,
      )) as unknown as { rows: { user_id: number; data: { details?: Record<string, string> } }[] }
    ).rows
    const recipients = rows.map((row) => Number(row.user_id))
    expect(recipients).toContain(Number(responsible))
    expect(recipients).not.toContain(authorId)
    expect(rows[0]?.data.details?.project_code).toBe(f.projectCode)
    expect(notificationRoute({ kind: 'budget', code }, rows[0]?.data.details)).toBe(
      `/project/${f.projectCode}/budget/${code}`,
    )
  })

  it('copies another budget: categories and lines with new versions, the client picks cleared', async () => {
    const source = await newBudget(f.admin, f.projectCode)
    await categoryWithLines(f.admin, source, [
      { name: 'Oda', price_buy: '100', price_sell: '150', quantity: '2', unit_count: '3' },
      { name: 'Suit', price_buy: '200', price_sell: '300', alt_group: 'oda', is_default: true },
    ])
    const copy = await newBudget(f.admin, f.projectCode, { source: 'COPY', copy_from: source })
    const [original, copied] = [await detailOf(f.admin, source), await detailOf(f.admin, copy)]
    expect(copied.categories.map((c) => c.name)).toEqual(original.categories.map((c) => c.name))
    expect(copied.categories[0]?.items.map((i) => [i.name, i.total_sell, i.version])).toEqual([
      ['Oda', '900', 1],
      ['Suit', '300', 1],
    ])
    expect(copied.total).toEqual(original.total)
    expect(copied.categories[0]?.items[0]?.id).not.toBe(original.categories[0]?.items[0]?.id)
  })

  it('creates from a BUDGET template and refuses other kinds and other companies', async () => {
    const source = await newBudget(f.admin, f.projectCode)
    await categoryWithLines(f.admin, source, [{ name: 'Transfer', price_sell: '50' }], 'Ulaşım')
    const saved = await f.admin.post(`/budget/${source}/save-as-template`, { name: `Şablon ${Date.now()}` })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json().data).toMatchObject({ kind: 'BUDGET', categories_count: 1, items_count: 1 })
    const templateId = saved.json().data.id
    const made = await newBudget(f.admin, f.projectCode, { source: 'TEMPLATE', template_id: templateId })
    expect((await detailOf(f.admin, made)).categories[0]?.items[0]?.name).toBe('Transfer')
    const category = await f.admin.post('/definition/budget-category-templates', {
      name: `Kat ${Date.now()}`,
    })
    const refused = await f.admin.post(`/project/${f.projectCode}/budgets`, {
      name: 'Kopya',
      source: 'TEMPLATE',
      template_id: category.json().data.id,
    })
    expect(refused.statusCode).toBe(422)
    expect(refused.json().errors.template_id).toEqual(['Geçersiz seçim'])
  })

  it('answers 422 in Turkish for bad input', async () => {
    const response = await f.admin.post(`/project/${f.projectCode}/budgets`, { currency: 'XX' })
    expect(response.statusCode).toBe(422)
    expect(response.json().errors.name).toEqual(['Bu alan zorunludur'])
    expect(Object.keys(response.json().errors)).toEqual(['name', 'currency'])
    const copy = await f.admin.post(`/project/${f.projectCode}/budgets`, { name: 'Kopya', source: 'COPY' })
    expect(copy.json().errors).toEqual({ copy_from: ['Bu alan zorunludur'] })
    const stranger = await f.admin.post(`/project/${f.projectCode}/budgets`, {
      name: 'Kopya',
      source: 'COPY',
      copy_from: 'yok-boyle-bir-butce',
    })
    expect(stranger.json().errors).toEqual({ copy_from: ['Geçersiz seçim'] })
  })

  it('hides other companies and unseen projects (404), refuses CLIENT users (403)', async () => {
    expect((await f.other.get(`/project/${f.projectCode}/budgets`)).statusCode).toBe(404)
    expect((await f.other.post(`/project/${f.projectCode}/budgets`, { name: 'X' })).statusCode).toBe(404)
    expect((await f.client.get(`/project/${f.projectCode}/budgets`)).statusCode).toBe(403)
  })
})

describe('GET/PUT/DELETE /budget/{code}', () => {
  it('computes every total with budget-calc: conversion, alternatives, taxes and the service fee', async () => {
    const code = await newBudget(f.admin, f.projectCode, { currencies: ['EUR'] })
    await f.admin.put(`/budget/${code}/rates`, { rates: { EUR: '50' } })
    await categoryWithLines(f.admin, code, [
      {
        name: 'Otel',
        price_buy: '10',
        currency_buy: 'EUR',
        price_sell: '12',
        currency_sell: 'EUR',
        quantity: '2',
      },
      { name: 'A', price_buy: '100', price_sell: '200', alt_group: 'g', is_default: true },
      { name: 'B', price_buy: '100', price_sell: '999', alt_group: 'g', is_default: false },
    ])
    const updated = await f.admin.put(`/budget/${code}`, {
      name: 'Hesaplı Bütçe',
      currency: 'TRY',
      currencies: ['EUR'],
      service_fee: { type: 'PERCENTAGE', amount: '0.1', currency: 'TRY' },
    })
    expect(updated.statusCode, updated.body).toBe(200)
    const detail = updated.json().data
    // Sell 2 × 12 EUR × 50 = 1200 + 200 (B does not count); buy 1000 + 100; fee 10 % of 1400.
    expect(detail.total).toMatchObject({
      total_buy: '1100',
      total_sell: '1400',
      service_fee: '140',
      total_sell_with_service_fee: '1540',
      profit: '440',
      vat: '308',
      missing_rates: [],
    })
    expect(detail.categories[0].items.map((i: { counted: boolean }) => i.counted)).toEqual([
      true,
      true,
      false,
    ])
    expect(detail.name).toBe('Hesaplı Bütçe')
    expect(detail.service_fee).toEqual({ type: 'PERCENTAGE', amount: '0.1', currency: 'TRY' })
    expect((await detailOf(f.user, code)).total.total_sell).toBe('1400')
    const zipped = await testApp.app.inject({
      method: 'GET',
      url: `/api/v1/budget/${code}`,
      headers: {
        ...(await loginAs(testApp.app, 'user@demo.ajanda.test')).headers,
        'accept-encoding': 'gzip, br',
      },
    })
    expect(zipped.headers['content-encoding']).toBe('gzip')
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString()).total.total_sell).toBe('1400')
  })

  it('bumps the version and publishes BUDGET_CHANGED after each write', async () => {
    const code = await newBudget(f.admin, f.projectCode)
    const before = (await detailOf(f.admin, code)).version
    events.length = 0
    await f.admin.put(`/budget/${code}/rates`, { rates: { USD: '40.5' } })
    const after = await detailOf(f.admin, code)
    expect(after.version).toBe(before + 1)
    expect(after.rates).toEqual({ USD: '40.5' })
    const published = events.find((e) => e.event.type === BUDGET_CHANGED_EVENT_TYPE)
    expect(published?.event.content).toEqual({ code, version: before + 1, by_user_id: f.ids.admin })
  })

  it('refreshes the rates from the company table for the currencies in use', async () => {
    const code = await newBudget(f.admin, f.projectCode)
    await categoryWithLines(f.admin, code, [{ name: 'Uçuş', price_sell: '10', currency_sell: 'GBP' }])
    expect((await detailOf(f.admin, code)).total.missing_rates).toEqual(['GBP'])
    const refreshed = await f.admin.post(`/budget/${code}/rates/refresh`)
    expect(refreshed.statusCode, refreshed.body).toBe(200)
    expect(Object.keys(refreshed.json().data.rates)).toContain('GBP')
    expect(refreshed.json().data.total.missing_rates).toEqual([])
  })

  it('lets a viewer read but not write a project they may not edit (403)', async () => {
    const code = await newBudget(f.admin, f.readOnlyProjectCode)
    const read = await detailOf(f.team, code)
    expect(read.can_edit).toBe(false)
    expect((await f.team.put(`/budget/${code}/rates`, { rates: {} })).statusCode).toBe(403)
    expect((await f.team.delete(`/budget/${code}`)).statusCode).toBe(403)
    expect((await f.team.post(`/project/${f.readOnlyProjectCode}/budgets`, { name: 'X' })).statusCode).toBe(
      403,
    )
  })

  it('hides the budget from other companies and after deletion (404)', async () => {
    const code = await newBudget(f.admin, f.projectCode)
    expect((await f.other.get(`/budget/${code}`)).statusCode).toBe(404)
    expect((await f.client.get(`/budget/${code}`)).statusCode).toBe(403)
    const deleted = await f.admin.delete(`/budget/${code}`)
    expect(deleted.statusCode).toBe(200)
    expect(deleted.json().message).toBe('Bütçe silindi.')
    expect((await f.admin.get(`/budget/${code}`)).statusCode).toBe(404)
    const list = (await f.admin.get(`/project/${f.projectCode}/budgets`)).json() as { code: string }[]
    expect(list.some((b) => b.code === code)).toBe(false)
  })
})

describe('GET /budget/{code}/export', () => {
  it('answers a non-empty .xlsx and PDF, for the agency and for the client', async () => {
    const code = await newBudget(f.admin, f.projectCode)
    await categoryWithLines(f.admin, code, [{ name: 'Otel', price_buy: '70', price_sell: '100' }])
    const xlsx = await testApp.app.inject({
      method: 'GET',
      url: `/api/v1/budget/${code}/export?format=xlsx&audience=internal`,
      headers: (await loginAs(testApp.app, 'admin@demo.ajanda.test')).headers,
    })
    expect(xlsx.statusCode, xlsx.body).toBe(200)
    expect(xlsx.headers['content-type']).toContain('spreadsheetml')
    expect(xlsx.headers['content-disposition']).toMatch(/^attachment; filename=".+\.xlsx"$/)
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK')
    const pdf = await f.user.get(`/budget/${code}/export?format=pdf&audience=client&lang=en`)
    expect(pdf.statusCode, pdf.body.slice(0, 200)).toBe(200)
    expect(pdf.headers['content-type']).toBe('application/pdf')
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
    expect((await f.other.get(`/budget/${code}/export`)).statusCode).toBe(404)
    expect((await f.admin.get(`/budget/${code}/export?format=doc`)).statusCode).toBe(422)
  })

  it("closes an English export with the company's English footer note, a Turkish one with the Turkish note", async () => {
    const code = await newBudget(f.admin, f.projectCode)
    await categoryWithLines(f.admin, code, [{ name: 'Otel', price_buy: '70', price_sell: '100' }])
    const texts = async (lang: 'tr' | 'en') => {
      const response = await f.admin.get(`/budget/${code}/export?format=xlsx&audience=client&lang=${lang}`)
      const workbook = new ExcelJS.Workbook()
      await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer)
      const cells: string[] = []
      workbook.worksheets[0]?.eachRow((row) => {
        for (const value of row.values as unknown[]) if (typeof value === 'string') cells.push(value)
      })
      return cells.join('\n')
    }
    // The demo company's notes (seed/demo-company.ts).
    expect(await texts('en')).toContain('This offer is valid for 15 days.')
    expect(await texts('en')).not.toContain('Teklifimiz 15 gün')
    expect(await texts('tr')).toContain('Teklifimiz 15 gün süreyle geçerlidir.')
  })

  it('gives the client the category taxes on their own line and the total with them', async () => {
    // Figures worked out by hand in taxedBudget (budget-test-fixtures.ts).
    const { code } = await taxedBudget(f, testApp)
    const totals = async (lang: 'tr' | 'en') => {
      const response = await testApp.app.inject({
        method: 'GET',
        url: `/api/v1/budget/${code}/export?format=xlsx&audience=client&lang=${lang}`,
        headers: (await loginAs(testApp.app, 'admin@demo.ajanda.test')).headers,
      })
      expect(response.statusCode, response.body.slice(0, 200)).toBe(200)
      const workbook = new ExcelJS.Workbook()
      await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer)
      const values = new Map<string, unknown>()
      workbook.worksheets[0]?.eachRow((row) => {
        const label = row.getCell(1).value
        const amount = (row.values as unknown[]).slice(2).find((value) => typeof value === 'number')
        if (typeof label === 'string' && amount !== undefined) values.set(label, amount)
      })
      return values
    }
    const turkish = await totals('tr')
    expect(Object.fromEntries(turkish)).toMatchObject({
      'Toplam Satış': 1200,
      'Hizmet Bedeli (%10,00)': 120,
      'Hizmet Bedeli Dahil Toplam': 1320,
      Vergiler: 34,
      'Vergiler Dahil Toplam': 1354,
    })
    const english = await totals('en')
    expect(english.get('Taxes')).toBe(34)
    expect(english.get('Total with taxes')).toBe(1354)
  })
})
