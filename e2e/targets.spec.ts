import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { alertTitled, openDialog } from './support/admin'
import { expectAccessible } from './support/axe'
import { DEMO, DEMO_PASSWORD } from './support/env'
import { login, visit } from './support/pages'

/**
 * /admin/targets (issue 24 item 1). Far years (2034-2036) keep the flow apart from the demo's targets of
 * this year and last, and from other specs.
 */
interface Session {
  headers: { Authorization: string }
  base: string
}
interface Row {
  key: string
  target_for_type: 'DIVISION' | 'TEAM' | 'USER'
  target_for_id: number
  name: string
}

async function adminSession(request: APIRequestContext): Promise<Session> {
  const response = await request.post('/api/v1/login', {
    data: { email: DEMO.admin, password: DEMO_PASSWORD },
  })
  expect(response.ok()).toBe(true)
  const body = (await response.json()) as { token: string; user: { event_company_id: number } }
  return {
    headers: { Authorization: `Bearer ${body.token}` },
    base: `/api/v1/event-companies/${body.user.event_company_id}/targets`,
  }
}

async function rowsOf(request: APIRequestContext, session: Session, year: number): Promise<Row[]> {
  const response = await request.get(`${session.base}?year=${year}`, { headers: session.headers })
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { rows: Row[] }).rows
}

const cell = (page: Page, rowKey: string, column: number) => page.locator(`[id="target-${rowKey}-${column}"]`)
const saveState = (page: Page) => page.getByTestId('targets-save-state')

test.describe('targets', () => {
  test('an admin types targets with the keyboard, sees the sums and the saved state, reloads, copies last year', async ({
    page,
    request,
  }) => {
    const session = await adminSession(request)
    const rows = await rowsOf(request, session, 2036)
    const division = rows.find((row) => row.target_for_type === 'DIVISION') as Row
    const team = rows.find((row) => row.target_for_type === 'TEAM') as Row
    expect(division && team).toBeTruthy()

    await login(page, DEMO.admin)

    await test.step('keyboard: type January and February of a division, the quarter and the year follow', async () => {
      await visit(page, '/admin/targets?year=2036')
      await expect(page.getByRole('heading', { name: 'Hedefler' })).toBeVisible()
      await expect(page.getByTestId('targets-currency')).toHaveText('Tutar (TRY)')
      const grid = page.getByRole('grid', { name: '2036 hedefleri' })
      await grid.focus()
      // Focus activates the first row's January; the first row is a division.
      await expect(cell(page, rows[0]?.key as string, 1)).toHaveAttribute('data-active', 'true')
      const first = rows[0] as Row
      await page.keyboard.type('1250000')
      await page.keyboard.press('Tab')
      await page.keyboard.type('750.000')
      await page.keyboard.press('Enter')
      await expect(cell(page, first.key, 1)).toHaveText('1.250.000')
      await expect(cell(page, first.key, 2)).toHaveText('750.000')
      await expect(cell(page, first.key, 13)).toHaveText('2.000.000')
      await expect(cell(page, first.key, 17)).toHaveText('2.000.000')
      // Enter moved down a row, into February.
      await expect(cell(page, rows[1]?.key as string, 2)).toHaveAttribute('data-active', 'true')
      await page.keyboard.press('ArrowRight')
      await page.keyboard.press('Enter')
      await page.keyboard.type('300000')
      await page.keyboard.press('Escape')
      await expect(cell(page, rows[1]?.key as string, 3)).toHaveText('')
      await page.keyboard.press('ArrowDown')
      await page.keyboard.type('42')
      await page.keyboard.press('Enter')
      await expect(saveState(page)).toHaveText('Kaydedildi')
      await expectAccessible(page)
    })

    await test.step('a reload shows what was typed', async () => {
      await page.reload()
      await expect(cell(page, (rows[0] as Row).key, 1)).toHaveText('1.250.000')
      await expect(cell(page, (rows[0] as Row).key, 17)).toHaveText('2.000.000')
      await expect(cell(page, rows[2]?.key as string, 3)).toHaveText('42')
    })

    await test.step('a group folds and unfolds', async () => {
      await page.getByRole('button', { name: `${division.name} grubunu kapat` }).click()
      await expect(page.getByTestId(`target-row-${team.key}`)).toHaveCount(0)
      await page.getByRole('button', { name: `${division.name} grubunu aç` }).click()
      await expect(page.getByTestId(`target-row-${team.key}`)).toBeVisible()
    })

    await test.step('copy from last year, after a confirmation', async () => {
      const put = await request.put(session.base, {
        headers: session.headers,
        data: {
          year: 2034,
          cells: [
            { target_for_type: 'TEAM', target_for_id: team.target_for_id, period: 4, amount: 640_000 },
            { target_for_type: 'TEAM', target_for_id: team.target_for_id, period: 5, amount: 360_000 },
          ],
        },
      })
      expect(put.ok()).toBe(true)
      // The picker offers ten years either side of this one, and takes a typed year.
      await page.getByTestId('targets-year').fill('2035')
      await page.getByRole('option', { name: '2035' }).click()
      await expect(page).toHaveURL(/year=2035/)
      await expect(page.getByRole('grid', { name: '2035 hedefleri' })).toBeVisible()
      await page.getByRole('button', { name: 'Geçen yıldan kopyala' }).click()
      const dialog = await openDialog(page, 'Emin misin?')
      // A retried run finds 2035 filled by the first: the dialog then warns of the overwrite.
      await expect(dialog).toContainText(
        /2034 yılının hedefleri 2035 yılına kopyalanacak\.|2035 yılında girilmiş hedefler var/,
      )
      await dialog.getByRole('button', { name: 'Kopyala' }).click()
      await expect(alertTitled(page, 'BAŞARILI!')).toContainText(
        '2034 yılının 2 hedefi 2035 yılına kopyalandı.',
      )
      await expect(cell(page, team.key, 4)).toHaveText('640.000')
      await expect(cell(page, team.key, 14)).toHaveText('1.000.000')
    })

    await test.step('at 360 px the grid scrolls inside its box, the names stay at the left', async () => {
      await page.setViewportSize({ width: 360, height: 740 })
      const scroller = page.getByTestId('targets-scroller')
      await expect(scroller).toBeVisible()
      // Measured once the resize's relayout and the copy dialog's closing transition are over.
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
        .toBeLessThanOrEqual(1)
      const inner = await scroller.evaluate((element) => element.scrollWidth - element.clientWidth)
      expect(inner).toBeGreaterThan(300)
      const name = cell(page, team.key, 0)
      const before = await name.boundingBox()
      await scroller.evaluate((element) => {
        element.scrollLeft = element.scrollWidth
      })
      await expect(cell(page, team.key, 17)).toBeInViewport()
      const after = await name.boundingBox()
      expect(Math.abs((after?.x ?? 0) - (before?.x ?? 0))).toBeLessThanOrEqual(1)
      await expectAccessible(page)
    })
  })

  test('someone who is not an admin cannot open the targets', async ({ page, request }) => {
    await login(page, DEMO.user)
    await page.goto('/admin/targets')
    await expect(page).not.toHaveURL(/\/admin\/targets/)
    const response = await request.post('/api/v1/login', {
      data: { email: DEMO.user, password: DEMO_PASSWORD },
    })
    const body = (await response.json()) as { token: string; user: { event_company_id: number } }
    const api = await request.get(`/api/v1/event-companies/${body.user.event_company_id}/targets`, {
      headers: { Authorization: `Bearer ${body.token}` },
    })
    expect(api.status()).toBe(403)
  })
})
