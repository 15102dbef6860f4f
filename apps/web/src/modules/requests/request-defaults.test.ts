import dayjs from 'dayjs'
import { describe, expect, it } from 'vitest'
import { dayOf, oneHourAfter } from './request-dates'
import { companyCurrencies, defaultDates, operationDatesOf } from './request-defaults'

const NOW = dayjs('2026-03-10T15:42:00')

describe('default dates (staff-app.md 9)', () => {
  const dates = defaultDates(NOW)

  it('puts a leave 1 and 2 weeks from today', () => {
    expect(dayOf(dates.leave.starts_at)).toBe('2026-03-17')
    expect(dayOf(dates.leave.ends_at)).toBe('2026-03-24')
  })

  it('puts an inspection from tomorrow to one week ahead', () => {
    expect(dates.inspection).toEqual({ starts_at: '2026-03-11', ends_at: '2026-03-17' })
  })

  it('asks for an advance one week ahead', () => {
    expect(dates.advanceRequestedDate).toBe('2026-03-17')
  })

  it('starts an operation one week ahead and ends it an hour later', () => {
    expect(dayjs(dates.operation.starts_at).format('YYYY-MM-DD HH:mm')).toBe('2026-03-17 09:00')
    expect(dayjs(dates.operation.ends_at).format('YYYY-MM-DD HH:mm')).toBe('2026-03-17 10:00')
  })
})

describe('operation rules', () => {
  it('moves the end to one hour after a new start', () => {
    const start = dayjs('2026-04-01T13:15:00').format()
    expect(dayjs(oneHourAfter(start)).format('YYYY-MM-DD HH:mm')).toBe('2026-04-01 14:15')
    const late = dayjs('2026-04-01T23:30:00').format()
    expect(dayjs(oneHourAfter(late)).format('YYYY-MM-DD HH:mm')).toBe('2026-04-02 00:30')
  })

  it("takes a picked project's dates, and nothing from a project without dates", () => {
    const dates = operationDatesOf({ starts_at: '2026-05-04', ends_at: '2026-05-06' })
    expect(dayjs(dates?.starts_at).format('YYYY-MM-DD HH:mm')).toBe('2026-05-04 09:00')
    expect(dayjs(dates?.ends_at).format('YYYY-MM-DD HH:mm')).toBe('2026-05-06 18:00')
    expect(operationDatesOf({ starts_at: null, ends_at: null })).toBeNull()
  })
})

describe('companyCurrencies', () => {
  it('lists the main currency first, once', () => {
    expect(
      companyCurrencies({ currency: 'TRY', currencies: [{ shortcode: 'EUR' }, { shortcode: 'TRY' }] }),
    ).toEqual(['TRY', 'EUR'])
  })
})
