import Decimal from 'decimal.js'
import { describe, expect, it } from 'vitest'
import {
  type CalcBudget,
  type CalcCategory,
  type CalcItem,
  calculateBudget,
  makeDefault,
  percentForDisplay,
  roundForDisplay,
} from './budget-calc'

const item = (id: number, fields: Partial<CalcItem>): CalcItem => ({
  id,
  quantity: '1',
  unit_count: '1',
  price_buy: '0',
  currency_buy: 'TRY',
  price_sell: '0',
  currency_sell: 'TRY',
  alt_group: null,
  is_default: false,
  ...fields,
})
const category = (id: number, items: CalcItem[], fields: Partial<CalcCategory> = {}): CalcCategory => ({
  id,
  vat_rate: '0.2',
  taxes: [],
  items,
  ...fields,
})
const budget = (categories: CalcCategory[], fields: Partial<CalcBudget> = {}): CalcBudget => ({
  currency: 'TRY',
  rates: {},
  service_fee: null,
  categories,
  ...fields,
})

/** Two items worked out by hand: 2 × 3 × 100/150 and 1 × 1 × 49,99/75,50 at 20 % VAT. */
const hotelAndDinner = () =>
  category(1, [
    item(1, { quantity: '2', unit_count: '3', price_buy: '100', price_sell: '150' }),
    item(2, { price_buy: '49.99', price_sell: '75.5' }),
  ])

describe('calculateBudget', () => {
  it('multiplies price, quantity and unit count, and adds the VAT of the category', () => {
    const totals = calculateBudget(budget([hotelAndDinner()]))
    expect(totals.categories[0]?.items.map((i) => [i.total_buy, i.total_sell, i.vat])).toEqual([
      ['600', '900', '180'],
      ['49.99', '75.5', '15.1'],
    ])
    expect(totals).toMatchObject({
      total_buy: '649.99',
      total_sell: '975.5',
      vat: '195.1',
      service_fee: '0',
      total_sell_with_service_fee: '975.5',
      profit: '325.51',
      missing_rates: [],
    })
    // 325.51 / 975.5 = 0.33368...: 33,368 % shown with three decimals.
    expect(percentForDisplay(totals.current_profit_ratio)).toBe('33.369')
  })

  it('adds decimals exactly: 0.1 + 0.2 is 0.3', () => {
    const totals = calculateBudget(
      budget([category(1, [item(1, { price_sell: '0.1' }), item(2, { price_sell: '0.2' })])]),
    )
    expect(totals.total_sell).toBe('0.3')
  })

  it('counts only the default item of an alternative group, and every item outside a group', () => {
    const items = [
      item(1, { alt_group: 'otel', is_default: true, price_buy: '800', price_sell: '1000' }),
      item(2, { alt_group: 'otel', price_buy: '900', price_sell: '1200' }),
      item(3, { price_buy: '50', price_sell: '100' }),
    ]
    const first = calculateBudget(budget([category(1, items)]))
    expect([first.total_buy, first.total_sell]).toEqual(['850', '1100'])
    expect(first.categories[0]?.items.map((i) => i.counted)).toEqual([true, false, true])

    const switched = calculateBudget(budget([category(1, makeDefault(items, 2))]))
    expect([switched.total_buy, switched.total_sell]).toEqual(['950', '1300'])
  })

  it('applies percentage and fixed taxes per item, each with its own VAT', () => {
    // Sell 1.000 TRY at 10 % VAT; a 2 % tax without VAT (20) and 25 EUR at 20 % VAT (887,50 at 35,50).
    const taxed = category(
      1,
      [item(1, { price_sell: '1000' }), item(2, { price_sell: '500', alt_group: 'x' })],
      {
        vat_rate: '0.1',
        taxes: [
          { price_type: 'PERCENTAGE', price: '0.02', currency_code: 'TRY', vat_rate: '0' },
          { price_type: 'FIXED', price: '25', currency_code: 'EUR', vat_rate: '0.2' },
        ],
      },
    )
    const totals = calculateBudget(budget([taxed], { rates: { EUR: '35.5' } }))
    expect(totals.categories[0]?.items[0]).toMatchObject({ taxes: '907.5', vat: '277.5' })
    // The second item is a non-default alternative: neither its taxes nor its VAT count.
    expect(totals).toMatchObject({ total_sell: '1000', taxes: '907.5', vat: '277.5' })
  })

  it('passes the category taxes on: the client pays them on top of the sell total with fee, not as profit', () => {
    // Konaklama: 2 rooms × 3 nights × 1.250 TRY = 7.500 sell, 6.000 buy; a 2 % accommodation tax (150)
    // and a fixed 10 EUR tax per line (355 at 35,5). Service fee 10 % of 7.500 = 750.
    // With the fee 8.250; with the taxes 8.250 + 150 + 355 = 8.755; profit 8.250 − 6.000 = 2.250.
    const stay = category(
      1,
      [item(1, { quantity: '2', unit_count: '3', price_buy: '1000', price_sell: '1250' })],
      {
        vat_rate: '0.1',
        taxes: [
          { price_type: 'PERCENTAGE', price: '0.02', currency_code: 'TRY', vat_rate: '0' },
          { price_type: 'FIXED', price: '10', currency_code: 'EUR', vat_rate: '0' },
        ],
      },
    )
    const totals = calculateBudget(
      budget([stay, hotelAndDinner()], {
        rates: { EUR: '35.5' },
        service_fee: { type: 'PERCENTAGE', amount: '0.1', currency: 'TRY', vat_rate: '0' },
      }),
    )
    // hotelAndDinner adds 975,5 sell, 649,99 buy and no tax: 8.475,5 sell, fee 847,55.
    expect(totals).toMatchObject({
      total_sell: '8475.5',
      taxes: '505',
      service_fee: '847.55',
      total_sell_with_service_fee: '9323.05',
      total_with_taxes: '9828.05',
      profit: '2673.06',
    })
    // Without a tax the client's total is the sell total with fee.
    const untaxed = calculateBudget(budget([hotelAndDinner()]))
    expect(untaxed.total_with_taxes).toBe(untaxed.total_sell_with_service_fee)
  })

  it('converts every currency with the budget snapshot', () => {
    const totals = calculateBudget(
      budget(
        [
          category(1, [
            item(1, { price_buy: '1000', currency_buy: 'USD', price_sell: '40000', currency_sell: 'TRY' }),
          ]),
        ],
        { currency: 'EUR', rates: { TRY: '0.028', USD: '0.92' } },
      ),
    )
    expect(totals).toMatchObject({ total_buy: '920', total_sell: '1120', profit: '200' })
  })

  it('reports a currency without a rate and counts its amounts as zero', () => {
    const totals = calculateBudget(
      budget([
        category(1, [item(1, { price_sell: '10', currency_sell: 'GBP' }), item(2, { price_sell: '5' })]),
      ]),
    )
    expect(totals.missing_rates).toEqual(['GBP'])
    expect(totals.total_sell).toBe('5')
  })

  it('adds a percentage service fee of the sell subtotal, with its VAT, to the sell total and the profit', () => {
    const totals = calculateBudget(
      budget([hotelAndDinner()], {
        service_fee: { type: 'PERCENTAGE', amount: '0.1', currency: 'TRY', vat_rate: '0.2' },
      }),
    )
    expect(totals).toMatchObject({
      service_fee: '97.55',
      total_sell_with_service_fee: '1073.05',
      profit: '423.06',
      vat: '214.61',
    })
    // 423.06 / 1073.05 = 0.394260...
    expect(roundForDisplay(totals.current_profit_ratio, 4)).toBe('0.3943')
  })

  it('converts a fixed service fee from its currency', () => {
    const totals = calculateBudget(
      budget([hotelAndDinner()], {
        rates: { USD: '34.25' },
        service_fee: { type: 'FIXED', amount: '100', currency: 'USD', vat_rate: '0' },
      }),
    )
    expect(totals).toMatchObject({ service_fee: '3425', total_sell_with_service_fee: '4400.5' })
  })

  it('treats text still being typed as zero and answers a zero ratio when nothing is sold', () => {
    const totals = calculateBudget(budget([category(1, [item(1, { price_buy: '12,', quantity: '' })])]))
    expect(totals).toMatchObject({ total_buy: '0', total_sell: '0', current_profit_ratio: '0' })
  })

  it('keeps every digit of large amounts times six-decimal rates', () => {
    const totals = calculateBudget(
      budget([category(1, [item(1, { price_sell: '99999999999999.9999', currency_sell: 'EUR' })])], {
        rates: { EUR: '35.123456' },
      }),
    )
    expect(totals.total_sell).toBe('3512345599999999.9964876544')
  })
})

