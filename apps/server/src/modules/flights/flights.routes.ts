import {
  projectFlightListParams,
  projectFlightListResponseSchema,
} from '@ajanda/contracts/project-flights.contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../platform/context'
import { requireAuth } from '../../platform/request-context'
import type { FlightProvider } from './flight-provider'
import { flightSearchRoutes } from './flight-search.routes'
import { createFlightsRepository } from './flights.repository'
import { visibleProjectId, visibleProjectIdByCode } from './visible-project'

const querystring = z.object({ locale: z.string().max(10).optional() })

/**
 * GET /project/{id}/flights (admin-area.md "Form builder"): the project's group flights a flight field
 * offers; GET /project/{code}/flights (staff-app.md 7) is the same list for the project's flights tab,
 * one route because both paths have one shape. Back office only; the project of the caller's company
 * and scope (404 otherwise). The flight modal's lookups (GET /flight/search, /flight/airports,
 * /flight/airlines) come with it: flight-search.routes.ts.
 */
export const flightsRoutes: FastifyPluginAsyncZod<{
  ctx: AppContext
  /** Replaces the FLIGHT_API_* flight data service (tests); null for none. */
  flightProvider?: FlightProvider | null
}> = async (app, { ctx, flightProvider }) => {
  await app.register(flightSearchRoutes, { ctx, provider: flightProvider })
  const repo = createFlightsRepository(ctx.db)
  app.get(
    '/project/:id/flights',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['flights'],
        params: projectFlightListParams,
        querystring,
        response: { 200: projectFlightListResponseSchema },
      },
    },
    async (request) => {
      const auth = requireAuth(request)
      const { id } = request.params
      const projectId = /^\d{1,15}$/.test(id)
        ? await visibleProjectId(ctx, auth, Number(id))
        : await visibleProjectIdByCode(ctx, auth, id)
      return { data: await repo.listOfProject(auth.user.event_company_id, projectId) }
    },
  )
}
