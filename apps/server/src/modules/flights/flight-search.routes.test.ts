import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_EMAILS } from '../../seed/demo-logins'
import { type Api, apiAs } from '../../test-support/api-client'
import { createTestApp, loginAs, type TestApp } from '../../test-support/test-app'
import type { FlightProvider, FlightQuery, ProvidedFlight } from './flight-provider'
import { FlightProviderError } from './flight-provider'
import { createFlightSearch } from './flight-search'

let testApp: TestApp
let admin: Api
let client: Api
let other: Api
let demoCompanyId: number

beforeAll(async () => {
  testApp = await createTestApp()
  const session = async (email: string) => {
    const login = await loginAs(testApp.app, email)
    return { api: apiAs(testApp.app, login.headers), companyId: login.user.event_company_id }
  }
  const demo = await session(DEMO_EMAILS.admin)
  admin = demo.api
  demoCompanyId = demo.companyId
  client = (await session(DEMO_EMAILS.client)).api
  other = (await session(DEMO_EMAILS.otherAdmin)).api
})
afterAll(async () => {
  await testApp?.close()
})

describe('GET /flight/search without a flight data service', () => {
  it("fills the airline's name and the airports of the company's previous TK 2135; the times are to be typed", async () => {
    const response = await admin.get('/flight/search?airline_code=tk&flight_code=2135&date=2026-09-01')
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toEqual({
      data: {
        airline_code: 'TK',
        airline_name: 'Turkish Airlines',
        flight_code: '2135',
        flight_date: '2026-09-01',
        departure_airport: { code: 'ESB', name: 'Ankara Esenboğa Havalimanı' },
        arrival_airport: { code: 'IST', name: 'İstanbul Havalimanı' },
        departs_at: null,
        arrives_at: null,
      },
      source: 'dataset',
      provider_configured: false,
      message: 'Uçuş servisi tanımlı değil: bilinen adlar dolduruldu, saatleri elle girmelisin.',
    })
  })

  it("gives another company only the airline's name (the demo company's flights are its own)", async () => {
    const response = await other.get(
      '/flight/search?airline_code=TK&flight_code=2135&date=2026-09-01&locale=en',
    )
    expect(response.json()).toMatchObject({
      data: { airline_name: 'Turkish Airlines', departure_airport: null, arrival_airport: null },
      source: 'dataset',
      message: 'No flight data service is set up: the known names are filled in, type the times.',
    })
  })

  it('says nothing is known for an unknown airline with no previous flight', async () => {
    const response = await admin.get('/flight/search?airline_code=ZZ9&flight_code=1&date=2026-09-01')
    expect(response.json()).toEqual({
      data: null,
      source: 'none',
      provider_configured: false,
      message: 'Uçuş servisi tanımlı değil ve bu uçuş için kayıtlı bilgi yok: bilgileri elle girmelisin.',
    })
  })

  it('answers 422 with Turkish sentences for bad codes, a bad date and missing fields', async () => {
    const codes = await admin.get('/flight/search?airline_code=T&flight_code=ABC&date=2026-09-01')
    expect(codes.statusCode).toBe(422)
    expect(codes.json().errors).toEqual({
      airline_code: ['Havayolu kodu 2 ya da 3 harf veya rakam olmalı (ör. TK)'],
      flight_code: ['Uçuş numarası 1–4 rakam ve isteğe bağlı bir harf olmalı (ör. 1981)'],
    })
    const date = await admin.get('/flight/search?airline_code=TK&flight_code=1&date=13.05.2026')
    expect(date.statusCode).toBe(422)
    expect(Object.keys(date.json().errors)).toEqual(['date'])
    const missing = await admin.get('/flight/search')
    expect(missing.statusCode).toBe(422)
    expect(Object.keys(missing.json().errors).sort()).toEqual(['airline_code', 'date', 'flight_code'])
  })

  it('refuses CLIENT users (403) and anonymous callers (401)', async () => {
    const url = '/flight/search?airline_code=TK&flight_code=2135&date=2026-09-01'
    expect((await client.get(url)).statusCode).toBe(403)
    expect((await client.get('/flight/airports?search=ist')).statusCode).toBe(403)
    expect((await client.get('/flight/airlines?search=tk')).statusCode).toBe(403)
    // Refused before the query is checked, as the route security net calls them (no query at all).
    expect((await client.get('/flight/search')).statusCode).toBe(403)
    for (const path of [url, '/flight/search', '/flight/airports?search=ist', '/flight/airlines']) {
      expect((await testApp.app.inject({ method: 'GET', url: `/api/v1${path}` })).statusCode).toBe(401)
    }
  })
})

