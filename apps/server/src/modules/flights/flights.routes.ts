import { projectFlightListSchema, projectIdParams } from '@ajanda/contracts/forms.contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../platform/context'
import { requireAuth } from '../../platform/request-context'
import { createFlightsRepository } from './flights.repository'
import { visibleProjectId } from './visible-project'

const querystring = z.object({ locale: z.string().max(10).optional() })

/**
 * GET /project/{id}/flights (admin-area.md "Form builder"): the project's group flights a flight field
 * offers. Back office only; the project by id, of the caller's company and scope (404 otherwise).
 */
export const flightsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const repo = createFlightsRepository(ctx.db)
  app.get(
    '/project/:id/flights',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['flights'],
        params: projectIdParams,
        querystring,
        response: { 200: projectFlightListSchema },
      },
    },
    async (request) => {
      const auth = requireAuth(request)
      const projectId = await visibleProjectId(ctx, auth, request.params.id)
      return { data: await repo.listOfProject(auth.user.event_company_id, projectId) }
    },
  )
}
