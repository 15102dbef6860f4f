import { clientProjectTypeSchema } from '@ajanda/contracts/client-views.contract'
import {
  cityListResponseSchema,
  DEFINITION_NAMES,
  definitionListSchemas,
} from '@ajanda/contracts/definitions.contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { clientView, isClientUser } from '../../platform/client-views'
import type { AppContext } from '../../platform/context'
import { type ClientAccess, requireAuth } from '../../platform/request-context'
import { createDefinitionsService } from './definitions.service'

/** `locale` is read by the app's onRequest hook; declared here so that it shows in the API docs. */
const localeQuery = z.object({ locale: z.string().max(10).optional() })

/**
 * The lists a CLIENT user gets (decisions.md 1: the simple project form): the countries, and the project
 * types linked to their division. Every other definition is the agency's.
 */
const CLIENT_LISTS: Partial<Record<(typeof DEFINITION_NAMES)[number], ClientAccess>> = {
  countries: 'reference',
  'project-types': 'client-view',
}
const clientProjectTypesSchema = z.array(clientProjectTypeSchema)

export const definitionsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = createDefinitionsService(ctx.db)

  // GET /definition/{tax-offices, contact-positions, ...}: one route per list of the specification.
  for (const name of DEFINITION_NAMES) {
    app.get(
      `/definition/${name}`,
      {
        config: { access: 'user', client: CLIENT_LISTS[name] },
        schema: {
          tags: ['definitions'],
          querystring: localeQuery,
          // A CLIENT user's project types are the client view's (the full schema would refuse them).
          response: {
            200:
              name === 'project-types'
                ? z.union([definitionListSchemas[name], clientProjectTypesSchema])
                : definitionListSchemas[name],
          },
        },
      },
      async (request) => {
        const auth = requireAuth(request)
        const list = await service.loaders[name]({
          companyId: auth.user.event_company_id,
          locale: request.locale,
        })
        if (name !== 'project-types' || !isClientUser(auth)) return list
        // A CLIENT user's choice: the types linked to their division, with their names.
        const division = auth.user.division_id
        return clientView(clientProjectTypesSchema, list).filter(
          (type) => division !== null && type.divisions.includes(division),
        )
      },
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
