import { describe, expect, it } from 'vitest'
import { companyDay, dayIn } from './company-day'

describe('companyDay', () => {
  it("bounds today at the company's midnight", () => {
    // 22:30 UTC on 14 May is already 15 May in Istanbul (UTC+3).
    const day = companyDay('Europe/Istanbul', new Date('2026-05-14T22:30:00Z'))
    expect(day.today).toBe('2026-05-15')
    expect(day.todayStart.toISOString()).toBe('2026-05-14T21:00:00.000Z')
    expect(day.tomorrowStart.toISOString()).toBe('2026-05-15T21:00:00.000Z')
    expect(day.dayAfterStart.toISOString()).toBe('2026-05-16T21:00:00.000Z')
    // Friday 15 May: the week runs Monday 11 to Sunday 17.
    expect(day.weekStart).toBe('2026-05-11')
    expect(day.weekEnd).toBe('2026-05-17')
  })

  it('keeps a day of 23 hours across a daylight-saving change', () => {
    const day = companyDay('Europe/Berlin', new Date('2026-03-29T10:00:00Z'))
    expect(day.today).toBe('2026-03-29')
    expect(day.todayStart.toISOString()).toBe('2026-03-28T23:00:00.000Z')
    expect(day.tomorrowStart.toISOString()).toBe('2026-03-29T22:00:00.000Z')
    // A Sunday ends its week.
    expect(day.weekEnd).toBe('2026-03-29')
    expect(day.weekStart).toBe('2026-03-23')
  })

  it('counts an unknown zone as UTC', () => {
    expect(dayIn('Mars/Olympus', new Date('2026-05-14T23:30:00Z'))).toBe('2026-05-14')
    expect(companyDay('Mars/Olympus', new Date('2026-05-14T23:30:00Z')).todayStart.toISOString()).toBe(
      '2026-05-14T00:00:00.000Z',
    )
  })
})
