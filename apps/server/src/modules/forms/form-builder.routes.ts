import { formFieldOutSchema } from '@ajanda/contracts/forms/form-detail'
import {
  fieldCreateInputSchema,
  fieldMoveInputSchema,
  fieldResponseSchema,
  fieldSortInputSchema,
  fieldUpdateInputSchema,
  formCodeParams,
  formFieldParams,
  formIdParams,
  formResponseSchema,
  formSectionParams,
  formSectionSortParams,
  sectionCreateInputSchema,
  sectionResponseSchema,
  sectionSortInputSchema,
  sectionUpdateInputSchema,
} from '@ajanda/contracts/forms.contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../platform/context'
import { requireAuth } from '../../platform/request-context'
import { createFormBuilderService } from './form-builder.service'
import { formMessage } from './form-messages'
import { formPartsRoutes } from './form-parts.routes'

const querystring = z.object({ locale: z.string().max(10).optional() })

/**
 * The form builder's calls (admin-area.md section 7 "Form builder") on sections and fields; their parts
 * (options, rules, flights, list matches) are in form-parts.routes.ts. A write answers with what it changed: the whole form, a section
 * or a field, as apps/web/src/modules/forms/forms.api.ts patches its cache.
 */
export const formBuilderRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  await app.register(formPartsRoutes, { ctx })
  const builder = createFormBuilderService(ctx)
  const config = { access: 'staff' } as const
  const tags = ['forms']
  const form = { 200: formResponseSchema }
  const section = { 200: sectionResponseSchema }
  const field = { 200: fieldResponseSchema }

  // ---- sections ----
  app.post(
    '/form/:code/section',
    {
      config,
      schema: { tags, querystring, params: formCodeParams, body: sectionCreateInputSchema, response: form },
    },
    async (request) => ({
      message: formMessage(request.locale, 'section_created'),
      data: await builder.addSection(
        requireAuth(request),
        request.params.code,
        request.body.name,
        request.locale,
      ),
    }),
  )
  app.put(
    '/form/:code/section/:id',
    {
      config,
      schema: {
        tags,
        querystring,
        params: formSectionParams,
        body: sectionUpdateInputSchema,
        response: section,
      },
    },
    async (request) => ({
      message: formMessage(request.locale, 'section_updated'),
      data: await builder.updateSection(
        requireAuth(request),
        request.params.code,
        request.params.id,
        request.body,
      ),
    }),
  )
  app.delete(
    '/form/:code/section/:id',
    { config, schema: { tags, querystring, params: formSectionParams, response: form } },
    async (request) => ({
      message: formMessage(request.locale, 'section_deleted'),
      data: await builder.removeSection(
        requireAuth(request),
        request.params.code,
        request.params.id,
        request.locale,
      ),
    }),
  )
  app.post(
    '/form/:code/sort',
    {
      config,
      schema: { tags, querystring, params: formCodeParams, body: sectionSortInputSchema, response: form },
    },
    async (request) => ({
      message: formMessage(request.locale, 'sections_sorted'),
      data: await builder.sortSections(
        requireAuth(request),
        request.params.code,
        request.body.sections,
        request.locale,
      ),
    }),
  )
  app.put(
    '/form/:code/section/:sectionId/sort',
    {
      config,
      schema: {
        tags,
        querystring,
        params: formSectionSortParams,
        body: fieldSortInputSchema,
        response: section,
      },
    },
    async (request) => ({
      message: formMessage(request.locale, 'fields_sorted'),
      data: await builder.sortFields(
        requireAuth(request),
        request.params.code,
        request.params.sectionId,
        request.body.fields,
      ),
    }),
  )

  // ---- fields ----
  app.post(
    '/form/:code/field',
    {
      config,
      schema: { tags, querystring, params: formCodeParams, body: fieldCreateInputSchema, response: form },
    },
    async (request) => ({
      message: formMessage(request.locale, 'field_created'),
      data: await builder.addField(requireAuth(request), request.params.code, request.body, request.locale),
    }),
  )
  app.put(
    '/form/:code/field/:fieldId/section',
    {
      config,
      schema: { tags, querystring, params: formFieldParams, body: fieldMoveInputSchema, response: form },
    },
    async (request) => ({
      message: formMessage(request.locale, 'field_moved'),
      data: await builder.moveField(
        requireAuth(request),
        request.params.code,
        request.params.fieldId,
        request.body,
        request.locale,
      ),
    }),
  )
  app.get(
    '/form/field/:id',
    { config, schema: { tags, querystring, params: formIdParams, response: { 200: formFieldOutSchema } } },
    async (request) => builder.getField(requireAuth(request), request.params.id),
  )
  app.put(
    '/form/field/:id',
    {
      config,
      schema: { tags, querystring, params: formIdParams, body: fieldUpdateInputSchema, response: field },
    },
    async (request) => ({
      message: formMessage(request.locale, 'field_updated'),
      data: await builder.updateField(requireAuth(request), request.params.id, request.body),
    }),
  )
  app.delete(
    '/form/field/:id',
    { config, schema: { tags, querystring, params: formIdParams, response: form } },
    async (request) => ({
      message: formMessage(request.locale, 'field_deleted'),
      data: await builder.removeField(requireAuth(request), request.params.id, request.locale),
    }),
  )
}
