import type { CrossCompanyCase, DemoSession } from '../../test-support/cross-company-cases'

/**
 * GET /project/{code}/suppliers (project-suppliers.routes.ts; test-support/cross-company-cases.ts spreads
 * these): a user of another company gets 404 for a demo project's suppliers.
 */
async function projectCode(demo: DemoSession): Promise<string> {
  const response = await demo.app.inject({
    method: 'GET',
    url: '/api/v1/projects?page_size=1',
    headers: demo.headers,
  })
  const code = (response.json() as { data: { code: string }[] }).data[0]?.code
  if (!code) throw new Error(`no demo project: ${response.statusCode} ${response.body}`)
  return code
}

export const projectSuppliersCrossCompanyCases: CrossCompanyCase[] = [
  {
    route: 'GET /api/v1/project/:code/suppliers',
    target: async (demo) => `/api/v1/project/${await projectCode(demo)}/suppliers`,
  },
]
