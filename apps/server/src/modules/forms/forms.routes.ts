import { formDetailSchema } from '@ajanda/contracts/forms/form-detail'
import {
  formCreateInputSchema,
  formIdParams,
  formListQuerySchema,
  formListResponseSchema,
  formResponseSchema,
  formUpdateInputSchema,
  messageResponseSchema,
} from '@ajanda/contracts/forms.contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../platform/context'
import { JSON_CONTENT_TYPE } from '../../platform/json-payload'
import { requireAuth } from '../../platform/request-context'
import { formBuilderRoutes } from './form-builder.routes'
import { formMessage } from './form-messages'
import { createFormsService } from './forms.service'

const querystring = z.object({ locale: z.string().max(10).optional() })

/**
 * The forms (staff-app.md section 7 "Forms"; event-side.md section 1): the list, a new form, its
 * settings, deletion and clone, and the company's brief form. The builder's calls on a form's
 * sections, fields and parts are in form-builder.routes.ts. Staff only; company- and project-scoped.
 */
export const formsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = createFormsService(ctx)
  const staff = { access: 'staff' } as const
  const tags = ['forms']
  await app.register(formBuilderRoutes, { ctx })

  app.get(
    '/forms',
    {
      config: staff,
      schema: {
        tags,
        querystring: formListQuerySchema.extend(querystring.shape),
        response: { 200: formListResponseSchema },
      },
    },
    async (request) => ({
      data: await service.list(requireAuth(request), {
        project_id: request.query.project_id,
        form_type: request.query.form_type,
      }),
    }),
  )
  app.post(
    '/forms',
    {
      config: staff,
      schema: { tags, querystring, body: formCreateInputSchema, response: { 200: formResponseSchema } },
    },
    async (request) => ({
      message: formMessage(request.locale, 'form_created'),
      data: await service.create(requireAuth(request), request.body, request.locale),
    }),
  )
  app.get(
    '/form/:id',
    {
      config: staff,
      schema: { tags, querystring, params: formIdParams, response: { 200: formDetailSchema } },
    },
    async (request, reply) => {
      // The serialized form as it is (form-detail-cache.ts; the route tests check it against the schema).
      const body = await service.get(requireAuth(request), request.params.id, request.locale)
      return reply.type(JSON_CONTENT_TYPE).send(body as never)
    },
  )
  app.put(
    '/form/:id',
    {
      config: staff,
      schema: {
        tags,
        querystring,
        params: formIdParams,
        body: formUpdateInputSchema,
        response: { 200: formResponseSchema },
      },
    },
    async (request) => ({
      message: formMessage(request.locale, 'form_updated'),
      data: await service.update(requireAuth(request), request.params.id, request.body, request.locale),
    }),
  )
  app.delete(
    '/form/:id',
    {
      config: staff,
      schema: { tags, querystring, params: formIdParams, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      await service.remove(requireAuth(request), request.params.id)
      return { message: formMessage(request.locale, 'form_deleted') }
    },
  )
  app.post(
    '/form/:id/clone',
    {
      config: staff,
      schema: { tags, querystring, params: formIdParams, response: { 200: formResponseSchema } },
    },
    async (request) => ({
      message: formMessage(request.locale, 'form_cloned'),
      data: await service.clone(requireAuth(request), request.params.id, request.locale),
    }),
  )
  app.get(
    '/event-companies/brief-form',
    { config: staff, schema: { tags, querystring, response: { 200: formDetailSchema } } },
    async (request, reply) => {
      const body = await service.briefForm(requireAuth(request), request.locale)
      return reply.type(JSON_CONTENT_TYPE).send(body as never)
    },
  )
}
