import {
  conversationIdParam,
  conversationListSchema,
  conversationResponseSchema,
  messageInputSchema,
  messagePageSchema,
  messageResponseSchema,
  messagesQuerySchema,
  newConversationInputSchema,
  readInputSchema,
  unreadTotalSchema,
} from '@ajanda/contracts/messenger.contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppContext } from '../../platform/context'
import { noContent } from '../../platform/openapi'
import { requireAuth } from '../../platform/request-context'
import { createMessengerService } from './messenger.service'

/** The messenger between the back-office users of one company (/messenger). */
export const messengerRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = createMessengerService(ctx)
  const config = { access: 'staff' } as const
  const tags = ['messenger']
  const params = conversationIdParam

  app.get(
    '/messenger/conversations',
    { config, schema: { tags, response: { 200: conversationListSchema } } },
    async (request) => ({ data: await service.list(requireAuth(request)) }),
  )
  app.get(
    '/messenger/unread',
    { config, schema: { tags, response: { 200: unreadTotalSchema } } },
    async (request) => ({ unread_count: await service.unreadTotal(requireAuth(request)) }),
  )
  app.post(
    '/messenger/conversations',
    {
      config,
      schema: { tags, body: newConversationInputSchema, response: { 200: conversationResponseSchema } },
    },
    async (request) => ({ data: await service.start(requireAuth(request), request.body) }),
  )
  app.get(
    '/messenger/conversations/:id',
    { config, schema: { tags, params, response: { 200: conversationResponseSchema } } },
    async (request) => ({ data: await service.get(requireAuth(request), request.params.id) }),
  )
  app.get(
    '/messenger/conversations/:id/messages',
    {
      config,
      schema: { tags, params, querystring: messagesQuerySchema, response: { 200: messagePageSchema } },
    },
    async (request) =>
      service.history(requireAuth(request), request.params.id, request.query.before, request.query.limit),
  )
  app.post(
    '/messenger/conversations/:id/messages',
    { config, schema: { tags, params, body: messageInputSchema, response: { 201: messageResponseSchema } } },
    async (request, reply) => {
      const message = await service.send(requireAuth(request), request.params.id, request.body.body)
      return reply.status(201).send({ data: message })
    },
  )
  app.post(
    '/messenger/conversations/:id/read',
    { config, schema: { tags, params, body: readInputSchema, document: noContent } },
    async (request, reply) => {
      await service.read(requireAuth(request), request.params.id, request.body.message_id)
      return reply.status(204).send()
    },
  )
  app.post(
    '/messenger/conversations/:id/typing',
    { config, schema: { tags, params, document: noContent } },
    async (request, reply) => {
      await service.typing(requireAuth(request), request.params.id)
      return reply.status(204).send()
    },
  )
}
