import {
  type AccountingKind,
  type AccountingListQuery,
  accountingKindParams,
  accountingListQuerySchema,
  accountingListResponseSchema,
  invoiceIdParams,
  invoicePaymentInputSchema,
  invoicePaymentParams,
  invoiceResponseSchema,
  invoiceWriteResponseSchema,
  parseAccountingKind,
  projectAccountingParams,
  purchaseInvoiceInputSchema,
  salesInvoiceInputSchema,
} from '@ajanda/contracts/accounting.contract'
import { messageResponseSchema } from '@ajanda/contracts/common/errors'
import type { Locale } from '@ajanda/contracts/common/locale'
import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../platform/context'
import { NotFoundError } from '../../platform/errors'
import { JSON_CONTENT_TYPE, serializeTyped } from '../../platform/json-payload'
import { download } from '../../platform/openapi'
import { type AuthState, requireAuth } from '../../platform/request-context'
import { exportFileName, XLSX_CONTENT_TYPE } from '../../platform/xlsx'
import { companyTimeZone } from '../event-companies/company-time-zone'
import { ACCOUNTING_EXPORT_NAMES, accountingWorkbook } from './accounting-export'
import { createAccountingListsService } from './accounting-lists.service'
import { accountingMessage } from './accounting-messages'
import { createInvoicesService } from './invoices.service'

const querystring = z.object({ locale: z.string().max(10).optional() })
/** An export holds at most this many rows (the list's filters narrow it). */
const EXPORT_MAX_ROWS = 10_000

const kindOf = (value: string): AccountingKind => {
  const kind = parseAccountingKind(value)
  if (!kind) throw new NotFoundError()
  return kind
}

/**
 * Accounting (staff-app.md 7): the nine lists under /accounting/{kind} and /project/{code}/{kind} with
 * their .xlsx exports, and the purchase and sales invoices with their payments. Back-office staff read
 * within their scope; finance (admins, AGENCY scope) writes.
 */
