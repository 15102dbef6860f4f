import type { FastifyInstance } from 'fastify'

/** A demo-company admin's session, from which a case finds (or creates) one of the company's records. */
export interface DemoSession {
  app: FastifyInstance
  headers: { authorization: string }
  userId: number
  companyId: number
}

export interface CrossCompanyCase {
  /** The route as registered: `GET /api/v1/event-companies/:id`. */
  route: string
  /** The URL of a record of the demo company, which a user of Öteki Organizasyon must get a 404 for. */
  target: (demo: DemoSession) => Promise<string> | string
  payload?: Record<string, unknown>
}

/**
 * Each module adds its rows here. The route security net fails for a protected route with a path
 * parameter that has neither a row here nor an entry in GLOBAL_PARAMETER_ROUTES.
 */
export const crossCompanyCases: CrossCompanyCase[] = [
  // event-companies
  { route: 'GET /api/v1/event-companies/:id', target: (demo) => `/api/v1/event-companies/${demo.companyId}` },
]

/** Protected routes whose parameter names shared reference data, not a company's record. */
export const GLOBAL_PARAMETER_ROUTES: Record<string, string> = {
  'GET /api/v1/definition/cities/:country': 'cities are reference data shared by every company',
}
