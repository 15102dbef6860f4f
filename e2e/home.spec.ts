import { expect, test } from '@playwright/test'
import { DEMO } from './support/env'
import { login, settled, visit } from './support/pages'

test.describe('home: the day', () => {
  test('team@ sees the approvals waiting for them and opens one', async ({ page }) => {
    await login(page, DEMO.team)
    await visit(page, '/')
    const approvals = page.getByTestId('home-approvals')
    await expect(approvals.getByRole('heading', { name: 'Onayını bekleyenler' })).toBeVisible()
    const items = approvals.getByRole('listitem')
    const count = await items.count()
    expect(count).toBeGreaterThan(0)
    // The heading's count is the number waiting (every one is listed while there are at most 10).
    await expect(approvals.getByLabel(String(count), { exact: true })).toBeVisible()
    await items.first().getByRole('link').click()
    await expect(page).toHaveURL(/\/approves\?request=\d+/)
    await expect(page.getByRole('dialog')).toBeVisible()
    await settled(page)
  })

  test("a manager sees this month's turnover against target and opens the month's performance report", async ({
    page,
  }) => {
    await login(page, DEMO.admin)
    await visit(page, '/')
    const line = page.getByTestId('home-turnover')
    const link = line.getByRole('link', { name: /^Bu ay ciro / })
    await expect(link).toBeVisible()
    await link.click()
    await expect(page).toHaveURL(/\/reports\/performance\?from=\d{4}-\d{2}-01&to=\d{4}-\d{2}-\d{2}/)
    await expect(page.locator('h1').first()).toBeVisible()
    await settled(page)
  })

  test('a CLIENT user sees their projects and opens one', async ({ page }) => {
    await login(page, DEMO.client)
    await visit(page, '/')
    const projects = page.getByTestId('home-projects')
    await expect(projects.getByRole('heading', { name: 'Projelerin' })).toBeVisible()
    await expect(page.getByTestId('home-approvals')).toHaveCount(0)
    await expect(page.getByTestId('home-turnover')).toHaveCount(0)
    const first = projects.getByRole('listitem').first().getByRole('link')
    await expect(first).toBeVisible()
    await first.click()
    await expect(page).toHaveURL(/\/project\/[^/]+\/main/)
    await settled(page)
  })

  test('fits a 360 px wide screen without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    await login(page, DEMO.team)
    await visit(page, '/')
    await expect(page.getByTestId('home-approvals')).toBeVisible()
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(width).toBeLessThanOrEqual(360)
  })
})
