import { searchQuerySchema, searchResponseSchema } from '@ajanda/contracts/search.contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppContext } from '../../platform/context'
import { JSON_CONTENT_TYPE } from '../../platform/json-payload'
import { requireAuth } from '../../platform/request-context'
import { createSearchService } from './search.service'

/** GET /search?query=: back-office staff only; fewer than 3 characters answer 422 on `query`. */
export const searchRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = createSearchService(ctx)
  app.addHook('onClose', async () => service.close())
  app.get(
    '/search',
    {
      config: { access: 'staff' },
      schema: { tags: ['search'], querystring: searchQuerySchema, response: { 200: searchResponseSchema } },
    },
    async (request, reply) => {
      // Serialized by the service without the schema's check (json-payload.ts serializeTyped).
      const answer = await service.search(requireAuth(request), request.query)
      return reply.type(JSON_CONTENT_TYPE).send(answer.json as never)
    },
  )
}
