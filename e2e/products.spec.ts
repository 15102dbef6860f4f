import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import type { PricingPeriod } from '../packages/contracts/src/products.contract'
import { apiToken } from './support/admin'
import { expectAccessible } from './support/axe'
import { DEMO, DEMO_PASSWORD } from './support/env'
import { login, visit } from './support/pages'

/** The demo congress (the project of the seed's registration form) and its pricing periods. */
async function congress(request: APIRequestContext) {
  const token = await apiToken(request, DEMO.admin, DEMO_PASSWORD)
  const headers = { Authorization: `Bearer ${token}` }
  const forms = (
    (await (await request.get('/api/v1/forms', { headers })).json()) as {
      data: { form_type: string; project_code: string | null }[]
    }
  ).data
  const code = forms.find((form) => form.form_type === 'registration' && form.project_code)?.project_code
  if (!code) throw new Error('no demo congress form')
  const periods = (await (
    await request.get(`/api/v1/project/${code}/pricing-periods`, { headers })
  ).json()) as {
    data: PricingPeriod[]
  }
  return { code, periods: periods.data }
}

const iso = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`

/** Months ahead of this one whose whole month no period touches (runs on one data dir add periods). */
function freeMonthsAhead(periods: PricingPeriod[]): number {
  for (let ahead = 1; ahead < 120; ahead++) {
    const first = new Date()
    first.setDate(1)
    first.setMonth(first.getMonth() + ahead)
    const last = new Date(first.getFullYear(), first.getMonth() + 1, 0)
    if (periods.every((period) => period.ends_on < iso(first) || period.starts_on > iso(last))) return ahead
  }
  throw new Error('no free month')
}

/** The calendar's day button ("12 Aralık 2026"). */
function dayLabel(date: Date): string {
  return `${date.getDate()} ${new Intl.DateTimeFormat('tr-TR', { month: 'long' }).format(date)} ${date.getFullYear()}`
}

/**
 * Opens the picker labelled `label` in the dialog and clicks `day` of the month `ahead` months on: the
 * calendar opens at the picked date or the earliest allowed, so it goes on until the day shows.
 */
async function pickDay(page: Page, label: string, ahead: number, day: number) {
  await page
    .locator('[role="dialog"][aria-modal="true"]')
    .getByRole('button', { name: label, exact: true })
    .click()
  const date = new Date()
  date.setDate(1)
  date.setMonth(date.getMonth() + ahead)
  date.setDate(day)
  const button = page.getByRole('button', { name: dayLabel(date), exact: true })
  const next = page.getByRole('button', { name: 'Sonraki ay' })
  await expect(next).toBeVisible()
  for (let i = 0; i <= ahead && (await button.count()) === 0; i++) await next.click()
  await button.click()
  // The calendar is a dialog too while it fades out: the modal's own checks wait until it has gone.
  await expect(page.locator('[data-dates-dropdown]')).toHaveCount(0)
}

test.describe('products and pricing periods (issue 23 item 1)', () => {
  test('staff add periods (an overlap is refused on its start), then a product with prices, and edit it', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000)
    const { code, periods } = await congress(request)
    const ahead = freeMonthsAhead(periods)
    const run = Date.now().toString(36)
    await login(page, DEMO.admin)

    await visit(page, `/project/${code}/main`)
    await page.getByRole('tab', { name: 'Fiyat Dönemleri' }).click()
    await expect(page).toHaveURL(new RegExp(`/project/${code}/pricing-periods$`))
    await expect(page.getByRole('cell', { name: 'Erken kayıt' }).first()).toBeVisible()

    await page.getByRole('button', { name: 'Dönem ekle' }).first().click()
    // The modal, not the calendar that opens over it (also a dialog).
    const dialog = page.locator('[role="dialog"][aria-modal="true"]')
    await dialog.getByRole('textbox', { name: 'Ad', exact: true }).fill(`Yerinde ${run}`)
    await pickDay(page, 'Başlangıç', ahead, 10)
    await pickDay(page, 'Bitiş', ahead, 20)
    await dialog.getByRole('button', { name: 'Kaydet' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('cell', { name: `Yerinde ${run}`, exact: true })).toBeVisible()

    await page.getByRole('button', { name: 'Dönem ekle' }).first().click()
    await dialog.getByRole('textbox', { name: 'Ad', exact: true }).fill(`Son gün ${run}`)
    await pickDay(page, 'Başlangıç', ahead, 15)
    await pickDay(page, 'Bitiş', ahead, 25)
    await dialog.getByRole('button', { name: 'Kaydet' }).click()
    await expect(
      dialog.getByText(`Fiyat dönemleri çakışamaz: bu tarihler "Yerinde ${run}" dönemiyle çakışıyor.`),
    ).toBeVisible()
    await pickDay(page, 'Başlangıç', ahead, 21)
    await dialog.getByRole('button', { name: 'Kaydet' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('cell', { name: `Son gün ${run}`, exact: true })).toBeVisible()
    await expectAccessible(page)

    await page.getByRole('tab', { name: 'Ürünler' }).click()
    await expect(page).toHaveURL(new RegExp(`/project/${code}/products$`))
    await expect(page.getByRole('cell', { name: 'Kongre kaydı', exact: true })).toBeVisible()
    await page.getByRole('button', { name: 'Ürün ekle' }).first().click()
    await dialog.getByRole('textbox', { name: 'Ad', exact: true }).fill(`Atölye ${run}`)
    await dialog.getByRole('textbox', { name: 'KDV oranı (%)' }).fill('10')
    await dialog.getByRole('textbox', { name: `Yerinde ${run} (TRY)` }).fill('1.250,50')
    await dialog.getByRole('textbox', { name: `Son gün ${run} (TRY)` }).fill('1500')
    await dialog.getByRole('button', { name: 'Kaydet' }).click()
    await expect(dialog).toBeHidden()
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: `Atölye ${run}`, exact: true }) })
    await expect(row).toContainText('1.250,50 TRY')
    await expect(row).toContainText('1.500,00 TRY')
    await expect(row).toContainText('%10')
    await expectAccessible(page)

    await row.getByRole('button', { name: `Atölye ${run} ürününü düzenle` }).click()
    await dialog.getByRole('textbox', { name: 'Ad', exact: true }).fill(`Kurs ${run}`)
    await dialog.getByRole('textbox', { name: 'Kapasite' }).fill('40')
    await dialog.getByRole('textbox', { name: `Son gün ${run} (TRY)` }).fill('')
    await dialog.getByRole('button', { name: 'Kaydet' }).click()
    await expect(dialog).toBeHidden()
    const edited = page
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: `Kurs ${run}`, exact: true }) })
    // Seats given by the options standing for it, against the capacity.
    await expect(edited).toContainText('0 / 40')
    await expect(edited).toContainText('1.250,50 TRY')
    await expect(edited).not.toContainText('1.500,00 TRY')
  })

  test('the products tab fits a 360 px phone (the table scrolls inside)', async ({ page, request }) => {
    const { code } = await congress(request)
    await page.setViewportSize({ width: 360, height: 740 })
    await login(page, DEMO.admin)
    await visit(page, `/project/${code}/products`)
    await expect(page.getByRole('cell', { name: 'Kongre kaydı', exact: true })).toBeVisible()
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    await visit(page, `/project/${code}/pricing-periods`)
    await expect(page.getByRole('cell', { name: 'Erken kayıt' }).first()).toBeVisible()
  })
})