describe('makeDefault', () => {
  it('clears the flag on the others of the group only', () => {
    const items = [
      { id: 1, alt_group: 'a', is_default: true },
      { id: 2, alt_group: 'a', is_default: false },
      { id: 3, alt_group: 'b', is_default: true },
      { id: 4, alt_group: null, is_default: true },
    ]
    expect(makeDefault(items, 2).map((i) => i.is_default)).toEqual([false, true, true, true])
    expect(makeDefault(items, 99)).toEqual(items)
  })
})

describe('display', () => {
  it('rounds half-up to two places', () => {
    expect(roundForDisplay('2.345')).toBe('2.35')
    expect(roundForDisplay('2.344999')).toBe('2.34')
    expect(roundForDisplay('-2.345')).toBe('-2.35')
    expect(roundForDisplay('1')).toBe('1.00')
  })
  it('writes amounts that need no rounding exactly as decimal.js does', () => {
    // The string fast path against the Decimal rounding it stands in for, on the shapes that occur.
    const reference = (value: string, places: number) =>
      new Decimal(value).toDecimalPlaces(places, Decimal.ROUND_HALF_UP).toFixed(places)
    const wholes = ['0', '00', '7', '007', '12', '1234', '1234567', '999999999999999999']
    const fractions = [
      '',
      '0',
      '00',
      '0000',
      '5',
      '50',
      '5000',
      '05',
      '055',
      '0500',
      '1234',
      '9999',
      '000001',
    ]
    for (const sign of ['', '-'])
      for (const whole of wholes)
        for (const fraction of fractions)
          for (const places of [0, 2, 4]) {
            const value = `${sign}${whole}${fraction ? `.${fraction}` : ''}`
            expect(roundForDisplay(value, places), `${value} to ${places}`).toBe(reference(value, places))
          }
    for (const value of ['12.', '.5', ' 12.5', '+5', '1e3', '-0.001'])
      expect(roundForDisplay(value)).toBe(reference(value.trim(), 2))
  })
  it('shows a fraction as a percent with two or three decimals', () => {
    expect(percentForDisplay('0.2')).toBe('20.00')
    expect(percentForDisplay('0.1234')).toBe('12.34')
    expect(percentForDisplay('0.12345')).toBe('12.345')
    expect(percentForDisplay('0.123456')).toBe('12.346')
  })
})
