import {
  projectSuppliersParams,
  projectSuppliersQuerySchema,
  projectSuppliersResponseSchema,
} from '@ajanda/contracts/project-suppliers.contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppContext } from '../../platform/context'
import { requireAuth } from '../../platform/request-context'
import { createProjectSuppliersService } from './project-suppliers.service'

/** GET /project/{code}/suppliers (staff-app.md 7): staff who see the project; CLIENT users get 403. */
export const projectSuppliersRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = createProjectSuppliersService(ctx)
  app.get(
    '/project/:code/suppliers',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['suppliers'],
        params: projectSuppliersParams,
        querystring: projectSuppliersQuerySchema,
        response: { 200: projectSuppliersResponseSchema },
      },
    },
    async (request) => ({ data: await service.list(requireAuth(request), request.params.code) }),
  )
}
