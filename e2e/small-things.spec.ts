import { expect, type Page, test } from '@playwright/test'
import { DEMO } from './support/env'
import { login, settled, sidebar, visit } from './support/pages'

/** Issue 19 item 13: the smaller things a newcomer stumbled on in a day's walk. */

/** Every tab of each horizontal tab bar sits on the bar's first line. */
async function wrappedTabBars(page: Page): Promise<number> {
  return page.evaluate(() => {
    let wrapped = 0
    for (const list of Array.from(
      document.querySelectorAll('[role="tablist"][aria-orientation="horizontal"]'),
    )) {
      const tops = Array.from(list.querySelectorAll('[role="tab"]')).map(
        (tab) => tab.getBoundingClientRect().top,
      )
      if (tops.some((top) => Math.abs(top - (tops[0] ?? top)) > 2)) wrapped += 1
    }
    return wrapped
  })
}

/** Badge labels in table cells whose text is cut. */
async function cutBadges(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('td .mantine-Badge-label'))
      .filter((label) => label.scrollWidth > label.clientWidth + 1)
      .map((label) => label.textContent ?? ''),
  )
}

test.describe('the shell and its pages', () => {
  test('tab bars keep one line and scroll sideways on a phone', async ({ page }) => {
    await login(page, DEMO.admin)
    await visit(page, '/admin/definitions/project-types')
    const tabs = page.getByRole('tablist').first()
    await expect(tabs).toBeVisible()
    expect(await wrappedTabBars(page)).toBe(0)
    await page.setViewportSize({ width: 360, height: 740 })
    await expect(tabs).toBeVisible()
    expect(await wrappedTabBars(page)).toBe(0)
    // The bar scrolls inside itself: the page does not get wider than the phone.
    expect(await tabs.evaluate((list) => list.scrollWidth > list.clientWidth)).toBe(true)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  })

  test('stage badges in a list keep their whole text', async ({ page }) => {
    await login(page, DEMO.team)
    // The lead list's stage column cut "İç Onay Tamamlandı" to "İÇ ONAY TAM…" while the row had room.
    await visit(page, '/bizdev?view=list')
    await expect(page.locator('td .mantine-Badge-label:visible').first()).toBeVisible()
    expect(await cutBadges(page)).toEqual([])
  })

  test('a client page names the client in the breadcrumbs and the header', async ({ page }) => {
    await login(page, DEMO.admin)
    await visit(page, '/clients')
    const first = page.getByRole('table').getByRole('link').first()
    const name = (await first.innerText()).trim()
    await first.click()
    await expect(page).toHaveURL(/\/client\//)
    await settled(page)
    const crumbs = page.getByRole('navigation', { name: 'Sayfa konumu' })
    await expect(crumbs.getByRole('link', { name: 'Müşteriler' })).toBeVisible()
    await expect(crumbs.getByText(name, { exact: true })).toBeVisible()
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  })

  test('no request fails on a page load when the company has no logo', async ({ page }) => {
    const failed: string[] = []
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`)
    })
    await login(page, DEMO.admin)
    await visit(page, '/')
    await visit(page, '/projects')
    expect(failed).toEqual([])
  })

  test('a page chunk that does not load keeps the shell and offers a reload', async ({ page }) => {
    await login(page, DEMO.admin)
    await page.route(/\/assets\/tasks-page[^/]*\.js$/, (route) => route.abort())
    await sidebar(page).getByRole('link', { name: 'Görevler' }).click()
    const alert = page.getByTestId('page-error')
    await expect(alert).toContainText('Sayfanın bir parçası yüklenemedi')
    await expect(alert.getByRole('button', { name: 'Sayfayı yenile' })).toBeVisible()
    await expect(sidebar(page)).toBeVisible()
    await page.unroute(/\/assets\/tasks-page[^/]*\.js$/)
    await alert.getByRole('button', { name: 'Sayfayı yenile' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Görevler' })).toBeVisible()
  })

  test('a server error says the app’s own message, not "Internal Server Error"', async ({ page }) => {
    await login(page, DEMO.admin)
    await page.route('**/api/v1/tasks**', (route) =>
      route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' }),
    )
    await page.goto('/tasks')
    // The list asks again a few times, waiting longer each time, before it shows the error.
    await expect(page.getByText(/Sunucu şu an yanıt veremedi/).first()).toBeVisible({ timeout: 30_000 })
    await expect(page.getByText('Internal Server Error')).toHaveCount(0)
  })
})
