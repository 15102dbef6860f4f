import { attendeeIdParams } from '@ajanda/contracts/attendees.contract'
import {
  attendeeFeeResponseSchema,
  feeListQuerySchema,
  feeListResponseSchema,
  paymentInputSchema,
  paymentParams,
  paymentResponseSchema,
} from '@ajanda/contracts/fees.contract'
import { projectCodeParams } from '@ajanda/contracts/products.contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../platform/context'
import { download } from '../../platform/openapi'
import { requireAuth } from '../../platform/request-context'
import { exportFileName, XLSX_CONTENT_TYPE } from '../../platform/xlsx'
import { ATTENDEE_EXPORT_TEXTS } from '../attendees/attendee-export'
import { readCompanyExportStyle } from '../event-companies/company-export-style'
import { feeSheet } from './fee-sheet'
import { FEE_TEXTS } from './fee-texts'
import { createFeesService } from './fees.service'
import { renderProforma } from './proforma-pdf'

const locale = z.object({ locale: z.string().max(10).optional() })

/**
 * Registration fees (issue 23 item 2; event-side.md section 4): the project's ledger with totals and its
 * accounting sheet, an attendee's fee with payments, recording and deleting a payment, and the pro forma.
 * Back office only; another company's or an unseen project or attendee is 404.
 */
export const feesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = createFeesService(ctx)
  const config = { access: 'staff' } as const
  const tags = ['fees']

  app.get(
    '/project/:code/fees',
    {
      config,
      schema: {
        tags,
        params: projectCodeParams,
        querystring: feeListQuerySchema.extend(locale.shape),
        response: { 200: feeListResponseSchema },
      },
    },
    async (request) => {
      const { locale: _locale, ...query } = request.query
      const path = `/api/v1/project/${encodeURIComponent(request.params.code)}/fees`
      return service.list(requireAuth(request), request.params.code, query, path)
    },
  )

  app.get(
    '/project/:code/fees/export',
    { config, schema: { tags, params: projectCodeParams, querystring: locale, document: download('xlsx') } },
    async (request, reply) => {
      const auth = requireAuth(request)
      const { entries } = await service.ledger(auth, request.params.code)
      const sheet = await feeSheet(
        entries.map((entry) => entry.row),
        request.locale,
        ATTENDEE_EXPORT_TEXTS[request.locale].statuses,
      )
      const company = await readCompanyExportStyle(ctx, auth.user.event_company_id)
      return reply
        .header('content-type', XLSX_CONTENT_TYPE)
        .header(
          'content-disposition',
          `attachment; filename="${exportFileName(FEE_TEXTS[request.locale].sheetFile, company.time_zone)}"`,
        )
        .send(sheet)
    },
  )

  app.get(
    '/attendees/:id/fee',
    {
      config,
      schema: {
        tags,
        params: attendeeIdParams,
        querystring: locale,
        response: { 200: attendeeFeeResponseSchema },
      },
    },
    async (request) => ({ data: await service.feeOf(requireAuth(request), request.params.id) }),
  )

  app.post(
    '/attendees/:id/payments',
    {
      config,
      schema: {
        tags,
        params: attendeeIdParams,
        querystring: locale,
        body: paymentInputSchema,
        response: { 200: paymentResponseSchema },
      },
    },
    async (request) => ({
      data: await service.addPayment(requireAuth(request), request.params.id, request.body),
      message: FEE_TEXTS[request.locale].paymentAdded,
    }),
  )

  app.delete(
    '/attendees/:id/payments/:paymentId',
    {
      config,
      schema: { tags, params: paymentParams, querystring: locale, response: { 200: paymentResponseSchema } },
    },
    async (request) => ({
      data: await service.removePayment(requireAuth(request), request.params.id, request.params.paymentId),
      message: FEE_TEXTS[request.locale].paymentDeleted,
    }),
  )

  app.get(
    '/attendees/:id/proforma',
    { config, schema: { tags, params: attendeeIdParams, querystring: locale, document: download('pdf') } },
    async (request, reply) => {
      const auth = requireAuth(request)
      const fee = await service.feeOf(auth, request.params.id)
      const project = await service.projectOfAttendee(auth, request.params.id)
      const company = await readCompanyExportStyle(ctx, auth.user.event_company_id)
      const pdf = await renderProforma({
        fee,
        project,
        company,
        locale: request.locale,
        generatedAt: new Date(),
      })
      const name = `${FEE_TEXTS[request.locale].proformaFile}-${fee.attendee_id}.pdf`
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(pdf)
    },
  )
}
