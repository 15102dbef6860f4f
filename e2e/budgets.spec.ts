import fs from 'node:fs/promises'
import { type Browser, type Download, expect, type Locator, type Page, test } from '@playwright/test'
import { alertTitled, apiToken, openDialog } from './support/admin'
import { expectAccessible } from './support/axe'
import { BASE_URL, DEMO, DEMO_PASSWORD } from './support/env'
import { latestMailTo, linkIn } from './support/outbox'
import { login, settled, visit } from './support/pages'
import { pickOption } from './support/requests'

/**
 * The figures of the flow, worked out by hand (not by budget-calc: the test is there to catch it).
 * Budget in TRY, other currency EUR at a hand-set rate of 1 EUR = 35,5 TRY; service fee 10 % of the
 * sell subtotal; the company's service-fee VAT rate is 20 %.
 *
 *   Konaklama (VAT 10 %, a 2 % accommodation tax on the sell amount)
 *     Otel A   10 rooms × 3 nights  buy 2.000 TRY  sell 2.500 TRY   group "otel", default
 *              buy 60.000        sell 75.000
 *     Otel B   10 rooms × 3 nights  buy 50 EUR     sell 60 EUR      group "otel", alternative
 *              buy 1.500 EUR = 53.250   sell 1.800 EUR = 63.900   (not counted while A is the default)
 *   Transfer (VAT 20 %)
 *     Havalimanı transferi   2 × 1   buy 3.000 TRY   sell 100 EUR
 *              buy 6.000         sell 200 EUR = 7.100
 *   Yiyecek ve İçecek (VAT 10 %)
 *     Gala yemeği  100 × 1   buy 1.500 TRY   sell 1.800 TRY
 *              buy 150.000       sell 180.000
 *
 *   total buy       60.000 + 6.000 + 150.000            = 216.000,00
 *   total sell      75.000 + 7.100 + 180.000            = 262.100,00
 *   service fee     10 % of 262.100                     =  26.210,00
 *   with the fee    262.100 + 26.210                    = 288.310,00
 *   profit          288.310 − 216.000                   =  72.310,00
 *   profit ratio    72.310 / 288.310 = 0,2508064…       → %25,081
 *   taxes           2 % of Otel A's 75.000              =   1.500,00
 *   with the taxes  288.310 + 1.500 (passed on to the client, not profit) = 289.810,00
 *
 * The client picks Otel B instead: sell 63.900 + 7.100 + 180.000 = 251.000,00, fee 25.100,00,
 * with the fee 276.100,00, taxes 2 % of 63.900 = 1.278,00, with the taxes 277.378,00 (the agency's own
 * default stays Otel A, so the editor's totals do not move).
 */
const RATE_EUR = '35,5'
const EXPECTED = {
  totalBuy: '216.000,00 TRY',
  totalSell: '262.100,00 TRY',
  taxes: '1.500,00 TRY',
  serviceFee: '26.210,00 TRY',
  totalSellWithFee: '288.310,00 TRY',
  totalWithTaxes: '289.810,00 TRY',
  profit: '72.310,00 TRY',
  profitRatio: '%25,081',
}
const CLIENT_TOTAL_WITH_FEE = '276.100,00 TRY'
const CLIENT_TAXES = '1.278,00 TRY'
const CLIENT_TOTAL_WITH_TAXES = '277.378,00 TRY'

function grid(page: Page): Locator {
  return page.getByRole('grid', { name: 'Bütçe kalemleri' })
}

function lineRow(page: Page, name: string): Locator {
  return grid(page).getByRole('row').filter({ hasText: name })
}

/** Waits until the grid's active cell is the first cell of a just added "Yeni kalem" row. */
async function newLineIsActive(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const grid = document.querySelector('[role="grid"]')
    const id = grid?.getAttribute('aria-activedescendant')
    const cell = id ? document.getElementById(id) : null
    return (
      document.activeElement === grid &&
      !!cell &&
      /-0$/.test(id ?? '') &&
      (cell.closest('[role="row"]')?.textContent ?? '').includes('Yeni kalem')
    )
  })
}

/** Types into the active cell (typing starts the edit) and leaves it with Tab. */
async function typeCell(page: Page, text: string): Promise<void> {
  await page.keyboard.type(text)
  await page.keyboard.press('Tab')
}

