import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { purchaseInvoiceInputSchema } from '../accounting.contract'
import { noteInputSchema } from '../activities.contract'
import { calculateBudget } from '../budget-calc'
import { budgetLineInputSchema } from '../budgets.contract'
import { taskInputSchema } from '../tasks.contract'
import { currencyCode } from './crm-fields'
import { idParam, isoDate, isoMoment, optionalText, requiredMultilineText, requiredText } from './fields'
import { translateIssue } from './validation-messages'

/** The Turkish messages a schema answers, per field (as the server's 422 says them). */
const messagesOf = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input, { reportInput: true })
  if (result.success) return {}
  const out: Record<string, string[]> = {}
  for (const issue of result.error.issues) {
    const field = issue.path.join('.')
    out[field] = [...(out[field] ?? []), translateIssue(issue, 'tr')]
  }
  return out
}

const invoice = (overrides: Record<string, unknown> = {}) => ({
  number: 'F-1',
  invoice_date: '2026-03-01',
  due_date: '2026-03-31',
  currency: 'TRY',
  supplier_id: 1,
  lines: [{ description: 'Salon', quantity: '2', unit_price: '1500.50', vat_rate: '0.2' }],
  ...overrides,
})

describe('amounts are bounded so that totals fit their columns', () => {
  it('refuses 50 lines of 99999999 × 99999999 (the total would overflow numeric(18,2))', () => {
    const line = { description: 'x', quantity: '99999999', unit_price: '99999999', vat_rate: '0.2' }
    const errors = messagesOf(purchaseInvoiceInputSchema, invoice({ lines: Array(50).fill(line) }))
    expect(errors['lines.0.quantity']).toEqual(['Bu değer en fazla 999999.9999 olabilir'])
  })

  it('accepts the largest line at the bounds, whose 50-line total still fits', () => {
    const line = { description: 'x', quantity: '999999.9999', unit_price: '99999999.9999', vat_rate: '1' }
    expect(purchaseInvoiceInputSchema.safeParse(invoice({ lines: Array(50).fill(line) })).success).toBe(true)
  })

  it('bounds a budget line and writes huge budget totals in plain notation', () => {
    expect(messagesOf(budgetLineInputSchema, { name: 'x', price_sell: '99999999999999' })).toEqual({
      price_sell: ['Bu değer en fazla 99999999.9999 olabilir'],
    })
    const totals = calculateBudget({
      currency: 'TRY',
      rates: {},
      service_fee: null,
      categories: [
        {
          id: 1,
          vat_rate: '0',
          taxes: [],
          items: [
            {
              id: 1,
              quantity: '99999999999999',
              unit_count: '99999999999999',
              price_buy: '0',
              currency_buy: 'TRY',
              price_sell: '99999999999999',
              currency_sell: 'TRY',
              alt_group: null,
              is_default: true,
            },
          ],
        },
      ],
    } as unknown as Parameters<typeof calculateBudget>[0])
    expect(totals.total_sell).toMatch(/^\d+(\.\d+)?$/)
  })
})

describe('currencies and dates', () => {
  it('takes only a currency of the known list', () => {
    expect(currencyCode().safeParse('eur').data).toBe('EUR')
    expect(messagesOf(currencyCode(), 'XXX')).toEqual({ '': ['Geçersiz seçim'] })
  })

  it('keeps business dates within 2000–2100', () => {
    expect(messagesOf(isoDate(), '9999-12-31')).toEqual({
      '': ['Tarih 2000 ile 2100 yılları arasında olmalı'],
    })
    expect(messagesOf(isoDate(), '1999-12-31')).toEqual({
      '': ['Tarih 2000 ile 2100 yılları arasında olmalı'],
    })
    expect(isoDate().safeParse('2100-12-31').success).toBe(true)
    // A value that is no date at all says only that.
    expect(messagesOf(isoDate(), '10.03.2026')).toEqual({ '': ['Geçerli bir tarih girmelisin'] })
    expect(isoMoment().safeParse('9999-12-31T10:00:00Z').success).toBe(false)
    expect(taskInputSchema.safeParse({ starts_at: '0001-01-01T00:00:00Z' }).error?.issues).toContainEqual(
      expect.objectContaining({ path: ['starts_at'], message: 'date_out_of_range' }),
    )
  })

  it('refuses a due date before the invoice date', () => {
    expect(messagesOf(purchaseInvoiceInputSchema, invoice({ due_date: '2026-02-28' }))).toEqual({
      due_date: ['Vade tarihi fatura tarihinden önce olamaz'],
    })
    expect(purchaseInvoiceInputSchema.safeParse(invoice({ due_date: '2026-03-01' })).success).toBe(true)
  })
})

describe('text fields', () => {
  const singleLine = 'Bu alan tek satır olmalı; satır sonu ya da kontrol karakteri içeremez'
  const bidi = 'Bu alan yön değiştiren ya da kontrol karakterleri içeremez'
  it.each([
    ['a line break', 'Fatura\nNo', singleLine],
    ['a carriage return', 'Fatura\rNo', singleLine],
    ['a tab', 'Fatura\tNo', singleLine],
    ['a control character', 'Fatura\u0007', singleLine],
    ['a C1 control character', 'Fatura\u0085No', singleLine],
    ['a line separator', 'Fatura\u2028No', singleLine],
    ['a right-to-left override', 'invoice\u202Efdp.exe', bidi],
    ['a left-to-right isolate', 'a\u2066b\u2069', bidi],
    [
      'zero-width characters only',
      '\u200B\u200D\u2060',
      'Bu alan yalnızca görünmeyen karakterlerden oluşamaz',
    ],
  ])('a single-line text refuses %s', (_, value, message) => {
    expect(messagesOf(requiredText(), value)).toEqual({ '': [message] })
    expect(messagesOf(optionalText(), value)).toEqual({ '': [message] })
  })

  it('a single-line text keeps letters of every script, emoji and the bidi marks', () => {
    for (const value of ['Şirket Ğİ', 'مرحبا\u200F', 'Aile 👨‍👩‍👧', 'שלום'])
      expect(requiredText().safeParse(value).success).toBe(true)
  })

  it('a multi-line text keeps line breaks and tabs and refuses the rest', () => {
    expect(requiredMultilineText(100).safeParse('Satır 1\r\nSatır 2\n\tgirinti').success).toBe(true)
    expect(messagesOf(requiredMultilineText(100), 'a\u0000b\u0007')).toEqual({ '': [bidi] })
    expect(messagesOf(requiredMultilineText(100), 'a\n\u202Eb')).toEqual({ '': [bidi] })
    expect(messagesOf(noteInputSchema, { note_title: 'Başlık\nikinci', note_content: 'a\nb' })).toMatchObject(
      {
        note_title: [singleLine],
      },
    )
  })
})

describe('ids in paths and queries', () => {
  it.each(['0x1D', '1e1', '29.0', ' 29', '+29', '029', '0', '-1', '0b11', '２９'])('refuses %j', (value) => {
    expect(idParam.safeParse(value).success).toBe(false)
  })
  it('reads decimal ids', () => {
    expect(idParam.parse('29')).toBe(29)
    expect(idParam.parse(29)).toBe(29)
    expect(idParam.safeParse('2147483648').success).toBe(false)
  })
})
