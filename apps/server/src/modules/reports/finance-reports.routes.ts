import {
  clientFinancialsReportSchema,
  financeDrilldownQuerySchema,
  invoicingTimeframesReportSchema,
  suppliersReportSchema,
  unclosedProjectsReportSchema,
} from '@ajanda/contracts/reports/finance-reports'
import {
  drilldownResponseSchema,
  FINANCE_REPORT_NAMES,
  type FinanceReportName,
  reportQuerySchema,
} from '@ajanda/contracts/reports/report-query'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { z } from 'zod'
import type { AppContext } from '../../platform/context'
import { download } from '../../platform/openapi'
import { requireAuth } from '../../platform/request-context'
import { exportFileName, XLSX_CONTENT_TYPE } from '../../platform/xlsx'
import { FINANCE_SHEET_TEXTS, financeSheet } from './finance-report-sheets'
import { createFinanceReportsService } from './finance-reports.service'

const RESPONSES: Record<FinanceReportName, z.ZodType> = {
  suppliers: suppliersReportSchema,
  'unclosed-projects': unclosedProjectsReportSchema,
  'client-financials': clientFinancialsReportSchema,
  'invoicing-timeframes': invoicingTimeframesReportSchema,
}

/**
 * The four finance reports (issue 24; event-side.md section 5): `GET /reports/{name}`, its xlsx export
 * and its drill-down, for suppliers, unclosed-projects, client-financials and invoicing-timeframes. Each
 * path is registered by name (not `/reports/:name`) so the sales reports' plugin owns its own names.
 * Back office only (Reports is an ECOS module): CLIENT users 403.
 */
export const financeReportsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = createFinanceReportsService(ctx)
  const config = { access: 'staff' } as const
  const tags = ['reports']

  for (const name of FINANCE_REPORT_NAMES) {
    app.get(
      `/reports/${name}`,
      { config, schema: { tags, querystring: reportQuerySchema, response: { 200: RESPONSES[name] } } },
      async (request) => service.report(requireAuth(request), name, request.query),
    )

    app.get(
      `/reports/${name}/drilldown`,
      {
        config,
        schema: {
          tags,
          querystring: financeDrilldownQuerySchema,
          response: { 200: drilldownResponseSchema },
        },
      },
      async (request) =>
        service.drilldown(requireAuth(request), name, request.query, `/api/v1/reports/${name}/drilldown`),
    )

    app.get(
      `/reports/${name}/export`,
      { config, schema: { tags, querystring: reportQuerySchema, document: download('xlsx') } },
      async (request, reply) => {
        const auth = requireAuth(request)
        const locale = request.query.locale ?? request.locale
        const query = { ...request.query, locale }
        const timeZone = await service.timeZone(auth)
        const sheet =
          name === 'unclosed-projects'
            ? await financeSheet(name, await service.allUnclosed(auth, query), locale, timeZone)
            : name === 'invoicing-timeframes'
              ? await financeSheet(name, await service.allInvoicing(auth, query), locale, timeZone)
              : name === 'suppliers'
                ? await financeSheet(name, await service.allSuppliers(auth, query), locale, timeZone)
                : await financeSheet(
                    'client-financials',
                    await service.allClientFinancials(auth, query),
                    locale,
                    timeZone,
                  )
        return reply
          .header('content-type', XLSX_CONTENT_TYPE)
          .header(
            'content-disposition',
            `attachment; filename="${exportFileName(FINANCE_SHEET_TEXTS[locale].files[name], timeZone)}"`,
          )
          .send(sheet)
      },
    )
  }
}