/** Tab over cells left as they are. */
async function skip(page: Page, cells: number): Promise<void> {
  for (let i = 0; i < cells; i++) await page.keyboard.press('Tab')
}

/** A currency cell: Enter opens its list (the app's combobox), a click picks the option, Tab moves on. */
async function pickCurrency(page: Page, label: string, code: string): Promise<void> {
  await page.keyboard.press('Enter')
  const select = page.getByRole('combobox', { name: label })
  await expect(select).toBeFocused()
  await page.getByRole('listbox').getByRole('option', { name: code, exact: true }).click()
  // The pick ends the edit: the grid has the focus again.
  await expect(select).toHaveCount(0)
  await page.keyboard.press('Tab')
}

/** Whether two boxes overlap. */
function overlap(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
}
type Box = { x: number; y: number; width: number; height: number }

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox()
  if (!box) throw new Error('not laid out')
  return box
}

/** The grid scrolled sideways: the item column and the category titles stay at its left edge. */
async function expectFrozenPanes(page: Page, line: string, category: string): Promise<void> {
  const scroller = grid(page)
  await scroller.evaluate((element) => {
    element.scrollLeft = 900
  })
  await expect.poll(() => scroller.evaluate((element) => element.scrollLeft)).toBeGreaterThan(300)
  const edge = await boxOf(scroller)
  const row = lineRow(page, line)
  const item = await boxOf(row.getByRole('gridcell').nth(1))
  // The handle (36 px) and then the item cell, at the grid's left edge, the name readable in it.
  expect(item.x).toBeGreaterThanOrEqual(edge.x + 30)
  expect(item.x).toBeLessThanOrEqual(edge.x + 40)
  await expect(row.getByRole('gridcell').nth(1)).toContainText(line)
  // A cell that is not frozen has scrolled out of view to the left.
  expect((await boxOf(row.getByRole('gridcell').nth(2))).x).toBeLessThan(edge.x)
  const title = scroller.getByRole('rowheader', { name: new RegExp(`^${category} ·`) }).getByText(category)
  const titleBox = await boxOf(title)
  expect(titleBox.x).toBeGreaterThanOrEqual(edge.x)
  expect(titleBox.x).toBeLessThanOrEqual(edge.x + 60)
  await scroller.evaluate((element) => {
    element.scrollLeft = 0
  })
}

interface LineInput {
  name: string
  quantity: string
  unitCount?: string
  buy: string
  buyCurrency?: 'EUR'
  sell: string
  sellCurrency?: 'EUR'
  group?: string
}

/**
 * Fills the active new line from the keyboard, column by column: name, product type (kept), quantity,
 * unit (kept), count, count unit (kept), suppliers (kept), buy price and currency, sell price and
 * currency, alternative group.
 */
async function typeLine(page: Page, line: LineInput): Promise<void> {
  await newLineIsActive(page)
  await typeCell(page, line.name)
  await skip(page, 1)
  await typeCell(page, line.quantity)
  await skip(page, 1)
  if (line.unitCount) await typeCell(page, line.unitCount)
  else await skip(page, 1)
  await skip(page, 2)
  await typeCell(page, line.buy)
  if (line.buyCurrency) await pickCurrency(page, `Alış PB: ${line.name}`, line.buyCurrency)
  else await skip(page, 1)
  await typeCell(page, line.sell)
  if (line.sellCurrency) await pickCurrency(page, `Satış PB: ${line.name}`, line.sellCurrency)
  else await skip(page, 1)
  if (line.group) {
    await page.keyboard.type(line.group)
    await page.keyboard.press('Enter')
  }
}

