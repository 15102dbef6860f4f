import { describe, expect, it } from 'vitest'
import { blockerLabel, expenseBlockingPaths } from './form-blockers'
import { expenseFormSchema } from './forms/request-form-schemas'

const row = {
  assign_to: 'CLIENT',
  expense_date: '2026-11-02',
  description: 'Taksi',
  amount: '250',
  vat_rate: '0',
  payment_type: 'CASH',
  company_card_id: null,
  receipt_no: '',
  receipt_file_id: null,
}
const form = { expense_source: 'PROJECT', project_id: 4, currency: 'TRY', note: '', items: [row] }

describe('expenseBlockingPaths', () => {
  it('is empty for a form that can be sent', () => {
    expect(expenseBlockingPaths(expenseFormSchema, form)).toEqual([])
  })

  it("names the row's missing fields and the form's own", () => {
    const values = {
      ...form,
      project_id: null,
      items: [row, { ...row, amount: null, payment_type: 'COMPANY_CARD' }],
    }
    const paths = expenseBlockingPaths(expenseFormSchema, values)
    expect(paths).toEqual(['project_id', 'items.1.amount', 'items.1.payment_type'])
  })
})

describe('blockerLabel', () => {
  const t = (key: string, options?: Record<string, unknown>) => (options ? `${key}#${options.number}` : key)
  it('labels a row field with its row number and a form field by its name', () => {
    expect(blockerLabel('items.1.amount', t, 'Masraf Birimleri')).toBe('fields.item_amount_vat#2')
    expect(blockerLabel('project_id', t, 'Masraf Birimleri')).toBe('fields.project')
    expect(blockerLabel('items', t, 'Masraf Birimleri')).toBe('Masraf Birimleri')
  })
})
