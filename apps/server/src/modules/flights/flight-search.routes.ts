import {
  airlineListSchema,
  airportListSchema,
  flightLookupQuerySchema,
  flightSearchQuerySchema,
  flightSearchResponseSchema,
} from '@ajanda/contracts/flight-search.contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppContext } from '../../platform/context'
import { requireAuth } from '../../platform/request-context'
import { searchAirlines, searchAirports } from './flight-datasets'
import { type FlightProvider, flightProviderFor } from './flight-provider'
import { createFlightSearch } from './flight-search'
import { flightSearchMessage } from './flight-search-messages'

/**
 * GET /flight/search, /flight/airports, /flight/airlines (flight-search.contract.ts): the flight modal's
 * lookups. Back office only (CLIENT users 403); the same answer for every company except the search's
 * fallback, which reads the caller's company's previous flight of the code. `provider` replaces the
 * configured service (tests); undefined means FLIGHT_API_* decide.
 */
export const flightSearchRoutes: FastifyPluginAsyncZod<{
  ctx: AppContext
  provider?: FlightProvider | null
}> = async (app, { ctx, provider }) => {
  const search = createFlightSearch({
    db: ctx.db,
    provider: provider === undefined ? flightProviderFor(ctx.config) : provider,
  })
  const config = { access: 'staff' } as const
  const tags = ['flights']

  app.get(
    '/flight/search',
    {
      config,
      schema: { tags, querystring: flightSearchQuerySchema, response: { 200: flightSearchResponseSchema } },
    },
    async (request) => {
      const auth = requireAuth(request)
      const { airline_code, flight_code, date } = request.query
      const outcome = await search.search(auth.user.event_company_id, { airline_code, flight_code, date })
      if (outcome.failure)
        request.log.warn({ flightProvider: outcome.failure }, 'flight search service failed')
      return {
        data: outcome.data,
        source: outcome.source,
        provider_configured: outcome.provider_configured,
        message: flightSearchMessage(request.locale, outcome.message),
      }
    },
  )

  app.get(
    '/flight/airports',
    { config, schema: { tags, querystring: flightLookupQuerySchema, response: { 200: airportListSchema } } },
    async (request) => {
      requireAuth(request)
      return { data: await searchAirports(request.query.search) }
    },
  )

  app.get(
    '/flight/airlines',
    { config, schema: { tags, querystring: flightLookupQuerySchema, response: { 200: airlineListSchema } } },
    async (request) => {
      requireAuth(request)
      return { data: searchAirlines(request.query.search) }
    },
  )
}
