/**
 * Turns checklist items into dated occurrences for one project (docs/decisions/0011-checklists.md).
 * Pure: the server creates tasks from it and the tests work its answers out by hand.
 *
 * `starts_at` and `ends_at` count days BEFORE the project's start (the upload's "days before start"
 * and "days before deadline" columns); a negative number means after the start. An item's window runs
 * from its start day to its deadline day, both included.
 */

/** staff-app.md section 9: daily, every 2 to 6 days, weekly, every 2 or 3 weeks, monthly. */
export const CHECKLIST_INTERVALS = [
  'daily',
  'every_2_days',
  'every_3_days',
  'every_4_days',
  'every_5_days',
  'every_6_days',
  'weekly',
  'biweekly',
  'triweekly',
  'monthly',
] as const
export type ChecklistInterval = (typeof CHECKLIST_INTERVALS)[number]

export const CHECKLIST_RECURRENCES = ['once', 'interval', 'specific_date'] as const
export type ChecklistRecurrence = (typeof CHECKLIST_RECURRENCES)[number]

/** A day step for the day-based intervals, a week step for the weekday ones. */
const DAY_STEPS: Partial<Record<ChecklistInterval, number>> = {
  daily: 1,
  every_2_days: 2,
  every_3_days: 3,
  every_4_days: 4,
  every_5_days: 5,
  every_6_days: 6,
}
const WEEK_STEPS: Partial<Record<ChecklistInterval, number>> = { weekly: 1, biweekly: 2, triweekly: 3 }

/** Weekly variants need an ISO weekday (1 Monday … 7 Sunday); monthly a day of the month. */
export function intervalNeedsWeekday(interval: ChecklistInterval | null | undefined): boolean {
  return interval !== null && interval !== undefined && interval in WEEK_STEPS
}
export function intervalNeedsMonthDay(interval: ChecklistInterval | null | undefined): boolean {
  return interval === 'monthly'
}

/** A recurring item never makes more tasks than a year of daily ones. */
export const MAX_OCCURRENCES = 366

export interface RecurringItem {
  id: number
  recurrence: ChecklistRecurrence
  starts_at: number
  ends_at: number
  interval: ChecklistInterval | null
  interval_day: number | null
  /** YYYY-MM-DD */
  specific_date: string | null
  dependent_to: number | null
}

export interface Occurrence {
  /** 0 for a one-off item; the n-th repetition otherwise (the task's `checklist_occurrence`). */
  index: number
  /** YYYY-MM-DD */
  starts_on: string
  /** YYYY-MM-DD */
  due_on: string
}

// Calendar days as UTC midnights: no time zone or daylight-saving step can move a day.
const DAY_MS = 86_400_000
const toTime = (day: string) => Date.parse(`${day}T00:00:00Z`)
const toDay = (time: number) => new Date(time).toISOString().slice(0, 10)
export const addDays = (day: string, days: number) => toDay(toTime(day) + days * DAY_MS)
const daysBetween = (from: string, to: string) => Math.round((toTime(to) - toTime(from)) / DAY_MS)
/** ISO weekday: 1 Monday … 7 Sunday. */
const isoWeekday = (day: string) => ((new Date(toTime(day)).getUTCDay() + 6) % 7) + 1
const lastDayOfMonth = (year: number, month: number) => new Date(Date.UTC(year, month + 1, 0)).getUTCDate()

/** The item's window in the project: start day and deadline (never before the start). */
export function itemWindow(item: Pick<RecurringItem, 'starts_at' | 'ends_at'>, projectStart: string) {
  const start = addDays(projectStart, -item.starts_at)
  const due = addDays(projectStart, -item.ends_at)
  return { start, due: due < start ? start : due }
}

/** The days of an interval item inside [start, due]: each is both the task's start and deadline. */
function intervalDays(item: RecurringItem, start: string, due: string): string[] {
  const days: string[] = []
  const push = (day: string) => {
    if (day >= start && day <= due && days.length < MAX_OCCURRENCES) days.push(day)
  }
  const interval = item.interval
  if (!interval) return days
  const dayStep = DAY_STEPS[interval]
  const weekStep = WEEK_STEPS[interval]
  if (dayStep) {
    for (let day = start; day <= due && days.length < MAX_OCCURRENCES; day = addDays(day, dayStep)) push(day)
  } else if (weekStep && item.interval_day) {
    const first = addDays(start, (item.interval_day - isoWeekday(start) + 7) % 7)
    for (let day = first; day <= due && days.length < MAX_OCCURRENCES; day = addDays(day, weekStep * 7))
      push(day)
  } else if (interval === 'monthly' && item.interval_day) {
    let year = Number(start.slice(0, 4))
    let month = Number(start.slice(5, 7)) - 1
    while (days.length < MAX_OCCURRENCES) {
      const first = toDay(Date.UTC(year, month, 1))
      if (first > due) break
      // The 31st of a 30-day month (or of February) is that month's last day.
      push(toDay(Date.UTC(year, month, Math.min(item.interval_day, lastDayOfMonth(year, month)))))
      month += 1
      if (month === 12) {
        month = 0
        year += 1
      }
    }
  }
  return days
}

/** One item's occurrences, its window moved `shift` days later (a dependency's push). */
export function expandItem(item: RecurringItem, projectStart: string, shift = 0): Occurrence[] {
  if (item.recurrence === 'specific_date') {
    // A fixed date is the date the admin chose: dependencies do not move it.
    return item.specific_date ? [{ index: 0, starts_on: item.specific_date, due_on: item.specific_date }] : []
  }
  const window = itemWindow(item, projectStart)
  const start = addDays(window.start, shift)
  const due = addDays(window.due, shift)
  if (item.recurrence === 'once') return [{ index: 0, starts_on: start, due_on: due }]
  return intervalDays(item, start, due).map((day, index) => ({ index, starts_on: day, due_on: day }))
}

/**
 * Every item's occurrences, dependencies respected: an item whose `dependent_to` item has a later
 * (last) deadline than its window's start is moved later by the difference, whole window at once, so
 * it starts on that deadline (a recurring item then repeats from there). Chains
 * follow through; a cycle or a missing item is ignored rather than looping.
 */
export function expandChecklist(items: readonly RecurringItem[], projectStart: string) {
  const byId = new Map(items.map((item) => [item.id, item]))
  const result = new Map<number, Occurrence[]>()
  const visiting = new Set<number>()

  const expand = (item: RecurringItem): Occurrence[] => {
    const known = result.get(item.id)
    if (known) return known
    visiting.add(item.id)
    let shift = 0
    const parent = item.dependent_to === null ? undefined : byId.get(item.dependent_to)
    if (parent && !visiting.has(parent.id)) {
      const parentDue = expand(parent).at(-1)?.due_on
      const own = itemWindow(item, projectStart).start
      if (parentDue && parentDue > own) shift = daysBetween(own, parentDue)
    }
    visiting.delete(item.id)
    const occurrences = expandItem(item, projectStart, shift)
    result.set(item.id, occurrences)
    return occurrences
  }

  for (const item of items) expand(item)
  return result
}
