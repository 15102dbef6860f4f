import { messageResponseSchema } from '@ajanda/contracts/common/errors'
import {
  meetingInputSchema,
  meetingParams,
  meetingSchema,
  meetingWriteResponseSchema,
  updateMeetingInputSchema,
} from '@ajanda/contracts/meetings.contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../platform/context'
import { t } from '../../platform/messages'
import { requireAuth } from '../../platform/request-context'
import { createMeetingsService } from './meetings.service'

const querystring = z.object({ locale: z.string().max(10).optional() })
const params = meetingParams

/** The meetings calls (issue 8): back-office staff only; DELETE cancels (the meeting stays, marked). */
export const meetingsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = createMeetingsService(ctx)
  const staff = { access: 'staff' } as const
  const tags = ['meetings']

  app.post(
    '/meetings',
    {
      config: staff,
      schema: { tags, querystring, body: meetingInputSchema, response: { 200: meetingWriteResponseSchema } },
    },
    async (request) => ({
      message: t(request.locale, 'meeting_created'),
      data: await service.create(requireAuth(request), request.body),
    }),
  )
  app.get(
    '/meetings/:id',
    { config: staff, schema: { tags, querystring, params, response: { 200: meetingSchema } } },
    async (request) => service.get(requireAuth(request), request.params.id),
  )
  app.put(
    '/meetings/:id',
    {
      config: staff,
      schema: {
        tags,
        querystring,
        params,
        body: updateMeetingInputSchema,
        response: { 200: meetingWriteResponseSchema },
      },
    },
    async (request) => ({
      message: t(request.locale, 'meeting_updated'),
      data: await service.update(requireAuth(request), request.params.id, request.body),
    }),
  )
  app.delete(
    '/meetings/:id',
    { config: staff, schema: { tags, querystring, params, response: { 200: messageResponseSchema } } },
    async (request) => {
      await service.cancel(requireAuth(request), request.params.id)
      return { message: t(request.locale, 'meeting_cancelled') }
    },
  )
}
