import {
  changePasswordInputSchema,
  meResponseSchema,
  meSchema,
  profilePictureInputSchema,
  updateProfileInputSchema,
} from '@ajanda/contracts/auth.contract'
import { messageResponseSchema } from '@ajanda/contracts/common/errors'
import {
  divisionListResponseSchema,
  teamListResponseSchema,
  userListResponseSchema,
} from '@ajanda/contracts/users.contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppContext } from '../../platform/context'
import { t } from '../../platform/messages'
import { requireAuth } from '../../platform/request-context'
import { createUsersService } from './users.service'

export const usersRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = createUsersService(ctx)
  const user = { access: 'user' } as const

  app.get('/me', { config: user, schema: { response: { 200: meSchema } } }, async (request) =>
    service.me(requireAuth(request).user, request.locale),
  )
  app.put(
    '/me',
    { config: user, schema: { body: updateProfileInputSchema, response: { 200: meResponseSchema } } },
    async (request) => {
      const updated = await service.updateProfile(requireAuth(request), request.body, request.body.language)
      return { user: updated, message: t(request.body.language, 'profile_updated') }
    },
  )
  app.put(
    '/me/password',
    { config: user, schema: { body: changePasswordInputSchema, response: { 200: messageResponseSchema } } },
    async (request) => {
      await service.changePassword(requireAuth(request), request.body)
      return { message: t(request.locale, 'password_changed') }
    },
  )
  app.post(
    '/me/profile-picture',
    { config: user, schema: { body: profilePictureInputSchema, response: { 200: meResponseSchema } } },
    async (request) => {
      const updated = await service.setProfilePicture(
        requireAuth(request),
        request.body.image,
        request.locale,
      )
      return { user: updated, message: t(request.locale, 'profile_picture_updated') }
    },
  )
  app.get(
    '/users',
    { config: user, schema: { response: { 200: userListResponseSchema } } },
    async (request) => service.listUsers(requireAuth(request), request.locale),
  )
  app.get(
    '/teams',
    { config: user, schema: { response: { 200: teamListResponseSchema } } },
    async (request) => service.listTeams(requireAuth(request)),
  )
  app.get(
    '/divisions',
    { config: user, schema: { response: { 200: divisionListResponseSchema } } },
    async (request) => service.listDivisions(requireAuth(request)),
  )
}
