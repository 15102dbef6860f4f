import { messageResponseSchema } from '@ajanda/contracts/common/errors'
import {
  contactInputSchema,
  contactListQuerySchema,
  contactListResponseSchema,
  contactParams,
  contactWriteResponseSchema,
  updateContactInputSchema,
} from '@ajanda/contracts/contacts.contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../platform/context'
import { t } from '../../platform/messages'
import { requireAuth } from '../../platform/request-context'
import { createContactsService } from './contacts.service'

const localeQuery = z.object({ locale: z.string().max(10).optional() })
const tags = ['contacts']

/** /contacts and the contact modal: back-office staff only. */
export const contactsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = createContactsService(ctx)
  const staff = { access: 'staff' } as const

  app.get(
    '/contacts',
    {
      config: staff,
      schema: { tags, querystring: contactListQuerySchema, response: { 200: contactListResponseSchema } },
    },
    async (request) => service.list(requireAuth(request), request.query, '/api/v1/contacts'),
  )
  app.post(
    '/contacts',
    {
      config: staff,
      schema: {
        tags,
        body: contactInputSchema,
        querystring: localeQuery,
        response: { 200: contactWriteResponseSchema },
      },
    },
    async (request) => ({
      message: t(request.locale, 'contact_created'),
      data: await service.create(requireAuth(request), request.body),
    }),
  )
  app.put(
    '/contacts/:id',
    {
      config: staff,
      schema: {
        tags,
        params: contactParams,
        body: updateContactInputSchema,
        querystring: localeQuery,
        response: { 200: contactWriteResponseSchema },
      },
    },
    async (request) => ({
      message: t(request.locale, 'contact_updated'),
      data: await service.update(requireAuth(request), request.params.id, request.body),
    }),
  )
  app.delete(
    '/contacts/:id',
    {
      config: staff,
      schema: {
        tags,
        params: contactParams,
        querystring: localeQuery,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await service.remove(requireAuth(request), request.params.id)
      return { message: t(request.locale, 'contact_deleted') }
    },
  )
}
