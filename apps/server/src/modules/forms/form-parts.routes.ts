import { idParam } from '@ajanda/contracts/common/fields'
import {
  attendeeListMatchInputSchema,
  attendeeListMatchResponseSchema,
  fieldResponseSchema,
  flightOptionInputSchema,
  formCodeParams,
  formFieldParams,
  formListMatchParams,
  formOptionParams,
  formOptionsParams,
  formRuleParams,
  optionCreateInputSchema,
  optionSortInputSchema,
  optionUpdateInputSchema,
  ruleCreateInputSchema,
  ruleResponseSchema,
} from '@ajanda/contracts/forms.contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../platform/context'
import { requireAuth } from '../../platform/request-context'
import { createFormLinksService } from './form-links.service'
import { formMessage } from './form-messages'
import { createFormPartsService } from './form-parts.service'

const querystring = z.object({ locale: z.string().max(10).optional() })
const flightOptionParams = formFieldParams.extend({ optionId: idParam })

/**
 * The builder's calls on a field's or section's parts (admin-area.md section 7 "Form builder"): options,
 * rules, a flight field's flights and a room-mates field's attendee-list matches.
 */
export const formPartsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const parts = createFormPartsService(ctx)
  const links = createFormLinksService(ctx)
  const config = { access: 'staff' } as const
  const tags = ['forms']
  const field = { 200: fieldResponseSchema }

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
      data: await links.addFlightOption(
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
        data: await links.removeFlightOption(requireAuth(request), code, fieldId, optionId),
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
      data: await links.addMatch(requireAuth(request), request.params.code, request.body),
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
      data: await links.removeMatch(requireAuth(request), request.params.code, request.params.id),
    }),
  )
}
