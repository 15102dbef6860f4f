import {
  confirmRegistrationInputSchema,
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
import { noContent } from '../../platform/openapi'
import { requireAuth } from '../../platform/request-context'
import { createAuthService } from './auth.service'
import { AUTH_RATE_LIMITS as limits } from './auth-rate-limits'
import { createSignUpService } from './sign-up.service'

export const authRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = createAuthService(ctx)
  const signUp = createSignUpService(ctx)
  const open = { access: 'public' } as const

  app.post(
    '/login',
    {
      config: { ...open, rateLimit: limits.loginPerIp },
      schema: { body: loginInputSchema, response: { 200: loginResponseSchema } },
    },
    async (request) => service.login(request.body, request.ip, request.locale),
  )
  app.post(
    '/logout',
    { config: { access: 'user', client: 'self' }, schema: { response: { 200: messageResponseSchema } } },
    async (request) => {
      await service.logout(requireAuth(request))
      return { message: t(request.locale, 'logged_out') }
    },
  )
  app.post(
    '/forgot-password',
    {
      config: { ...open, rateLimit: limits.forgotPerIp },
      schema: { body: forgotPasswordInputSchema, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      await service.forgotPassword(request.body.email)
      return { message: t(request.locale, 'reset_link_sent') }
    },
  )
  app.post(
    '/reset-password',
    {
      config: { ...open, rateLimit: limits.resetPerIp },
      schema: { body: resetPasswordInputSchema, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      await service.resetPassword(request.body)
      return { message: t(request.locale, 'password_reset_done') }
    },
  )
  // Stores the sign-up and mails a confirmation link; the same answer whether or not the address is known.
  app.post(
    '/register',
    {
      config: { ...open, rateLimit: limits.registerPerIp },
      schema: { body: registerInputSchema, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      await signUp.register(request.body, request.locale)
      return { message: t(request.locale, 'signup_link_sent') }
    },
  )
  // The link's page: creates the company and its admin, and signs them in.
  app.post(
    '/register/confirm',
    {
      config: { ...open, rateLimit: limits.confirmPerIp },
      schema: { body: confirmRegistrationInputSchema, response: { 200: loginResponseSchema } },
    },
    async (request) => signUp.confirm(request.body, request.locale),
  )
  app.get(
    '/sanctum/csrf-cookie',
    { config: open, schema: { document: noContent } },
    async (_request, reply) => reply.status(204).send(),
  )
}
