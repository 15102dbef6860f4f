import { type APIRequestContext, expect, test } from '@playwright/test'
import type { ProjectSupplier } from '../packages/contracts/src/project-suppliers.contract'
import { apiToken } from './support/admin'
import { DEMO, DEMO_PASSWORD } from './support/env'
import { login, visit } from './support/pages'

/** A demo project whose budgets or invoices name suppliers (the rich demo budget's), and one with none. */
async function projectsBySuppliers(request: APIRequestContext) {
  const token = await apiToken(request, DEMO.admin, DEMO_PASSWORD)
  const headers = { Authorization: `Bearer ${token}` }
  const { data } = (await (await request.get('/api/v1/projects?page_size=50', { headers })).json()) as {
    data: { code: string }[]
  }
  let withSuppliers: { code: string; first: ProjectSupplier } | null = null
  let without: string | null = null
  for (const { code } of data) {
    const rows = (
      (await (await request.get(`/api/v1/project/${code}/suppliers`, { headers })).json()) as {
        data: ProjectSupplier[]
      }
    ).data
    const first = rows[0]
    if (first && !withSuppliers) withSuppliers = { code, first }
    if (!first && !without) without = code
    if (withSuppliers && without) break
  }
  if (!withSuppliers || !without) throw new Error('the demo needs a project with suppliers and one without')
  return { withSuppliers, without }
}

test.describe('project suppliers tab (issue 23 item 5)', () => {
  test('lists the suppliers with their totals, a row opens the supplier; an empty project says so', async ({
    page,
    request,
  }) => {
    const { withSuppliers, without } = await projectsBySuppliers(request)
    const { code, first } = withSuppliers
    await login(page, DEMO.admin)

    await visit(page, `/project/${code}/main`)
    await page.getByRole('tab', { name: 'Tedarikçiler' }).click()
    await expect(page).toHaveURL(new RegExp(`/project/${code}/suppliers$`))
    const link = page.getByRole('link', { name: first.name, exact: true })
    await expect(link).toBeVisible()
    const row = page.getByRole('row').filter({ has: link })
    // Turkish notation with the currency: "37.515,38 TRY".
    const amount = first.buy_totals[0] ?? first.invoice_totals[0]
    if (amount) await expect(row).toContainText(new RegExp(`\\d,\\d{2} ${amount.currency}`))
    await visit(page, `/project/${code}/suppliers`)

    await link.click()
    await expect(page).toHaveURL(new RegExp(`/supplier/${first.code}$`))
    await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible()

    await visit(page, `/project/${without}/suppliers`)
    await expect(
      page.getByText('Bu projenin bütçelerinde ve faturalarında henüz tedarikçi yok'),
    ).toBeVisible()
  })

  test('fits a 360 px phone', async ({ page, request }) => {
    const { withSuppliers } = await projectsBySuppliers(request)
    await page.setViewportSize({ width: 360, height: 740 })
    await login(page, DEMO.admin)
    await visit(page, `/project/${withSuppliers.code}/suppliers`)
    await expect(page.getByRole('link', { name: withSuppliers.first.name, exact: true })).toBeVisible()
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
  })
})
