import { type APIRequestContext, expect, test } from '@playwright/test'
import ExcelJS from 'exceljs'
import type { FeeListResponse } from '../packages/contracts/src/fees.contract'
import { apiToken } from './support/admin'
import { expectAccessible } from './support/axe'
import { DEMO, DEMO_PASSWORD } from './support/env'
import { login, visit } from './support/pages'
import { newCongressForm, staffApi } from './support/public-forms'

/** The demo congress and one of its registrations that has paid nothing yet. */
async function unpaidRegistration(request: APIRequestContext) {
  const token = await apiToken(request, DEMO.admin, DEMO_PASSWORD)
  const headers = { Authorization: `Bearer ${token}` }
  const forms = (
    (await (await request.get('/api/v1/forms', { headers })).json()) as {
      data: { form_type: string; project_code: string | null }[]
    }
  ).data
  const code = forms.find((form) => form.form_type === 'registration' && form.project_code)?.project_code
  if (!code) throw new Error('no demo congress form')
  const list = (await (
    await request.get(`/api/v1/project/${code}/fees?fee_status=UNPAID&page_size=100`, { headers })
  ).json()) as FeeListResponse
  // One whose fee is in one currency, so half of it is one payment.
  const row = list.data.find((candidate) => candidate.due.length === 1 && !candidate.incomplete)
  if (!row) throw new Error('no unpaid demo registration')
  return { code, row, due: row.due[0] as { currency: string; amount: string } }
}

