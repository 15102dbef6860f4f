import { inUseResponseSchema, messageResponseSchema } from '@ajanda/contracts/common/errors'
import { idParam } from '@ajanda/contracts/common/fields'
import {
  type DefinitionInput,
  definitionInputSchemas,
  definitionItemSchemas,
  definitionWriteResponseSchema,
  EDITABLE_DEFINITION_NAMES,
  type EditableDefinitionName,
} from '@ajanda/contracts/definitions-admin.contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../platform/context'
import { t } from '../../platform/messages'
import { requireAuth } from '../../platform/request-context'
import { createDefinitionsAdminService } from './definitions-admin.service'

/** `locale` is read by the app's onRequest hook; declared here so that it shows in the API docs. */
const localeQuery = z.object({ locale: z.string().max(10).optional() })
const params = z.object({ id: idParam })

/**
 * The generic table view's calls for every editable definition: GET /definition/{name}/{id} (any user,
 * like the lists), POST /definition/{name}, PUT and DELETE /definition/{name}/{id} (admins).
 */
export const definitionsAdminRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = createDefinitionsAdminService(ctx)

  function register<N extends EditableDefinitionName>(name: N) {
    // The schema lookups widen to the union of all definitions; the name fixes which one it is, so the
    // response schemas are taken as plain schemas and the body as this definition's input.
    const item: z.ZodType = definitionItemSchemas[name]
    const body = definitionInputSchemas[name]
    const written = definitionWriteResponseSchema(item)
    const tags = ['definitions']
    const inputOf = (value: unknown) => value as DefinitionInput<N>

    app.get(
      `/definition/${name}/:id`,
      {
        config: { access: 'user' },
        schema: { tags, params, querystring: localeQuery, response: { 200: item } },
      },
      async (request) => service.getOne(name, requireAuth(request), request.params.id, request.locale),
    )
    app.post(
      `/definition/${name}`,
      {
        config: { access: 'admin' },
        schema: { tags, body, querystring: localeQuery, response: { 200: written } },
      },
      async (request) => ({
        message: t(request.locale, 'record_created'),
        data: await service.create(name, requireAuth(request), inputOf(request.body), request.locale),
      }),
    )
    app.put(
      `/definition/${name}/:id`,
      {
        config: { access: 'admin' },
        schema: { tags, params, body, querystring: localeQuery, response: { 200: written } },
      },
      async (request) => ({
        message: t(request.locale, 'record_updated'),
        data: await service.update(
          name,
          requireAuth(request),
          request.params.id,
          inputOf(request.body),
          request.locale,
        ),
      }),
    )
    app.delete(
      `/definition/${name}/:id`,
      {
        config: { access: 'admin' },
        schema: {
          tags,
          params,
          querystring: localeQuery,
          response: { 200: messageResponseSchema, 409: inUseResponseSchema },
        },
      },
      async (request) => {
        await service.remove(name, requireAuth(request), request.params.id, request.locale)
        return { message: t(request.locale, 'record_deleted') }
      },
    )
  }

  for (const name of EDITABLE_DEFINITION_NAMES) register(name)
}
