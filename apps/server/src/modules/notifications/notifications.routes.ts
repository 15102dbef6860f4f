import {
  markReadResponseSchema,
  notificationIdParam,
  notificationRecipientsQuerySchema,
  notificationRecipientsResponseSchema,
  notificationRecipientsSchema,
  notificationsPageSchema,
  notificationsQuerySchema,
  saveNotificationRecipientsResponseSchema,
} from '@ajanda/contracts/notifications.contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../platform/context'
import { requireAuth } from '../../platform/request-context'
import { notificationMessage } from './notification-messages'
import { createNotificationsService } from './notifications.service'

const querystring = z.object({ locale: z.string().max(10).optional() })

/**
 * The bell (every signed-in user, their own notifications only) and the recipients per type
 * (admin-area.md "Notifications settings": admins of the back office).
 */
export const notificationsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = createNotificationsService(ctx)
  // A user's own notifications, CLIENT users included.
  const user = { access: 'user', client: 'self' } as const
  const admin = { access: 'admin' } as const
  const tags = ['notifications']

  app.get(
    '/notifications',
    {
      config: user,
      schema: { tags, querystring: notificationsQuerySchema, response: { 200: notificationsPageSchema } },
    },
    async (request) => service.list(requireAuth(request), request.query, '/api/v1/notifications'),
  )
  app.put(
    '/notifications/read-all',
    { config: user, schema: { tags, querystring, response: { 200: markReadResponseSchema } } },
    async (request) => service.markAllRead(requireAuth(request)),
  )
  app.put(
    '/notifications/:id/read',
    {
      config: user,
      schema: { tags, params: notificationIdParam, querystring, response: { 200: markReadResponseSchema } },
    },
    async (request) => service.markRead(requireAuth(request), request.params.id),
  )
  app.get(
    '/settings/notification-recipients',
    {
      config: admin,
      schema: {
        tags,
        querystring: notificationRecipientsQuerySchema.extend(querystring.shape),
        response: { 200: notificationRecipientsResponseSchema },
      },
    },
    async (request) => ({ data: await service.recipients(requireAuth(request), request.query.type) }),
  )
  app.post(
    '/settings/notification-recipients',
    {
      config: admin,
      schema: {
        tags,
        querystring,
        body: notificationRecipientsSchema,
        response: { 200: saveNotificationRecipientsResponseSchema },
      },
    },
    async (request) => ({
      message: notificationMessage(request.locale, 'recipients_saved'),
      data: await service.saveRecipients(requireAuth(request), request.body),
    }),
  )
}
