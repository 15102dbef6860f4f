import {
  webformCancelResponseSchema,
  webformParams,
  webformPersonalParams,
  webformSchema,
  webformSubmitInputSchema,
  webformSubmitResponseSchema,
} from '@ajanda/contracts/webform.contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../platform/context'
import { JSON_CONTENT_TYPE } from '../../platform/json-payload'
import type { RateLimitRule } from '../../platform/rate-limit'
import { createWebformService } from './webform.service'

const querystring = z.object({
  locale: z.string().max(10).optional(),
  /** On a submission: the save-and-resume draft it finishes, deleted with it (webform-draft.ts). */
  draft: z.string().min(16).max(64).optional(),
})

/**
 * Per client address: a person on a phone loads and reloads the form, a hotel or hospital network puts
 * many people behind one address; more than this is a script.
 */
export const WEBFORM_READ_LIMIT: RateLimitRule = { name: 'webform-read-ip', points: 300, durationSeconds: 60 }
/** Submissions and cancellations: a registration desk behind one address sends one every couple of seconds. */
export const WEBFORM_WRITE_LIMIT: RateLimitRule = {
  name: 'webform-write-ip',
  points: 60,
  durationSeconds: 60,
}

/**
 * The public form (staff-app.md `/webform/{slug}[/{pcode}]`, event-side.md section 2, decisions.md 5):
 * no account; the slug and the personal code are the keys; unknown ones answer 404. Rate limited per
 * address.
 */
export const webformRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = createWebformService(ctx)
  const read = { access: 'public', rateLimit: WEBFORM_READ_LIMIT } as const
  const write = { access: 'public', rateLimit: WEBFORM_WRITE_LIMIT } as const
  const tags = ['webform']

  for (const [url, params] of [
    ['/webform/:slug', webformParams],
    ['/webform/:slug/:pcode', webformPersonalParams],
  ] as const) {
    app.get(
      url,
      { config: read, schema: { tags, querystring, params, response: { 200: webformSchema } } },
      async (request, reply) => {
        const { slug, pcode } = request.params as { slug: string; pcode?: string }
        // The form's bytes come from the forms module's cache; the route tests check them against the schema.
        const body = await service.load(slug, pcode, request.locale)
        return reply.type(JSON_CONTENT_TYPE).send(body as never)
      },
    )
    app.post(
      url,
      {
        config: write,
        schema: {
          tags,
          querystring,
          params,
          body: webformSubmitInputSchema,
          response: { 200: webformSubmitResponseSchema },
        },
      },
      async (request) => {
        const { slug, pcode } = request.params as { slug: string; pcode?: string }
        return service.submit(slug, pcode, request.body, (request.query as { draft?: string }).draft)
      },
    )
  }
  app.post(
    '/webform/:slug/:pcode/cancel',
    {
      config: write,
      schema: {
        tags,
        querystring,
        params: webformPersonalParams,
        response: { 200: webformCancelResponseSchema },
      },
    },
    async (request) => service.cancel(request.params.slug, request.params.pcode, request.locale),
  )
}
