import { describe, expect, it } from 'vitest'
import { localizedZodResolver } from '../../../shared/forms/localized-zod-resolver'
import { projectAfterSourceChange } from '../components/source-field'
import { advanceFormSchema, expenseFormSchema, leaveFormSchema } from './request-form-schemas'

const options = { fields: {}, shouldUseNativeValidation: false } as never

async function errorsOf(schema: Parameters<typeof localizedZodResolver>[0], values: object) {
  const result = await localizedZodResolver(schema, 'tr')(values as never, undefined, options)
  return result.errors as Record<string, { message?: string } | undefined>
}

const advanceRow = { description: 'Taksi', amount: '150', payment_method: 'CASH' }
const advance = {
  source: 'PROJECT',
  project_id: 4,
  requested_date: '2026-03-17',
  currency: 'TRY',
  description: '',
  items: [advanceRow],
}
const expenseRow = {
  assign_to: 'AGENCY',
  expense_date: '2026-03-10',
  description: 'Yemek',
  amount: '240',
  vat_rate: '0',
  payment_type: 'CASH',
  company_card_id: null,
  receipt_no: '',
  receipt_file_id: null,
}
const expense = { expense_source: 'PROJECT', project_id: 4, currency: 'TRY', note: '', items: [expenseRow] }

describe('advance payment rows', () => {
  it('accepts 1 to 5 complete rows', async () => {
    expect(await errorsOf(advanceFormSchema, advance)).toEqual({})
    expect(await errorsOf(advanceFormSchema, { ...advance, items: Array(5).fill(advanceRow) })).toEqual({})
  })

  it('refuses a sixth row and an empty list', async () => {
    expect(
      (await errorsOf(advanceFormSchema, { ...advance, items: Array(6).fill(advanceRow) })).items?.message,
    ).toBe('En fazla 5 kayıt girilebilir')
    expect((await errorsOf(advanceFormSchema, { ...advance, items: [] })).items?.message).toBe(
      'En az 1 kayıt girilmeli',
    )
  })

  it('says "Harcama Listesi …" for an incomplete row', async () => {
    for (const row of [
      { ...advanceRow, description: '' },
      { ...advanceRow, amount: null },
      { ...advanceRow, payment_method: null },
    ]) {
      const errors = await errorsOf(advanceFormSchema, { ...advance, items: [advanceRow, row] })
      expect(errors.items?.message).toBe('Harcama Listesi alanlarındaki bilgileri doldurunuz')
    }
  })

  it('needs a project only for the PROJECT source', async () => {
    expect((await errorsOf(advanceFormSchema, { ...advance, project_id: null })).project_id?.message).toBe(
      'Bu alan zorunludur',
    )
    expect(await errorsOf(advanceFormSchema, { ...advance, source: 3, project_id: null })).toEqual({})
  })
})

describe('expense rows', () => {
  it('accepts up to 10 complete rows with a 0 % VAT rate', async () => {
    expect(await errorsOf(expenseFormSchema, { ...expense, items: Array(10).fill(expenseRow) })).toEqual({})
    expect(
      (await errorsOf(expenseFormSchema, { ...expense, items: Array(11).fill(expenseRow) })).items?.message,
    ).toBe('En fazla 10 kayıt girilebilir')
  })

  it('says "Masraf birimleri …" for an incomplete row, or a company card without its card', async () => {
    for (const row of [
      { ...expenseRow, assign_to: null },
      { ...expenseRow, expense_date: null },
      { ...expenseRow, vat_rate: null },
      { ...expenseRow, payment_type: 'COMPANY_CARD' },
    ]) {
      const errors = await errorsOf(expenseFormSchema, { ...expense, items: [row] })
      expect(errors.items?.message).toBe('Masraf birimleri alanlarındaki bilgileri doldurunuz')
    }
    const card = { ...expenseRow, payment_type: 'COMPANY_CARD', company_card_id: 2 }
    expect(await errorsOf(expenseFormSchema, { ...expense, items: [card] })).toEqual({})
  })

  it('clears the project when another source is chosen, keeps it for PROJECT', () => {
    expect(projectAfterSourceChange(5, 4)).toBeNull()
    expect(projectAfterSourceChange('PROJECT', 4)).toBe(4)
  })
})

describe('leave', () => {
  const leave = { leave_type: 'annual_leave', starts_at: '2026-03-17T00:00:00+03:00', note: '' }

  it('needs the end of a range but not of compassionate leave', async () => {
    expect((await errorsOf(leaveFormSchema, { ...leave, ends_at: null })).ends_at?.message).toBe(
      'Bu alan zorunludur',
    )
    expect(
      await errorsOf(leaveFormSchema, { ...leave, leave_type: 'compassionate_leave', ends_at: null }),
    ).toEqual({})
  })

  it('refuses an end before the start', async () => {
    const errors = await errorsOf(leaveFormSchema, { ...leave, ends_at: '2026-03-10T00:00:00+03:00' })
    expect(errors.ends_at?.message).toBe('Bitiş tarihi başlangıç tarihinden önce olamaz')
  })
})
