import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import ExcelJS from 'exceljs'
import { apiToken, openDialog } from './support/admin'
import { expectAccessible } from './support/axe'
import { DEMO, DEMO_PASSWORD } from './support/env'
import { login, visit } from './support/pages'
import { pickOption } from './support/requests'

/** The demo congress and its registration form (the attendees' answers come from it). */
async function congress(request: APIRequestContext): Promise<{ code: string; formName: string }> {
  const token = await apiToken(request, DEMO.admin, DEMO_PASSWORD)
  const response = await request.get('/api/v1/forms', { headers: { Authorization: `Bearer ${token}` } })
  expect(response.ok()).toBe(true)
  const forms = (
    (await response.json()) as { data: { form_type: string; name: string; project_code: string | null }[] }
  ).data
  const form = forms.find((each) => each.form_type === 'registration' && each.project_code)
  if (!form?.project_code) throw new Error('no demo congress form')
  return { code: form.project_code, formName: form.name }
}

/** A sheet as the client's assistant would send it: two people and one row with a broken e-mail. */
async function sheet(last: string, stamp: number): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook()
  const rows = workbook.addWorksheet('Katılımcılar')
  rows.addRow(['Ad', 'Soyad', 'E-posta', 'Kurum'])
  rows.addRow(['Gülşen', last, `gulsen.${stamp}@example.com`, 'Ege Üniversitesi'])
  rows.addRow(['İlker', last, `ilker.${stamp}@example.com`, 'Çukurova Tıp'])
  rows.addRow(['Şule', last, 'bu-bir-eposta-degil', 'Ankara Şehir Hastanesi'])
  return Buffer.from(await workbook.xlsx.writeBuffer())
}

/**
 * The attendee list's next answer with the query `wanted` names (its `total` is the count under those
 * filters). Each pick of the answer filter changes the list's query, so an earlier pick's answer may
 * still be on its way: the query tells them apart (`true`: the parameter is there, whatever its value).
 */
function listLoaded(page: Page, wanted: Record<string, string | null | true> = {}) {
  return page.waitForResponse((response) => {
    const address = new URL(response.url())
    return (
      /\/project\/\d+\/attendees$/.test(address.pathname) &&
      response.request().method() === 'GET' &&
      Object.entries(wanted).every(([key, value]) =>
        value === true ? address.searchParams.has(key) : address.searchParams.get(key) === value,
      )
    )
  })
}

const totalOf = async (response: Awaited<ReturnType<typeof listLoaded>>) =>
  ((await response.json()) as { total: number }).total

const openButton = (page: Page, name: string) => page.getByRole('button', { name: `Ayrıntıları aç: ${name}` })

test.describe('attendee import, answer filter and export (issue 21 item 9)', () => {
  test('staff import a sheet with a broken row, filter by a registration answer and export what they see', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000)
    const { code, formName } = await congress(request)
    const stamp = Date.now()
    const last = `Aktarım${stamp}`
    await login(page, DEMO.admin)
    await visit(page, `/project/${code}/attendees`)
    await expect(page.getByRole('table', { name: 'Katılımcılar' })).toBeVisible()

    await test.step('import: the columns are matched by their headers, the broken row is shown, not taken', async () => {
      await page.getByRole('button', { name: 'İçe aktar' }).click()
      const dialog = await openDialog(page, 'Katılımcıları içe aktar')
      const chooser = page.waitForEvent('filechooser')
      await dialog.getByRole('button', { name: 'Dosya seç' }).click()
      await (await chooser).setFiles({
        name: 'katilimcilar.xlsx',
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        buffer: await sheet(last, stamp),
      })
      await expect(dialog.getByText('Dosyada 3 satır bulundu.')).toBeVisible()
      await expect(dialog.getByRole('combobox', { name: 'E-posta' })).toHaveValue('E-posta')
      await expectAccessible(page)
      await dialog.getByRole('button', { name: 'Kontrol et' }).click()
      await expect(dialog.getByRole('cell', { name: 'Eklenecek', exact: true })).toHaveCount(2)
      await expect(dialog.getByRole('cell', { name: 'Hatalı', exact: true })).toHaveCount(1)
      await dialog.getByRole('button', { name: 'İçe aktar', exact: true }).click()
      await expect(dialog.getByRole('cell', { name: 'Eklendi', exact: true })).toHaveCount(2)
      await expect(dialog.getByRole('cell', { name: 'Alınmadı', exact: true })).toHaveCount(1)
      await dialog.getByRole('button', { name: 'Kapat' }).first().click()
      await expect(page.getByRole('dialog', { name: 'Katılımcıları içe aktar' })).toHaveCount(0)
    })

    await test.step('the two imported people are in the list; the broken row is not', async () => {
      const loaded = listLoaded(page, { search: last })
      await page.getByRole('textbox', { name: 'Katılımcı ara' }).fill(last)
      expect(await totalOf(await loaded)).toBe(2)
      await expect(openButton(page, `Gülşen ${last}`)).toBeVisible()
      await expect(openButton(page, `İlker ${last}`)).toBeVisible()
      await expect(openButton(page, `Şule ${last}`)).toHaveCount(0)
    })

    await test.step('export: the sheet holds what the filters show', async () => {
      const download = page.waitForEvent('download')
      await page.getByRole('button', { name: 'Dışa aktar' }).click()
      const file = await download
      expect(file.suggestedFilename()).toMatch(/\.xlsx$/)
      const workbook = new ExcelJS.Workbook()
      await workbook.xlsx.readFile(await file.path())
      const rows: string[] = []
      workbook.worksheets[0]?.eachRow((row) => rows.push(String(row.values)))
      expect(rows).toHaveLength(3)
      expect(rows.some((row) => row.includes(`gulsen.${stamp}@example.com`))).toBe(true)
      expect(rows.some((row) => row.includes(`ilker.${stamp}@example.com`))).toBe(true)
    })

    await test.step('an answer filter: only those who chose "Tam katılım (3 gün)"', async () => {
      let loaded = listLoaded(page, { search: null, answer_value: null })
      await page.getByRole('textbox', { name: 'Katılımcı ara' }).fill('')
      const everyone = await totalOf(await loaded)
      await page.getByRole('button', { name: 'Cevaba göre' }).click()
      const body = page.locator('body')
      await pickOption(page, body, 'Form', formName)
      await pickOption(page, body, 'Soru', 'Kayıt türü')
      loaded = listLoaded(page, { search: null, answer_value: true })
      await pickOption(page, body, 'Cevap', 'Tam katılım (3 gün)')
      const chosen = await totalOf(await loaded)
      expect(chosen).toBeGreaterThan(0)
      expect(chosen).toBeLessThan(everyone)
      await expectAccessible(page)
      await page.keyboard.press('Escape')
      // The imported people answered no form: with their name searched, the filter leaves nobody.
      loaded = listLoaded(page, { search: last, answer_value: true })
      await page.getByRole('textbox', { name: 'Katılımcı ara' }).fill(last)
      expect(await totalOf(await loaded)).toBe(0)
      await expect(page.getByText('Hiç sonuç bulunamadı')).toBeVisible()
    })
  })
})
