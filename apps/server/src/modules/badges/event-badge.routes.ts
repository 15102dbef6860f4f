import { eventBadgeParams, eventBadgeResponseSchema } from '@ajanda/contracts/badges.contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../platform/context'
import { download } from '../../platform/openapi'
import type { RateLimitRule } from '../../platform/rate-limit'
import { eventCalendar } from '../webform/webform-mail'
import { createEventBadgeService } from './event-badge.service'

/** Per client address: an attendee opens their badge now and then; a scan of codes hits this wall. */
export const EVENT_BADGE_LIMIT: RateLimitRule = { name: 'event-badge-ip', points: 120, durationSeconds: 60 }

const locale = z.object({ locale: z.string().max(10).optional() })

/**
 * The attendee's badge page (issue 22 item 5; staff-app.md `/event-badge/{acode}`): public, by the
 * attendee's badge code, rate limited. A cancelled attendee or an unknown code is 404.
 */
export const eventBadgeRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = createEventBadgeService(ctx)
  const tags = ['badges']
  const config = { access: 'public', rateLimit: EVENT_BADGE_LIMIT } as const

  app.get(
    '/event-badge/:acode',
    {
      config,
      schema: {
        tags,
        params: eventBadgeParams,
        querystring: locale,
        response: { 200: eventBadgeResponseSchema },
      },
    },
    async (request) => ({ data: await service.read(request.params.acode, request.locale) }),
  )

  // The event as an all-day calendar entry, the same the confirmation mail attaches (webform-mail.ts).
  app.get(
    '/event-badge/:acode/calendar.ics',
    { config, schema: { tags, params: eventBadgeParams, querystring: locale, document: download('ics') } },
    async (request, reply) => {
      const badge = await service.read(request.params.acode, request.locale)
      const body = eventCalendar(
        {
          name: badge.event.name,
          starts_at: badge.event.starts_at,
          ends_at: badge.event.ends_at,
          city: badge.event.city,
        },
        `badge-${badge.acode}@ajanda`,
      )
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', 'attachment; filename="etkinlik.ics"')
        .send(body)
    },
  )
}
