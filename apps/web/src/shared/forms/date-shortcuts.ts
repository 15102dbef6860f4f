import dayjs, { type Dayjs } from 'dayjs'

/** admin-area.md's single-date shortcuts: today, tomorrow, next week (+7 days). */
const SHORTCUTS = [
  ['today', 0],
  ['tomorrow', 1],
  ['nextWeek', 7],
] as const
export type DateShortcut = (typeof SHORTCUTS)[number][0]

/**
 * The shortcuts' days from `now`, as picker values: days ('YYYY-MM-DD'), or moments
 * ('YYYY-MM-DD HH:mm:ss') at the time of `keepTime` (the value already picked) or else `defaultHour`.
 * Days before `earliest` are left out: an end of a date-time pair is offered only after its start.
 */
export function dateShortcuts(options: {
  now?: Dayjs
  withTime?: { keepTime: string | null; defaultHour: number }
  /** A day or a moment; days before its day are left out. */
  earliest?: string | Date | null
}): { key: DateShortcut; value: string }[] {
  const today = (options.now ?? dayjs()).startOf('day')
  const time = options.withTime?.keepTime ? dayjs(options.withTime.keepTime) : null
  const earliest = options.earliest ? dayjs(options.earliest).startOf('day') : null
  return SHORTCUTS.flatMap(([key, days]) => {
    const day = today.add(days, 'day')
    if (earliest && day.isBefore(earliest)) return []
    if (!options.withTime) return [{ key, value: day.format('YYYY-MM-DD') }]
    const at = time
      ? day.hour(time.hour()).minute(time.minute())
      : day.hour(options.withTime.defaultHour).minute(0)
    return [{ key, value: at.second(0).format('YYYY-MM-DD HH:mm:ss') }]
  })
}
