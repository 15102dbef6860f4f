import {
  pushPublicKeyResponseSchema,
  pushTokenDeleteInputSchema,
  pushTokenInputSchema,
  pushTokenListResponseSchema,
} from '@ajanda/contracts/push.contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../platform/context'
import { noContent } from '../../platform/openapi'
import { requireAuth } from '../../platform/request-context'
import { createPushService } from './push.service'
import { vapidKeysOf } from './vapid-keys'

const codeParams = z.object({ code: z.string().min(1).max(64) })

export const pushRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // The key pair is made on the first start, not on the first browser asking for it (issue 6).
  await vapidKeysOf(ctx.db).get()
  const service = createPushService(ctx)
  // A user's own push subscriptions, CLIENT users included.
  const user = { access: 'user', client: 'self' } as const

  app.get(
    '/push/public-key',
    { config: user, schema: { response: { 200: pushPublicKeyResponseSchema } } },
    async () => ({ public_key: await service.publicKey() }),
  )
  app.get(
    '/users/:code/push-token',
    { config: user, schema: { params: codeParams, response: { 200: pushTokenListResponseSchema } } },
    async (request) => ({ data: await service.listTokens(requireAuth(request), request.params.code) }),
  )
  app.post(
    '/users/:code/push-token',
    { config: user, schema: { params: codeParams, body: pushTokenInputSchema, document: noContent } },
    async (request, reply) => {
      await service.saveToken(
        requireAuth(request),
        request.params.code,
        request.body.token,
        request.body.platform,
      )
      return reply.status(204).send()
    },
  )
  app.delete(
    '/users/:code/push-token',
    { config: user, schema: { params: codeParams, body: pushTokenDeleteInputSchema, document: noContent } },
    async (request, reply) => {
      await service.deleteToken(requireAuth(request), request.params.code, request.body.endpoint)
      return reply.status(204).send()
    },
  )
}
