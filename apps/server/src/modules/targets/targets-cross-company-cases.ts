import type { CrossCompanyCase, DemoSession } from '../../test-support/cross-company-cases'

/**
 * The targets calls (targets.routes.ts; test-support/cross-company-cases.ts spreads these): an admin of
 * another company gets 404 for the demo company's grid, its cell writes and its copy of a year.
 */
const targetsUrl = (demo: DemoSession) => `/api/v1/event-companies/${demo.companyId}/targets`

export const targetsCrossCompanyCases: CrossCompanyCase[] = [
  { route: 'GET /api/v1/event-companies/:id/targets', target: (demo) => `${targetsUrl(demo)}?year=2026` },
  {
    route: 'PUT /api/v1/event-companies/:id/targets',
    target: targetsUrl,
    payload: (demo) =>
      Promise.resolve({
        year: 2026,
        cells: [{ target_for_type: 'USER', target_for_id: demo.userId, period: 1, amount: 1000 }],
      }),
  },
  {
    route: 'POST /api/v1/event-companies/:id/targets/copy',
    target: (demo) => `${targetsUrl(demo)}/copy`,
    payload: { from_year: 2025, to_year: 2026, overwrite: true },
  },
]
