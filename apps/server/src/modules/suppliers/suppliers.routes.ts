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
import type { AppContext } from '../../platform/context'
import { requireAuth } from '../../platform/request-context'
import { addressBookRoutes } from '../address-book/address-book.routes'
import { createSuppliersService } from './suppliers.service'
import { SUPPLIER_EXPORT_HEADERS } from './suppliers-export'

const tags = ['suppliers']

/** /suppliers and /supplier/{code}: back-office staff only; the address book's routes (as clients). */
export const suppliersRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = createSuppliersService(ctx)
  const staff = { access: 'staff' } as const

  addressBookRoutes(app, ctx, {
    paths: { list: '/suppliers', one: '/supplier' },
    tags,
    schemas: {
      listQuery: supplierListQuerySchema,
      listResponse: supplierListResponseSchema,
      input: supplierInputSchema,
      update: updateSupplierInputSchema,
      written: supplierWriteResponseSchema,
      codeParams: supplierCodeParams,
    },
    messages: { created: 'supplier_created', updated: 'supplier_updated', archived: 'supplier_archived' },
    exportFile: { tr: SUPPLIER_EXPORT_HEADERS.tr.file, en: SUPPLIER_EXPORT_HEADERS.en.file },
    service,
    reads: () => {
      // The specification's path is /suppliers/{code}; /supplier/{code} matches the client's and the writes.
      for (const path of ['/suppliers/:code', '/supplier/:code']) {
        app.get(
          path,
          {
            config: staff,
            schema: { tags, params: supplierCodeParams, response: { 200: supplierDetailSchema } },
          },
          async (request) => service.get(requireAuth(request), request.params.code),
        )
      }
    },
  })
}
