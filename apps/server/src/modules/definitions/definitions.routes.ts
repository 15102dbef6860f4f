import {
  cityListResponseSchema,
  DEFINITION_NAMES,
  definitionListSchemas,
} from '@ajanda/contracts/definitions.contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../platform/context'
import { requireAuth } from '../../platform/request-context'
import { createDefinitionsService } from './definitions.service'

/** `locale` is read by the app's onRequest hook; declared here so that it shows in the API docs. */
const localeQuery = z.object({ locale: z.string().max(10).optional() })

export const definitionsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = createDefinitionsService(ctx.db)

  // GET /definition/{tax-offices, contact-positions, ...}: one route per list of the specification.
  for (const name of DEFINITION_NAMES) {
    app.get(
      `/definition/${name}`,
      {
        config: { access: 'user' },
        schema: {
          tags: ['definitions'],
          querystring: localeQuery,
          response: { 200: definitionListSchemas[name] },
        },
      },
      async (request) =>
        service.loaders[name]({
          companyId: requireAuth(request).user.event_company_id,
          locale: request.locale,
        }),
    )
  }

  app.get(
    '/definition/cities/:country',
    {
      config: { access: 'user' },
      schema: {
        tags: ['definitions'],
        params: z.object({ country: z.string().trim().min(1).max(10) }),
        querystring: localeQuery,
        response: { 200: cityListResponseSchema },
      },
    },
    async (request) => service.findCities(request.params.country, request.locale),
  )
}
