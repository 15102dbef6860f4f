import type { FlightSearchResult, FlightSearchSource } from '@ajanda/contracts/flight-search.contract'
import { and, desc, eq } from 'drizzle-orm'
import type { DbOrTx } from '../../platform/db'
import { airlineByCode, airportByCode } from './flight-datasets'
import {
  type FlightProvider,
  FlightProviderError,
  type FlightProviderFailure,
  type FlightQuery,
} from './flight-provider'
import type { FlightSearchMessageKey } from './flight-search-messages'
import { projectFlights } from './flights.table'
import { flightFieldErrors } from './project-flights-messages'

const AIRLINE = /^[A-Z0-9]{2,3}$/
const FLIGHT = /^\d{1,4}[A-Z]?$/

export interface FlightSearchOutcome {
  data: FlightSearchResult | null
  source: FlightSearchSource
  provider_configured: boolean
  message: FlightSearchMessageKey
  /** Why the service gave no answer (for the log); absent when it answered or there is none. */
  failure?: { reason: FlightProviderFailure | 'error'; detail: string }
}

/** The codes' formats with the group flights' sentences (422, every field at once). */
export function checkFlightQuery(query: FlightQuery): void {
  const fields: Record<string, 'airline_code' | 'flight_code'> = {}
  if (!AIRLINE.test(query.airline_code)) fields.airline_code = 'airline_code'
  if (!FLIGHT.test(query.flight_code)) fields.flight_code = 'flight_code'
  if (Object.keys(fields).length > 0) throw flightFieldErrors(fields)
}

/**
 * GET /flight/search: the flight data service's answer with the datasets' names where it gave none; with
 * no service, a failing one or a flight it does not know, the names alone: the airline's from the
 * airline list, the airports of the company's latest group flight with the same airline and number (its
 * names as the company wrote them). The times are then left to type. Never throws for the service.
 */
export function createFlightSearch({ db, provider }: { db: DbOrTx; provider: FlightProvider | null }) {
  /** The company's latest flight with this code: a flight number flies the same route. */
  async function previousFlight(companyId: number, query: FlightQuery) {
    const [row] = await db
      .select({
        departure_airport_code: projectFlights.departure_airport_code,
        departure_airport_name: projectFlights.departure_airport_name,
        arrival_airport_code: projectFlights.arrival_airport_code,
        arrival_airport_name: projectFlights.arrival_airport_name,
      })
      .from(projectFlights)
      .where(
        and(
          eq(projectFlights.event_company_id, companyId),
          eq(projectFlights.airline_code, query.airline_code),
          eq(projectFlights.flight_code, query.flight_code),
        ),
      )
      .orderBy(desc(projectFlights.flight_date), desc(projectFlights.id))
      .limit(1)
    return row ?? null
  }

  async function fromDatasets(companyId: number, query: FlightQuery): Promise<FlightSearchResult | null> {
    const airline = airlineByCode(query.airline_code)
    const previous = await previousFlight(companyId, query)
    if (!airline && !previous) return null
    return {
      airline_code: query.airline_code,
      airline_name: airline?.name ?? null,
      flight_code: query.flight_code,
      flight_date: query.date,
      departure_airport: previous
        ? { code: previous.departure_airport_code, name: previous.departure_airport_name }
        : null,
      arrival_airport: previous
        ? { code: previous.arrival_airport_code, name: previous.arrival_airport_name }
        : null,
      departs_at: null,
      arrives_at: null,
    }
  }

  const airportName = async (code: string, given: string | null) =>
    given ?? (await airportByCode(code))?.name ?? code

  return {
    async search(companyId: number, query: FlightQuery): Promise<FlightSearchOutcome> {
      checkFlightQuery(query)
      const provider_configured = provider !== null
      let reason: 'no_provider' | 'provider_failed' | 'not_found' = 'no_provider'
      let failure: FlightSearchOutcome['failure']
      if (provider) {
        try {
          const found = await provider.search(query)
          if (found) {
            const data: FlightSearchResult = {
              airline_code: query.airline_code,
              airline_name: found.airline.name ?? airlineByCode(query.airline_code)?.name ?? null,
              flight_code: query.flight_code,
              flight_date: query.date,
              departure_airport: {
                code: found.departure_airport.code,
                name: await airportName(found.departure_airport.code, found.departure_airport.name),
              },
              arrival_airport: {
                code: found.arrival_airport.code,
                name: await airportName(found.arrival_airport.code, found.arrival_airport.name),
              },
              departs_at: found.departs_at,
              arrives_at: found.arrives_at,
            }
            return { data, source: 'provider', provider_configured, message: 'found' }
          }
          reason = 'not_found'
        } catch (error) {
          reason = 'provider_failed'
          failure =
            error instanceof FlightProviderError
              ? { reason: error.reason, detail: error.message }
              : { reason: 'error', detail: error instanceof Error ? error.message : String(error) }
        }
      }
      const data = await fromDatasets(companyId, query)
      return {
        data,
        source: data ? 'dataset' : 'none',
        provider_configured,
        message: `${reason}_${data ? 'names' : 'nothing'}`,
        ...(failure ? { failure } : {}),
      }
    },
  }
}
