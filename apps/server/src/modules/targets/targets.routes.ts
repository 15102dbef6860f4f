import { idParam } from '@ajanda/contracts/common/fields'
import {
  copyTargetsInputSchema,
  copyTargetsResponseSchema,
  saveTargetsInputSchema,
  saveTargetsResponseSchema,
  targetsQuerySchema,
  targetsResponseSchema,
} from '@ajanda/contracts/targets.contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../platform/context'
import { requireAuth } from '../../platform/request-context'
import { createTargetsService } from './targets.service'

const params = z.object({ id: idParam })
const tags = ['targets']

/** /admin/targets (admin-area.md "Targets"): the year's grid, its cells' writes and the copy of a year. */
export const targetsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = createTargetsService(ctx)
  const admin = { access: 'admin' } as const

  app.get(
    '/event-companies/:id/targets',
    {
      config: admin,
      schema: { tags, params, querystring: targetsQuerySchema, response: { 200: targetsResponseSchema } },
    },
    async (request) => service.grid(requireAuth(request), request.params.id, request.query.year),
  )
  app.put(
    '/event-companies/:id/targets',
    {
      config: admin,
      schema: { tags, params, body: saveTargetsInputSchema, response: { 200: saveTargetsResponseSchema } },
    },
    async (request) => service.save(requireAuth(request), request.params.id, request.body),
  )
  app.post(
    '/event-companies/:id/targets/copy',
    {
      config: admin,
      schema: { tags, params, body: copyTargetsInputSchema, response: { 200: copyTargetsResponseSchema } },
    },
    async (request) => service.copy(requireAuth(request), request.params.id, request.body, request.locale),
  )
}
