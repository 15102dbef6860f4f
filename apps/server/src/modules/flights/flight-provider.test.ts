import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createHttpFlightProvider,
  type FlightApiConfig,
  FlightProviderError,
  loadFlightApiConfig,
} from './flight-provider'

/** A local stand-in for the flight data service: answers by the flight number asked for. */
let server: http.Server
let base: string
const seen: URL[] = []

const flightTk2135 = {
  flight_date: '2026-05-13',
  flight_status: 'scheduled',
  departure: { airport: 'Esenboga', iata: 'ESB', scheduled: '2026-05-13T08:30:00+00:00' },
  arrival: { airport: 'Istanbul Airport', iata: 'IST', scheduled: '2026-05-13T09:40:00+00:00' },
  airline: { name: 'Turkish Airlines', iata: 'TK' },
  flight: { number: '2135', iata: 'TK2135' },
}

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost')
    seen.push(url)
    const send = (status: number, body: string) => {
      response.writeHead(status, { 'content-type': 'application/json' })
      response.end(body)
    }
    switch (url.searchParams.get('flight_number')) {
      case '2135':
        // Another day's flight first: the provider picks the day asked for.
        return send(
          200,
          JSON.stringify({
            data: [
              {
                ...flightTk2135,
                flight_date: '2026-05-12',
                departure: { ...flightTk2135.departure, scheduled: '2026-05-12T07:00:00+00:00' },
              },
              flightTk2135,
            ],
          }),
        )
      case '1':
        return send(200, JSON.stringify({ data: [] }))
      case '2':
        return send(401, JSON.stringify({ error: { code: 'invalid_access_key', message: 'bad key' } }))
      case '3':
        return send(200, JSON.stringify({ error: { code: 'usage_limit_reached', message: 'limit' } }))
      case '4':
        return send(503, 'down')
      case '5':
        return send(200, '<html>not json</html>')
      case '6':
        return void setTimeout(() => send(200, JSON.stringify({ data: [flightTk2135] })), 1500)
      case '7':
        // Airports missing: nothing usable.
        return send(
          200,
          JSON.stringify({ data: [{ ...flightTk2135, arrival: { airport: null, iata: null } }] }),
        )
      default:
        return send(404, '{}')
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`
})
afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

const provider = (extra: Partial<FlightApiConfig> = {}) =>
  createHttpFlightProvider({ url: base, key: 'secret-key', timeoutMs: 3000, ...extra })
const query = (flight_code: string) => ({ airline_code: 'TK', flight_code, date: '2026-05-13' })

async function failure(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(FlightProviderError)
  return (error as FlightProviderError).reason
}

describe('the HTTP flight provider', () => {
  it("maps the service's flight of the day asked for: airports, names, local times", async () => {
    expect(await provider().search(query('2135'))).toEqual({
      airline: { code: 'TK', name: 'Turkish Airlines' },
      flight_code: '2135',
      departure_airport: { code: 'ESB', name: 'Esenboga' },
      arrival_airport: { code: 'IST', name: 'Istanbul Airport' },
      departs_at: '08:30',
      arrives_at: '09:40',
    })
    const asked = seen.at(-1) as URL
    expect(asked.pathname).toBe('/v1/flights')
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      access_key: 'secret-key',
      airline_iata: 'TK',
      flight_number: '2135',
      flight_date: '2026-05-13',
    })
  })

  it('answers null for a flight the service does not know (empty list, 404, no airports)', async () => {
    expect(await provider().search(query('1'))).toBeNull()
    expect(await provider().search(query('999'))).toBeNull()
    expect(await provider().search(query('7'))).toBeNull()
  })

  it('names each failure: refused key, error body, 5xx, not JSON, no connection', async () => {
    expect(await failure(provider().search(query('2')))).toBe('rejected')
    expect(await failure(provider().search(query('3')))).toBe('rejected')
    expect(await failure(provider().search(query('4')))).toBe('unreachable')
    expect(await failure(provider().search(query('5')))).toBe('bad_answer')
    const closed = createHttpFlightProvider({ url: 'http://127.0.0.1:1', key: undefined, timeoutMs: 3000 })
    expect(await failure(closed.search(query('2135')))).toBe('unreachable')
  })

  it('gives up after its time limit', async () => {
    const started = Date.now()
    expect(await failure(provider({ timeoutMs: 300 }).search(query('6')))).toBe('timeout')
    expect(Date.now() - started).toBeLessThan(1400)
  })
})

describe('FLIGHT_API_* settings', () => {
  it('reads the address, the key and a 3 s limit by default; none without an address', () => {
    expect(loadFlightApiConfig({})).toBeUndefined()
    expect(
      loadFlightApiConfig({ FLIGHT_API_URL: 'https://api.example.test/v1/', FLIGHT_API_KEY: ' k ' }),
    ).toEqual({
      url: 'https://api.example.test/v1',
      key: 'k',
      timeoutMs: 3000,
    })
    expect(
      loadFlightApiConfig({ FLIGHT_API_URL: 'http://x.test', FLIGHT_API_TIMEOUT_MS: '500' })?.timeoutMs,
    ).toBe(500)
  })

  it('refuses an address that is not http(s) and a bad time limit at start-up', () => {
    expect(() => loadFlightApiConfig({ FLIGHT_API_URL: 'ftp://x.test' })).toThrow(/http\(s\)/)
    expect(() => loadFlightApiConfig({ FLIGHT_API_URL: 'not a url' })).toThrow(/not a URL/)
    expect(() =>
      loadFlightApiConfig({ FLIGHT_API_URL: 'http://x.test', FLIGHT_API_TIMEOUT_MS: 'soon' }),
    ).toThrow(/FLIGHT_API_TIMEOUT_MS/)
  })
})
