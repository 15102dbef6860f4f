import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, loginAs, type TestApp } from '../../test-support/test-app'

let testApp: TestApp
beforeAll(async () => {
  testApp = await createTestApp()
})
afterAll(async () => {
  await testApp?.close()
})

describe('GET /event-companies/:id', () => {
  it('returns the own company with its stages, memberships and VAT rates', async () => {
    const { headers, user } = await loginAs(testApp.app, 'user@demo.ajanda.test')
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/v1/event-companies/${user.event_company_id}`,
      headers,
    })
    expect(response.statusCode).toBe(200)
    const company = response.json()
    expect(company).toMatchObject({ name: 'Demo Etkinlik Ajansı', currency: 'TRY', language: 'tr' })
    expect(company.memberships).toContainEqual({ name: 'ECOS' })
    expect(company.bizdev_stages.map((s: { id: number }) => s.id)).toEqual([...Array(15).keys()])
    expect(company.bizdev_stages[8].category).toBe('CONFIRMED')
    expect(company.vat_rates).toContainEqual({ vat_rate: '0.2' })
  })

  it("answers 404 for another company's id and for a malformed id", async () => {
    const other = await loginAs(testApp.app, 'admin@other.ajanda.test')
    const demo = await loginAs(testApp.app, 'user@demo.ajanda.test')
    const foreign = await testApp.app.inject({
      method: 'GET',
      url: `/api/v1/event-companies/${demo.user.event_company_id}`,
      headers: other.headers,
    })
    expect(foreign.statusCode).toBe(404)
    expect(foreign.json()).toEqual({ message: 'Aradığın kayıt bulunamadı.' })
    const malformed = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/event-companies/abc',
      headers: other.headers,
    })
    expect(malformed.statusCode).toBe(422)
  })
})
