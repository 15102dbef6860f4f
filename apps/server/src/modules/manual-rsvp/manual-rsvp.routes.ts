import { projectIdParams } from '@ajanda/contracts/forms.contract'
import {
  manualRsvpAccessCreatedSchema,
  manualRsvpAccessInputSchema,
  manualRsvpAccessListSchema,
  manualRsvpAccessParams,
  manualRsvpAccessSchema,
  manualRsvpCodeParams,
  manualRsvpFormSchema,
  manualRsvpInviteePageSchema,
  manualRsvpInviteeQuerySchema,
  manualRsvpLoginInputSchema,
  manualRsvpLoginResponseSchema,
  manualRsvpSubmitInputSchema,
  manualRsvpSubmitResponseSchema,
} from '@ajanda/contracts/manual-rsvp.contract'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../platform/context'
import type { RateLimitRule } from '../../platform/rate-limit'
import { requireAuth } from '../../platform/request-context'
import { createManualRsvpService } from './manual-rsvp.service'
import { manualRsvpMessage } from './manual-rsvp-messages'
import { closeHelperSession, type HelperSession, requireHelper } from './manual-rsvp-session'

const locale = z.object({ locale: z.string().max(10).optional() })

/** Sign-ins per address: a helper opens the link a few times; more is someone guessing tokens. */
export const MANUAL_RSVP_LOGIN_LIMIT: RateLimitRule = {
  name: 'manual-rsvp-login-ip',
  points: 20,
  durationSeconds: 60,
}
/** A helper on the phone pages through the list and saves an answer every few seconds. */
export const MANUAL_RSVP_USE_LIMIT: RateLimitRule = {
  name: 'manual-rsvp-ip',
  points: 300,
  durationSeconds: 60,
}

/**
 * Manual RSVP (event-side.md section 2, staff-app.md `/manuel-rsvp/...`). Staff: the project's helper
 * accesses (list, create with the link shown once, revoke). Helper: public routes as far as the staff
 * authentication goes (a staff token means nothing here) that each require the helper's own session
 * (manual-rsvp-session.ts), bound to one project and its `mma` form; rate limited per address.
 */
export const manualRsvpRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = createManualRsvpService(ctx)
  const staff = { access: 'staff' } as const
  const staffTags = ['manual-rsvp']
  const helperTags = ['manual-rsvp-helper']
  const use = { access: 'public', rateLimit: MANUAL_RSVP_USE_LIMIT } as const
  // The helper session is checked before the body is read, as the staff authentication does.
  const sessions = new WeakMap<FastifyRequest, HelperSession>()
  const onRequest = async (request: FastifyRequest) => {
    sessions.set(request, await requireHelper(ctx.db, request))
  }
  const helperOf = (request: FastifyRequest) => sessions.get(request) as HelperSession

  app.get(
    '/project/:id/manual-rsvp-accesses',
    {
      config: staff,
      schema: {
        tags: staffTags,
        params: projectIdParams,
        querystring: locale,
        response: { 200: manualRsvpAccessListSchema },
      },
    },
    async (request) => ({ data: await service.list(requireAuth(request), request.params.id) }),
  )

  app.post(
    '/project/:id/manual-rsvp-accesses',
    {
      config: staff,
      schema: {
        tags: staffTags,
        params: projectIdParams,
        querystring: locale,
        body: manualRsvpAccessInputSchema,
        response: { 200: manualRsvpAccessCreatedSchema },
      },
    },
    async (request) => service.create(requireAuth(request), request.params.id, request.body),
  )

  app.delete(
    '/project/:id/manual-rsvp-accesses/:accessId',
    {
      config: staff,
      schema: {
        tags: staffTags,
        params: manualRsvpAccessParams,
        querystring: locale,
        response: { 200: z.object({ data: manualRsvpAccessSchema }) },
      },
    },
    async (request) => ({
      data: await service.revoke(requireAuth(request), request.params.id, request.params.accessId),
    }),
  )

  app.post(
    '/manuel-rsvp/login',
    {
      config: { access: 'public', rateLimit: MANUAL_RSVP_LOGIN_LIMIT },
      schema: {
        tags: helperTags,
        querystring: locale,
        body: manualRsvpLoginInputSchema,
        response: { 200: manualRsvpLoginResponseSchema },
      },
    },
    async (request) => service.login(request.body.token),
  )

  app.post(
    '/manuel-rsvp/logout',
    {
      config: use,
      onRequest,
      schema: { tags: helperTags, querystring: locale, response: { 200: z.object({ message: z.string() }) } },
    },
    async (request) => {
      const helper = helperOf(request)
      await closeHelperSession(ctx.db, helper.sessionId)
      return { message: manualRsvpMessage(request.locale, 'logged_out') }
    },
  )

  app.get(
    '/manuel-rsvp/form',
    {
      config: use,
      onRequest,
      schema: {
        tags: helperTags,
        querystring: manualRsvpInviteeQuerySchema.extend(locale.shape),
        response: { 200: manualRsvpInviteePageSchema },
      },
    },
    async (request) => {
      const helper = helperOf(request)
      const { locale: _locale, ...query } = request.query
      return service.invitees(helper, query, '/api/v1/manuel-rsvp/form')
    },
  )

  app.get(
    '/manuel-rsvp/form/:code',
    {
      config: use,
      onRequest,
      schema: {
        tags: helperTags,
        params: manualRsvpCodeParams,
        querystring: locale,
        response: { 200: manualRsvpFormSchema },
      },
    },
    async (request) => {
      const helper = helperOf(request)
      return service.form(helper, request.params.code, request.locale)
    },
  )

  app.post(
    '/manuel-rsvp/form/:code',
    {
      config: use,
      onRequest,
      schema: {
        tags: helperTags,
        params: manualRsvpCodeParams,
        querystring: locale,
        body: manualRsvpSubmitInputSchema,
        response: { 200: manualRsvpSubmitResponseSchema },
      },
    },
    async (request) => {
      const helper = helperOf(request)
      return service.submit(helper, request.params.code, request.body)
    },
  )
}
