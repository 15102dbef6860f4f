import { messageResponseSchema } from '@ajanda/contracts/common/errors'
import { idParam } from '@ajanda/contracts/common/fields'
import {
  adminUserListQuerySchema,
  adminUserListResponseSchema,
  adminUserResponseSchema,
  adminUserSchema,
  inviteUserInputSchema,
  updateUserInputSchema,
  updateUserResponseSchema,
} from '@ajanda/contracts/users-admin.contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../platform/context'
import { t } from '../../platform/messages'
import { requireAuth } from '../../platform/request-context'
import { createUsersAdminService } from './users-admin.service'

const params = z.object({ id: idParam })
const tags = ['users-admin']

/** Admin only: /admin/organisation, /admin/user/{code} and the org chart's drag and drop. */
export const usersAdminRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = createUsersAdminService(ctx)
  const admin = { access: 'admin' } as const

  app.get(
    '/admin/users',
    {
      config: admin,
      schema: { tags, querystring: adminUserListQuerySchema, response: { 200: adminUserListResponseSchema } },
    },
    async (request) =>
      service.list(requireAuth(request), request.query, `/api/v1/admin/users`, request.locale),
  )
  app.get(
    '/admin/users/:code',
    {
      config: admin,
      schema: {
        tags,
        params: z.object({ code: z.string().min(1).max(64) }),
        response: { 200: adminUserSchema },
      },
    },
    async (request) => service.getByCode(requireAuth(request), request.params.code, request.locale),
  )
  app.post(
    '/admin/users/invite',
    {
      config: admin,
      schema: { tags, body: inviteUserInputSchema, response: { 200: adminUserResponseSchema } },
    },
    async (request) => {
      const user = await service.invite(requireAuth(request), request.body, request.locale)
      return { user, message: t(request.locale, 'user_invited', { email: user.email }) }
    },
  )
  app.put(
    '/users/:id',
    {
      config: admin,
      schema: { tags, params, body: updateUserInputSchema, response: { 200: updateUserResponseSchema } },
    },
    async (request) => ({
      status: true as const,
      user: await service.update(requireAuth(request), request.params.id, request.body, request.locale),
    }),
  )
  app.post(
    '/users/:id/deactivate',
    { config: admin, schema: { tags, params, response: { 200: adminUserResponseSchema } } },
    async (request) => ({
      user: await service.deactivate(requireAuth(request), request.params.id, request.locale),
      message: t(request.locale, 'user_deactivated'),
    }),
  )
  app.post(
    '/users/:id/reactivate',
    { config: admin, schema: { tags, params, response: { 200: adminUserResponseSchema } } },
    async (request) => ({
      user: await service.reactivate(requireAuth(request), request.params.id, request.locale),
      message: t(request.locale, 'user_reactivated'),
    }),
  )
  app.post(
    '/users/:id/password-reset',
    { config: admin, schema: { tags, params, response: { 200: messageResponseSchema } } },
    async (request) => {
      const email = await service.sendPasswordLink(requireAuth(request), request.params.id)
      return { message: t(request.locale, 'user_reset_link_sent', { email }) }
    },
  )
}
