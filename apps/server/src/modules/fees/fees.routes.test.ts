import type { AttendeeFee, FeeListResponse } from '@ajanda/contracts/fees.contract'
import { eq, ne } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readPdfPages } from '../budgets/export/read-pdf-text'
import {
  addField,
  addOption,
  addSection,
  type FormFixture,
  formFixture,
  newForm,
  ok,
} from '../forms/form-test-fixtures'
import { formFieldOptions } from '../forms/forms.table'
import { projectPricingPeriods, projectProducts } from '../products/products.table'
import { projects } from '../projects/projects.table'

let f: FormFixture
let code: string
/** Ayşe chose the registration and the workshop; Mehmet the registration; Zeynep is only invited. */
const people: Record<'ayse' | 'mehmet' | 'zeynep', number> = { ayse: 0, mehmet: 0, zeynep: 0 }

const today = new Date().toISOString().slice(0, 10)
/** The form's code, the checkbox field and its free option, and the workshop product. */
const built = { formCode: '', fieldId: 0, freeOption: 0, workshop: 0 }

beforeAll(async () => {
  f = await formFixture()
  const db = f.testApp.database.db
  const [project] = await db
    .select({ code: projects.code })
    .from(projects)
    .where(eq(projects.id, f.projectId))
  code = project?.code as string
  // A period around today whatever the demo gave this project.
  await db.delete(projectPricingPeriods).where(eq(projectPricingPeriods.project_id, f.projectId))
  const period = await ok<{ data: { id: number } }>(
    f.admin.post(`/project/${code}/pricing-periods`, {
      kind: 'REGULAR',
      name: 'Normal kayıt',
      starts_on: '2020-01-01',
      ends_on: '2099-12-31',
    }),
  )
  const product = async (body: object) =>
    (await ok<{ data: { id: number } }>(f.admin.post(`/project/${code}/products`, body))).data.id
  const registration = await product({
    product_type: 'REG',
    name: 'Kongre kaydı',
    vat_rate: '0.2',
    currency: 'TRY',
    prices: [{ pricing_period_id: period.data.id, price: '1000' }],
  })
  const workshop = await product({
    product_type: 'COURSE',
    name: 'Atölye',
    vat_rate: '0.1',
    currency: 'EUR',
    prices: [{ pricing_period_id: period.data.id, price: '50' }],
  })
  let form = await newForm(f)
  form = await addSection(f, form)
  const sectionId = form.sections[0]?.id as number
  const type = await addField(f, form, sectionId, 'radio')
  const regOption = await addOption(f, form, type.id, 'Tam katılım')
  const extras = await addField(f, form, sectionId, 'checkbox')
  const workshopOption = await addOption(f, form, extras.id, 'Atölye')
  built.formCode = form.code
  built.fieldId = extras.id
  built.freeOption = await addOption(f, form, extras.id, 'Gala (ücretsiz)')
  built.workshop = workshop
  await db
    .update(formFieldOptions)
    .set({ product_id: registration })
    .where(eq(formFieldOptions.id, regOption))
  await db
    .update(formFieldOptions)
    .set({ product_id: workshop })
    .where(eq(formFieldOptions.id, workshopOption))

  const attendee = async (first_name: string, status: string, answers: Record<string, unknown>) => {
    const created = await ok<{ data: { id: number } }>(
      f.admin.post(`/project/${f.projectId}/attendees`, { first_name, last_name: 'Ücretli', status }),
    )
    await ok(f.admin.put(`/attendees/${created.data.id}/answers/${form.id}`, { answers }))
    return created.data.id
  }
  people.ayse = await attendee('Ayşe', 'REGISTERED', { [type.id]: regOption, [extras.id]: [workshopOption] })
  people.mehmet = await attendee('Mehmet', 'REGISTERED', { [type.id]: regOption })
  people.zeynep = await attendee('Zeynep', 'INVITED', { [type.id]: regOption })
}, 120_000)
afterAll(async () => {
  await f?.testApp.close()
})

