import { scopeOptionsResponseSchema } from '@ajanda/contracts/scope-options'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../platform/context'
import { requireAuth } from '../../platform/request-context'
import { createScopeOptionsService } from './scope-options.service'

/** GET /users/scope-options: the scoped user picker's groups for the caller (staff-app.md section 6). */
export const scopeOptionsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = createScopeOptionsService(ctx)
  app.get(
    '/users/scope-options',
    {
      config: { access: 'user' },
      schema: {
        tags: ['users'],
        querystring: z.object({ locale: z.string().max(10).optional() }),
        response: { 200: scopeOptionsResponseSchema },
      },
    },
    async (request) => service.options(requireAuth(request), request.locale),
  )
}
