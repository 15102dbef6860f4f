import type { AppConfig } from '../../platform/config'

/**
 * A flight data service behind GET /flight/search (docs/decisions/0044-flight-search.md). One is
 * configured by FLIGHT_API_URL (and FLIGHT_API_KEY, FLIGHT_API_TIMEOUT_MS); without it the search falls
 * back on the IATA datasets for names (flight-search.ts).
 */
export interface FlightQuery {
  /** IATA airline designator, capitals (TK). */
  airline_code: string
  /** The flight number without the airline (2135). */
  flight_code: string
  /** YYYY-MM-DD, the departure's local day. */
  date: string
}

export interface ProvidedAirport {
  code: string
  name: string | null
}

export interface ProvidedFlight {
  airline: { code: string; name: string | null }
  flight_code: string
  departure_airport: ProvidedAirport
  arrival_airport: ProvidedAirport
  /** HH:MM, the airport's local time. */
  departs_at: string | null
  arrives_at: string | null
}

export interface FlightProvider {
  /** For logs: which service answered. */
  readonly name: string
  /** The flight on that day, or null when the service knows none; throws FlightProviderError otherwise. */
  search(query: FlightQuery): Promise<ProvidedFlight | null>
}

/**
 * Why the service gave no answer: `timeout` (no answer within the time limit), `unreachable` (no
 * connection or a 5xx), `rejected` (the key or the request was refused: 401, 403, 4xx, an error body),
 * `bad_answer` (not the JSON expected).
 */
export type FlightProviderFailure = 'timeout' | 'unreachable' | 'rejected' | 'bad_answer'

export class FlightProviderError extends Error {
  constructor(
    readonly reason: FlightProviderFailure,
    detail: string,
  ) {
    super(`flight provider ${reason}: ${detail}`)
    this.name = 'FlightProviderError'
  }
}

export interface FlightApiConfig {
  /** The service's base address: `https://api.aviationstack.com/v1` (its /flights call is used). */
  url: string
  key: string | undefined
  /** 3 s unless FLIGHT_API_TIMEOUT_MS says otherwise. */
  timeoutMs: number
}

export const FLIGHT_API_TIMEOUT_MS = 3000

/** FLIGHT_API_URL (http or https), FLIGHT_API_KEY, FLIGHT_API_TIMEOUT_MS; none of them: no service. */
export function loadFlightApiConfig(env: NodeJS.ProcessEnv): FlightApiConfig | undefined {
  const raw = env.FLIGHT_API_URL?.trim()
  if (!raw) return undefined
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new Error(`FLIGHT_API_URL is not a URL: ${raw}`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`FLIGHT_API_URL must be an http(s) URL: ${raw}`)
  const timeout = Number(env.FLIGHT_API_TIMEOUT_MS ?? FLIGHT_API_TIMEOUT_MS)
  if (!Number.isInteger(timeout) || timeout <= 0 || timeout > 60_000)
    throw new Error(`FLIGHT_API_TIMEOUT_MS must be a number of milliseconds: ${env.FLIGHT_API_TIMEOUT_MS}`)
  return {
    url: url.toString().replace(/\/$/, ''),
    key: env.FLIGHT_API_KEY?.trim() || undefined,
    timeoutMs: timeout,
  }
}

/**
 * The configured service: AppConfig.flightApi once platform/config.ts reads FLIGHT_API_* (the lead's
 * line), else the process's environment; null without FLIGHT_API_URL.
 */
export function flightProviderFor(config: AppConfig, env: NodeJS.ProcessEnv = process.env) {
  const api = (config as AppConfig & { flightApi?: FlightApiConfig }).flightApi ?? loadFlightApiConfig(env)
  return api ? createHttpFlightProvider(api) : null
}

