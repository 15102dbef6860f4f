import { describe, expect, it } from 'vitest'
import {
  expandChecklist,
  expandItem,
  MAX_OCCURRENCES,
  type Occurrence,
  type RecurringItem,
} from './checklist-recurrence'

// 2027-05-10 is a Monday. Every expected date below is counted by hand on a calendar.
const START = '2027-05-10'

const item = (values: Partial<RecurringItem>): RecurringItem => ({
  id: 1,
  recurrence: 'once',
  starts_at: 0,
  ends_at: 0,
  interval: null,
  interval_day: null,
  specific_date: null,
  dependent_to: null,
  ...values,
})
const days = (occurrences: Occurrence[]) => occurrences.map((o) => o.starts_on)

describe('one-off items', () => {
  it('counts starts_at and ends_at as days before the project start', () => {
    expect(expandItem(item({ starts_at: 10, ends_at: 3 }), START)).toEqual([
      { index: 0, starts_on: '2027-04-30', due_on: '2027-05-07' },
    ])
  })
  it('takes negative numbers as days after the start', () => {
    expect(expandItem(item({ starts_at: -2, ends_at: -5 }), START)).toEqual([
      { index: 0, starts_on: '2027-05-12', due_on: '2027-05-15' },
    ])
  })
  it('never puts the deadline before the start', () => {
    expect(expandItem(item({ starts_at: 3, ends_at: 5 }), START)).toEqual([
      { index: 0, starts_on: '2027-05-07', due_on: '2027-05-07' },
    ])
  })
  it('a specific date is one task on that date', () => {
    expect(expandItem(item({ recurrence: 'specific_date', specific_date: '2027-03-01' }), START)).toEqual([
      { index: 0, starts_on: '2027-03-01', due_on: '2027-03-01' },
    ])
  })
})

describe('intervals', () => {
  const every = (values: Partial<RecurringItem>) =>
    days(expandItem(item({ recurrence: 'interval', ...values }), START))

  it('daily: every day of the window, both ends included', () => {
    expect(every({ interval: 'daily', starts_at: 3, ends_at: 0 })).toEqual([
      '2027-05-07',
      '2027-05-08',
      '2027-05-09',
      '2027-05-10',
    ])
  })
  it('every 3 days from the start', () => {
    expect(every({ interval: 'every_3_days', starts_at: 10, ends_at: 0 })).toEqual([
      '2027-04-30',
      '2027-05-03',
      '2027-05-06',
      '2027-05-09',
    ])
  })
  it.each([
    ['every_2_days', ['2027-04-30', '2027-05-02', '2027-05-04', '2027-05-06', '2027-05-08', '2027-05-10']],
    ['every_4_days', ['2027-04-30', '2027-05-04', '2027-05-08']],
    ['every_5_days', ['2027-04-30', '2027-05-05', '2027-05-10']],
    ['every_6_days', ['2027-04-30', '2027-05-06']],
  ] as const)('%s from the start, the window end included when it falls on one', (interval, expected) => {
    expect(every({ interval, starts_at: 10, ends_at: 0 })).toEqual(expected)
  })
  it('weekly: each Wednesday between Monday 26 April and Monday 10 May', () => {
    expect(every({ interval: 'weekly', interval_day: 3, starts_at: 14, ends_at: 0 })).toEqual([
      '2027-04-28',
      '2027-05-05',
    ])
  })
  it('biweekly on Mondays, the window starting on a Monday', () => {
    expect(every({ interval: 'biweekly', interval_day: 1, starts_at: 28, ends_at: 0 })).toEqual([
      '2027-04-12',
      '2027-04-26',
      '2027-05-10',
    ])
  })
  it('every 3 weeks on Sundays (ISO 7)', () => {
    expect(every({ interval: 'triweekly', interval_day: 7, starts_at: 28, ends_at: -14 })).toEqual([
      '2027-04-18',
      '2027-05-09',
    ])
  })
  it('monthly on the 31st: the last day of shorter months', () => {
    // 15 January 2027 is 115 days before 10 May.
    expect(every({ interval: 'monthly', interval_day: 31, starts_at: 115, ends_at: 0 })).toEqual([
      '2027-01-31',
      '2027-02-28',
      '2027-03-31',
      '2027-04-30',
    ])
  })
  it('monthly on the 30th in a leap year: 29 February', () => {
    // 40 days before 10 March 2028 is 30 January.
    const occurrences = expandItem(
      item({ recurrence: 'interval', interval: 'monthly', interval_day: 30, starts_at: 40, ends_at: 0 }),
      '2028-03-10',
    )
    expect(occurrences).toEqual([
      { index: 0, starts_on: '2028-01-30', due_on: '2028-01-30' },
      { index: 1, starts_on: '2028-02-29', due_on: '2028-02-29' },
    ])
  })
  it('a window without the day gives nothing', () => {
    expect(every({ interval: 'monthly', interval_day: 15, starts_at: 9, ends_at: 0 })).toEqual([])
  })
  it('is capped', () => {
    expect(every({ interval: 'daily', starts_at: 1000, ends_at: 0 })).toHaveLength(MAX_OCCURRENCES)
  })
})

describe('dependencies', () => {
  it('moves an item to start on the deadline of the item it depends on, through chains', () => {
    const result = expandChecklist(
      [
        // children first: the order of the list does not matter
        item({ id: 3, starts_at: 0, ends_at: -1, dependent_to: 2 }),
        item({ id: 2, starts_at: 5, ends_at: 0, dependent_to: 1 }),
        item({ id: 1, starts_at: 10, ends_at: 2 }),
        item({ id: 4, starts_at: 0, ends_at: 0, dependent_to: 1 }),
        item({
          id: 5,
          recurrence: 'interval',
          interval: 'weekly',
          interval_day: 1,
          starts_at: 14,
          ends_at: -7,
          dependent_to: 1,
        }),
      ],
      START,
    )
    // 1: 30 April → 8 May. 2: 5 → 10 May moves 3 days to 8 → 13 May. 3: 10 → 11 May moves to 13 → 14.
    expect(result.get(1)).toEqual([{ index: 0, starts_on: '2027-04-30', due_on: '2027-05-08' }])
    expect(result.get(2)).toEqual([{ index: 0, starts_on: '2027-05-08', due_on: '2027-05-13' }])
    expect(result.get(3)).toEqual([{ index: 0, starts_on: '2027-05-13', due_on: '2027-05-14' }])
    // 4 starts on 10 May, after 1's deadline: unchanged.
    expect(result.get(4)).toEqual([{ index: 0, starts_on: '2027-05-10', due_on: '2027-05-10' }])
    // 5: 26 April → 17 May moves 12 days to 8 → 29 May; its Mondays are 10, 17 and 24 May.
    expect(days(result.get(5) ?? [])).toEqual(['2027-05-10', '2027-05-17', '2027-05-24'])
  })

  it('ignores a cycle instead of looping', () => {
    const result = expandChecklist(
      [
        item({ id: 1, starts_at: 2, ends_at: 0, dependent_to: 2 }),
        item({ id: 2, starts_at: 2, dependent_to: 1 }),
      ],
      START,
    )
    expect(result.get(1)).toHaveLength(1)
    expect(result.get(2)).toHaveLength(1)
  })
})
