import { cityListResponseSchema, definitionListSchemas } from '@ajanda/contracts/definitions.contract'
import { webformParams } from '@ajanda/contracts/webform.contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../platform/context'
import { createDefinitionsService } from '../definitions/definitions.service'
import { WEBFORM_READ_LIMIT } from './webform.routes'
import { createWebformService } from './webform.service'

const querystring = z.object({ locale: z.string().max(10).optional() })
/** Reference data changes with a release, not during a day: browsers and proxies may keep it an hour. */
const CACHE_CONTROL = 'public, max-age=3600'

/**
 * What a public form's `address` field offers (event-side.md section 1): the countries (with
 * `has_states`) and a country's cities with their states, the same reference lists staff read at
 * /definition/countries and /definition/cities/{country}. The public page has no session, so they are
 * served under the form's slug (a draft or unknown slug is 404, as for the form), rate limited with the
 * form's reads and answered from memory once read (they are the same for every company).
 */
export const webformPlacesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const webforms = createWebformService(ctx)
  const definitions = createDefinitionsService(ctx.db)
  const remembered = new Map<string, Promise<unknown>>()
  const once = <T>(key: string, load: () => Promise<T>): Promise<T> => {
    let found = remembered.get(key) as Promise<T> | undefined
    if (!found) {
      found = load()
      remembered.set(key, found)
      // A failed read is not kept: the next request reads again.
      found.catch(() => remembered.delete(key))
    }
    return found
  }
  const config = { access: 'public', rateLimit: WEBFORM_READ_LIMIT } as const
  const tags = ['webform']

  app.get(
    '/webform/:slug/countries',
    {
      config,
      schema: {
        tags,
        querystring,
        params: webformParams,
        response: { 200: definitionListSchemas.countries },
      },
    },
    async (request, reply) => {
      await webforms.form(request.params.slug)
      const locale = request.locale
      reply.header('cache-control', CACHE_CONTROL)
      return once(`countries:${locale}`, () => definitions.loaders.countries({ companyId: 0, locale }))
    },
  )

  app.get(
    '/webform/:slug/cities/:country',
    {
      config,
      schema: {
        tags,
        querystring,
        params: webformParams.extend({
          country: z
            .string()
            .trim()
            .regex(/^[A-Za-z]{2}$/),
        }),
        response: { 200: cityListResponseSchema },
      },
    },
    async (request, reply) => {
      await webforms.form(request.params.slug)
      const country = request.params.country.toUpperCase()
      const locale = request.locale
      reply.header('cache-control', CACHE_CONTROL)
      return once(`cities:${country}:${locale}`, () => definitions.findCities(country, locale))
    },
  )
}
