import { webformPersonalParams } from '@ajanda/contracts/webform.contract'
import {
  webformRoomMateDecisionResponseSchema,
  webformRoomMateDecisionSchema,
  webformRoomMateParams,
  webformRoomMateRequestSchema,
  webformRoomMatesQuery,
  webformRoomMatesSchema,
} from '@ajanda/contracts/webform-room-mates.contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../platform/context'
import { WEBFORM_READ_LIMIT, WEBFORM_WRITE_LIMIT } from './webform.routes'
import { createWebformRoomMates } from './webform-room-mates'

const querystring = z.object({ locale: z.string().max(10).optional() })

/**
 * Room mates on the public form (issue 21 item 4): the personal code's holder lists whom they may
 * choose; the chosen mate confirms or declines through the mailed `/web-form/room-mate/{code}` link.
 * No login: the codes are the keys; unknown ones answer 404. Rate limited per address like the form.
 * The static `room-mate` segment wins over `/webform/:slug/:pcode` in the router.
 */
export const webformRoomMateRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = createWebformRoomMates(ctx)
  const tags = ['webform']
  app.get(
    '/webform/:slug/:pcode/room-mates',
    {
      config: { access: 'public', rateLimit: WEBFORM_READ_LIMIT },
      schema: {
        tags,
        querystring: webformRoomMatesQuery,
        params: webformPersonalParams,
        response: { 200: webformRoomMatesSchema },
      },
    },
    async (request) => service.choices(request.params.slug, request.params.pcode, request.query),
  )
  app.get(
    '/webform/room-mate/:code',
    {
      config: { access: 'public', rateLimit: WEBFORM_READ_LIMIT },
      schema: {
        tags,
        querystring,
        params: webformRoomMateParams,
        response: { 200: webformRoomMateRequestSchema },
      },
    },
    async (request) => service.request(request.params.code),
  )
  app.post(
    '/webform/room-mate/:code',
    {
      config: { access: 'public', rateLimit: WEBFORM_WRITE_LIMIT },
      schema: {
        tags,
        querystring,
        params: webformRoomMateParams,
        body: webformRoomMateDecisionSchema,
        response: { 200: webformRoomMateDecisionResponseSchema },
      },
    },
    async (request) => service.decide(request.params.code, request.body.decision, request.locale),
  )
}
