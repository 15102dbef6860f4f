import { describe, expect, it } from 'vitest'
import { type LedgerAttendee, type LedgerInput, ledgerEntries, ledgerLines, ledgerTotals } from './fee-ledger'

const periods = [
  { id: 1, name: 'Erken kayıt', starts_on: '2026-01-01', ends_on: '2026-03-31' },
  { id: 2, name: 'Normal kayıt', starts_on: '2026-04-01', ends_on: '2026-06-30' },
]
const products = [
  {
    id: 10,
    product_type: 'REG' as const,
    name: 'Kongre kaydı',
    capacity: null,
    vat_rate: '0.2',
    currency: 'TRY',
    prices: [
      { pricing_period_id: 1, price: '1000' },
      { pricing_period_id: 2, price: '1500' },
    ],
  },
  {
    id: 11,
    product_type: 'COMP' as const,
    name: 'Refakatçi',
    capacity: null,
    vat_rate: '0.2',
    currency: 'TRY',
    prices: [
      { pricing_period_id: 1, price: '400' },
      { pricing_period_id: 2, price: '500' },
    ],
  },
  {
    id: 12,
    product_type: 'COURSE' as const,
    name: 'Atölye',
    capacity: 30,
    vat_rate: '0.1',
    currency: 'EUR',
    // No regular price: a regular registration choosing it is incomplete.
    prices: [{ pricing_period_id: 1, price: '99.99' }],
  },
]
const person = (
  id: number,
  status: string,
  registered_on: string,
  main_attendee_id: number | null = null,
): LedgerAttendee => ({
  id,
  first_name: `Ad${id}`,
  last_name: `Soyad${id}`,
  email: null,
  status,
  registered_on,
  main_attendee_id,
})

const input: LedgerInput = {
  periods,
  products,
  attendees: [
    person(1, 'REGISTERED', '2026-02-10'),
    person(2, 'REGISTERED', '2026-05-01'),
    person(3, 'REGISTERED', '2026-02-11', 1),
    person(4, 'CANCELLED', '2026-02-01'),
    person(5, 'REGISTERED', '2026-02-01'),
    person(6, 'REGISTERED', '2025-12-01'),
    person(7, 'REGISTERED', '2026-03-31'),
    person(8, 'INVITED', '2026-02-01'),
  ],
  choices: new Map([
    [1, [10, 12]],
    [2, [10, 12]],
    [3, [11]],
    [6, [10]],
    [7, [10]],
    [8, [10]],
  ]),
  payments: new Map([
    [1, [{ currency: 'TRY', amount: '1000' }]],
    [2, [{ currency: 'TRY', amount: '1800' }]],
    [4, [{ currency: 'TRY', amount: '500' }]],
  ]),
}

describe('fee ledger (figures worked out by hand)', () => {
  const entries = ledgerEntries(input)
  const row = (id: number) => entries.find((entry) => entry.row.attendee_id === id)?.row

  it('bills a companion to the main attendee at the main attendee’s period, across currencies', () => {
    // TRY: 1000 (REG early) + 400 (COMP early) = 1400 net, 280 VAT, 1680 gross.
    // EUR: 99.99 net, 9.999 → 10.00 VAT, 109.99 gross. Paid 1000 TRY.
    expect(row(1)).toMatchObject({
      period_name: 'Erken kayıt',
      due: [
        { currency: 'TRY', amount: '1680.00' },
        { currency: 'EUR', amount: '109.99' },
      ],
      paid: [{ currency: 'TRY', amount: '1000.00' }],
      balance: [
        { currency: 'TRY', amount: '680.00' },
        { currency: 'EUR', amount: '109.99' },
      ],
      fee_status: 'PARTLY_PAID',
      companions: 1,
      incomplete: false,
    })
    expect(row(3)).toBeUndefined()
  })

  it('prices at the period of the registration day and flags a product without a price', () => {
    // REG regular 1500 + 20 % = 1800, paid in full; the workshop has no regular price.
    expect(row(2)).toMatchObject({
      due: [{ currency: 'TRY', amount: '1800.00' }],
      balance: [{ currency: 'TRY', amount: '0.00' }],
      fee_status: 'PAID',
      incomplete: true,
    })
    // 31 March is still the early period (bounds inclusive): 1000 + 200.
    expect(row(7)).toMatchObject({ due: [{ currency: 'TRY', amount: '1200.00' }], fee_status: 'UNPAID' })
  })

  it('keeps a cancelled attendee with a payment as a credit, and skips the invited', () => {
    expect(row(4)).toMatchObject({
      due: [],
      balance: [{ currency: 'TRY', amount: '-500.00' }],
      fee_status: 'PAID',
    })
    expect(row(8)).toBeUndefined()
    expect(row(5)).toMatchObject({ fee_status: 'NO_FEE', incomplete: false })
    // Registered before the first period: nothing can be priced.
    expect(row(6)).toMatchObject({ due: [], period_id: null, incomplete: true })
  })

  it('totals per currency, per status and per product', () => {
    const totals = ledgerTotals(input, entries)
    expect(totals.due).toEqual([
      { currency: 'TRY', amount: '4680.00' },
      { currency: 'EUR', amount: '109.99' },
    ])
    expect(totals.paid).toEqual([{ currency: 'TRY', amount: '3300.00' }])
    // 680 + 0 − 500 + 1200 TRY.
    expect(totals.balance).toEqual([
      { currency: 'TRY', amount: '1380.00' },
      { currency: 'EUR', amount: '109.99' },
    ])
    expect(totals.by_status.map((status) => [status.fee_status, status.count])).toEqual([
      ['PAID', 2],
      ['PARTLY_PAID', 1],
      ['UNPAID', 1],
      ['NO_FEE', 2],
    ])
    const product = (id: number) => totals.by_product.find((line) => line.product_id === id)
    // REG: attendees 1 and 7 early (2 × 1200), 2 regular (1800); 6's has no period but is sold.
    expect(product(10)).toMatchObject({ sold: 4, gross: [{ currency: 'TRY', amount: '4200.00' }] })
    expect(product(11)).toMatchObject({ sold: 1, gross: [{ currency: 'TRY', amount: '480.00' }] })
    expect(product(12)).toMatchObject({
      sold: 2,
      capacity: 30,
      gross: [{ currency: 'EUR', amount: '109.99' }],
    })
  })

  it('lists the pro forma lines per person and product', () => {
    const entry = entries.find((candidate) => candidate.row.attendee_id === 1)
    if (!entry) throw new Error('no entry')
    expect(ledgerLines(input, entry)).toEqual([
      expect.objectContaining({
        name: 'Kongre kaydı',
        attendee_name: 'Ad1 Soyad1',
        unit_price: '1000.00',
        gross: '1200.00',
      }),
      expect.objectContaining({
        name: 'Atölye',
        currency: 'EUR',
        net: '99.99',
        vat: '10.00',
        gross: '109.99',
      }),
      expect.objectContaining({
        name: 'Refakatçi',
        attendee_name: 'Ad3 Soyad3',
        net: '400.00',
        gross: '480.00',
      }),
    ])
    const regular = entries.find((candidate) => candidate.row.attendee_id === 2)
    if (!regular) throw new Error('no entry')
    expect(ledgerLines(input, regular)[1]).toMatchObject({ name: 'Atölye', unit_price: null, gross: null })
  })
})
