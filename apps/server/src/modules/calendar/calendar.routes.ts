import {
  calendarAccountInputSchema,
  calendarAccountParams,
  calendarAccountsResponseSchema,
  calendarAccountWriteResponseSchema,
  calendarEventsQuerySchema,
  calendarEventsResponseSchema,
  calendarFeedCreatedSchema,
  calendarFeedStateSchema,
  calendarFeedTokenParams,
} from '@ajanda/contracts/calendar.contract'
import { messageResponseSchema } from '@ajanda/contracts/common/errors'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../platform/context'
import { JSON_CONTENT_TYPE } from '../../platform/json-payload'
import { download } from '../../platform/openapi'
import { requireAuth } from '../../platform/request-context'
import { createCalendarService } from './calendar.service'
import { forgetDatedRecords, makesDatedRecordsStale } from './calendar-changes'
import { calendarText } from './calendar-messages'

const querystring = z.object({ locale: z.string().max(10).optional() })
/**
 * Calendar services poll a feed every few minutes at most; an address asking more than 60 times a minute
 * is guessing tokens or misconfigured.
 */
const FEED_LIMIT = { name: 'calendar-feed-ip', points: 60, durationSeconds: 60 } as const

/** The calendar calls (issue 8): events, the private iCalendar feed and the linked calendar accounts. */
export const calendarRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = createCalendarService(ctx)
  const staff = { access: 'staff' } as const
  const tags = ['calendar']
  // A write made through another server process: forget what this one keeps of that company's dates.
  const stopForgetting = ctx.realtime.subscribePeers((companyId, event) => {
    if (makesDatedRecordsStale(event.type)) forgetDatedRecords(ctx, companyId)
  })
  app.addHook('onClose', async () => stopForgetting())

  app.get(
    '/calendar/events',
    {
      config: staff,
      schema: {
        tags,
        querystring: calendarEventsQuerySchema,
        response: { 200: calendarEventsResponseSchema },
      },
    },
    async (request, reply) => {
      const events = await service.events(requireAuth(request), request.query, request.locale)
      // The database's JSON text as it is, in UTF-8 (the route test checks it against the schema).
      return reply.type(JSON_CONTENT_TYPE).send(events as never)
    },
  )

  app.get(
    '/calendar/feed',
    { config: staff, schema: { tags, querystring, response: { 200: calendarFeedStateSchema } } },
    async (request) => service.feed(requireAuth(request)),
  )
  app.post(
    '/calendar/feed',
    { config: staff, schema: { tags, querystring, response: { 200: calendarFeedCreatedSchema } } },
    async (request) => ({
      message: calendarText(request.locale, 'feed_created'),
      ...(await service.rotateFeed(requireAuth(request))),
    }),
  )
  app.delete(
    '/calendar/feed',
    { config: staff, schema: { tags, querystring, response: { 200: messageResponseSchema } } },
    async (request) => {
      await service.revokeFeed(requireAuth(request))
      return { message: calendarText(request.locale, 'feed_revoked') }
    },
  )
  // Public: the token is the credential (Outlook and Google fetch it without a session).
  app.get(
    '/calendar/feed/:token.ics',
    {
      config: { access: 'public', rateLimit: FEED_LIMIT },
      schema: { tags, params: calendarFeedTokenParams, document: download('ics') },
    },
    async (request, reply) => {
      const ics = await service.feedIcs(request.params.token)
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', 'inline; filename="ajanda.ics"')
        .send(ics)
    },
  )

  const accounts = { tags: ['calendar-accounts'], querystring }
  app.get(
    '/user/calendars',
    { config: staff, schema: { ...accounts, response: { 200: calendarAccountsResponseSchema } } },
    async (request) => service.accounts(requireAuth(request)),
  )
  app.post(
    '/user/calendars',
    {
      config: staff,
      schema: {
        ...accounts,
        body: calendarAccountInputSchema,
        response: { 200: calendarAccountWriteResponseSchema },
      },
    },
    async (request) => ({
      message: calendarText(request.locale, 'account_linked'),
      data: await service.linkAccount(requireAuth(request), request.body),
    }),
  )
  app.delete(
    '/user/calendars/:id',
    {
      config: staff,
      schema: { ...accounts, params: calendarAccountParams, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      await service.unlinkAccount(requireAuth(request), request.params.id)
      return { message: calendarText(request.locale, 'account_removed') }
    },
  )
}
