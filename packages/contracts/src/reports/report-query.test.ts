import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { translateIssue } from '../common/validation-messages'
import {
  addMonths,
  monthsOf,
  RANGE_SHORTCUTS,
  rangeDays,
  reportQuerySchema,
  salesDrilldownQuerySchema,
  shortcutRange,
} from './report-query'

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

describe('report query', () => {
  it('takes a range and defaults the scope to the caller’s whole scope', () => {
    expect(reportQuerySchema.parse({ from: '2026-01-01', to: '2026-12-31' })).toEqual({
      from: '2026-01-01',
      to: '2026-12-31',
      scope: 'all',
    })
    expect(reportQuerySchema.parse({ from: '2026-03-01', to: '2026-03-01', scope: 'team|4' }).scope).toBe(
      'team|4',
    )
  })

  it('reads the locale as every route does', () => {
    const range = { from: '2026-01-01', to: '2026-01-31' }
    expect(reportQuerySchema.parse({ ...range, locale: 'en' }).locale).toBe('en')
    expect(reportQuerySchema.parse({ ...range, locale: 'en-GB' }).locale).toBe('en')
    expect(reportQuerySchema.parse({ ...range, locale: 'de' }).locale).toBe('tr')
    expect(reportQuerySchema.parse(range).locale).toBeUndefined()
  })

  it('answers Turkish field messages for a missing, malformed, reversed or too long range', () => {
    expect(messagesOf(reportQuerySchema, {})).toEqual({
      from: ['Bu alan zorunludur'],
      to: ['Bu alan zorunludur'],
    })
    expect(messagesOf(reportQuerySchema, { from: '01.03.2026', to: '2026-03-31' })).toEqual({
      from: ['Geçerli bir tarih girmelisin'],
    })
    expect(messagesOf(reportQuerySchema, { from: '2026-03-31', to: '2026-03-01' })).toEqual({
      to: ['Bitiş tarihi başlangıç tarihinden önce olamaz'],
    })
    expect(messagesOf(reportQuerySchema, { from: '2020-01-01', to: '2025-01-01' })).toEqual({
      to: ['Tarih aralığı en fazla 1827 gün olabilir'],
    })
    expect(messagesOf(reportQuerySchema, { from: '2022-01-01', to: '2026-12-31' })).toEqual({})
    expect(messagesOf(reportQuerySchema, { from: '2026-01-01', to: '2026-01-31', scope: 'nobody' })).toEqual({
      scope: ['Geçersiz seçim'],
    })
  })

  it('counts both ends of a range', () => {
    expect(rangeDays('2026-01-01', '2026-01-01')).toBe(1)
    expect(rangeDays('2024-01-01', '2024-12-31')).toBe(366)
    expect(rangeDays('2026-03-28', '2026-03-30')).toBe(3)
  })
})

describe('drill-down query', () => {
  it('needs a known metric and a key unless the bucket is the whole range', () => {
    expect(
      salesDrilldownQuerySchema.parse({ from: '2026-01-01', to: '2026-12-31', metric: 'turnover' }),
    ).toMatchObject({ bucket: 'total', page: 1, page_size: 25 })
    expect(
      messagesOf(salesDrilldownQuerySchema, {
        from: '2026-01-01',
        to: '2026-12-31',
        metric: 'gossip',
      }),
    ).toEqual({ metric: ['Geçersiz seçim'] })
    expect(
      messagesOf(salesDrilldownQuerySchema, {
        from: '2026-01-01',
        to: '2026-12-31',
        metric: 'won',
        bucket: 'month',
      }),
    ).toEqual({ key: ['Bu alan zorunludur'] })
    expect(
      salesDrilldownQuerySchema.parse({
        from: '2026-01-01',
        to: '2026-12-31',
        metric: 'won',
        bucket: 'month',
        key: '2026-03',
        page: '2',
      }),
    ).toMatchObject({ key: '2026-03', page: 2 })
  })
})

describe('range shortcuts (from a Wednesday, 2026-05-13)', () => {
  const today = '2026-05-13'
  it.each([
    ['this_week', '2026-05-11', '2026-05-17'],
    ['this_month', '2026-05-01', '2026-05-31'],
    ['this_year', '2026-01-01', '2026-12-31'],
    ['q1', '2026-01-01', '2026-03-31'],
    ['q2', '2026-04-01', '2026-06-30'],
    ['q3', '2026-07-01', '2026-09-30'],
    ['q4', '2026-10-01', '2026-12-31'],
    ['next_1_month', '2026-05-13', '2026-06-13'],
    ['next_3_months', '2026-05-13', '2026-08-13'],
    ['past_1_month', '2026-04-13', '2026-05-13'],
    ['past_3_months', '2026-02-13', '2026-05-13'],
  ] as const)('%s is %s to %s', (shortcut, from, to) => {
    expect(shortcutRange(shortcut, today)).toEqual({ from, to })
  })

  it('runs a week from Monday to Sunday, on a Sunday and a Monday too', () => {
    expect(shortcutRange('this_week', '2026-05-17')).toEqual({ from: '2026-05-11', to: '2026-05-17' })
    expect(shortcutRange('this_week', '2026-05-11')).toEqual({ from: '2026-05-11', to: '2026-05-17' })
    // across a year's end
    expect(shortcutRange('this_week', '2026-12-31')).toEqual({ from: '2026-12-28', to: '2027-01-03' })
  })

  it('clamps month arithmetic to the month’s end and crosses years', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28')
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29')
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28')
    expect(addMonths('2026-01-15', -1)).toBe('2025-12-15')
    expect(shortcutRange('past_3_months', '2026-05-31')).toEqual({ from: '2026-02-28', to: '2026-05-31' })
    expect(shortcutRange('this_month', '2024-02-10')).toEqual({ from: '2024-02-01', to: '2024-02-29' })
  })

  it('every shortcut gives a valid report query', () => {
    for (const shortcut of RANGE_SHORTCUTS)
      expect(reportQuerySchema.safeParse(shortcutRange(shortcut, today)).success).toBe(true)
  })

  it('lists the months a range touches', () => {
    expect(monthsOf({ from: '2025-11-20', to: '2026-02-01' })).toEqual([
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ])
  })
})
