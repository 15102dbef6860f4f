import { logoInputSchema } from '@ajanda/contracts/common/crm-fields'
import { messageResponseSchema } from '@ajanda/contracts/common/errors'
import {
  supplierCodeParams,
  supplierDetailSchema,
  supplierInputSchema,
  supplierListQuerySchema,
  supplierListResponseSchema,
  supplierWriteResponseSchema,
  updateSupplierInputSchema,
} from '@ajanda/contracts/suppliers.contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../platform/context'
import { t } from '../../platform/messages'
import { download } from '../../platform/openapi'
import { requireAuth } from '../../platform/request-context'
import { exportFileName, XLSX_CONTENT_TYPE } from '../../platform/xlsx'
import { companyTimeZone } from '../event-companies/company-time-zone'
import { createSuppliersService } from './suppliers.service'
import { SUPPLIER_EXPORT_HEADERS } from './suppliers-export'

const querystring = z.object({ locale: z.string().max(10).optional() })
const params = supplierCodeParams
const tags = ['suppliers']

/** /suppliers and /supplier/{code}: back-office staff only. */
export const suppliersRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = createSuppliersService(ctx)
  const staff = { access: 'staff' } as const

  app.get(
    '/suppliers',
    {
      config: staff,
      schema: { tags, querystring: supplierListQuerySchema, response: { 200: supplierListResponseSchema } },
    },
    async (request) => service.list(requireAuth(request), request.query, '/api/v1/suppliers'),
  )
  app.get(
    '/suppliers/export',
    { config: staff, schema: { tags, querystring: supplierListQuerySchema, document: download('xlsx') } },
    async (request, reply) => {
      const file = await service.exportList(requireAuth(request), request.query, request.locale)
      const timeZone = await companyTimeZone(ctx.db, requireAuth(request).user.event_company_id)
      return reply
        .header('content-type', XLSX_CONTENT_TYPE)
        .header(
          'content-disposition',
          `attachment; filename="${exportFileName(SUPPLIER_EXPORT_HEADERS[request.locale].file, timeZone)}"`,
        )
        .send(file)
    },
  )
  // The specification's path is /suppliers/{code}; /supplier/{code} matches the client's and the writes.
  for (const path of ['/suppliers/:code', '/supplier/:code']) {
    app.get(
      path,
      { config: staff, schema: { tags, params, response: { 200: supplierDetailSchema } } },
      async (request) => service.get(requireAuth(request), request.params.code),
    )
  }
  app.post(
    '/supplier',
    {
      config: staff,
      schema: {
        tags,
        querystring,
        body: supplierInputSchema,
        response: { 200: supplierWriteResponseSchema },
      },
    },
    async (request) => ({
      message: t(request.locale, 'supplier_created'),
      data: await service.create(requireAuth(request), request.body),
    }),
  )
  app.put(
    '/supplier/:code',
    {
      config: staff,
      schema: {
        tags,
        params,
        querystring,
        body: updateSupplierInputSchema,
        response: { 200: supplierWriteResponseSchema },
      },
    },
    async (request) => ({
      message: t(request.locale, 'supplier_updated'),
      data: await service.update(requireAuth(request), request.params.code, request.body),
    }),
  )
  app.post(
    '/supplier/:code/logo',
    {
      config: staff,
      schema: {
        tags,
        params,
        querystring,
        body: logoInputSchema,
        response: { 200: supplierWriteResponseSchema },
      },
    },
    async (request) => ({
      message: t(request.locale, 'logo_updated'),
      data: await service.storeLogo(requireAuth(request), request.params.code, request.body.file),
    }),
  )
  app.delete(
    '/supplier/:code',
    { config: staff, schema: { tags, params, querystring, response: { 200: messageResponseSchema } } },
    async (request) => {
      await service.archive(requireAuth(request), request.params.code)
      return { message: t(request.locale, 'supplier_archived') }
    },
  )
}
