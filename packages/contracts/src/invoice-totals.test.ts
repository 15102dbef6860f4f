import { describe, expect, it } from 'vitest'
import { parseAccountingKind } from './accounting.contract'
import { invoiceBalance, invoiceTotals } from './invoice-totals'

describe('invoiceTotals', () => {
  it('rounds each line half-up to 2 places and sums the rounded lines', () => {
    const totals = invoiceTotals([
      { quantity: '3', unit_price: '0.1', vat_rate: '0.18' },
      { quantity: '1', unit_price: '0.125', vat_rate: '0' },
      { quantity: '2', unit_price: '1000.005', vat_rate: '0.2' },
    ])
    expect(totals.lines).toEqual([
      { net: '0.30', vat: '0.05', total: '0.35' },
      { net: '0.13', vat: '0.00', total: '0.13' },
      { net: '2000.01', vat: '400.00', total: '2400.01' },
    ])
    expect(totals).toMatchObject({ subtotal: '2000.44', vat_total: '400.05', total: '2400.49' })
  })

  it('counts blank or unreadable values as zero', () => {
    expect(invoiceTotals([{ quantity: '', unit_price: 'x', vat_rate: '0.2' }]).total).toBe('0.00')
    expect(invoiceTotals([]).total).toBe('0.00')
  })
})

describe('invoiceBalance', () => {
  it('derives the remaining balance and the payment status', () => {
    expect(invoiceBalance('100.00', '0')).toEqual({ remaining: '100.00', status: 'UNPAID' })
    expect(invoiceBalance('100.00', '40.5')).toEqual({ remaining: '59.50', status: 'PARTIAL' })
    expect(invoiceBalance('100.00', '100')).toEqual({ remaining: '0.00', status: 'PAID' })
  })
})

describe('parseAccountingKind', () => {
  it('reads the underscore and the dashed form, and nothing else', () => {
    expect(parseAccountingKind('payments-received')).toBe('payments_received')
    expect(parseAccountingKind('cc_requests')).toBe('cc_requests')
    expect(parseAccountingKind('budgets')).toBeNull()
  })
})
