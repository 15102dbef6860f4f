import {
  briefClientParams,
  briefParams,
  briefSchema,
  briefSubmitInputSchema,
  briefSubmitResponseSchema,
} from '@ajanda/contracts/brief.contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../platform/context'
import type { RateLimitRule } from '../../platform/rate-limit'
import { createBriefService } from './brief.service'

const querystring = z.object({ locale: z.string().max(10).optional() })

/** Per client address: a person loads and reloads the page; more than this is a script. */
export const BRIEF_READ_LIMIT: RateLimitRule = { name: 'brief-read-ip', points: 120, durationSeconds: 60 }
/** A brief makes a client, a lead and notifications: a person sends one, rarely a few. */
export const BRIEF_WRITE_LIMIT: RateLimitRule = { name: 'brief-write-ip', points: 10, durationSeconds: 60 }

/**
 * The customer brief page's API (staff-app.md `/{slug}/{ccode?}`, event-side.md section 2 "Customer
 * form", decisions.md 5): public, rate limited per address; unknown slugs answer 404.
 */
export const briefRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = createBriefService(ctx)
  const read = { access: 'public', rateLimit: BRIEF_READ_LIMIT } as const
  const write = { access: 'public', rateLimit: BRIEF_WRITE_LIMIT } as const
  const tags = ['brief']

  for (const [url, params] of [
    ['/brief/:slug', briefParams],
    ['/brief/:slug/:ccode', briefClientParams],
  ] as const) {
    app.get(
      url,
      { config: read, schema: { tags, querystring, params, response: { 200: briefSchema } } },
      async (request) => {
        const { slug, ccode } = request.params as { slug: string; ccode?: string }
        return service.load(slug, ccode, request.locale)
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
          body: briefSubmitInputSchema,
          response: { 200: briefSubmitResponseSchema },
        },
      },
      async (request) => {
        const { slug, ccode } = request.params as { slug: string; ccode?: string }
        return service.submit(slug, ccode, request.body)
      },
    )
  }
}
