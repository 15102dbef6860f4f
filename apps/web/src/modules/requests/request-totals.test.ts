import { describe, expect, it } from 'vitest'
import { formatMoney, invoiceLineTotals, invoiceTotals, sumAmounts } from './request-totals'

describe('request totals (decimal arithmetic)', () => {
  it('sums expense rows without float errors, blanks as zero', () => {
    expect(sumAmounts(['0.1', '0.2', null, ''])).toBe('0.30')
  })

  it('computes a line net, VAT and total, and the invoice totals', () => {
    expect(invoiceLineTotals({ quantity: '3', unit_price: '33.33', vat_rate: '0.2' })).toEqual({
      net: '99.99',
      vat: '20.00',
      total: '119.99',
    })
    expect(
      invoiceTotals([
        { quantity: '3', unit_price: '33.33', vat_rate: '0.2' },
        { quantity: '1', unit_price: '100', vat_rate: '0' },
        { quantity: null, unit_price: '5', vat_rate: null },
      ]),
    ).toEqual({ net: '199.99', vat: '20.00', total: '219.99' })
  })

  it('shows money the Turkish way with its currency', () => {
    expect(formatMoney('1350.5', 'TRY')).toBe('1.350,50 TRY')
  })
})
