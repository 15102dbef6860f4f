import { z } from 'zod'
import { isoDate } from './common/fields'

/**
 * Flight search and the IATA lookups of the flight modal (issue 23 item 4; staff-app.md `/flight/search`;
 * docs/decisions/0044-flight-search.md). Staff only, the same answer for every company:
 *
 * - GET /flight/search?airline_code&flight_code&date: a group flight's airports, names and times through
 *   the configured flight data service (FLIGHT_API_*); without one (or when it fails) the IATA datasets
 *   and the company's previous flight of the same code fill the names, and the times are to be typed.
 * - GET /flight/airports?search=: airports by IATA code, name or place (Turkish letters fold), at most 20.
 * - GET /flight/airlines?search=: airlines by IATA code or name, at most 20.
 */
export const FLIGHT_LOOKUP_LIMIT = 20

const code = () => z.string().trim().toUpperCase().min(1).max(8)

export const flightSearchQuerySchema = z.object({
  airline_code: code(),
  flight_code: code(),
  date: isoDate(),
  locale: z.string().max(10).optional(),
})
export type FlightSearchQuery = z.input<typeof flightSearchQuerySchema>

export const flightLookupQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  locale: z.string().max(10).optional(),
})

/** An airport of the IATA dataset. */
export const airportSchema = z.object({
  code: z.string(),
  name: z.string(),
  /** ISO 3166-1 alpha-2. */
  country_code: z.string(),
})
export type Airport = z.infer<typeof airportSchema>

/** An airline by its IATA designator. */
export const airlineSchema = z.object({ code: z.string(), name: z.string() })
export type Airline = z.infer<typeof airlineSchema>

export const airportListSchema = z.object({ data: z.array(airportSchema) })
export const airlineListSchema = z.object({ data: z.array(airlineSchema) })

/** A named airport of a found flight: the name as the service, the dataset or the company wrote it. */
const flightAirportSchema = z.object({ code: z.string(), name: z.string() })

export const flightSearchResultSchema = z.object({
  airline_code: z.string(),
  airline_name: z.string().nullable(),
  flight_code: z.string(),
  flight_date: z.string(),
  departure_airport: flightAirportSchema.nullable(),
  arrival_airport: flightAirportSchema.nullable(),
  /** HH:MM, the airport's local time; null when the times must be typed. */
  departs_at: z.string().nullable(),
  arrives_at: z.string().nullable(),
})
export type FlightSearchResult = z.infer<typeof flightSearchResultSchema>

/**
 * Where the answer comes from: `provider` the flight data service; `dataset` the IATA datasets and the
 * company's previous flight of the same code (names only, times to be typed); `none` nothing is known.
 */
export const flightSearchSourceSchema = z.enum(['provider', 'dataset', 'none'])
export type FlightSearchSource = z.infer<typeof flightSearchSourceSchema>

export const flightSearchResponseSchema = z.object({
  data: flightSearchResultSchema.nullable(),
  source: flightSearchSourceSchema,
  /** Whether a flight data service is configured (FLIGHT_API_URL). */
  provider_configured: z.boolean(),
  /** What was filled and what is left to type, in the request's language. */
  message: z.string(),
})
export type FlightSearchResponse = z.infer<typeof flightSearchResponseSchema>
