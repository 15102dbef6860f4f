import {
  forgotPasswordInputSchema,
  loginInputSchema,
  loginResponseSchema,
  registerInputSchema,
  resetPasswordInputSchema,
} from '@ajanda/contracts/auth.contract'
import { messageResponseSchema } from '@ajanda/contracts/common/errors'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppContext } from '../../platform/context'
import { t } from '../../platform/messages'
import { requireAuth } from '../../platform/request-context'
import { createAuthService } from './auth.service'

export const authRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = createAuthService(ctx)
  const open = { access: 'public' } as const

  app.post(
    '/login',
    { config: open, schema: { body: loginInputSchema, response: { 200: loginResponseSchema } } },
    async (request) => service.login(request.body, request.ip, request.locale),
  )
  app.post(
    '/logout',
    { config: { access: 'user' }, schema: { response: { 200: messageResponseSchema } } },
    async (request) => {
      await service.logout(requireAuth(request))
      return { message: t(request.locale, 'logged_out') }
    },
  )
  app.post(
    '/forgot-password',
    { config: open, schema: { body: forgotPasswordInputSchema, response: { 200: messageResponseSchema } } },
    async (request) => {
      await service.forgotPassword(request.body.email)
      return { message: t(request.locale, 'reset_link_sent') }
    },
  )
  app.post(
    '/reset-password',
    { config: open, schema: { body: resetPasswordInputSchema, response: { 200: messageResponseSchema } } },
    async (request) => {
      await service.resetPassword(request.body)
      return { message: t(request.locale, 'password_reset_done') }
    },
  )
  app.post(
    '/register',
    { config: open, schema: { body: registerInputSchema, response: { 200: loginResponseSchema } } },
    async (request) => service.register(request.body, request.locale),
  )
  app.get('/sanctum/csrf-cookie', { config: open }, async (_request, reply) => reply.status(204).send())
}
