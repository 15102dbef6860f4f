import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import ExcelJS from 'exceljs'
import { apiToken, openDialog } from './support/admin'
import { expectAccessible } from './support/axe'
import { DEMO, DEMO_PASSWORD } from './support/env'
import { login, visit } from './support/pages'

/** The demo congress (the registration form's project) and two new attendees of it. */
async function congressWithGuests(request: APIRequestContext, last: string) {
  const token = await apiToken(request, DEMO.admin, DEMO_PASSWORD)
  const headers = { Authorization: `Bearer ${token}` }
  const forms = (
    (await (await request.get('/api/v1/forms', { headers })).json()) as {
      data: { form_type: string; project_code: string | null }[]
    }
  ).data
  const code = forms.find((f) => f.form_type === 'registration' && f.project_code)?.project_code
  if (!code) throw new Error('no demo congress')
  const project = (await (await request.get(`/api/v1/project/${code}`, { headers })).json()) as {
    data?: { id: number }
    id?: number
  }
  const projectId = project.data?.id ?? project.id
  for (const first of ['Defne', 'Ilgın']) {
    const added = await request.post(`/api/v1/project/${projectId}/attendees`, {
      headers,
      data: { first_name: first, last_name: last },
    })
    expect(added.ok(), await added.text()).toBe(true)
  }
  return code
}

/** Types into a searchable select and picks the option once the server has answered. */
async function search(
  page: Page,
  scope: ReturnType<Page['getByRole']>,
  label: RegExp,
  text: string,
  option: string,
) {
  const box = scope.getByRole('combobox', { name: label })
  await box.click()
  await box.fill(text)
  await page.getByRole('option', { name: option }).click()
}

test.describe('hotels and rooming (issue 23 item 3)', () => {
  test('staff add a block at a new hotel, put two attendees in it as room mates and export the list', async ({
    page,
    request,
  }) => {
    // Two autocompletes with their 1000 ms pause, two stays and an export: slow on a loaded machine.
    test.setTimeout(300_000)
    const stamp = Date.now().toString(36)
    const last = `Oda${stamp}`
    const hotel = `Deneme Otel ${stamp}`
    const code = await congressWithGuests(request, last)
    await login(page, DEMO.admin)
    await visit(page, `/project/${code}/main`)
    await page.getByRole('tab', { name: 'Konaklama' }).click()
    await expect(page).toHaveURL(new RegExp(`/project/${code}/hotels$`))
    await expect(page.getByRole('heading', { name: 'Oda blokları' })).toBeVisible()

    // A block at a hotel the autocomplete does not know: its "Yeni" entry adds it.
    await page.getByRole('button', { name: 'Blok ekle' }).click()
    const blockDialog = await openDialog(page, 'Oda bloğu ekle')
    const hotelBox = blockDialog.getByRole('combobox', { name: /^Otel/ })
    await hotelBox.fill(hotel)
    const fresh = page.getByRole('option', { name: new RegExp(`Yeni.*${hotel}`) })
    await expect(fresh).toBeVisible({ timeout: 10_000 })
    await expectAccessible(page)
    await fresh.click()
    await expect(hotelBox).toHaveValue(hotel)
    await blockDialog.getByRole('textbox', { name: 'Gece 1' }).fill('2031-05-14')
    await blockDialog.getByRole('button', { name: 'Gece ekle' }).click()
    await expect(blockDialog.getByRole('textbox', { name: 'Gece 2' })).toHaveValue('2031-05-15')
    await blockDialog.getByRole('button', { name: 'Kaydet' }).click()
    await expect(blockDialog).toBeHidden()
    const card = page.getByTestId(/^room-block-/).filter({ hasText: hotel })
    await expect(card).toBeVisible()
    await expect(card).toContainText('Double')

    // Two attendees in the block, the second paired with the first.
    const block = `${hotel} · Double`
    for (const [first, mate] of [
      ['Defne', null],
      ['Ilgın', 'Defne'],
    ] as const) {
      await page.getByRole('button', { name: 'Konaklama ekle' }).click()
      const dialog = await openDialog(page, 'Konaklama ekle')
      await search(page, dialog, /^Katılımcı/, last, `${first} ${last}`)
      await dialog.getByRole('combobox', { name: /^Oda bloğu/ }).click()
      await page.getByRole('option', { name: block }).click()
      await dialog.getByLabel(/^Giriş tarihi/).fill('2031-05-14')
      await dialog.getByLabel(/^Çıkış tarihi/).fill('2031-05-16')
      if (mate) await search(page, dialog, /^Oda arkadaşı/, last, `${mate} ${last}`)
      await dialog.getByRole('button', { name: 'Kaydet' }).click()
      await expect(dialog).toBeHidden()
    }

    // One room for the pair: one row with both names (found by the list's search, as the demo's rooms
    // fill pages), and the block's nights each take one room.
    await page.getByLabel('Misafir adı ara').fill(last)
    const row = page
      .getByTestId('rooming-table')
      .getByRole('row')
      .filter({ hasText: `Defne ${last}` })
    await expect(row).toHaveCount(1)
    await expect(row).toContainText(`Ilgın ${last}`)
    await expect(row).toContainText(hotel)
    await expect(card.getByRole('row', { name: /Dolu/ })).toHaveText(/Dolu\s*1\s*1$/)
    await expectAccessible(page)

    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Excel’e aktar' }).click()
    const file = await download
    expect(file.suggestedFilename()).toMatch(/^rooming-.*\.xlsx$/)
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.readFile((await file.path()) as string)
    const sheet = workbook.worksheets[0] as ExcelJS.Worksheet
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Otel',
      'Oda Tipi',
      'Misafirler',
      'Giriş',
      'Çıkış',
      'Gece',
      'Notlar',
    ])
    const rows: unknown[][] = []
    sheet.eachRow((each, n) => {
      if (n > 1) rows.push((each.values as unknown[]).slice(1))
    })
    const ours = rows.filter((r) => r[0] === hotel)
    expect(ours).toHaveLength(1)
    expect(String(ours[0]?.[2]).split(' / ').sort()).toEqual([`Defne ${last}`, `Ilgın ${last}`])
    expect(ours[0]?.[5]).toBe(2)
  })
  test('the tab fits a 360 px phone with the demo blocks and rooming list', async ({ page, request }) => {
    const code = await congressWithGuests(request, `Tel${Date.now().toString(36)}`)
    await page.setViewportSize({ width: 360, height: 740 })
    await login(page, DEMO.admin)
    await visit(page, `/project/${code}/hotels`)
    await expect(page.getByTestId('rooming-table')).toBeVisible()
    await expect(page.getByTestId('rooming-warnings')).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  })
})