describe('GET /flight/airports and /flight/airlines', () => {
  const codes = async (url: string) =>
    ((await admin.get(url)).json().data as { code: string }[]).map((row) => row.code)

  it('finds airports by code, by name and by place, Turkish letters folded, at most 20', async () => {
    const byCode = await admin.get('/flight/airports?search=esb')
    expect(byCode.statusCode, byCode.body).toBe(200)
    expect(byCode.json().data[0]).toEqual({
      code: 'ESB',
      name: 'Ankara Esenboga Airport',
      country_code: 'TR',
    })
    expect((await codes('/flight/airports?search=İSTANBUL')).slice(0, 3).sort()).toEqual([
      'ISL',
      'IST',
      'SAW',
    ])
    expect((await codes('/flight/airports?search=izmir'))[0]).toBe('ADB')
    expect(await codes('/flight/airports?search=esenboğa')).toEqual(['ESB'])
    expect(await codes('/flight/airports?search=muğla')).toEqual(expect.arrayContaining(['DLM', 'BJV']))
    expect((await codes('/flight/airports?search=a')).length).toBe(20)
    expect(await codes('/flight/airports?search=qqqqq')).toEqual([])
    // Without a term: Turkey's large and medium airports.
    const start = await admin.get('/flight/airports')
    expect(start.json().data.length).toBe(20)
    expect(start.json().data.every((row: { country_code: string }) => row.country_code === 'TR')).toBe(true)
    expect((await other.get('/flight/airports?search=ayt')).json().data[0].code).toBe('AYT')
  })

  it('finds airlines by code, name and alias', async () => {
    expect((await admin.get('/flight/airlines?search=tk')).json().data[0]).toEqual({
      code: 'TK',
      name: 'Turkish Airlines',
    })
    expect((await codes('/flight/airlines?search=THY'))[0]).toBe('TK')
    expect((await codes('/flight/airlines?search=anadolujet'))[0]).toBe('VF')
    expect((await codes('/flight/airlines?search=pegasus'))[0]).toBe('PC')
    expect((await codes('/flight/airlines?search=sun'))[0]).toBe('XQ')
    expect((await codes('/flight/airlines')).length).toBe(20)
  })

  it('refuses a search term over 100 characters (422)', async () => {
    expect((await admin.get(`/flight/airports?search=${'a'.repeat(101)}`)).statusCode).toBe(422)
  })
})

describe('the search with a flight data service (an injected provider)', () => {
  const asked: FlightQuery[] = []
  const found: ProvidedFlight = {
    airline: { code: 'TK', name: null },
    flight_code: '2135',
    departure_airport: { code: 'ESB', name: null },
    arrival_airport: { code: 'IST', name: 'Istanbul Airport' },
    departs_at: '08:30',
    arrives_at: '09:40',
  }
  const fake = (answer: () => Promise<ProvidedFlight | null>): FlightProvider => ({
    name: 'fake',
    search: async (query) => {
      asked.push(query)
      return answer()
    },
  })
  const query = { airline_code: 'TK', flight_code: '2135', date: '2026-09-01' }

  it("takes the service's airports and times, with the datasets' names where it gave none", async () => {
    const search = createFlightSearch({ db: testApp.database.db, provider: fake(async () => found) })
    expect(await search.search(demoCompanyId, query)).toEqual({
      data: {
        airline_code: 'TK',
        airline_name: 'Turkish Airlines',
        flight_code: '2135',
        flight_date: '2026-09-01',
        departure_airport: { code: 'ESB', name: 'Ankara Esenboga Airport' },
        arrival_airport: { code: 'IST', name: 'Istanbul Airport' },
        departs_at: '08:30',
        arrives_at: '09:40',
      },
      source: 'provider',
      provider_configured: true,
      message: 'found',
    })
    expect(asked.at(-1)).toEqual(query)
  })

  it('falls back on the names when the service does not know the flight or fails', async () => {
    const unknown = createFlightSearch({ db: testApp.database.db, provider: fake(async () => null) })
    expect(await unknown.search(demoCompanyId, query)).toMatchObject({
      source: 'dataset',
      provider_configured: true,
      message: 'not_found_names',
      data: { departure_airport: { code: 'ESB' }, departs_at: null },
    })
    const failing = createFlightSearch({
      db: testApp.database.db,
      provider: fake(async () => {
        throw new FlightProviderError('timeout', 'no answer in 3000 ms')
      }),
    })
    expect(await failing.search(demoCompanyId, query)).toMatchObject({
      source: 'dataset',
      message: 'provider_failed_names',
      failure: { reason: 'timeout' },
    })
    const broken = createFlightSearch({
      db: testApp.database.db,
      provider: fake(async () => {
        throw new TypeError('bug')
      }),
    })
    expect(
      await broken.search(demoCompanyId, { airline_code: 'ZZ', flight_code: '1', date: '2026-09-01' }),
    ).toMatchObject({
      data: null,
      source: 'none',
      message: 'provider_failed_nothing',
      failure: { reason: 'error' },
    })
  })

  it('checks the codes before asking the service', async () => {
    const before = asked.length
    const search = createFlightSearch({ db: testApp.database.db, provider: fake(async () => found) })
    await expect(search.search(demoCompanyId, { ...query, airline_code: 'T' })).rejects.toMatchObject({
      statusCode: 422,
    })
    expect(asked.length).toBe(before)
  })
})
