import { purchaseInvoiceInputSchema, salesInvoiceInputSchema } from '@ajanda/contracts/accounting.contract'
import { describe, expect, it } from 'vitest'
import { formTotals, invoiceDefaults } from './invoice-form-values'

describe('invoice form totals', () => {
  it('sums decimals exactly, rounding each line half-up as the server does', () => {
    const totals = formTotals([
      { description: 'Salon', quantity: '1', unit_price: '1000', vat_rate: '0.18' },
      { description: 'Transfer', quantity: '3', unit_price: '250.50', vat_rate: '0.2' },
      { description: 'Kırtasiye', quantity: '3', unit_price: '0.1', vat_rate: '0.18' },
    ])
    expect(totals.lines.map((line) => line.total)).toEqual(['1180.00', '901.80', '0.35'])
    expect(totals).toMatchObject({ subtotal: '1751.80', vat_total: '330.35', total: '2082.15' })
  })

  it('counts a line being typed (blank or half a number) as zero', () => {
    const totals = formTotals([
      { description: '', quantity: null, unit_price: '100', vat_rate: '0.2' },
      { description: '', quantity: '2', unit_price: '1.', vat_rate: null },
    ])
    expect(totals).toMatchObject({ subtotal: '2.00', vat_total: '0.00', total: '2.00' })
    expect(formTotals(undefined).total).toBe('0.00')
  })
})

const withoutSupplier = ({ supplier_id: _supplier, ...rest }: Record<string, unknown>) => rest

describe('invoice form defaults', () => {
  it("starts a new invoice with only the kind's party field, so the strict schema accepts it once filled", () => {
    const start = { currency: 'TRY', vatRate: '0.2', projectId: 4, today: '2026-03-10' }
    const purchase = invoiceDefaults('PURCHASE', null, start)
    expect(purchase).toEqual({
      number: '',
      invoice_date: '2026-03-10',
      due_date: null,
      supplier_id: null,
      project_id: 4,
      currency: 'TRY',
      lines: [{ description: '', quantity: '1', unit_price: null, vat_rate: '0.2' }],
      note: '',
    })
    const filled = {
      ...purchase,
      number: 'A-1',
      supplier_id: 9,
      lines: [{ description: 'Salon', quantity: '1', unit_price: '100', vat_rate: '0.2' }],
    }
    expect(purchaseInvoiceInputSchema.safeParse(filled).success).toBe(true)
    const sales = invoiceDefaults('SALES', null, start)
    expect(sales).not.toHaveProperty('supplier_id')
    expect(sales.client_id).toBeNull()
    expect(salesInvoiceInputSchema.safeParse({ ...withoutSupplier(filled), client_id: 3 }).success).toBe(true)
  })
})
