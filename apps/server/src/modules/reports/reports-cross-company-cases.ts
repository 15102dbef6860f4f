import type { CrossCompanyCase } from '../../test-support/cross-company-cases'

/**
 * The sales reports (reports.routes.ts; test-support/cross-company-cases.ts spreads these). Their paths
 * carry no record parameter (`/reports/{name}`, `/export`, `/drilldown` are registered by name): a caller
 * only ever sees their own company's figures, which the SQL bounds by `event_company_id`. The one query
 * value naming another company's record, `scope=division|…`, `team|…` or `user|…`, answers 422 on `scope`
 * (the picker offers nothing outside the caller's scope), tested in reports.routes.test.ts ("another
 * company's data is never counted"). So there is no 404 case to list.
 */
export const reportsCrossCompanyCases: CrossCompanyCase[] = []
