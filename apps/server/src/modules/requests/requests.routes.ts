import {
  approvalsPageSchema,
  approvalsQuerySchema,
  declineInputSchema,
  LEAVE_REQUEST_TYPES,
  leaveFiguresQuerySchema,
  leaveFiguresResponseSchema,
  REQUEST_FORM_PATHS,
  REQUEST_FORMS,
  REQUEST_INPUT_SCHEMAS,
  REQUEST_UPDATE_SCHEMAS,
  type RequestForm,
  requestDetailResponseSchema,
  requestIdParam,
  requestWriteResponseSchema,
} from '@ajanda/contracts/requests.contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../platform/context'
import { FieldErrors } from '../../platform/errors'
import { JSON_CONTENT_TYPE, serializeTyped } from '../../platform/json-payload'
import { type MessageKey, t } from '../../platform/messages'
import { requireAuth } from '../../platform/request-context'
import { transactionWithNotices } from '../notifications/transaction-with-notices'
import { decisionLinkRoutes } from './decision-link.routes'
import { leaveFigures } from './leave-figures'
import { receiptRoutes } from './receipts.routes'
import { recordOfForm } from './request-forms'
import { approvalQueue } from './request-queue'
import { createRequestsService } from './requests.service'

const querystring = z.object({ locale: z.string().max(10).optional() })

/** The answer's sentence per form (staff-app.md section 8 fixes three of them). */
const SUBMITTED: Record<RequestForm, MessageKey> = {
  leave: 'leave_submitted',
  inspection: 'inspection_submitted',
  operation: 'operation_submitted',
  advance_payment: 'advance_payment_submitted',
  expense: 'expense_submitted',
  cc_request: 'cc_request_submitted',
  payment_request: 'payment_request_submitted',
  sales_invoice_request: 'sales_invoice_request_submitted',
}

/**
 * Staff requests (issue 7): POST and PUT per form, a request's detail, the approval queue and its
 * decisions; the receipts and the public decision link are their own plugins.
 */
export const requestsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = createRequestsService(ctx)
  const staff = { access: 'staff' } as const
  const tags = ['requests']

  for (const form of REQUEST_FORMS) {
    const path = REQUEST_FORM_PATHS[form]
    app.post(
      path,
      {
        config: staff,
        schema: {
          tags,
          querystring,
          body: REQUEST_INPUT_SCHEMAS[form],
          response: { 200: requestWriteResponseSchema },
        },
      },
      async (request) => ({
        message: t(request.locale, SUBMITTED[form]),
        data: await service.submit(
          requireAuth(request),
          form,
          request.body as { replaces_id?: number | null },
        ),
      }),
    )
    app.put(
      `${path}/:id`,
      {
        config: staff,
        schema: {
          tags,
          querystring,
          params: requestIdParam,
          body: REQUEST_UPDATE_SCHEMAS[form],
          response: { 200: requestWriteResponseSchema },
        },
      },
      async (request) => ({
        message: t(request.locale, SUBMITTED[form]),
        data: await service.update(requireAuth(request), form, request.params.id, request.body),
      }),
    )
  }

  // The leave form's figures before it is sent: working days, allowance left, overlaps (decisions/0024).
  app.get(
    '/leaves/figures',
    {
      config: staff,
      schema: { tags, querystring: leaveFiguresQuerySchema, response: { 200: leaveFiguresResponseSchema } },
    },
    async (request) => {
      const auth = requireAuth(request)
      const { leave_type, starts_at, ends_at, request_id } = request.query
      const errors = new FieldErrors()
      const record = recordOfForm('leave', { leave_type, starts_at, ends_at: ends_at ?? null }, errors)
      errors.throwIfAny()
      return {
        data: await leaveFigures(ctx.db, auth.user.event_company_id, {
          // Only the caller's own leaves are counted: another id left out changes nothing.
          id: request_id ?? null,
          requester_id: auth.user.id,
          request_type: LEAVE_REQUEST_TYPES[leave_type],
          starts_at: record.starts_at as Date,
          ends_at: record.ends_at,
        }),
      }
    },
  )

  app.get(
    '/requests/:id',
    {
      config: staff,
      schema: { tags, querystring, params: requestIdParam, response: { 200: requestDetailResponseSchema } },
    },
    async (request) => ({ data: await service.detail(requireAuth(request), request.params.id) }),
  )
  // The inspection modal's own read (staff-app.md section 7).
  app.get(
    '/user/inspection/:id',
    {
      config: staff,
      schema: { tags, querystring, params: requestIdParam, response: { 200: requestDetailResponseSchema } },
    },
    async (request) => ({
      data: await service.detail(requireAuth(request), request.params.id, 'inspection'),
    }),
  )

  app.get(
    '/approvals',
    {
      config: staff,
      schema: { tags, querystring: approvalsQuerySchema, response: { 200: approvalsPageSchema } },
    },
    async (request, reply) => {
      const page = await approvalQueue(ctx, requireAuth(request), request.query)
      // Typed end to end (the route tests check answers against the schema): no second check per row.
      return reply.type(JSON_CONTENT_TYPE).send(serializeTyped(page).json as never)
    },
  )
  app.post(
    '/approvals/:id/approve',
    {
      config: staff,
      schema: { tags, querystring, params: requestIdParam, response: { 200: requestWriteResponseSchema } },
    },
    async (request) => {
      const auth = requireAuth(request)
      await decideInApp(auth, request.params.id, 'APPROVED', null)
      return {
        message: t(request.locale, 'request_approved'),
        data: await service.detailFor(auth, request.params.id),
      }
    },
  )
  app.post(
    '/approvals/:id/decline',
    {
      config: staff,
      schema: {
        tags,
        querystring,
        params: requestIdParam,
        body: declineInputSchema,
        response: { 200: requestWriteResponseSchema },
      },
    },
    async (request) => {
      const auth = requireAuth(request)
      await decideInApp(auth, request.params.id, 'DECLINED', request.body.reason)
      return {
        message: t(request.locale, 'request_declined'),
        data: await service.detailFor(auth, request.params.id),
      }
    },
  )

  async function decideInApp(
    auth: ReturnType<typeof requireAuth>,
    id: number,
    decision: 'APPROVED' | 'DECLINED',
    reason: string | null,
  ) {
    // Not visible at all answers 404 (another company's id too); visible but not mine to decide, 409.
    await service.detail(auth, id)
    await transactionWithNotices(ctx, (_tx, notices) =>
      service.decide(notices, auth.user.event_company_id, id, auth.user.id, decision, reason, false),
    )
  }

  await app.register(receiptRoutes, { ctx })
  await app.register(decisionLinkRoutes, { ctx, service })
}
