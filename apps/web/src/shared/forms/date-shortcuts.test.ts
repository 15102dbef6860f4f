import dayjs from 'dayjs'
import { describe, expect, it } from 'vitest'
import { dateShortcuts } from './date-shortcuts'

// Wednesday 25 November 2026, 14:20 local time.
const now = dayjs('2026-11-25T14:20:00')

describe('single-date shortcuts', () => {
  it('are today, tomorrow and a week later as days', () => {
    expect(dateShortcuts({ now })).toEqual([
      { key: 'today', value: '2026-11-25' },
      { key: 'tomorrow', value: '2026-11-26' },
      { key: 'nextWeek', value: '2026-12-02' },
    ])
  })

  it('keep the time already picked, else start the working day', () => {
    expect(
      dateShortcuts({ now, withTime: { keepTime: '2026-11-20T16:45:00', defaultHour: 9 } }).map(
        (s) => s.value,
      ),
    ).toEqual(['2026-11-25 16:45:00', '2026-11-26 16:45:00', '2026-12-02 16:45:00'])
    expect(dateShortcuts({ now, withTime: { keepTime: null, defaultHour: 9 } })[0]?.value).toBe(
      '2026-11-25 09:00:00',
    )
  })

  it('leave out the days before the earliest allowed (the end of a pair)', () => {
    const earliest = dayjs('2026-11-27T10:00:00').toDate()
    expect(dateShortcuts({ now, earliest }).map((s) => s.key)).toEqual(['nextWeek'])
  })
})
