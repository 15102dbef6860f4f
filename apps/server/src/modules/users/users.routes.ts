import {
  changePasswordInputSchema,
  meResponseSchema,
  meSchema,
  profilePictureInputSchema,
  updateProfileInputSchema,
} from '@ajanda/contracts/auth.contract'
import { clientUserSchema } from '@ajanda/contracts/client-views.contract'
import { messageResponseSchema } from '@ajanda/contracts/common/errors'
import {
  divisionListResponseSchema,
  teamListResponseSchema,
  userListResponseSchema,
} from '@ajanda/contracts/users.contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { isClientUser } from '../../platform/client-views'
import type { AppContext } from '../../platform/context'
import { t } from '../../platform/messages'
import { requireAuth } from '../../platform/request-context'
import { peopleOnClientProjects } from '../projects/client-project-people'
import { createUsersService } from './users.service'

export const usersRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = createUsersService(ctx)
  const user = { access: 'user' } as const
  /** The caller's own profile: CLIENT users too. */
  const self = { access: 'user', client: 'self' } as const

  app.get('/me', { config: self, schema: { response: { 200: meSchema } } }, async (request) =>
    service.me(requireAuth(request).user, request.locale),
  )
  app.put(
    '/me',
    { config: self, schema: { body: updateProfileInputSchema, response: { 200: meResponseSchema } } },
    async (request) => {
      const updated = await service.updateProfile(requireAuth(request), request.body, request.body.language)
      return { user: updated, message: t(request.body.language, 'profile_updated') }
    },
  )
  app.put(
    '/me/password',
    { config: self, schema: { body: changePasswordInputSchema, response: { 200: messageResponseSchema } } },
    async (request) => {
      await service.changePassword(requireAuth(request), request.body)
      return { message: t(request.locale, 'password_changed') }
    },
  )
  app.post(
    '/me/profile-picture',
    { config: self, schema: { body: profilePictureInputSchema, response: { 200: meResponseSchema } } },
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
    {
      // CLIENT users: the people on their projects, in the client view.
      config: { access: 'user', client: 'client-view' },
      schema: { response: { 200: z.union([userListResponseSchema, z.array(clientUserSchema)]) } },
    },
    async (request) => {
      const auth = requireAuth(request)
      if (isClientUser(auth)) return peopleOnClientProjects(ctx.db, ctx.storage, auth)
      return service.listUsers(auth, request.locale)
    },
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
