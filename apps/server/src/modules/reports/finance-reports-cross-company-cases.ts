import type { CrossCompanyCase, DemoSession } from '../../test-support/cross-company-cases'

/**
 * The finance reports (finance-reports.routes.ts; test-support/cross-company-cases.ts spreads these).
 * The reports have no path parameter: their figures are always the caller's company's. A drill-down's
 * `key` names a record, so a user of another company drilling into a demo supplier, client or person
 * gets 404, as for any record of another company.
 */

async function firstId(demo: DemoSession, url: string): Promise<number> {
  const response = await demo.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: demo.headers })
  const rows = response.json() as { id: number }[] | { data: { id: number }[] }
  const id = (Array.isArray(rows) ? rows : rows.data)[0]?.id
  if (!id) throw new Error(`no demo record at ${url}`)
  return id
}

const RANGE = 'from=2026-01-01&to=2026-12-31'

export const financeReportsCrossCompanyCases: CrossCompanyCase[] = [
  {
    route: 'GET /api/v1/reports/suppliers/drilldown',
    target: async (demo) =>
      `/api/v1/reports/suppliers/drilldown?${RANGE}&metric=spend&bucket=supplier&key=${await firstId(demo, '/suppliers')}`,
  },
  {
    route: 'GET /api/v1/reports/client-financials/drilldown',
    target: async (demo) =>
      `/api/v1/reports/client-financials/drilldown?${RANGE}&metric=invoiced&bucket=client&key=${await firstId(demo, '/clients')}`,
  },
  {
    route: 'GET /api/v1/reports/unclosed-projects/drilldown',
    target: (demo) =>
      `/api/v1/reports/unclosed-projects/drilldown?${RANGE}&metric=unclosed&bucket=user&key=${demo.userId}`,
  },
  {
    route: 'GET /api/v1/reports/invoicing-timeframes/drilldown',
    target: (demo) =>
      `/api/v1/reports/invoicing-timeframes/drilldown?${RANGE}&metric=invoiced_projects&bucket=user&key=${demo.userId}`,
  },
]