const fee = async (id: number) => (await ok<{ data: AttendeeFee }>(f.admin.get(`/attendees/${id}/fee`))).data

describe('registration fees', () => {
  it('prices each registration at its period: 1000 TRY + 20 % and 50 EUR + 10 %', async () => {
    const ayse = await fee(people.ayse)
    expect(ayse).toMatchObject({
      period_name: 'Normal kayıt',
      due: [
        { currency: 'TRY', amount: '1200.00' },
        { currency: 'EUR', amount: '55.00' },
      ],
      fee_status: 'UNPAID',
      incomplete: false,
    })
    expect(ayse.lines.map((line) => [line.name, line.gross])).toEqual([
      ['Kongre kaydı', '1200.00'],
      ['Atölye', '55.00'],
    ])
    // An invited attendee owes nothing yet.
    expect((await fee(people.zeynep)).fee_status).toBe('NO_FEE')
  })

  it('records a partial payment, then the rest, and a deleted payment comes back as owed', async () => {
    const first = await f.admin.post(`/attendees/${people.mehmet}/payments`, {
      amount: '500',
      currency: 'TRY',
      paid_on: today,
      method: 'TRANSFER',
      reference: 'EFT-123',
    })
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json().message).toBe('Ödeme kaydedildi.')
    expect(first.json().data).toMatchObject({
      fee_status: 'PARTLY_PAID',
      balance: [{ currency: 'TRY', amount: '700.00' }],
      payments: [{ amount: '500.0000', method: 'TRANSFER', reference: 'EFT-123' }],
    })
    const second = await ok<{ data: AttendeeFee }>(
      f.admin.post(`/attendees/${people.mehmet}/payments`, {
        amount: '700.00',
        currency: 'TRY',
        paid_on: today,
        method: 'CARD',
      }),
    )
    expect(second.data.fee_status).toBe('PAID')
    const paymentId = second.data.payments[1]?.id as number
    const undone = await ok<{ data: AttendeeFee; message: string }>(
      f.admin.delete(`/attendees/${people.mehmet}/payments/${paymentId}`),
    )
    expect(undone.message).toBe('Ödeme silindi.')
    expect(undone.data.fee_status).toBe('PARTLY_PAID')
    expect((await f.admin.delete(`/attendees/${people.mehmet}/payments/${paymentId}`)).statusCode).toBe(404)
  })

  it('lists the project’s fees with totals per status and product, filtered and searched', async () => {
    const list = await ok<FeeListResponse>(f.admin.get(`/project/${code}/fees?search=ucretli`))
    const mine = list.data.filter((row) => row.last_name === 'Ücretli')
    expect(mine.map((row) => row.first_name)).toEqual(['Ayşe', 'Mehmet'])
    const byStatus = Object.fromEntries(list.totals.by_status.map((row) => [row.fee_status, row.count]))
    expect(byStatus.UNPAID).toBeGreaterThanOrEqual(1)
    expect(byStatus.PARTLY_PAID).toBeGreaterThanOrEqual(1)
    const registration = list.totals.by_product.find((row) => row.name === 'Kongre kaydı')
    expect(registration).toMatchObject({ sold: 2, gross: [{ currency: 'TRY', amount: '2400.00' }] })
    const partly = await ok<FeeListResponse>(f.admin.get(`/project/${code}/fees?fee_status=PARTLY_PAID`))
    expect(partly.data.map((row) => row.first_name)).toContain('Mehmet')
    expect(partly.data.every((row) => row.fee_status === 'PARTLY_PAID')).toBe(true)
    const paged = await ok<FeeListResponse>(f.admin.get(`/project/${code}/fees?page_size=1&page=2`))
    expect(paged).toMatchObject({ current_page: 2, per_page: 1 })
  })

  it('refuses a bad payment with the fields’ Turkish messages and writes nothing', async () => {
    const response = await f.admin.post(`/attendees/${people.ayse}/payments`, {
      amount: '0',
      currency: 'XYZ',
      paid_on: '2026-13-01',
      method: 'CHEQUE',
    })
    expect(response.statusCode).toBe(422)
    const errors = response.json().errors
    expect(errors.amount).toEqual(['Tutar sıfır olamaz'])
    expect(Object.keys(errors)).toEqual(expect.arrayContaining(['currency', 'paid_on', 'method']))
    expect((await fee(people.ayse)).payments).toEqual([])
  })

  it('exports the ledger as xlsx, a row per attendee and currency', async () => {
    const response = await f.admin.get(`/project/${code}/fees/export`)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-disposition']).toMatch(/kayit-ucretleri-\d{4}-\d{2}-\d{2}\.xlsx/)
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer)
    const sheet = workbook.worksheets[0]
    const rows: unknown[][] = []
    sheet?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)))
    expect(rows[0]).toEqual(
      expect.arrayContaining(['Soyad', 'Ad', 'Para birimi', 'Tutar', 'Ödenen', 'Kalan']),
    )
    const ayse = rows.filter((row) => row[1] === 'Ayşe')
    expect(ayse.map((row) => [row[5], row[6]])).toEqual([
      ['TRY', 1200],
      ['EUR', 55],
    ])
  })

  it('prints a pro forma PDF with the lines, payments and balance', async () => {
    const response = await f.admin.get(`/attendees/${people.mehmet}/proforma`)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/pdf')
    const text = readPdfPages(response.rawPayload).join('\n')
    expect(text).toContain('Proforma')
    expect(text).toContain('Kongre kaydı')
    expect(text).toContain('EFT-123')
    expect(text).toContain('700,00')
  })

  it('links an option to a product in the form builder, and refuses another project’s product', async () => {
    const url = `/form/${built.formCode}/field/${built.fieldId}/option/${built.freeOption}`
    const linked = await ok<{ data: { options: { id: number; product_id: number | null }[] } }>(
      f.admin.put(url, { column: 'product_id', data: built.workshop }),
    )
    expect(linked.data.options.find((option) => option.id === built.freeOption)?.product_id).toBe(
      built.workshop,
    )
    const unlinked = await ok<{ data: { options: { id: number; product_id: number | null }[] } }>(
      f.admin.put(url, { column: 'product_id', data: null }),
    )
    expect(unlinked.data.options.find((option) => option.id === built.freeOption)?.product_id).toBeNull()
    const [foreign] = await f.testApp.database.db
      .select({ id: projectProducts.id })
      .from(projectProducts)
      .where(ne(projectProducts.project_id, f.projectId))
      .limit(1)
    const refused = await f.admin.put(url, { column: 'product_id', data: foreign?.id ?? 999_999 })
    expect(refused.statusCode).toBe(422)
    expect(refused.json().errors.data).toEqual(['Bu ürün formun projesinde yok.'])
  })

  it('keeps fees inside the company and the scope', async () => {
    expect((await f.other.get(`/project/${code}/fees`)).statusCode).toBe(404)
    expect((await f.other.get(`/attendees/${people.ayse}/fee`)).statusCode).toBe(404)
    expect(
      (
        await f.other.post(`/attendees/${people.ayse}/payments`, {
          amount: '1',
          currency: 'TRY',
          paid_on: today,
          method: 'CASH',
        })
      ).statusCode,
    ).toBe(404)
    // The USER-scoped demo user does not see this project.
    expect((await f.user.get(`/project/${code}/fees`)).statusCode).toBe(404)
    expect((await f.user.get(`/attendees/${people.ayse}/proforma`)).statusCode).toBe(404)
    expect((await f.client.get(`/project/${code}/fees`)).statusCode).toBe(403)
    expect((await f.anonymous.get(`/project/${code}/fees`)).statusCode).toBe(401)
  })
})
