import { logoInputSchema } from '@ajanda/contracts/common/crm-fields'
import { messageResponseSchema } from '@ajanda/contracts/common/errors'
import type { Locale } from '@ajanda/contracts/common/locale'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../platform/context'
import { JSON_CONTENT_TYPE, JsonPayload } from '../../platform/json-payload'
import { type MessageKey, t } from '../../platform/messages'
import { download } from '../../platform/openapi'
import { type AuthState, requireAuth } from '../../platform/request-context'
import { exportFileName, XLSX_CONTENT_TYPE } from '../../platform/xlsx'
import { companyTimeZone } from '../event-companies/company-time-zone'

const querystring = z.object({ locale: z.string().max(10).optional() })
const staff = { access: 'staff' } as const

type Schema = z.ZodType
type Service<ListQuery, Input, Update, Written> = {
  list(auth: AuthState, query: ListQuery, path: string): Promise<unknown>
  exportList(auth: AuthState, query: ListQuery, locale: Locale): Promise<Buffer>
  create(auth: AuthState, input: Input): Promise<Written>
  update(auth: AuthState, code: string, input: Update): Promise<Written>
  storeLogo(auth: AuthState, code: string, dataUrl: string): Promise<Written>
  archive(auth: AuthState, code: string): Promise<void>
}

/** What makes the routes of one kind of address-book record (clients, suppliers). */
export interface AddressBookRoutesKind<
  ListQuery extends Schema,
  Input extends Schema,
  Update extends Schema,
> {
  /** The list's path (`/clients`) and one record's (`/client`). */
  paths: { list: string; one: string }
  tags: string[]
  schemas: {
    listQuery: ListQuery
    listResponse: Schema
    input: Input
    update: Update
    written: Schema
    codeParams: z.ZodObject<{ code: z.ZodString }>
  }
  messages: { created: MessageKey; updated: MessageKey; archived: MessageKey }
  /** The export's file name before its date, per language. */
  exportFile: Record<Locale, string>
  service: Service<z.infer<ListQuery>, z.infer<Input>, z.infer<Update>, unknown>
  /** The kind's reads of one record, registered after the list and the export. */
  reads: (app: FastifyInstance) => void
}

/**
 * The routes clients and suppliers share (decisions/0029), back-office staff only: the list, its .xlsx
 * export, create, edit, logo and archive. The kind adds its reads of one record (`reads`).
 */
export function addressBookRoutes<ListQuery extends Schema, Input extends Schema, Update extends Schema>(
  instance: FastifyInstance,
  ctx: AppContext,
  kind: AddressBookRoutesKind<ListQuery, Input, Update>,
) {
  // The schemas are the kind's (validated as any route's); the handlers read them as the service types.
  const app = instance.withTypeProvider<ZodTypeProvider>()
  const { paths, tags, schemas, messages, service } = kind
  const params = schemas.codeParams
  const written = { 200: schemas.written }

  app.get(
    paths.list,
    {
      config: staff,
      schema: { tags, querystring: schemas.listQuery, response: { 200: schemas.listResponse } },
    },
    async (request, reply) => {
      const answer = await service.list(
        requireAuth(request),
        request.query as z.infer<ListQuery>,
        `/api/v1${paths.list}`,
      )
      // A page the kind serialized itself (clients: JSON text from the database) is sent as it is.
      if (answer instanceof JsonPayload) return reply.type(JSON_CONTENT_TYPE).send(answer.json as never)
      return answer
    },
  )
  app.get(
    `${paths.list}/export`,
    { config: staff, schema: { tags, querystring: schemas.listQuery, document: download('xlsx') } },
    async (request, reply) => {
      const file = await service.exportList(
        requireAuth(request),
        request.query as z.infer<ListQuery>,
        request.locale,
      )
      const timeZone = await companyTimeZone(ctx.db, requireAuth(request).user.event_company_id)
      return reply
        .header('content-type', XLSX_CONTENT_TYPE)
        .header(
          'content-disposition',
          `attachment; filename="${exportFileName(kind.exportFile[request.locale], timeZone)}"`,
        )
        .send(file)
    },
  )
  kind.reads(instance)
  app.post(
    paths.one,
    { config: staff, schema: { tags, querystring, body: schemas.input, response: written } },
    async (request) => ({
      message: t(request.locale, messages.created),
      data: await service.create(requireAuth(request), request.body as z.infer<Input>),
    }),
  )
  app.put(
    `${paths.one}/:code`,
    { config: staff, schema: { tags, params, querystring, body: schemas.update, response: written } },
    async (request) => ({
      message: t(request.locale, messages.updated),
      data: await service.update(requireAuth(request), request.params.code, request.body as z.infer<Update>),
    }),
  )
  app.post(
    `${paths.one}/:code/logo`,
    { config: staff, schema: { tags, params, querystring, body: logoInputSchema, response: written } },
    async (request) => ({
      message: t(request.locale, 'logo_updated'),
      data: await service.storeLogo(requireAuth(request), request.params.code, request.body.file),
    }),
  )
  app.delete(
    `${paths.one}/:code`,
    { config: staff, schema: { tags, params, querystring, response: { 200: messageResponseSchema } } },
    async (request) => {
      await service.archive(requireAuth(request), request.params.code)
      return { message: t(request.locale, messages.archived) }
    },
  )
}
