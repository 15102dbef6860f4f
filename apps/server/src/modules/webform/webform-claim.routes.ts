import {
  webformClaimParams,
  webformClaimResponseSchema,
  webformClaimSchema,
} from '@ajanda/contracts/webform-claim.contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../platform/context'
import { WEBFORM_READ_LIMIT, WEBFORM_WRITE_LIMIT } from './webform.routes'
import { createWebformClaimService } from './webform-claim'

const querystring = z.object({ locale: z.string().max(10).optional() })

/**
 * A waiting-list offer's claim link (`/web-form/claim/{code}`): no login, the claim code is the key;
 * an unknown code answers 404, an expired or claimed one 422. Rate limited per address like the form.
 * The static `claim` segment wins over `/webform/:slug/:pcode` in the router.
 */
export const webformClaimRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = createWebformClaimService(ctx)
  const tags = ['webform']
  app.get(
    '/webform/claim/:code',
    {
      config: { access: 'public', rateLimit: WEBFORM_READ_LIMIT },
      schema: { tags, querystring, params: webformClaimParams, response: { 200: webformClaimSchema } },
    },
    async (request) => service.read(request.params.code, request.locale),
  )
  app.post(
    '/webform/claim/:code',
    {
      config: { access: 'public', rateLimit: WEBFORM_WRITE_LIMIT },
      schema: {
        tags,
        querystring,
        params: webformClaimParams,
        response: { 200: webformClaimResponseSchema },
      },
    },
    async (request) => service.claim(request.params.code, request.locale),
  )
}
