import {
  attendeeMailingDetailSchema,
  attendeeMailingInputSchema,
  attendeeMailingListSchema,
  attendeeMailingParams,
  attendeeMailingResponseSchema,
} from '@ajanda/contracts/attendees.contract'
import { projectIdParams } from '@ajanda/contracts/forms.contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../platform/context'
import { NotFoundError } from '../../platform/errors'
import { requireAuth } from '../../platform/request-context'
import { createAttendeeMailingService, mailingMessage } from './attendee-mailing'

const querystring = z.object({ locale: z.string().max(10).optional() })
const tags = ['attendees']

/** Invitations and reminders by e-mail (POST) and their progress (GET): back office only. */
export const attendeeMailingRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = createAttendeeMailingService(ctx)
  const config = { access: 'staff' } as const

  app.post(
    '/project/:id/attendees/invitations',
    {
      config,
      schema: {
        tags,
        params: projectIdParams,
        querystring,
        body: attendeeMailingInputSchema,
        response: { 200: attendeeMailingResponseSchema },
      },
    },
    async (request) => {
      const data = await service.create(requireAuth(request), request.params.id, request.body)
      return { message: mailingMessage(request.locale, 'queued', { count: String(data.total) }), data }
    },
  )

  app.get(
    '/project/:id/attendees/mailings',
    {
      config,
      schema: { tags, params: projectIdParams, querystring, response: { 200: attendeeMailingListSchema } },
    },
    async (request) => ({ data: await service.list(requireAuth(request), request.params.id) }),
  )

  app.get(
    '/project/:id/attendees/mailings/:mailingId',
    {
      config,
      schema: {
        tags,
        params: attendeeMailingParams,
        querystring,
        response: { 200: attendeeMailingDetailSchema },
      },
    },
    async (request) => {
      const found = await service.detail(requireAuth(request), request.params.id, request.params.mailingId)
      if (!found) throw new NotFoundError()
      return found
    },
  )
}
