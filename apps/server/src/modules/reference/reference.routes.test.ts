import {
  currencyListResponseSchema,
  exchangeRateResponseSchema,
  formFieldTemplateListResponseSchema,
  languageListResponseSchema,
  moduleListResponseSchema,
} from '@ajanda/contracts/reference.contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { daysBefore, todayIn } from '../../seed/exchange-rate-history'
import { createTestApp, loginAs, type TestApp } from '../../test-support/test-app'

let testApp: TestApp
let demo: { authorization: string }
let other: { authorization: string }
beforeAll(async () => {
  testApp = await createTestApp()
  demo = (await loginAs(testApp.app, 'admin@demo.ajanda.test')).headers
  other = (await loginAs(testApp.app, 'admin@other.ajanda.test')).headers
})
afterAll(async () => {
  await testApp?.close()
})

async function getAs<T extends z.ZodType>(url: string, schema: T, headers = demo): Promise<z.infer<T>> {
  const response = await testApp.app.inject({ method: 'GET', url: `/api/v1${url}`, headers })
  expect(response.statusCode, response.body).toBe(200)
  return schema.parse(response.json())
}

const ROUTES = ['/currencies', '/languages', '/modules', '/forms/field-templates', '/exchange-rate']

describe('reference routes', () => {
  it.each(ROUTES)('%s answers 401 without a token', async (url) => {
    const response = await testApp.app.inject({ method: 'GET', url: `/api/v1${url}` })
    expect(response.statusCode).toBe(401)
  })

  it('GET /currencies lists the lira with its sign and Turkish name', async () => {
    const currencies = await getAs('/currencies', currencyListResponseSchema)
    expect(currencies).toContainEqual({
      shortcode: 'TRY',
      sign: '₺',
      name: 'Turkish Lira',
      name_local: 'Türk Lirası',
    })
    expect(currencies.map((c) => c.shortcode)).toEqual(
      expect.arrayContaining(['USD', 'EUR', 'GBP', 'CHF', 'JPY']),
    )
  })

  it('GET /languages lists languages with their own and English names', async () => {
    const languages = await getAs('/languages', languageListResponseSchema)
    expect(languages).toContainEqual({ code: 'tr', name: 'Türkçe', name_in_english: 'Turkish' })
    expect(languages.map((l) => l.code)).toEqual(expect.arrayContaining(['en', 'de', 'fr', 'ar', 'ru']))
  })

  it('GET /modules lists the three product modules', async () => {
    const modules = await getAs('/modules', moduleListResponseSchema)
    expect(modules.map((m) => m.name)).toEqual(['ECOS', 'FORMS', 'REGISTRATION'])
    expect(modules[0]?.title).toBe('Ajans Operasyonları')
  })

  it("GET /forms/field-templates gives the caller's company's templates only", async () => {
    const ours = await getAs('/forms/field-templates', formFieldTemplateListResponseSchema)
    expect(ours.find((t) => t.name === 'Katılım Durumu')).toMatchObject({
      type: 'attendance',
      props: { attending_text: 'Katılacağım', not_attending_text: 'Katılamayacağım' },
    })
    expect(ours.map((t) => t.type)).toEqual(
      expect.arrayContaining(['name', 'email_input', 'phone_number', 'tckimlik']),
    )
    const theirs = await getAs('/forms/field-templates', formFieldTemplateListResponseSchema, other)
    expect(theirs.map((t) => t.name)).toEqual(['Kurum Adı'])
  })

  it("GET /exchange-rate gives today's rate of each currency against the company currency", async () => {
    const today = todayIn('Europe/Istanbul')
    const rates = await getAs('/exchange-rate', exchangeRateResponseSchema)
    expect(rates.base).toBe('TRY')
    // The seeded history ends on the day the test database was made: yesterday when that was just
    // before midnight in Istanbul.
    expect([today, daysBefore(today, 1)]).toContain(rates.date)
    expect(rates.rates.map((r) => r.currency)).toEqual(['EUR', 'GBP', 'USD'])
    for (const rate of rates.rates) {
      expect(rate.date).toBe(rates.date)
      expect(rate.rate).toMatch(/^\d+(\.\d+)?$/)
      expect(Number(rate.rate)).toBeGreaterThan(30)
    }
    const theirs = await getAs('/exchange-rate', exchangeRateResponseSchema, other)
    expect(theirs.rates.map((r) => r.currency)).toEqual(['EUR'])
  })
})
