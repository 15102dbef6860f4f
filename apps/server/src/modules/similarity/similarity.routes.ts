import {
  MATCH_KINDS,
  mergeInputSchema,
  mergeResponseSchema,
  SIMILARITY_KINDS,
  similarityListQuerySchema,
  similarityListResponseSchema,
  similarityMatchQuerySchema,
  similarityMatchResponseSchema,
} from '@ajanda/contracts/similarity.contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../platform/context'
import { requireAuth } from '../../platform/request-context'
import { createSimilarityService } from './similarity.service'

const querystring = z.object({ locale: z.string().max(10).optional() })
const tags = ['similarity']

/**
 * GET /similarity/{kind} and PUT /merge/{kind}: admins of a company with the back office;
 * GET /similarity/{clients|suppliers}/matches: its staff.
 */
export const similarityRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = createSimilarityService(ctx)
  const adminStaff = { access: 'admin', staff: true } as const

  // The create forms' warning: every back-office user who may create a client or supplier.
  for (const kind of MATCH_KINDS) {
    app.get(
      `/similarity/${kind}/matches`,
      {
        config: { access: 'staff' },
        schema: {
          tags,
          querystring: similarityMatchQuerySchema,
          response: { 200: similarityMatchResponseSchema },
        },
      },
      async (request) => ({ data: await service.matches(requireAuth(request), kind, request.query) }),
    )
  }
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
