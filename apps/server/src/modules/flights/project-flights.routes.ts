import {
  projectFlightCodeParams,
  projectFlightDeleteResponseSchema,
  projectFlightInputSchema,
  projectFlightParams,
  projectFlightWriteResponseSchema,
} from '@ajanda/contracts/project-flights.contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../platform/context'
import { download } from '../../platform/openapi'
import { requireAuth } from '../../platform/request-context'
import { XLSX_CONTENT_TYPE } from '../../platform/xlsx'
import { manifestFileName, manifestWorkbook } from './flight-manifest'
import { createProjectFlightsService } from './project-flights.service'
import { flightMessage } from './project-flights-messages'

const locale = z.object({ locale: z.string().max(10).optional() })

/**
 * A project's group flights by project code (project-flights.contract.ts): add, edit, delete, and a
 * flight's manifest as xlsx. Staff who see the project; the form builder's list is flights.routes.ts.
 */
export const projectFlightsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = createProjectFlightsService(ctx)
  const config = { access: 'staff' } as const
  const tags = ['flights']

  app.post(
    '/project/:code/flights',
    {
      config,
      schema: {
        tags,
        params: projectFlightCodeParams,
        querystring: locale,
        body: projectFlightInputSchema,
        response: { 200: projectFlightWriteResponseSchema },
      },
    },
    async (request) => ({
      data: await service.create(requireAuth(request), request.params.code, request.body),
      message: flightMessage(request.locale, 'created'),
    }),
  )

  app.put(
    '/project/:code/flights/:flightId',
    {
      config,
      schema: {
        tags,
        params: projectFlightParams,
        querystring: locale,
        body: projectFlightInputSchema,
        response: { 200: projectFlightWriteResponseSchema },
      },
    },
    async (request) => ({
      data: await service.update(
        requireAuth(request),
        request.params.code,
        request.params.flightId,
        request.body,
      ),
      message: flightMessage(request.locale, 'updated'),
    }),
  )

  app.delete(
    '/project/:code/flights/:flightId',
    {
      config,
      schema: {
        tags,
        params: projectFlightParams,
        querystring: locale,
        response: { 200: projectFlightDeleteResponseSchema },
      },
    },
    async (request) => {
      await service.remove(requireAuth(request), request.params.code, request.params.flightId)
      return { message: flightMessage(request.locale, 'deleted') }
    },
  )

  app.get(
    '/project/:code/flights/:flightId/manifest',
    {
      config,
      schema: { tags, params: projectFlightParams, querystring: locale, document: download('xlsx') },
    },
    async (request, reply) => {
      const { flight, passengers } = await service.manifest(
        requireAuth(request),
        request.params.code,
        request.params.flightId,
      )
      const file = await manifestWorkbook(passengers, request.locale)
      return reply
        .header('content-type', XLSX_CONTENT_TYPE)
        .header('content-disposition', `attachment; filename="${manifestFileName(flight)}"`)
        .send(file)
    },
  )
}
