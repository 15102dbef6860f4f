import { inUseResponseSchema, messageResponseSchema } from '@ajanda/contracts/common/errors'
import { idParam } from '@ajanda/contracts/common/fields'
import {
  divisionInputSchema,
  divisionWriteResponseSchema,
  teamInputSchema,
  teamWriteResponseSchema,
} from '@ajanda/contracts/users-admin.contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../platform/context'
import { t } from '../../platform/messages'
import { requireAuth } from '../../platform/request-context'
import { createOrganisationService } from './organisation.service'

const params = z.object({ id: idParam })
const tags = ['organisation']
const deleted = { 200: messageResponseSchema, 409: inUseResponseSchema }

/** Admin only: POST /divisions, PUT/DELETE /divisions/{id}; the same for /teams. Lists stay GET /divisions, /teams. */
export const organisationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = createOrganisationService(ctx)
  const admin = { access: 'admin' } as const

  app.post(
    '/divisions',
    {
      config: admin,
      schema: { tags, body: divisionInputSchema, response: { 200: divisionWriteResponseSchema } },
    },
    async (request) => ({
      message: t(request.locale, 'record_created'),
      data: await service.createDivision(requireAuth(request), request.body),
    }),
  )
  app.put(
    '/divisions/:id',
    {
      config: admin,
      schema: { tags, params, body: divisionInputSchema, response: { 200: divisionWriteResponseSchema } },
    },
    async (request) => ({
      message: t(request.locale, 'record_updated'),
      data: await service.updateDivision(requireAuth(request), request.params.id, request.body),
    }),
  )
  app.delete(
    '/divisions/:id',
    { config: admin, schema: { tags, params, response: deleted } },
    async (request) => {
      await service.deleteDivision(requireAuth(request), request.params.id)
      return { message: t(request.locale, 'record_deleted') }
    },
  )

  app.post(
    '/teams',
    { config: admin, schema: { tags, body: teamInputSchema, response: { 200: teamWriteResponseSchema } } },
    async (request) => ({
      message: t(request.locale, 'record_created'),
      data: await service.createTeam(requireAuth(request), request.body),
    }),
  )
  app.put(
    '/teams/:id',
    {
      config: admin,
      schema: { tags, params, body: teamInputSchema, response: { 200: teamWriteResponseSchema } },
    },
    async (request) => ({
      message: t(request.locale, 'record_updated'),
      data: await service.updateTeam(requireAuth(request), request.params.id, request.body),
    }),
  )
  app.delete(
    '/teams/:id',
    { config: admin, schema: { tags, params, response: deleted } },
    async (request) => {
      await service.deleteTeam(requireAuth(request), request.params.id)
      return { message: t(request.locale, 'record_deleted') }
    },
  )
}
