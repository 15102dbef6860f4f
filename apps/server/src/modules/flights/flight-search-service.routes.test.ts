import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { DEMO_EMAILS } from '../../seed/demo-logins'
import { type Api, apiAs } from '../../test-support/api-client'
import { createTestApp, loginAs, type TestApp } from '../../test-support/test-app'

/**
 * GET /flight/search with FLIGHT_API_URL set: the app's own HTTP provider against a local stand-in for
 * the service (flight-provider.test.ts tests the mapping in detail). A slow service is cut at
 * FLIGHT_API_TIMEOUT_MS and the answer is the dataset's names with a message, never a 500.
 */
let testApp: TestApp
let admin: Api
let server: http.Server

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost')
    const answer = () => {
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(
        JSON.stringify({
          data: [
            {
              flight_date: url.searchParams.get('flight_date'),
              departure: { airport: 'Antalya', iata: 'AYT', scheduled: '2026-09-01T07:15:00+00:00' },
              arrival: {
                airport: 'Frankfurt International',
                iata: 'FRA',
                scheduled: '2026-09-01T09:50:00+00:00',
              },
              airline: { name: 'SunExpress', iata: 'XQ' },
              flight: { number: url.searchParams.get('flight_number') },
            },
          ],
        }),
      )
    }
    if (url.searchParams.get('flight_number') === '2135') setTimeout(answer, 2000)
    else answer()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  vi.stubEnv('FLIGHT_API_URL', `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`)
  vi.stubEnv('FLIGHT_API_KEY', 'test-key')
  vi.stubEnv('FLIGHT_API_TIMEOUT_MS', '300')
  try {
    testApp = await createTestApp()
  } finally {
    vi.unstubAllEnvs()
  }
  admin = apiAs(testApp.app, (await loginAs(testApp.app, DEMO_EMAILS.admin)).headers)
})
afterAll(async () => {
  await testApp?.close()
  server?.closeAllConnections()
  await new Promise((resolve) => server?.close(resolve))
})

describe('GET /flight/search through FLIGHT_API_URL', () => {
  it("fills the airports, the service's names and the times", async () => {
    const response = await admin.get('/flight/search?airline_code=XQ&flight_code=140&date=2026-09-01')
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toEqual({
      data: {
        airline_code: 'XQ',
        airline_name: 'SunExpress',
        flight_code: '140',
        flight_date: '2026-09-01',
        departure_airport: { code: 'AYT', name: 'Antalya' },
        arrival_airport: { code: 'FRA', name: 'Frankfurt International' },
        departs_at: '07:15',
        arrives_at: '09:50',
      },
      source: 'provider',
      provider_configured: true,
      message: 'Uçuş bulundu: havalimanları ve saatler dolduruldu.',
    })
  })

  it('cuts a slow service at its time limit and answers with the names (200, not 500)', async () => {
    const started = Date.now()
    const response = await admin.get('/flight/search?airline_code=TK&flight_code=2135&date=2026-09-01')
    expect(Date.now() - started).toBeLessThan(1800)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toMatchObject({
      data: { airline_name: 'Turkish Airlines', departure_airport: { code: 'ESB' }, departs_at: null },
      source: 'dataset',
      provider_configured: true,
      message: 'Uçuş servisine şu an ulaşılamadı: bilinen adlar dolduruldu, saatleri elle girmelisin.',
    })
  })
})