/** The row header's "Satır ekle" of a category. */
async function addLineTo(page: Page, category: string): Promise<void> {
  await grid(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${category} ·`) }) })
    .getByRole('button', { name: 'Satır ekle' })
    .click()
}

async function addCategory(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Kategori ekle' }).click()
  const dialog = await openDialog(page, 'Kategori Ekle')
  await pickOption(page, dialog, 'Kategori', name)
  await dialog.getByRole('button', { name: 'Ekle' }).click()
  await expect(dialog).toBeHidden()
  await expect(grid(page).getByRole('rowheader', { name: new RegExp(`^${name} ·`) })).toBeVisible()
}

async function expectTotals(page: Page): Promise<void> {
  for (const [key, value] of Object.entries(EXPECTED))
    await expect(page.getByTestId(`total-${key}`), key).toHaveText(value)
}

/** Waits until every line is saved (the header says "Kaydedildi"). */
async function allSaved(page: Page): Promise<void> {
  await expect(page.getByText('Kaydediliyor…')).toHaveCount(0)
  await expect(page.getByText('Kaydedildi', { exact: true })).toBeVisible()
}

/** One export through the header's menu: the downloaded file's name, size and signature. */
async function exportAs(page: Page, item: string): Promise<Download> {
  await page.getByRole('button', { name: 'Dışa aktar' }).click()
  const download = page.waitForEvent('download')
  await page.getByRole('menuitem', { name: item }).click()
  return download
}

async function expectFile(download: Download, name: RegExp, signature: string): Promise<void> {
  expect(download.suggestedFilename()).toMatch(name)
  const bytes = await fs.readFile(await download.path())
  expect(bytes.length).toBeGreaterThan(500)
  expect(bytes.subarray(0, signature.length).toString('latin1')).toBe(signature)
}

/** The client, without an account, on a phone: picks Otel B and approves. */
async function clientApproves(browser: Browser, path: string, name: string): Promise<void> {
  // A new context does not take the config's baseURL; 360 px is the public pages' narrowest width.
  const context = await browser.newContext({
    baseURL: BASE_URL,
    viewport: { width: 360, height: 780 },
    locale: 'tr-TR',
  })
  try {
    const page = await context.newPage()
    await visit(page, path)
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
    const totals = page.getByTestId('review-totals')
    await expect(totals).toContainText(EXPECTED.totalSellWithFee)
    // The accommodation tax is passed on: its own line, and the total the client pays includes it.
    await expect(page.getByTestId('review-total-taxes')).toHaveText(`Vergiler${EXPECTED.taxes}`)
    await expect(page.getByTestId('review-total-total_with_taxes')).toHaveText(
      `Vergiler dahil toplam${EXPECTED.totalWithTaxes}`,
    )

    const hotels = page.getByRole('radiogroup', { name: 'Alternatifler: birini seçin' })
    await expect(hotels.getByRole('radio', { name: 'Otel A' })).toHaveAttribute('aria-checked', 'true')
    await hotels.getByRole('radio', { name: 'Otel B' }).click()
    await expect(hotels.getByRole('radio', { name: 'Otel B' })).toHaveAttribute('aria-checked', 'true')
    // The server recounts with the client's pick, the tax of the other hotel too.
    await expect(totals).toContainText(CLIENT_TOTAL_WITH_FEE)
    await expect(page.getByTestId('review-total-taxes')).toContainText(CLIENT_TAXES)
    await expect(page.getByTestId('review-total-total_with_taxes')).toContainText(CLIENT_TOTAL_WITH_TAXES)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)

    await page.getByRole('button', { name: 'Onaylıyorum' }).click()
    const dialog = await openDialog(page, 'Bütçeyi onaylıyor musunuz?')
    await expectAccessible(page)
    await dialog.getByRole('button', { name: 'Onayla' }).click()
    await expect(page.getByTestId('review-decided')).toContainText(/Bu bütçeyi .+ tarihinde onayladınız\./)
    await expect(hotels.getByRole('radio', { name: 'Otel A' })).toBeDisabled()
    await expect(page.getByRole('button', { name: 'Onaylıyorum' })).toHaveCount(0)
    await expectAccessible(page)

    // Opened again later, the link shows the decision, read only.
    await page.reload()
    await settled(page)
    await expect(page.getByTestId('review-decided')).toHaveAttribute('data-status', 'APPROVED')
    await expect(totals).toContainText(CLIENT_TOTAL_WITH_FEE)
  } finally {
    await context.close()
  }
}

test('a budget is built from the keyboard, exported, shared, and approved by the client with their pick', async ({
  page,
  browser,
  request,
}) => {
  // Some twenty screens and modals with an axe check each, four downloads and a second browser.
  test.setTimeout(240_000)
  const token = await apiToken(request, DEMO.admin, DEMO_PASSWORD)
  const projects = await request.get('/api/v1/projects?page_size=1', {
    headers: { Authorization: `Bearer ${token}` },
  })
  const project = ((await projects.json()) as { data: { code: string }[] }).data[0]?.code
  if (!project) throw new Error('no demo project')
  const name = `E2E Bütçe ${Date.now()}`
  const slug = name.toLowerCase().replace('ü', 'u').replace('ç', 'c').replace(/\s+/g, '-')

  await login(page, DEMO.admin)

  await test.step('a new empty budget from the project\'s "Bütçeler" tab', async () => {
    await visit(page, `/project/${project}/main`)
    await page.getByRole('tab', { name: 'Bütçeler' }).click()
    await expect(page).toHaveURL(new RegExp(`/project/${project}/budgets$`))
    await page.getByRole('button', { name: 'Yeni Bütçe' }).first().click()
    const dialog = await openDialog(page, 'Yeni Bütçe')
    await dialog.getByRole('textbox', { name: 'Bütçe adı' }).fill(name)
    await expect(dialog.getByRole('combobox', { name: /^Para birimi/ })).toHaveValue('TRY')
    // The multi-select's box, not its hidden text field, takes the click.
    await dialog.getByRole('combobox', { name: 'Kullanılan diğer para birimleri' }).click({ force: true })
    await page.getByRole('option', { name: 'EUR', exact: true }).click()
    await page.keyboard.press('Escape')
    await expectAccessible(page)
    await dialog.getByRole('button', { name: 'Oluştur' }).click()
    // The toast shows for 3 s from the save; the address changes only once the editor's data has
    // loaded, which on a loaded machine can take longer: the toast is looked for first.
    await expect(alertTitled(page, 'BAŞARILI!')).toBeVisible()
    await expect(page).toHaveURL(/\/project\/[^/]+\/budget(v2|v3)?\/[^/]+$/)
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible()
    await expect(page.getByText('Bu bütçede henüz kategori yok')).toBeVisible()
    await settled(page)
  })

  await test.step('three categories from the definitions, the service fee and the EUR rate', async () => {
    await addCategory(page, 'Konaklama')
    await expectAccessible(page)
    await addCategory(page, 'Transfer')
    await addCategory(page, 'Yiyecek ve İçecek')

    await page.getByRole('button', { name: 'Bütçe ayarları' }).click()
    const settings = await openDialog(page, 'Bütçe ayarları')
    await pickOption(page, settings, 'Hizmet bedeli türü', 'Yüzde')
    const percent = settings.getByRole('textbox', { name: 'Oran (%)' })
    await percent.fill('')
    await percent.pressSequentially('10')
    await expectAccessible(page)
    await settings.getByRole('button', { name: 'Ayarları kaydet' }).click()
    await expect(settings).toBeHidden()

    await page.getByRole('button', { name: 'Kurlar' }).click()
    const rates = await openDialog(page, 'Kurlar')
    const eur = rates.getByRole('textbox', { name: '1 EUR = ? TRY' })
    await eur.fill('')
    await eur.pressSequentially(RATE_EUR)
    await expectAccessible(page)
    await rates.getByRole('button', { name: 'Kurları kaydet' }).click()
    await expect(rates).toBeHidden()
  })

  await test.step('lines typed into the grid from the keyboard', async () => {
    await addLineTo(page, 'Konaklama')
    await typeLine(page, {
      name: 'Otel A',
      quantity: '10',
      unitCount: '3',
      buy: '2000',
      sell: '2500',
      group: 'otel',
    })
    // Ctrl+Enter adds a line under the active one.
    await page.keyboard.press('ArrowUp')
    await page.keyboard.press('Control+Enter')
    await typeLine(page, {
      name: 'Otel B',
      quantity: '10',
      unitCount: '3',
      buy: '50',
      buyCurrency: 'EUR',
      sell: '60',
      sellCurrency: 'EUR',
      group: 'otel',
    })
    await addLineTo(page, 'Transfer')
    await typeLine(page, {
      name: 'Havalimanı transferi',
      quantity: '2',
      buy: '3000',
      sell: '100',
      sellCurrency: 'EUR',
    })
    await addLineTo(page, 'Yiyecek ve İçecek')
    await typeLine(page, { name: 'Gala yemeği', quantity: '100', buy: '1500', sell: '1800' })
    await page.keyboard.press('Escape')
    await allSaved(page)

    // One default per group: the first one of the group keeps it.
    await expect(
      lineRow(page, 'Otel A').getByRole('checkbox', { name: 'Varsayılan yap: Otel A' }),
    ).toBeChecked()
    await expect(
      lineRow(page, 'Otel B').getByRole('checkbox', { name: 'Varsayılan yap: Otel B' }),
    ).not.toBeChecked()
    await expect(lineRow(page, 'Otel B')).toHaveAttribute('data-uncounted', 'true')
    await expect(lineRow(page, 'Havalimanı transferi')).toContainText('7.100,00')
    await expectTotals(page)
    await expectAccessible(page)

    // What the server kept: the same figures after a reload.
    await page.reload()
    await settled(page)
    await expectTotals(page)
  })

  await test.step('the grid freezes the item column, edits units with a combobox, totals clear the "+"', async () => {
    await expectFrozenPanes(page, 'Gala yemeği', 'Yiyecek ve İçecek')

    // The unit cell (Kalem, Ürün türü, Miktar, Birim) edits with the app's combobox, not a native <select>.
    await lineRow(page, 'Gala yemeği').getByRole('gridcell').nth(1).click()
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('Enter')
    const unit = page.getByRole('combobox', { name: 'Birim: Gala yemeği' })
    await expect(unit).toBeFocused()
    expect(await unit.evaluate((element) => element.tagName)).toBe('INPUT')
    await expect(unit).toHaveAttribute('aria-haspopup', 'listbox')
    await expect(page.getByRole('listbox').getByRole('option', { name: 'Kişi' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(unit).toHaveCount(0)

    // The header's labels are whole (two lines where a column is narrow: "Alternatif grubu"), not cut.
    const cut = await grid(page)
      .getByRole('columnheader')
      .evaluateAll((headers) =>
        headers
          .filter(
            (header) => header.scrollWidth > header.clientWidth || header.scrollHeight > header.clientHeight,
          )
          .map((header) => header.textContent),
      )
    expect(cut).toEqual([])
    await expect(grid(page).getByRole('columnheader', { name: 'Alternatif grubu' })).toBeVisible()

    // The totals use the app's font and no figure lies under the quick-create "+" button.
    const plus = await boxOf(page.getByTestId('quick-create'))
    for (const key of Object.keys(EXPECTED)) {
      const figure = page.getByTestId(`total-${key}`)
      expect(overlap(await boxOf(figure), plus), key).toBe(false)
      expect(await figure.evaluate((element) => getComputedStyle(element).fontFamily)).not.toMatch(/mono/i)
    }
  })

  await test.step('at 360 px: no sideways page scroll, frozen item column, totals in a one-line bar', async () => {
    await page.setViewportSize({ width: 360, height: 740 })
    await page.reload()
    await settled(page)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
    const bar = page.getByTestId('totals-bar')
    await expect(bar).toBeVisible()
    await expect(bar).toHaveAttribute('aria-expanded', 'false')
    await expect(bar).toContainText(EXPECTED.totalWithTaxes)
    expect((await boxOf(bar)).height).toBeLessThan(40)
    await expect(page.getByTestId('total-totalBuy')).toBeHidden()
    await bar.click()
    await expect(bar).toHaveAttribute('aria-expanded', 'true')
    await expectTotals(page)
    await bar.click()
    await expect(page.getByTestId('total-totalBuy')).toBeHidden()
    await expectFrozenPanes(page, 'Gala yemeği', 'Yiyecek ve İçecek')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
    await expectAccessible(page)
    await page.setViewportSize({ width: 1280, height: 800 })
  })

  await test.step('xlsx and PDF exports, internal and for the client', async () => {
    await expectFile(
      await exportAs(page, 'XLSX · İç kullanım · TR'),
      new RegExp(`^${slug}-ic-kullanim-tr\\.xlsx$`),
      'PK\u0003\u0004',
    )
    await expectFile(
      await exportAs(page, 'XLSX · Müşteri için · TR'),
      new RegExp(`^${slug}-tr\\.xlsx$`),
      'PK\u0003\u0004',
    )
    await expectFile(
      await exportAs(page, 'PDF · İç kullanım · TR'),
      new RegExp(`^${slug}-ic-kullanim-tr\\.pdf$`),
      '%PDF',
    )
    await expectFile(
      await exportAs(page, 'PDF · Müşteri için · TR'),
      new RegExp(`^${slug}-tr\\.pdf$`),
      '%PDF',
    )
  })

  const link = await test.step('shared for client review', async () => {
    await page.getByRole('button', { name: 'Müşteriye Gönder' }).click()
    const dialog = await openDialog(page, 'Müşteriye Gönder')
    await dialog.getByRole('button', { name: 'Bağlantı oluştur' }).click()
    const field = dialog.getByRole('textbox', { name: 'Müşteri bağlantısı' })
    await expect(field).toHaveValue(/\/client-review\/[^/]+$/)
    await expect(dialog.getByText('Müşteride', { exact: true })).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Paylaşımı kaldır' })).toBeEnabled()
    await expectAccessible(page)
    const url = new URL(await field.inputValue())
    await dialog.getByRole('button', { name: 'Kapat' }).click()
    await expect(dialog).toBeHidden()
    return url
  })

  await test.step('the client picks the other hotel and approves', () =>
    clientApproves(browser, link.pathname, name))

  await test.step('the editor shows the decision and the pick', async () => {
    // Live, through the realtime event of the client's decision.
    await expect(page.getByText('Onaylandı', { exact: true })).toBeVisible({ timeout: 20_000 })
    await expect(lineRow(page, 'Otel B').getByLabel('Müşteri bu seçeneği seçti')).toBeVisible()
    await expect(lineRow(page, 'Otel A').getByLabel('Müşteri bu seçeneği seçti')).toHaveCount(0)
    // The agency's default and totals are its own.
    await expectTotals(page)
    await page.reload()
    await settled(page)
    await expect(page.getByText('Onaylandı', { exact: true })).toBeVisible()
    await expect(lineRow(page, 'Otel B').getByLabel('Müşteri bu seçeneği seçti')).toBeVisible()
  })
})

test('"Müşteriye Gönder" mails the review link with an edited message to a chosen contact and records it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const token = await apiToken(request, DEMO.admin, DEMO_PASSWORD)
  const headers = { Authorization: `Bearer ${token}` }
  const get = async <T>(url: string) => (await (await request.get(`/api/v1${url}`, { headers })).json()) as T
  // The seeded budget shared for review, with a past sending (demo seed, decisions/0028).
  const statuses = 'LEAD,PREP,OPERATION,PRECLOSE,CLOSED,POSTPONED,CANCELLED,COMPETITION'
  // Every page: the demo's report history adds three years of projects to the curated ones.
  const projects: { code: string }[] = []
  for (let page = 1; page <= 20; page++) {
    const answer = await get<{ data: { code: string }[]; last_page: number }>(
      `/projects?page_size=100&page=${page}&statuses=${statuses}`,
    )
    projects.push(...answer.data)
    if (page >= answer.last_page) break
  }
  let target: { project: string; budget: string } | null = null
  for (const { code } of projects) {
    const budgets = await get<{ code: string; name: string }[]>(`/project/${code}/budgets`)
    const shared = budgets.find((b) => b.name === 'Müşteri Onayındaki Bütçe')
    if (shared) {
      target = { project: code, budget: shared.code }
      break
    }
  }
  if (!target) throw new Error('no seeded shared budget')
  const { data: recipients } = await get<{ data: { name: string; email: string }[] }>(
    `/budget/${target.budget}/review/recipients`,
  )
  const recipient = recipients[0]
  if (!recipient) throw new Error('no recipient for the seeded budget')
  const marker = `Gala için iki seçenek ekledik ${Date.now()}`
  const since = Date.now()

  await login(page, DEMO.admin)
  await visit(page, `/project/${target.project}/budget/${target.budget}`)
  await settled(page)
  await page.getByRole('button', { name: 'Müşteriye Gönder' }).click()
  const dialog = await openDialog(page, 'Müşteriye Gönder')
  const history = dialog.getByTestId('review-sendings')

  await test.step('the seeded sending is listed and the texts are prefilled in Turkish', async () => {
    await expect(history.getByText(/^Gönderildi: .+, \d{2} \S+ \d{4} \d{2}:\d{2}$/)).toHaveCount(1)
    await expect(dialog.getByRole('textbox', { name: 'Konu' })).toHaveValue(/onayınıza sunulmuştur$/)
    await expect(dialog.getByRole('textbox', { name: 'Mesaj' })).toHaveValue(/Saygılarımızla,/)
    await expect(dialog.getByRole('button', { name: 'Gönder', exact: true })).toBeDisabled()
    await expectAccessible(page)
  })

  await test.step('a contact is picked, the message edited and the link sent', async () => {
    await dialog.getByRole('checkbox', { name: new RegExp(recipient.email.replace(/[.+]/g, '\\$&')) }).check()
    await dialog.getByRole('textbox', { name: 'Mesaj' }).fill(`${marker}\nSaygılarımızla`)
    await dialog.getByRole('button', { name: 'Gönder', exact: true }).click()
    await expect(alertTitled(page, 'BAŞARILI!')).toBeVisible()
    await expect(history.getByText(new RegExp(`^Gönderildi: ${recipient.name}, `))).toHaveCount(2)
    await expect(history.getByText(/^Gönderildi: /)).toHaveCount(2)
  })

  await test.step('the mail in the outbox carries the link and the message', async () => {
    const link = await dialog.getByRole('textbox', { name: 'Müşteri bağlantısı' }).inputValue()
    const mail = await latestMailTo(recipient.email, since)
    expect(mail.text).toContain(marker)
    expect(linkIn(mail, '/client-review/')).toBe(`${BASE_URL}${new URL(link).pathname}`)
  })

  await test.step('the dialog fits a 360 px screen', async () => {
    await page.setViewportSize({ width: 360, height: 740 })
    await expect(dialog).toBeVisible()
    const fits = await dialog.evaluate((el) => el.scrollWidth <= el.clientWidth && el.clientWidth <= 360)
    expect(fits).toBe(true)
  })
})

test('"Ana bütçe yap" moves the main-budget badge to the chosen budget', async ({ page, request }) => {
  const token = await apiToken(request, DEMO.admin, DEMO_PASSWORD)
  const headers = { Authorization: `Bearer ${token}` }
  const projects = (await (await request.get('/api/v1/projects?page_size=5', { headers })).json()) as {
    data: { code: string }[]
  }
  const project = projects.data.at(-1)?.code as string
  const created: string[] = []
  for (const name of [`Ana A ${Date.now()}`, `Ana B ${Date.now()}`]) {
    const answer = await request.post(`/api/v1/project/${project}/budgets`, { headers, data: { name } })
    expect(answer.status(), await answer.text()).toBe(200)
    created.push(name)
  }
  const chosen = created[1] as string
  await login(page, DEMO.admin)
  await visit(page, `/project/${project}/budgets`)
  const table = page.getByRole('table', { name: 'Projenin bütçeleri' })
  const row = table.getByRole('row').filter({ hasText: chosen })
  await expect(row.getByTestId('main-budget')).toHaveCount(0)
  await row.getByRole('button', { name: `${chosen} bütçesini ana bütçe yap` }).click()
  await expect(page.getByText('Ana bütçe olarak işaretlendi')).toBeVisible()
  await expect(row.getByTestId('main-budget')).toHaveText('Ana bütçe')
  // One main budget: every other row offers the action instead.
  await expect(table.getByTestId('main-budget')).toHaveCount(1)
  await expectAccessible(page)

  await test.step('at 360 px the tab fits the phone and still names the main budget', async () => {
    await page.setViewportSize({ width: 360, height: 740 })
    await visit(page, `/project/${project}/budgets`)
    const narrow = page.getByRole('table', { name: 'Projenin bütçeleri' })
    const badge = narrow.getByRole('row').filter({ hasText: chosen }).getByTestId('main-budget')
    await badge.scrollIntoViewIfNeeded()
    await expect(badge).toBeInViewport()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
    await expectAccessible(page)
  })
})