export const accountingRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const invoicesService = createInvoicesService(ctx)
  const lists = createAccountingListsService(ctx)
  const staff = { access: 'staff' } as const
  const tags = ['accounting']

  async function sendExport(
    reply: FastifyReply,
    auth: AuthState,
    kind: AccountingKind,
    query: AccountingListQuery,
    locale: Locale,
    projectId?: number,
  ) {
    const { rows } = await lists.rowsOf(auth, { kind, query, projectId, path: '' }, locale, EXPORT_MAX_ROWS)
    // Dated in the company's time zone: made at 21:08 UTC in Istanbul, it is the next day's file.
    const timeZone = await companyTimeZone(ctx.db, auth.user.event_company_id)
    const file = await accountingWorkbook(kind, rows, locale, timeZone)
    return reply
      .header('content-type', XLSX_CONTENT_TYPE)
      .header(
        'content-disposition',
        `attachment; filename="${exportFileName(ACCOUNTING_EXPORT_NAMES[locale][kind].file, timeZone)}"`,
      )
      .send(file)
  }

  const listSchema = {
    tags,
    querystring: accountingListQuerySchema,
    response: { 200: accountingListResponseSchema },
  }
  app.get(
    '/accounting/:kind',
    { config: staff, schema: { ...listSchema, params: accountingKindParams } },
    async (request, reply) => {
      const kind = kindOf(request.params.kind)
      const path = `/api/v1/accounting/${kind}`
      const page = await lists.list(
        requireAuth(request),
        { kind, query: request.query, path },
        request.locale,
      )
      // Typed end to end (the route tests check answers against the schema): no second check per row.
      return reply.type(JSON_CONTENT_TYPE).send(serializeTyped(page).json as never)
    },
  )
  app.get(
    '/accounting/:kind/export',
    {
      config: staff,
      schema: {
        tags,
        params: accountingKindParams,
        querystring: accountingListQuerySchema,
        document: download('xlsx'),
      },
    },
    async (request, reply) =>
      sendExport(reply, requireAuth(request), kindOf(request.params.kind), request.query, request.locale),
  )
  app.get(
    '/project/:code/:kind',
    { config: staff, schema: { ...listSchema, params: projectAccountingParams } },
    async (request, reply) => {
      const kind = kindOf(request.params.kind)
      const auth = requireAuth(request)
      const projectId = await lists.projectOf(auth, request.params.code)
      const path = `/api/v1/project/${request.params.code}/${kind}`
      const page = await lists.list(auth, { kind, query: request.query, projectId, path }, request.locale)
      return reply.type(JSON_CONTENT_TYPE).send(serializeTyped(page).json as never)
    },
  )
  app.get(
    '/project/:code/:kind/export',
    {
      config: staff,
      schema: {
        tags,
        params: projectAccountingParams,
        querystring: accountingListQuerySchema,
        document: download('xlsx'),
      },
    },
    async (request, reply) => {
      const kind = kindOf(request.params.kind)
      const auth = requireAuth(request)
      const projectId = await lists.projectOf(auth, request.params.code)
      return sendExport(reply, auth, kind, request.query, request.locale, projectId)
    },
  )

  // ---- Invoices --------------------------------------------------------------------------------
  const writeSchema = { tags, querystring, response: { 200: invoiceWriteResponseSchema } }
  for (const [path, kind] of [
    ['/accounting/purchase-invoices', 'PURCHASE'],
    ['/accounting/sales-invoices', 'SALES'],
  ] as const) {
    const body = kind === 'PURCHASE' ? purchaseInvoiceInputSchema : salesInvoiceInputSchema
    const created = kind === 'PURCHASE' ? 'purchase_invoice_created' : 'sales_invoice_created'
    // The body is the kind's schema (the loop pairs them); TypeScript cannot follow that pairing, hence the casts.
    app.post(path, { config: staff, schema: { ...writeSchema, body } }, async (request) => ({
      message: accountingMessage(request.locale, created),
      data: await invoicesService.create(requireAuth(request), { ...request.body, kind } as never),
    }))
    app.put(
      `${path}/:id`,
      { config: staff, schema: { ...writeSchema, params: invoiceIdParams, body } },
      async (request) => ({
        message: accountingMessage(request.locale, 'invoice_updated'),
        data: await invoicesService.update(requireAuth(request), request.params.id, {
          ...request.body,
          kind,
        } as never),
      }),
    )
    app.delete(
      `${path}/:id`,
      {
        config: staff,
        schema: { tags, querystring, params: invoiceIdParams, response: { 200: messageResponseSchema } },
      },
      async (request) => {
        await invoicesService.remove(requireAuth(request), request.params.id, kind)
        return { message: accountingMessage(request.locale, 'invoice_deleted') }
      },
    )
  }
  app.get(
    '/accounting/invoices/:id',
    {
      config: staff,
      schema: { tags, querystring, params: invoiceIdParams, response: { 200: invoiceResponseSchema } },
    },
    async (request) => ({ data: await invoicesService.get(requireAuth(request), request.params.id) }),
  )
  app.post(
    '/accounting/invoices/:id/payments',
    { config: staff, schema: { ...writeSchema, params: invoiceIdParams, body: invoicePaymentInputSchema } },
    async (request) => ({
      message: accountingMessage(request.locale, 'payment_created'),
      data: await invoicesService.addPayment(requireAuth(request), request.params.id, request.body),
    }),
  )
  app.delete(
    '/accounting/invoices/:id/payments/:paymentId',
    { config: staff, schema: { ...writeSchema, params: invoicePaymentParams } },
    async (request) => ({
      message: accountingMessage(request.locale, 'payment_deleted'),
      data: await invoicesService.removePayment(
        requireAuth(request),
        request.params.id,
        request.params.paymentId,
      ),
    }),
  )
}
