import {
  drilldownResponseSchema,
  reportQuerySchema,
  SALES_REPORT_NAMES,
  salesDrilldownQuerySchema,
} from '@ajanda/contracts/reports/report-query'
import { salesReportSchemas } from '@ajanda/contracts/reports/sales-reports'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppContext } from '../../platform/context'
import { download } from '../../platform/openapi'
import { requireAuth } from '../../platform/request-context'
import { exportFileName, XLSX_CONTENT_TYPE } from '../../platform/xlsx'
import { readCompanyExportStyle } from '../event-companies/company-export-style'
import { reportCache } from './report-cache'
import { salesReportFileName, salesReportSheet } from './sales-report-sheets'
import { createSalesReportsService } from './sales-reports.service'

/**
 * The six sales reports (issue 24; event-side.md section 5): `GET /reports/{name}` for executive-brief,
 * performance, division-performance, people-performance, clients and yoy, each with `/export` (xlsx) and
 * `/drilldown` (the projects behind a number). Registered by name, beside the finance reports' plugin.
 * Back office only (Reports is an ECOS module): CLIENT users 403; the caller's scope bounds every figure.
 */
export const reportsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = createSalesReportsService(ctx)
  // The reused facts forget a company on each of its realtime events (report-cache.ts).
  const stopCache = reportCache.start(ctx)
  app.addHook('onClose', async () => stopCache())
  const config = { access: 'staff' } as const
  const tags = ['reports']

  for (const name of SALES_REPORT_NAMES) {
    app.get(
      `/reports/${name}`,
      {
        config,
        schema: { tags, querystring: reportQuerySchema, response: { 200: salesReportSchemas[name] } },
      },
      async (request) => service.report(name, requireAuth(request), request.query),
    )

    app.get(
      `/reports/${name}/drilldown`,
      {
        config,
        schema: { tags, querystring: salesDrilldownQuerySchema, response: { 200: drilldownResponseSchema } },
      },
      async (request) =>
        service.drilldown(name, requireAuth(request), request.query, `/api/v1/reports/${name}/drilldown`),
    )

    app.get(
      `/reports/${name}/export`,
      { config, schema: { tags, querystring: reportQuerySchema, document: download('xlsx') } },
      async (request, reply) => {
        const auth = requireAuth(request)
        const locale = request.query.locale ?? request.locale
        const [report, company] = await Promise.all([
          service.exported(name, auth, request.query),
          readCompanyExportStyle(ctx, auth.user.event_company_id),
        ])
        const sheet = await salesReportSheet(name, report, locale)
        return reply
          .header('content-type', XLSX_CONTENT_TYPE)
          .header(
            'content-disposition',
            `attachment; filename="${exportFileName(salesReportFileName(name, locale), company.time_zone)}"`,
          )
          .send(sheet)
      },
    )
  }
}
