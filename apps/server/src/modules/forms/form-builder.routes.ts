import { idParam } from '@ajanda/contracts/common/fields'
import { formFieldOutSchema } from '@ajanda/contracts/forms/form-detail'
import {
  attendeeListMatchInputSchema,
  attendeeListMatchResponseSchema,
  fieldCreateInputSchema,
  fieldMoveInputSchema,
  fieldResponseSchema,
  fieldSortInputSchema,
  fieldUpdateInputSchema,
  flightOptionInputSchema,
  formCodeParams,
  formFieldParams,
  formIdParams,
  formListMatchParams,
  formOptionParams,
  formOptionsParams,
  formResponseSchema,
  formRuleParams,
  formSectionParams,
  formSectionSortParams,
  optionCreateInputSchema,
  optionSortInputSchema,
  optionUpdateInputSchema,
  ruleCreateInputSchema,
  ruleResponseSchema,
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
import { createFormPartsService } from './form-parts.service'

const querystring = z.object({ locale: z.string().max(10).optional() })
const flightOptionParams = formFieldParams.extend({ optionId: idParam })

/**
 * The form builder's calls (admin-area.md section 7 "Form builder"): sections, fields, options, rules,
 * flights and attendee-list matches. A write answers with what it changed: the whole form, a section
 * or a field, as apps/web/src/modules/forms/forms.api.ts patches its cache.
 */
export const formBuilderRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const builder = createFormBuilderService(ctx)
  const parts = createFormPartsService(ctx)
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

  // ---- options ----
  app.post(
    '/form/:code/field/:id/option',
    {
      config,
      schema: {
        tags,
        querystring,
        params: formOptionsParams,
        body: optionCreateInputSchema,
        response: field,
      },
    },
    async (request) => ({
      message: formMessage(request.locale, 'option_created'),
      data: await parts.addOption(requireAuth(request), request.params.code, request.params.id, request.body),
    }),
  )
  app.put(
    '/form/:code/field/:id/option/:optionId',
    {
      config,
      schema: { tags, querystring, params: formOptionParams, body: optionUpdateInputSchema, response: field },
    },
    async (request) => {
      const { code, id, optionId } = request.params
      return {
        message: formMessage(request.locale, 'option_updated'),
        data: await parts.updateOption(requireAuth(request), code, id, optionId, request.body),
      }
    },
  )
  app.delete(
    '/form/:code/field/:id/option/:optionId',
    { config, schema: { tags, querystring, params: formOptionParams, response: field } },
    async (request) => {
      const { code, id, optionId } = request.params
      return {
        message: formMessage(request.locale, 'option_deleted'),
        data: await parts.removeOption(requireAuth(request), code, id, optionId),
      }
    },
  )
  app.post(
    '/form/:code/field/:id/option/sort',
    {
      config,
      schema: { tags, querystring, params: formOptionsParams, body: optionSortInputSchema, response: field },
    },
    async (request) => ({
      message: formMessage(request.locale, 'options_sorted'),
      data: await parts.sortOptions(
        requireAuth(request),
        request.params.code,
        request.params.id,
        request.body.options,
      ),
    }),
  )

  // ---- rules ----
  app.post(
    '/form/:code/rules',
    {
      config,
      schema: {
        tags,
        querystring,
        params: formCodeParams,
        body: ruleCreateInputSchema,
        response: { 200: ruleResponseSchema },
      },
    },
    async (request) => ({
      message: formMessage(request.locale, 'rule_created'),
      ...(await parts.addRule(requireAuth(request), request.params.code, request.body)),
    }),
  )
  app.delete(
    '/form/:code/rules/:ruleId',
    { config, schema: { tags, querystring, params: formRuleParams, response: { 200: ruleResponseSchema } } },
    async (request) => ({
      message: formMessage(request.locale, 'rule_deleted'),
      ...(await parts.removeRule(requireAuth(request), request.params.code, request.params.ruleId)),
    }),
  )

  // ---- a flight field's flights, a room-mates field's list matches ----
  app.post(
    '/form/:code/field/:fieldId/flight_option',
    {
      config,
      schema: { tags, querystring, params: formFieldParams, body: flightOptionInputSchema, response: field },
    },
    async (request) => ({
      message: formMessage(request.locale, 'flight_option_created'),
      data: await parts.addFlightOption(
        requireAuth(request),
        request.params.code,
        request.params.fieldId,
        request.body,
      ),
    }),
  )
  app.delete(
    '/form/:code/field/:fieldId/flight_option/:optionId',
    { config, schema: { tags, querystring, params: flightOptionParams, response: field } },
    async (request) => {
      const { code, fieldId, optionId } = request.params
      return {
        message: formMessage(request.locale, 'flight_option_deleted'),
        data: await parts.removeFlightOption(requireAuth(request), code, fieldId, optionId),
      }
    },
  )
  app.post(
    '/form/:code/attendee_list_match',
    {
      config,
      schema: {
        tags,
        querystring,
        params: formCodeParams,
        body: attendeeListMatchInputSchema,
        response: { 200: attendeeListMatchResponseSchema },
      },
    },
    async (request) => ({
      message: formMessage(request.locale, 'match_created'),
      data: await parts.addMatch(requireAuth(request), request.params.code, request.body),
    }),
  )
  app.delete(
    '/form/:code/attendee_list_match/:id',
    {
      config,
      schema: {
        tags,
        querystring,
        params: formListMatchParams,
        response: { 200: attendeeListMatchResponseSchema },
      },
    },
    async (request) => ({
      message: formMessage(request.locale, 'match_deleted'),
      data: await parts.removeMatch(requireAuth(request), request.params.code, request.params.id),
    }),
  )
}
