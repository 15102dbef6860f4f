import {
  activityParams,
  callInputSchema,
  callWriteResponseSchema,
  noteInputSchema,
  noteWriteResponseSchema,
  updateCallInputSchema,
  updateNoteInputSchema,
} from '@ajanda/contracts/activities.contract'
import { messageResponseSchema } from '@ajanda/contracts/common/errors'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../platform/context'
import { t } from '../../platform/messages'
import { requireAuth } from '../../platform/request-context'
import { createActivitiesService } from './activities.service'

const querystring = z.object({ locale: z.string().max(10).optional() })
const params = activityParams

/** POST/PUT/DELETE /notes and /phone-call-logs: back-office staff only. */
export const activitiesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = createActivitiesService(ctx)
  const staff = { access: 'staff' } as const

  const notes = { tags: ['notes'], querystring }
  app.post(
    '/notes',
    {
      config: staff,
      schema: { ...notes, body: noteInputSchema, response: { 200: noteWriteResponseSchema } },
    },
    async (request) => ({
      message: t(request.locale, 'note_created'),
      data: await service.createNote(requireAuth(request), request.body),
    }),
  )
  app.put(
    '/notes/:id',
    {
      config: staff,
      schema: { ...notes, params, body: updateNoteInputSchema, response: { 200: noteWriteResponseSchema } },
    },
    async (request) => ({
      message: t(request.locale, 'note_updated'),
      data: await service.updateNote(requireAuth(request), request.params.id, request.body),
    }),
  )
  app.delete(
    '/notes/:id',
    { config: staff, schema: { ...notes, params, response: { 200: messageResponseSchema } } },
    async (request) => {
      await service.removeNote(requireAuth(request), request.params.id)
      return { message: t(request.locale, 'note_deleted') }
    },
  )

  const calls = { tags: ['phone-call-logs'], querystring }
  app.post(
    '/phone-call-logs',
    {
      config: staff,
      schema: { ...calls, body: callInputSchema, response: { 200: callWriteResponseSchema } },
    },
    async (request) => ({
      message: t(request.locale, 'call_created'),
      data: await service.createCall(requireAuth(request), request.body),
    }),
  )
  app.put(
    '/phone-call-logs/:id',
    {
      config: staff,
      schema: { ...calls, params, body: updateCallInputSchema, response: { 200: callWriteResponseSchema } },
    },
    async (request) => ({
      message: t(request.locale, 'call_updated'),
      data: await service.updateCall(requireAuth(request), request.params.id, request.body),
    }),
  )
  app.delete(
    '/phone-call-logs/:id',
    { config: staff, schema: { ...calls, params, response: { 200: messageResponseSchema } } },
    async (request) => {
      await service.removeCall(requireAuth(request), request.params.id)
      return { message: t(request.locale, 'call_deleted') }
    },
  )
}
