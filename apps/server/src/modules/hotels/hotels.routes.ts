import {
  hotelAutoCompleteQuerySchema,
  hotelInputSchema,
  hotelOptionListSchema,
  hotelResponseSchema,
  hotelsCodeParams,
  roomBlockInputSchema,
  roomBlockListSchema,
  roomBlockParams,
  roomBlockResponseSchema,
  roomingListSchema,
  roomingParams,
  roomingQuerySchema,
  roomStayInputSchema,
  roomStayResponseSchema,
} from '@ajanda/contracts/hotels.contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../platform/context'
import { download } from '../../platform/openapi'
import { requireAuth } from '../../platform/request-context'
import { exportFileName, XLSX_CONTENT_TYPE } from '../../platform/xlsx'
import { companyTimeZone } from '../event-companies/company-time-zone'
import { createHotelsService } from './hotels.service'
import { hotelMessage } from './hotels-messages'
import { createRoomBlocksService } from './room-blocks.service'
import { createRoomingService } from './rooming.service'
import { roomingWorkbook } from './rooming-export'

const locale = z.object({ locale: z.string().max(10).optional() })
const messageSchema = z.object({ message: z.string() })

/**
 * Hotels and rooming (issue 23 item 3): the hotel autocomplete and its "new" entry, a project's room
 * blocks with pickup, and its rooming list (stays, room mates, warnings, xlsx). Back office only; a
 * project by code in the caller's company and scope, 404 otherwise.
 */
export const hotelsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const hotels = createHotelsService(ctx)
  const blocks = createRoomBlocksService(ctx)
  const rooming = createRoomingService(ctx)
  const staff = { access: 'staff' } as const
  const tags = ['hotels']

  app.get(
    '/hotels/auto-complete',
    {
      config: staff,
      schema: { tags, querystring: hotelAutoCompleteQuerySchema, response: { 200: hotelOptionListSchema } },
    },
    async (request) => ({ data: await hotels.search(requireAuth(request), request.query.query) }),
  )

  app.post(
    '/hotels',
    {
      config: staff,
      schema: { tags, querystring: locale, body: hotelInputSchema, response: { 200: hotelResponseSchema } },
    },
    async (request) => ({
      data: await hotels.create(requireAuth(request), request.body),
      message: hotelMessage(request.locale, 'hotel_created'),
    }),
  )

  app.get(
    '/project/:code/room-blocks',
    {
      config: staff,
      schema: { tags, params: hotelsCodeParams, querystring: locale, response: { 200: roomBlockListSchema } },
    },
    async (request) => ({ data: await blocks.list(requireAuth(request), request.params.code) }),
  )

  app.post(
    '/project/:code/room-blocks',
    {
      config: staff,
      schema: {
        tags,
        params: hotelsCodeParams,
        querystring: locale,
        body: roomBlockInputSchema,
        response: { 200: roomBlockResponseSchema },
      },
    },
    async (request) => ({
      data: await blocks.create(requireAuth(request), request.params.code, request.body),
      message: hotelMessage(request.locale, 'block_created'),
    }),
  )

  app.put(
    '/project/:code/room-blocks/:id',
    {
      config: staff,
      schema: {
        tags,
        params: roomBlockParams,
        querystring: locale,
        body: roomBlockInputSchema,
        response: { 200: roomBlockResponseSchema },
      },
    },
    async (request) => ({
      data: await blocks.update(requireAuth(request), request.params.code, request.params.id, request.body),
      message: hotelMessage(request.locale, 'block_updated'),
    }),
  )

  app.delete(
    '/project/:code/room-blocks/:id',
    {
      config: staff,
      schema: { tags, params: roomBlockParams, querystring: locale, response: { 200: messageSchema } },
    },
    async (request) => {
      await blocks.remove(requireAuth(request), request.params.code, request.params.id)
      return { message: hotelMessage(request.locale, 'block_deleted') }
    },
  )

  app.get(
    '/project/:code/rooming',
    {
      config: staff,
      schema: {
        tags,
        params: hotelsCodeParams,
        querystring: roomingQuerySchema,
        response: { 200: roomingListSchema },
      },
    },
    async (request) => {
      const { locale: _locale, ...query } = request.query
      const path = `/api/v1/project/${encodeURIComponent(request.params.code)}/rooming`
      return rooming.list(requireAuth(request), request.params.code, query, path)
    },
  )

  app.get(
    '/project/:code/rooming/export',
    {
      config: staff,
      schema: { tags, params: hotelsCodeParams, querystring: locale, document: download('xlsx') },
    },
    async (request, reply) => {
      const auth = requireAuth(request)
      const { project, rooms } = await rooming.rooms(auth, request.params.code)
      const timeZone = await companyTimeZone(ctx.db, auth.user.event_company_id)
      const file = await roomingWorkbook(rooms, request.locale)
      const name = exportFileName(`rooming-${project.code}`.replace(/[^A-Za-z0-9_-]/g, '_'), timeZone)
      return reply
        .header('content-type', XLSX_CONTENT_TYPE)
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(file)
    },
  )

  app.put(
    '/project/:code/rooming/:attendeeId',
    {
      config: staff,
      schema: {
        tags,
        params: roomingParams,
        querystring: locale,
        body: roomStayInputSchema,
        response: { 200: roomStayResponseSchema },
      },
    },
    async (request) => {
      await rooming.save(requireAuth(request), request.params.code, request.params.attendeeId, request.body)
      return { message: hotelMessage(request.locale, 'stay_saved') }
    },
  )

  app.delete(
    '/project/:code/rooming/:attendeeId',
    {
      config: staff,
      schema: { tags, params: roomingParams, querystring: locale, response: { 200: roomStayResponseSchema } },
    },
    async (request) => {
      await rooming.remove(requireAuth(request), request.params.code, request.params.attendeeId)
      return { message: hotelMessage(request.locale, 'stay_deleted') }
    },
  )
}
