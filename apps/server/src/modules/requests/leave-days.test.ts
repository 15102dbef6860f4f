import { describe, expect, it } from 'vitest'
import {
  cachedCalendar,
  countLeaveDays,
  dayInZone,
  type HolidayCalendar,
  holidayYear,
  turkishHolidayCalendar,
} from './leave-days'

/**
 * Turkey's official public holidays (Law 2429 and the Diyanet calendar the official gazette follows):
 * whole days, and the half days (arife of both Bayrams, 28 October).
 */
const OFFICIAL: Record<number, { whole: string[]; half: string[] }> = {
  2025: {
    whole: [
      '01-01',
      '03-30',
      '03-31',
      '04-01',
      '04-23',
      '05-01',
      '05-19',
      '06-06',
      '06-07',
      '06-08',
      '06-09',
      '07-15',
      '08-30',
      '10-29',
    ],
    half: ['03-29', '06-05', '10-28'],
  },
  2026: {
    whole: [
      '01-01',
      '03-20',
      '03-21',
      '03-22',
      '04-23',
      '05-01',
      '05-19',
      '05-27',
      '05-28',
      '05-29',
      '05-30',
      '07-15',
      '08-30',
      '10-29',
    ],
    half: ['03-19', '05-26', '10-28'],
  },
  2027: {
    whole: [
      '01-01',
      '03-09',
      '03-10',
      '03-11',
      '04-23',
      '05-01',
      '05-16',
      '05-17',
      '05-18',
      '05-19',
      '07-15',
      '08-30',
      '10-29',
    ],
    half: ['03-08', '05-15', '10-28'],
  },
}

describe('Turkish holidays from date-holidays', () => {
  for (const [year, expected] of Object.entries(OFFICIAL))
    it(`match the official days of ${year}`, async () => {
      const days = (await turkishHolidayCalendar())(Number(year))
      const of = (off: number) =>
        [...days]
          .filter(([, day]) => day.off === off)
          .map(([day]) => day.slice(5))
          .sort()
      expect(of(1)).toEqual([...expected.whole].sort())
      expect(of(0.5)).toEqual([...expected.half].sort())
    })
})

describe('countLeaveDays', () => {
  let calendar: HolidayCalendar
  const count = async (first: string, last: string) => {
    calendar ??= await turkishHolidayCalendar()
    return countLeaveDays(first, last, calendar)
  }

  it('skips the weekend: Friday to Tuesday is 3 working days', async () => {
    expect((await count('2026-06-05', '2026-06-09')).working_days).toBe(3)
  })

  it('a single weekday is one day; a weekend alone is none', async () => {
    expect((await count('2026-06-10', '2026-06-10')).working_days).toBe(1)
    expect((await count('2026-06-13', '2026-06-14')).working_days).toBe(0)
  })

  it('over 29 October: the 28th costs half a day, the 29th nothing', async () => {
    // Mon 26 .. Fri 30 October 2026: 26, 27 whole, 28 half, 29 holiday, 30 whole.
    expect((await count('2026-10-26', '2026-10-30')).working_days).toBe(3.5)
  })

  it('over Kurban Bayramı 2027: the eve is a Saturday, the four days and 19 May cost nothing', async () => {
    // Mon 10 .. Fri 21 May 2027: 10 weekdays, less Mon 17, Tue 18, Wed 19 (Bayram, 19 May too).
    expect((await count('2027-05-10', '2027-05-21')).working_days).toBe(7)
  })

  it('over Ramazan Bayramı 2027: the Monday eve is half a day', async () => {
    // Mon 8 .. Fri 12 March 2027: 8 half, 9-11 Bayram, 12 whole.
    expect((await count('2027-03-08', '2027-03-12')).working_days).toBe(1.5)
  })

  it('over New Year splits the days by year', async () => {
    // Wed 30 Dec 2026 .. Tue 5 Jan 2027: 30, 31 | 1 Jan holiday, 4, 5.
    expect(await count('2026-12-30', '2027-01-05')).toEqual({
      working_days: 4,
      by_year: { 2026: 2, 2027: 2 },
    })
  })

  it('a range that ends before it starts counts nothing', async () => {
    expect((await count('2026-06-10', '2026-06-09')).working_days).toBe(0)
  })
})

describe('holidayYear', () => {
  it('a whole holiday wins over an eve on the same day, and an eve may cross New Year', () => {
    const list = (year: number) =>
      year === 2031
        ? [
            { date: '2031-01-01 00:00:00 -0600', rule: '1 Shawwal PT90H', type: 'public', name: 'R' },
            { date: '2031-01-02 00:00:00', rule: '01-02', type: 'public', name: 'X' },
            { date: '2031-02-01 00:00:00', rule: '02-01', type: 'observance', name: 'not a day off' },
          ]
        : []
    const calendar = cachedCalendar((year) => holidayYear(year, list))
    expect(calendar(2030).get('2030-12-31')).toEqual({ off: 0.5, name: 'R arifesi' })
    expect([...calendar(2031).keys()]).toEqual(['2031-01-01', '2031-01-02', '2031-01-03'])
  })
})

describe('dayInZone', () => {
  it("names the company's day, not UTC's", () => {
    const lateEvening = new Date('2026-10-28T22:30:00Z')
    expect(dayInZone(lateEvening, 'Europe/Istanbul')).toBe('2026-10-29')
    expect(dayInZone(lateEvening, 'UTC')).toBe('2026-10-28')
  })
})
