import {
  mergeInputSchema,
  mergeResponseSchema,
  SIMILARITY_KINDS,
  similarityListQuerySchema,
  similarityListResponseSchema,
} from '@ajanda/contracts/similarity.contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../platform/context'
import { requireAuth } from '../../platform/request-context'
import { createSimilarityService } from './similarity.service'

const querystring = z.object({ locale: z.string().max(10).optional() })
const tags = ['similarity']

/** GET /similarity/{kind} and PUT /merge/{kind}: admins of a company with the back office. */
export const similarityRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = createSimilarityService(ctx)
  const adminStaff = { access: 'admin', staff: true } as const

  for (const kind of SIMILARITY_KINDS) {
    app.get(
      `/similarity/${kind}`,
      {
        config: adminStaff,
        schema: {
          tags,
          querystring: similarityListQuerySchema,
          response: { 200: similarityListResponseSchema },
        },
      },
      async (request) =>
        service.list(requireAuth(request), kind, request.query, `/api/v1/similarity/${kind}`),
    )
    app.put(
      `/merge/${kind}`,
      {
        config: adminStaff,
        schema: { tags, querystring, body: mergeInputSchema, response: { 200: mergeResponseSchema } },
      },
      async (request) => service.merge(requireAuth(request), kind, request.body, request.locale),
    )
  }
}
