import { expect, type Page, test } from '@playwright/test'
import ExcelJS from 'exceljs'
import { apiToken } from './support/admin'
import { expectAccessible } from './support/axe'
import { DEMO, DEMO_PASSWORD } from './support/env'
import { login, settled, visit } from './support/pages'

const REPORTS = [
  ['executive-brief', 'Yönetici Özeti'],
  ['performance', 'Performans'],
  ['division-performance', 'Departman Performansı'],
  ['people-performance', 'Kişi Performansı'],
  ['clients', 'Müşteriler'],
  ['yoy', 'Yıllık Karşılaştırma'],
  ['suppliers', 'Tedarikçi Harcamaları'],
  ['unclosed-projects', 'Kapanmamış Projeler'],
  ['client-financials', 'Müşteri Finansalları'],
  ['invoicing-timeframes', 'Faturalama Süreleri'],
] as const

/** The report drawn: its body or its empty state, never the load error. */
async function expectReportShown(page: Page) {
  await expect(page.getByTestId('report-body').or(page.getByTestId('empty-state')).first()).toBeVisible({
    timeout: 30_000,
  })
  await expect(page.getByText('Rapor yüklenemedi.')).toHaveCount(0)
}

test.describe('reports (issue 24 item 2)', () => {
  test('every report opens from the list with real data; the range shortcut and the scope go to the URL', async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000)
    await login(page, DEMO.admin)
    await visit(page, '/reports')
    await expect(page).toHaveURL(/\/reports\/executive-brief$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Yönetici Özeti' })).toBeVisible()
    await expectReportShown(page)

    const list = page.getByRole('navigation', { name: 'Rapor listesi' })
    for (const [name, title] of REPORTS) {
      await test.step(title, async () => {
        await list.getByRole('link', { name: title, exact: true }).click()
        await expect(page).toHaveURL(new RegExp(`/reports/${name}\\?from=\\d{4}-01-01&to=\\d{4}-12-31$`))
        await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible()
        await expectReportShown(page)
      })
    }
    await expectAccessible(page)

    await test.step('a range shortcut: the first quarter of this year', async () => {
      await list.getByRole('link', { name: 'Performans', exact: true }).click()
      await expectReportShown(page)
      await page.getByRole('button', { name: 'Tarih aralığı' }).click()
      await page.getByRole('button', { name: '1. çeyrek' }).click()
      await expect(page).toHaveURL(/\/reports\/performance\?from=(\d{4})-01-01&to=\1-03-31$/)
      await expectReportShown(page)
      const months = page.locator('tr[data-testid^="month-"]')
      await expect(months).toHaveCount(3)
    })

    await test.step('the scoped picker: one team', async () => {
      const token = await apiToken(request, DEMO.admin, DEMO_PASSWORD)
      const groups = (await (
        await request.get('/api/v1/users/scope-options', { headers: { Authorization: `Bearer ${token}` } })
      ).json()) as { value: string; options: { value: string; text: string }[] }[]
      const team = groups.find((group) => group.value === 'teams')?.options[0]
      if (!team) throw new Error('no team in the demo scope options')
      await page.getByRole('combobox', { name: 'Kapsam', exact: true }).click()
      await page.getByRole('option').filter({ hasText: team.text }).first().click()
      await expect(page).toHaveURL(new RegExp(`scope=${encodeURIComponent(team.value)}`))
      await expectReportShown(page)
      // The range stays as it was.
      await expect(page).toHaveURL(/from=(\d{4})-01-01&to=\1-03-31/)
    })
  })

  test('a figure drills down to its projects, and a project opens from the drawer', async ({ page }) => {
    test.setTimeout(180_000)
    await login(page, DEMO.admin)
    const year = new Date().getFullYear()
    // Three demo years: last year's turnover has projects behind it whatever today's month.
    await visit(page, `/reports/performance?from=${year - 1}-01-01&to=${year - 1}-12-31`)
    await expectReportShown(page)
    const total = page.getByRole('button', { name: /^Ciro · Toplam: .+, kayıtları göster$/ })
    await total.click()
    const drawer = page.getByRole('dialog', { name: 'Ciro · Toplam' })
    await expect(drawer.getByTestId('drilldown-row').first()).toBeVisible({ timeout: 30_000 })
    await expectAccessible(page)
    // The drawer's figure is the one the table showed.
    const shown = ((await total.textContent()) ?? '').trim()
    await expect(drawer.getByTestId('drilldown-summary')).toContainText(shown)
    const project = drawer.getByRole('link').first()
    const name = ((await project.textContent()) ?? '').trim()
    await project.click()
    await expect(page).toHaveURL(/\/project\/[^/]+\/main$/)
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  })

  test('an ageing cell of the client financials drills down to its open invoices', async ({ page }) => {
    test.setTimeout(180_000)
    await login(page, DEMO.admin)
    const year = new Date().getFullYear()
    // Three years of demo invoices: some never paid, long past due.
    await visit(page, `/reports/client-financials?from=${year - 2}-01-01&to=${year}-12-31`)
    await expectReportShown(page)
    const cell = page.getByRole('button', {
      name: /^Açık bakiye · 90 günden fazla · TRY: .+, kayıtları göster$/,
    })
    const shown = ((await cell.textContent()) ?? '').trim()
    await cell.click()
    const drawer = page.getByRole('dialog', { name: 'Açık bakiye · 90 günden fazla · TRY' })
    await expect(drawer.getByTestId('drilldown-row').first()).toBeVisible({ timeout: 30_000 })
    await expect(drawer.getByTestId('drilldown-summary')).toContainText(shown)
  })

  test('a target set for a division shows in the executive brief against the turnover', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000)
    const signIn = await request.post('/api/v1/login', {
      data: { email: DEMO.admin, password: DEMO_PASSWORD },
    })
    const body = (await signIn.json()) as { token: string; user: { event_company_id: number } }
    const headers = { Authorization: `Bearer ${body.token}` }
    const base = `/api/v1/event-companies/${body.user.event_company_id}/targets`
    const year = 2031
    const grid = await request.get(`${base}?year=${year}`, { headers })
    expect(grid.ok(), await grid.text()).toBe(true)
    const rows = (
      (await grid.json()) as {
        rows: { target_for_type: string; target_for_id: number }[]
      }
    ).rows
    const division = rows.find((row) => row.target_for_type === 'DIVISION')
    if (!division) throw new Error('no demo division')
    const save = (amount: number | null) =>
      request.put(base, {
        headers,
        data: {
          year,
          cells: [{ target_for_type: 'DIVISION', target_for_id: division.target_for_id, period: 3, amount }],
        },
      })
    expect((await save(null)).ok()).toBe(true)

    await login(page, DEMO.admin)
    const url = `/reports/executive-brief?from=${year}-01-01&to=${year}-12-31`
    await visit(page, url)
    await expect(page.getByTestId('empty-state')).toBeVisible()

    expect((await save(123_456)).ok()).toBe(true)
    await visit(page, url)
    await expect(page.getByTestId('report-stats')).toContainText('Hedef: 123.456,00 TRY')
    const march = page.getByTestId(`month-${year}-03`)
    await expect(march).toContainText('123.456,00 TRY')
    await expect(march).toContainText('%0,0')
    await expect(page.getByTestId(`month-${year}-04`)).toContainText('Hedef yok')
    expect((await save(null)).ok()).toBe(true)
  })

  test('a report exports as an Excel file with its rows', async ({ page }) => {
    test.setTimeout(120_000)
    await login(page, DEMO.admin)
    const year = new Date().getFullYear()
    // Performance lists every month of the range; the finance reports' sheets start with their headings.
    for (const [name, minimumRows] of [
      ['performance', 13],
      ['suppliers', 1],
    ] as const) {
      await visit(page, `/reports/${name}?from=${year - 1}-01-01&to=${year - 1}-12-31`)
      await expectReportShown(page)
      const download = page.waitForEvent('download')
      await page.getByRole('button', { name: 'Excel’e aktar' }).click()
      const file = await download
      expect(file.suggestedFilename()).toMatch(/\.xlsx$/)
      const workbook = new ExcelJS.Workbook()
      await workbook.xlsx.readFile(await file.path())
      const sheet = workbook.worksheets[0]
      if (!sheet) throw new Error(`no sheet in the ${name} export`)
      expect(sheet.actualRowCount, name).toBeGreaterThanOrEqual(minimumRows)
    }
  })

  test('the charts: bars and a dashed target, two lines for the year-on-year, a full amount on hover, accessible', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    await login(page, DEMO.admin)
    const year = new Date().getFullYear()
    // Last year has a closed turnover in every month and targets (demo data).
    await visit(page, `/reports/executive-brief?from=${year - 1}-01-01&to=${year - 1}-12-31`)
    await expectReportShown(page)
    const chart = page.getByRole('region', { name: 'Ciro / Hedef grafiği' })
    await expect(chart.locator('.recharts-bar-rectangle').first()).toBeVisible({ timeout: 30_000 })
    await expect(chart.locator('.recharts-line-curve')).toHaveAttribute('stroke-dasharray', /\d/)
    await expect(chart.locator('.recharts-xAxis-tick-labels text')).not.toHaveCount(0)
    await expect(chart.getByText('Hedef', { exact: true })).toBeVisible()
    // The axis is compact, the tooltip the full amount in the company currency.
    await chart.locator('.recharts-bar-rectangle').nth(5).hover()
    await expect(chart.locator('.mantine-ChartTooltip-tooltip')).toContainText(/\d,\d{2} [A-Z]{3}/)
    await expectAccessible(page)

    await visit(page, `/reports/yoy?from=${year - 1}-01-01&to=${year - 1}-12-31`)
    await expectReportShown(page)
    const yoy = page.getByRole('region', { name: 'Yıllık Karşılaştırma grafiği' })
    await expect(yoy.locator('.recharts-line-curve')).toHaveCount(2, { timeout: 30_000 })
    await expectAccessible(page)
  })

  test('at 360 px a whole year of the chart fits the phone with its axis in view, the page never scrolls sideways', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    await page.setViewportSize({ width: 360, height: 740 })
    await login(page, DEMO.admin)
    const year = new Date().getFullYear()
    await visit(page, `/reports/performance?from=${year - 1}-01-01&to=${year - 1}-12-31`)
    await expectReportShown(page)
    const chart = page.getByRole('region', { name: 'Ciro / Hedef grafiği' })
    await expect(chart.locator('.recharts-bar-rectangle').first()).toBeVisible({ timeout: 30_000 })
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
    const box = await chart.evaluate((element) => ({
      inner: element.scrollWidth,
      outer: element.clientWidth,
    }))
    expect(box.inner).toBeLessThanOrEqual(box.outer)
    // Scrolled to its end, the page's last content sits above the floating quick-create button.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    const plus = await page.getByTestId('quick-create').boundingBox()
    const contentBottom = await page.evaluate(
      () => document.getElementById('main-content')?.lastElementChild?.getBoundingClientRect().bottom ?? 0,
    )
    expect(contentBottom).toBeGreaterThan(0)
    expect(contentBottom).toBeLessThanOrEqual(plus?.y ?? 0)
  })

  test('at 360 px: the report list is a select, the toolbar stacks and the page never scrolls sideways', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    await page.setViewportSize({ width: 360, height: 740 })
    await login(page, DEMO.admin)
    await visit(page, '/reports/people-performance')
    await expectReportShown(page)
    const widest = () => page.evaluate(() => document.documentElement.scrollWidth)
    expect(await widest()).toBeLessThanOrEqual(360)
    await page.getByRole('combobox', { name: 'Rapor', exact: true }).click()
    await page.getByRole('option', { name: 'Müşteri Finansalları' }).click()
    await expect(page).toHaveURL(/\/reports\/client-financials\?/)
    await settled(page)
    await expectReportShown(page)
    expect(await widest()).toBeLessThanOrEqual(360)
  })
})
