import { describe, expect, it } from 'vitest'
import { feeOf, overlapping, periodOn } from './registration-fee'

const periods = [
  { id: 1, starts_on: '2026-01-01', ends_on: '2026-02-28' },
  { id: 2, starts_on: '2026-03-01', ends_on: '2026-04-15' },
  { id: 3, starts_on: '2026-04-20', ends_on: '2026-05-10' },
]

describe('periodOn', () => {
  it('takes both bounds as inside, and a gap or the outside as no period', () => {
    expect(periodOn(periods, '2026-01-01')?.id).toBe(1)
    expect(periodOn(periods, '2026-02-28')?.id).toBe(1)
    expect(periodOn(periods, '2026-03-01')?.id).toBe(2)
    expect(periodOn(periods, '2026-04-15T23:30:00+03:00')?.id).toBe(2)
    expect(periodOn(periods, '2026-04-17')).toBeNull()
    expect(periodOn(periods, '2025-12-31')).toBeNull()
    expect(periodOn(periods, '2026-05-11')).toBeNull()
  })
})

describe('overlapping', () => {
  it('finds periods sharing a day, a shared bound included', () => {
    expect(overlapping(periods)).toEqual([])
    const touching = { id: 4, starts_on: '2026-05-10', ends_on: '2026-05-12' }
    expect(overlapping([...periods, touching]).map(([a, b]) => [a.id, b.id])).toEqual([[3, 4]])
    const inside = { id: 5, starts_on: '2026-03-10', ends_on: '2026-03-11' }
    expect(overlapping([...periods, inside]).map(([a, b]) => [a.id, b.id])).toEqual([[2, 5]])
  })
})

const products = [
  // Registration 4,500.00 EUR early / 5,250.50 regular, 20 % VAT.
  {
    id: 10,
    vat_rate: '0.2',
    currency: 'EUR',
    prices: [
      { pricing_period_id: 1, price: '4500.0000' },
      { pricing_period_id: 2, price: '5250.5000' },
    ],
  },
  // Companion 333.33 EUR in both periods, 20 % VAT.
  {
    id: 11,
    vat_rate: '0.2000',
    currency: 'EUR',
    prices: [
      { pricing_period_id: 1, price: '333.33' },
      { pricing_period_id: 2, price: '333.33' },
    ],
  },
  // Workshop 1,234.57 TRY early only, 10 % VAT.
  { id: 12, vat_rate: '0.1', currency: 'TRY', prices: [{ pricing_period_id: 1, price: '1234.5650' }] },
  // Room difference without VAT.
  { id: 13, vat_rate: '0', currency: 'EUR', prices: [{ pricing_period_id: 2, price: '0.005' }] },
]

describe('feeOf', () => {
  it('sums net and VAT per currency at the period prices, rounding half-up at the end', () => {
    const fee = feeOf(
      products,
      [
        { product_id: 10, quantity: 1 },
        { product_id: 11, quantity: 2 },
        { product_id: 12, quantity: 1 },
      ],
      1,
    )
    // EUR net 4500 + 2 × 333.33 = 5166.66; VAT 900 + 133.332 = 1033.332 → 1033.33; gross 6199.99.
    // TRY net 1234.565 → 1234.57 (half-up); VAT 123.4565 → 123.46; gross 1358.03.
    expect(fee).toEqual({
      totals: [
        { currency: 'EUR', net: '5166.66', vat: '1033.33', gross: '6199.99' },
        { currency: 'TRY', net: '1234.57', vat: '123.46', gross: '1358.03' },
      ],
      unpriced: [],
      unknown: [],
    })
  })

  it('rounds the sum, not each line: three companions at 333.33 with 20 % VAT', () => {
    // VAT 3 × 66.666 = 199.998 → 200.00 (each line rounded first would give 3 × 66.67 = 200.01).
    const fee = feeOf(products, [{ product_id: 11, quantity: 3 }], 2)
    expect(fee.totals).toEqual([{ currency: 'EUR', net: '999.99', vat: '200.00', gross: '1199.99' }])
  })

  it('reports a product with no price in the period and an unknown one instead of counting 0', () => {
    const fee = feeOf(
      products,
      [
        { product_id: 10, quantity: 1 },
        { product_id: 12, quantity: 1 },
        { product_id: 99, quantity: 1 },
        { product_id: 13, quantity: 0 },
      ],
      2,
    )
    // Registration regular: 5250.50 + 1050.10 VAT = 6300.60.
    expect(fee.totals).toEqual([{ currency: 'EUR', net: '5250.50', vat: '1050.10', gross: '6300.60' }])
    expect(fee.unpriced).toEqual([12])
    expect(fee.unknown).toEqual([99])
  })

  it('rounds half a cent up and adds a product without VAT', () => {
    // 0.005 → 0.01 net, no VAT.
    const fee = feeOf(products, [{ product_id: 13, quantity: 1 }], 2)
    expect(fee.totals).toEqual([{ currency: 'EUR', net: '0.01', vat: '0.00', gross: '0.01' }])
  })
})
