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
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppContext } from '../../platform/context'
import { requireAuth } from '../../platform/request-context'
import { addressBookRoutes } from '../address-book/address-book.routes'
import { CLIENT_EXPORT_HEADERS } from './client-view'
import { createClientsService } from './clients.service'

const tags = ['clients']

/** /clients and /client/{code}: back-office staff only; the address book's routes with the fees read. */
export const clientsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = createClientsService(ctx)
  const staff = { access: 'staff' } as const

  addressBookRoutes(app, ctx, {
    paths: { list: '/clients', one: '/client' },
    tags,
    schemas: {
      listQuery: clientListQuerySchema,
      listResponse: clientListResponseSchema,
      input: clientInputSchema,
      update: updateClientInputSchema,
      written: clientWriteResponseSchema,
      codeParams: clientCodeParams,
    },
    messages: { created: 'client_created', updated: 'client_updated', archived: 'client_archived' },
    exportFile: { tr: CLIENT_EXPORT_HEADERS.tr.file, en: CLIENT_EXPORT_HEADERS.en.file },
    service,
    reads: () => {
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
    },
  })
}