interface ServiceAirport {
  airport?: unknown
  iata?: unknown
  scheduled?: unknown
}
interface ServiceFlight {
  flight_date?: unknown
  departure?: ServiceAirport
  arrival?: ServiceAirport
  airline?: { name?: unknown; iata?: unknown }
  flight?: { number?: unknown; iata?: unknown }
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null)
/** `2026-05-13T09:45:00+00:00` → `09:45`: the service writes the airport's local time with any offset. */
const clock = (value: unknown) => /T(\d{2}:\d{2})/.exec(text(value) ?? '')?.[1] ?? null
const airportCode = (value: unknown) => {
  const code = text(value)?.toUpperCase()
  return code && /^[A-Z]{3}$/.test(code) ? code : null
}

/** One flight of the service's answer as the search's; null when it lacks either airport. */
function mapFlight(row: ServiceFlight, query: FlightQuery): ProvidedFlight | null {
  const from = airportCode(row.departure?.iata)
  const to = airportCode(row.arrival?.iata)
  if (!from || !to) return null
  return {
    airline: {
      code: text(row.airline?.iata)?.toUpperCase() ?? query.airline_code,
      name: text(row.airline?.name),
    },
    flight_code: text(row.flight?.number)?.toUpperCase() ?? query.flight_code,
    departure_airport: { code: from, name: text(row.departure?.airport) },
    arrival_airport: { code: to, name: text(row.arrival?.airport) },
    departs_at: clock(row.departure?.scheduled),
    arrives_at: clock(row.arrival?.scheduled),
  }
}

/**
 * The HTTP service: `GET {url}/flights?access_key&airline_iata&flight_number&flight_date`, answering
 * `{data: [{flight_date, departure: {airport, iata, scheduled}, arrival: {…}, airline: {name, iata},
 * flight: {number, iata}}]}` (aviationstack's shape, which several flight data services share) or
 * `{error: {code, message}}`. Every failure is a FlightProviderError; the time limit covers the body.
 */
export function createHttpFlightProvider(
  config: FlightApiConfig,
  fetchImpl: typeof fetch = fetch,
): FlightProvider {
  return {
    name: new URL(config.url).host,
    async search(query) {
      const url = new URL(`${config.url}/flights`)
      if (config.key) url.searchParams.set('access_key', config.key)
      url.searchParams.set('airline_iata', query.airline_code)
      url.searchParams.set('flight_number', query.flight_code)
      url.searchParams.set('flight_date', query.date)
      const signal = AbortSignal.timeout(config.timeoutMs)
      let body: unknown
      try {
        const response = await fetchImpl(url, { signal, headers: { accept: 'application/json' } })
        if (response.status === 404) return null
        if (response.status >= 500) throw new FlightProviderError('unreachable', `HTTP ${response.status}`)
        if (!response.ok) throw new FlightProviderError('rejected', `HTTP ${response.status}`)
        try {
          body = await response.json()
        } catch (error) {
          if (signal.aborted) throw error
          throw new FlightProviderError('bad_answer', 'not JSON')
        }
      } catch (error) {
        if (error instanceof FlightProviderError) throw error
        if (signal.aborted) throw new FlightProviderError('timeout', `no answer in ${config.timeoutMs} ms`)
        throw new FlightProviderError('unreachable', error instanceof Error ? error.message : String(error))
      }
      if (!body || typeof body !== 'object') throw new FlightProviderError('bad_answer', 'not an object')
      const answer = body as { data?: unknown; error?: { code?: unknown; message?: unknown } }
      if (answer.error)
        throw new FlightProviderError('rejected', text(answer.error.message) ?? String(answer.error.code))
      if (!Array.isArray(answer.data)) throw new FlightProviderError('bad_answer', 'no data list')
      const rows = answer.data as ServiceFlight[]
      // The day asked for first; a service that ignores the date still names the route.
      const ordered = [
        ...rows.filter((row) => row.flight_date === query.date),
        ...rows.filter((row) => row.flight_date !== query.date),
      ]
      for (const row of ordered) {
        const flight = mapFlight(row, query)
        if (flight) return flight
      }
      return null
    },
  }
}