test.describe('registration fees (issue 23 item 2)', () => {
  test('staff record a partial payment, see the balance and totals move, undo it, and export the ledger', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000)
    const { code, row, due } = await unpaidRegistration(request)
    const name = `${row.first_name} ${row.last_name}`
    const half = (Number(due.amount) / 2).toFixed(2)
    await login(page, DEMO.admin)
    await visit(page, `/project/${code}/main`)
    await page.getByRole('tab', { name: 'Kayıt Ücretleri' }).click()
    await expect(page).toHaveURL(new RegExp(`/project/${code}/fees$`))
    await expect(page.getByText('Toplam tutar')).toBeVisible()

    await page.getByLabel('Ad, soyad veya e-posta ara').fill(row.last_name)
    const line = page.getByTestId(`fee-row-${row.attendee_id}`)
    await expect(line.getByText('Ödenmedi')).toBeVisible()
    await line.getByRole('button', { name: `${name} ücretini aç` }).click()

    const drawer = page.getByRole('dialog', { name })
    await expect(drawer.getByText('Fiyat dönemi')).toBeVisible()
    await expect(drawer.getByText('Henüz ödeme yok.')).toBeVisible()
    await expectAccessible(page)
    // A zero amount is refused with the field's message.
    await drawer.getByLabel('Tutar', { exact: false }).first().fill('0')
    await drawer.getByRole('button', { name: 'Ödemeyi kaydet' }).click()
    await expect(drawer.getByText('Tutar sıfır olamaz')).toBeVisible()
    await drawer.getByLabel('Tutar', { exact: false }).first().fill(half.replace('.', ','))
    await drawer.getByLabel('Referans').fill('EFT-E2E')
    await drawer.getByRole('button', { name: 'Ödemeyi kaydet' }).click()
    await expect(page.getByText('Ödeme kaydedildi.')).toBeVisible()
    await expect(drawer.getByTestId('fee-payments')).toContainText('EFT-E2E')
    await expect(drawer.getByText('Kısmen ödendi')).toBeVisible()
    await expect(line.getByText('Kısmen ödendi')).toBeVisible()

    // The pro forma downloads as a PDF.
    const proforma = page.waitForEvent('download')
    await drawer.getByRole('button', { name: 'Proforma (PDF)' }).click()
    expect((await proforma).suggestedFilename()).toMatch(/^proforma-\d+\.pdf$/)

    // Undo: deleting the payment puts the registration back to unpaid.
    await drawer.getByRole('button', { name: /tutarındaki ödemeyi sil$/ }).click()
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Sil|Evet|Onayla/ })
      .last()
      .click()
    await expect(page.getByText('Ödeme silindi.')).toBeVisible()
    await expect(drawer.getByText('Henüz ödeme yok.')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(line.getByText('Ödenmedi')).toBeVisible()

    // The ledger for accounting: a row per attendee and currency, amounts as numbers.
    await page.getByLabel('Ad, soyad veya e-posta ara').fill('')
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Excel’e aktar' }).click()
    const file = await download
    expect(file.suggestedFilename()).toMatch(/^kayit-ucretleri-\d{4}-\d{2}-\d{2}\.xlsx$/)
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.readFile(await file.path())
    const sheet = workbook.worksheets[0]
    if (!sheet) throw new Error('no sheet in the export')
    const header = (sheet.getRow(1).values as unknown[]).slice(1)
    expect(header).toEqual(expect.arrayContaining(['Soyad', 'Ad', 'Para birimi', 'Tutar', 'Ödenen', 'Kalan']))
    const rows: unknown[][] = []
    sheet.eachRow((sheetRow, index) => {
      if (index > 1) rows.push((sheetRow.values as unknown[]).slice(1))
    })
    const mine = rows.find((cells) => cells[0] === row.last_name && cells[1] === row.first_name)
    expect(mine?.[6]).toBe(Number(due.amount))
    expect(mine?.[9]).toBe('Ödenmedi')
  })

  test('a registration on the public form owes the price of its period for the product its option stands for', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000)
    const call = await staffApi(request)
    const stamp = Date.now()
    const builder = await newCongressForm(call, `E2E Ücretli Kayıt ${stamp}`)
    const required = (tr: string, en: string) => ({ title: { tr, en }, is_required: true })
    await builder.field('short_answer', 0, required('Adınız soyadınız', 'Your full name'))
    await builder.field('email_input', 1, required('E-posta adresiniz', 'Your e-mail'))
    const type = await builder.field('radio', 2, required('Paket', 'Package'))
    const withOption = await call<{ data: { options: { id: number }[] } }>(
      'post',
      `/form/${builder.code}/field/${type}/option`,
      { option_text: { tr: 'Kongre paketi', en: 'Congress package' } },
    )
    const optionId = withOption.data.options.at(-1)?.id as number
    const { code } = await unpaidRegistration(request)

    // Today's period (the company's calendar), or an early one made for today when none covers it.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date())
    const periods = await call<{ data: { id: number; name: string; starts_on: string; ends_on: string }[] }>(
      'get',
      `/project/${code}/pricing-periods`,
    )
    const period =
      periods.data.find((candidate) => candidate.starts_on <= today && today <= candidate.ends_on) ??
      (
        await call<{ data: { id: number; name: string } }>('post', `/project/${code}/pricing-periods`, {
          kind: 'EARLY',
          name: 'Erken kayıt (bugün)',
          starts_on: today,
          ends_on: today,
        })
      ).data
    const product = await call<{ data: { id: number } }>('post', `/project/${code}/products`, {
      product_type: 'PACKAGE',
      name: `E2E paket ${stamp}`,
      vat_rate: '0.2',
      currency: 'EUR',
      prices: [{ pricing_period_id: period.id, price: '100' }],
    })
    await call('put', `/form/${builder.code}/field/${type}/option/${optionId}`, {
      column: 'product_id',
      data: product.data.id,
    })
    const form = await builder.publish()

    const email = `ucretli.${stamp}@example.com`
    await visit(page, `/web-form/${form.slug}`)
    await page.getByRole('textbox', { name: /Adınız soyadınız/ }).fill('Deniz Erken')
    await page.getByRole('textbox', { name: /E-posta adresiniz/ }).fill(email)
    await page.getByRole('radio', { name: /Kongre paketi/ }).check()
    await page.getByRole('button', { name: 'Gönder' }).click()
    await expect(page.getByTestId('webform-confirmation').getByText('Durumunuz: Kayıtlı')).toBeVisible()

    // 100 EUR net + 20 % VAT at today's period; a public registration shows in the list within 10 s.
    await login(page, DEMO.admin)
    await expect(async () => {
      await visit(page, `/project/${code}/fees`)
      await page.getByLabel('Ad, soyad veya e-posta ara').fill(email)
      // The form has no name fields: the registration is listed by its e-mail.
      const row = page.getByRole('row').filter({ hasText: email }).filter({ hasText: period.name })
      await expect(row.getByText('120,00 EUR').first()).toBeVisible({ timeout: 3_000 })
      await expect(row.getByText('Ödenmedi')).toBeVisible({ timeout: 1_000 })
    }).toPass({ timeout: 40_000 })
  })

  test('the fees tab works on a 360 px phone', async ({ page, request }) => {
    const { code } = await unpaidRegistration(request)
    await page.setViewportSize({ width: 360, height: 740 })
    await login(page, DEMO.admin)
    await visit(page, `/project/${code}/fees`)
    await expect(page.getByText('Toplam tutar')).toBeVisible()
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    await expectAccessible(page)
  })
})
