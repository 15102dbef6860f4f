import { idParam } from '@ajanda/contracts/common/fields'
import { eventCompanySchema } from '@ajanda/contracts/event-companies.contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../platform/context'
import { requireAuth } from '../../platform/request-context'
import { createEventCompaniesService } from './event-companies.service'

export const eventCompaniesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = createEventCompaniesService(ctx)
  app.get(
    '/event-companies/:id',
    {
      config: { access: 'user' },
      schema: { params: z.object({ id: idParam }), response: { 200: eventCompanySchema } },
    },
    async (request) => service.getForUser(requireAuth(request), request.params.id),
  )
}
