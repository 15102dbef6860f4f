import { expect, test } from '@playwright/test'
import ExcelJS from 'exceljs'
import { apiToken, openDialog } from './support/admin'
import { expectAccessible } from './support/axe'
import { DEMO, DEMO_PASSWORD } from './support/env'
import { login, visit } from './support/pages'

test.describe('project flights tab (issue 23 item 4)', () => {
  test('adds a group flight (codes checked by the server), edits, deletes it; a manifest downloads as xlsx', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000)
    const token = await apiToken(request, DEMO.admin, DEMO_PASSWORD)
    const forms = (await (
      await request.get('/api/v1/forms', { headers: { Authorization: `Bearer ${token}` } })
    ).json()) as { data: { slug: string; project_code: string | null }[] }
    const code = forms.data.find((form) => form.slug === 'kongre-kayit')?.project_code
    if (!code) throw new Error('no demo congress')
    const flightCode = String(1000 + (Date.now() % 9000))

    await login(page, DEMO.admin)
    await visit(page, `/project/${code}/main`)
    await page.getByRole('tab', { name: 'Uçuşlar' }).click()
    await expect(page).toHaveURL(new RegExp(`/project/${code}/flights$`))
    await expect(page.getByTestId('flight-row').first()).toBeVisible()

    // The demo flight's manifest: its passengers, surname first.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /TK 2135 yolcu listesini indir/ }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/^manifest-TK2135-\d{4}-\d{2}-\d{2}\.xlsx$/)
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.readFile(await download.path())
    const sheet = workbook.worksheets[0] as ExcelJS.Worksheet
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Sıra',
      'Soyadı',
      'Adı',
      'E-posta',
      'Telefon',
      'Durum',
    ])
    expect(sheet.rowCount).toBeGreaterThan(1)

    await page.getByRole('button', { name: 'Uçuş ekle' }).click()
    const modal = await openDialog(page, 'Uçuş ekle')
    await modal.getByLabel('Havayolu kodu').fill('T')
    await modal.getByLabel('Uçuş numarası').fill(flightCode)
    await modal.getByLabel('Uçuş tarihi').fill('2027-03-01')
    await modal.getByRole('combobox', { name: 'Kalkış havalimanı kodu' }).fill('AYT')
    await modal.getByLabel(/^Kalkış havalimanı( \*)?$/).fill('Antalya Havalimanı')
    await modal.getByRole('combobox', { name: 'Varış havalimanı kodu' }).fill('IST')
    await modal.getByLabel(/^Varış havalimanı( \*)?$/).fill('İstanbul Havalimanı')
    await modal.getByLabel('Kalkış saati').fill('07:15')
    await modal.getByRole('button', { name: 'Kaydet' }).click()
    await expect(modal.getByText('Havayolu kodu 2 ya da 3 harf veya rakam olmalı (ör. TK)')).toBeVisible()
    await expectAccessible(page)
    await modal.getByLabel('Havayolu kodu').fill('xq')
    await modal.getByRole('button', { name: 'Kaydet' }).click()
    await expect(page.getByText('Uçuş eklendi.')).toBeVisible()
    await expect(modal).toBeHidden()
    const row = page.getByTestId('flight-row').filter({ hasText: `XQ ${flightCode}` })
    await expect(row).toContainText('AYT → IST')
    await expect(row).toContainText('Sınırsız')

    await page.getByRole('button', { name: `XQ ${flightCode} uçuşunu düzenle` }).click()
    const edit = await openDialog(page, 'Uçuşu düzenle')
    await edit.getByLabel('Koltuk sayısı').fill('25')
    await edit.getByRole('button', { name: 'Kaydet' }).click()
    await expect(edit).toBeHidden()
    await expect(row).toContainText('25')

    await page.getByRole('button', { name: `XQ ${flightCode} uçuşunu sil` }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Sil' }).click()
    await expect(page.getByText('Uçuş silindi.')).toBeVisible()
    await expect(row).toHaveCount(0)
  })

  test('"Uçuşu bul" fills the names without a flight data service; airport codes suggest airports; seats taken / seats', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000)
    const token = await apiToken(request, DEMO.admin, DEMO_PASSWORD)
    const forms = (await (
      await request.get('/api/v1/forms', { headers: { Authorization: `Bearer ${token}` } })
    ).json()) as { data: { slug: string; project_code: string | null }[] }
    const code = forms.data.find((form) => form.slug === 'kongre-kayit')?.project_code
    if (!code) throw new Error('no demo congress')

    await login(page, DEMO.admin)
    await visit(page, `/project/${code}/flights`)
    // The demo flight's seats taken through the form's flight options, against its 40 seats.
    const demoRow = page.getByTestId('flight-row').filter({ hasText: 'TK 2135' })
    await expect(demoRow.getByTestId('flight-seats')).toHaveText(/^\d+ \/ 40/)

    await page.getByRole('button', { name: 'Uçuş ekle' }).click()
    const modal = await openDialog(page, 'Uçuş ekle')
    const find = modal.getByRole('button', { name: 'Uçuşu bul' })
    await expect(find).toBeDisabled()
    await modal.getByLabel('Havayolu kodu').fill('tk')
    await expect(modal.getByText('Turkish Airlines')).toBeVisible()
    await modal.getByLabel('Uçuş numarası').fill('2135')
    await modal.getByLabel('Uçuş tarihi').fill('2027-04-10')
    await find.click()
    // No FLIGHT_API_URL in the browser tests: the airline list and the company's previous TK 2135 name it.
    await expect(modal.getByTestId('flight-search-result')).toHaveText(
      'Uçuş servisi tanımlı değil: bilinen adlar dolduruldu, saatleri elle girmelisin.',
    )
    await expect(modal.getByRole('combobox', { name: 'Kalkış havalimanı kodu' })).toHaveValue('ESB')
    await expect(modal.getByLabel(/^Kalkış havalimanı( \*)?$/)).toHaveValue('Ankara Esenboğa Havalimanı')
    await expect(modal.getByRole('combobox', { name: 'Varış havalimanı kodu' })).toHaveValue('IST')
    await expect(modal.getByLabel('Kalkış saati')).toHaveValue('')
    await expectAccessible(page)

    // The arrival airport by its name: "sabiha" offers SAW, and picking it writes the dataset's name.
    const arrival = modal.getByRole('combobox', { name: 'Varış havalimanı kodu' })
    await arrival.fill('sabiha')
    await page.getByRole('option', { name: /SAW Sabiha Gokcen International Airport/ }).click()
    await expect(arrival).toHaveValue('SAW')
    await expect(modal.getByLabel(/^Varış havalimanı( \*)?$/)).toHaveValue(
      'Sabiha Gokcen International Airport',
    )
    // İzmir with its Turkish capital finds ADB.
    const departure = modal.getByRole('combobox', { name: 'Kalkış havalimanı kodu' })
    await departure.fill('İzmir')
    await page.getByRole('option', { name: /ADB Izmir Adnan Menderes Airport/ }).click()
    await expect(departure).toHaveValue('ADB')
    await modal.getByRole('button', { name: 'Vazgeç' }).click()
    await expect(modal).toBeHidden()

    // On a 360 px phone the tab and the modal with its search need no sideways scroll.
    await page.setViewportSize({ width: 360, height: 740 })
    const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth)
    await expect.poll(pageWidth).toBeLessThanOrEqual(360)
    await page.getByRole('button', { name: 'Uçuş ekle' }).click()
    const phone = await openDialog(page, 'Uçuş ekle')
    await expect(phone.getByRole('button', { name: 'Uçuşu bul' })).toBeVisible()
    await expect.poll(pageWidth).toBeLessThanOrEqual(360)
    expect(await phone.evaluate((dialog) => dialog.scrollWidth - dialog.clientWidth)).toBeLessThanOrEqual(0)
  })
})
