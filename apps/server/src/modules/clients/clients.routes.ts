import {
  clientCodeParams,
  clientDetailSchema,
  clientFeesSchema,
  clientIdParams,
  clientInputSchema,
  clientListQuerySchema,
  clientListResponseSchema,
  clientWriteResponseSchema,
  updateClientInputSchema,
} from '@ajanda/contracts/clients.contract'
import { logoInputSchema } from '@ajanda/contracts/common/crm-fields'
import { messageResponseSchema } from '@ajanda/contracts/common/errors'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../platform/context'
import { t } from '../../platform/messages'
import { download } from '../../platform/openapi'
import { requireAuth } from '../../platform/request-context'
import { exportFileName, XLSX_CONTENT_TYPE } from '../../platform/xlsx'
import { companyTimeZone } from '../event-companies/company-time-zone'
import { CLIENT_EXPORT_HEADERS } from './client-view'
import { createClientsService } from './clients.service'

const querystring = z.object({ locale: z.string().max(10).optional() })
const tags = ['clients']

/** /clients and /client/{code}: back-office staff only. */
export const clientsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = createClientsService(ctx)
  const staff = { access: 'staff' } as const

  app.get(
    '/clients',
    {
      config: staff,
      schema: { tags, querystring: clientListQuerySchema, response: { 200: clientListResponseSchema } },
    },
    async (request) => service.list(requireAuth(request), request.query, '/api/v1/clients'),
  )
  app.get(
    '/clients/export',
    { config: staff, schema: { tags, querystring: clientListQuerySchema, document: download('xlsx') } },
    async (request, reply) => {
      const file = await service.exportList(requireAuth(request), request.query, request.locale)
      const timeZone = await companyTimeZone(ctx.db, requireAuth(request).user.event_company_id)
      return reply
        .header('content-type', XLSX_CONTENT_TYPE)
        .header(
          'content-disposition',
          `attachment; filename="${exportFileName(CLIENT_EXPORT_HEADERS[request.locale].file, timeZone)}"`,
        )
        .send(file)
    },
  )
  app.post(
    '/client',
    {
      config: staff,
      schema: { tags, querystring, body: clientInputSchema, response: { 200: clientWriteResponseSchema } },
    },
    async (request) => ({
      message: t(request.locale, 'client_created'),
      data: await service.create(requireAuth(request), request.body),
    }),
  )
  app.get(
    '/client/id/:id',
    { config: staff, schema: { tags, params: clientIdParams, response: { 200: clientFeesSchema } } },
    async (request) => service.fees(requireAuth(request), request.params.id),
  )
  app.get(
    '/client/:code',
    { config: staff, schema: { tags, params: clientCodeParams, response: { 200: clientDetailSchema } } },
    async (request) => service.get(requireAuth(request), request.params.code),
  )
  app.put(
    '/client/:code',
    {
      config: staff,
      schema: {
        tags,
        params: clientCodeParams,
        querystring,
        body: updateClientInputSchema,
        response: { 200: clientWriteResponseSchema },
      },
    },
    async (request) => ({
      message: t(request.locale, 'client_updated'),
      data: await service.update(requireAuth(request), request.params.code, request.body),
    }),
  )
  app.post(
    '/client/:code/logo',
    {
      config: staff,
      schema: {
        tags,
        params: clientCodeParams,
        querystring,
        body: logoInputSchema,
        response: { 200: clientWriteResponseSchema },
      },
    },
    async (request) => ({
      message: t(request.locale, 'logo_updated'),
      data: await service.storeLogo(requireAuth(request), request.params.code, request.body.file),
    }),
  )
  app.delete(
    '/client/:code',
    {
      config: staff,
      schema: { tags, params: clientCodeParams, querystring, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      await service.archive(requireAuth(request), request.params.code)
      return { message: t(request.locale, 'client_archived') }
    },
  )
}
