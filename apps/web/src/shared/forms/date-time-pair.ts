import dayjs, { type Dayjs } from 'dayjs'

/** admin-area.md "Datetime picker": times 06:00 to 22:00 in 15-minute steps. */
export const PICKER_FIRST_HOUR = 6
export const PICKER_LAST_HOUR = 22
export const PICKER_STEP_MINUTES = 15

/** A picker time, `HH:mm:00`. */
export const pickerClock = (hour: number, minute = 0) =>
  `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00`

export const PICKER_FIRST_TIME = pickerClock(PICKER_FIRST_HOUR)
export const PICKER_LAST_TIME = pickerClock(PICKER_LAST_HOUR)

/**
 * A start later than (or at) the end clears the end (admin-area.md date-time pair); otherwise the end
 * stays. Gives the end to keep.
 */
export function endAfterStartChange(start: string | null, end: string | null | undefined): string | null {
  if (!start || !end) return end ?? null
  return dayjs(end).isAfter(dayjs(start)) ? end : null
}

/** The earliest end the picker offers: one step after the start. */
export function earliestEnd(start: string | null | undefined): Dayjs | null {
  return start ? dayjs(start).add(PICKER_STEP_MINUTES, 'minute') : null
}

/** The end picker's first time: after the start on the start's own day, else the grid's first slot. */
export function endMinTime(start: string | null | undefined, end: string | null | undefined): string {
  const earliest = earliestEnd(start)
  return earliest && end && dayjs(end).isSame(earliest, 'day') && earliest.hour() >= PICKER_FIRST_HOUR
    ? pickerClock(earliest.hour(), earliest.minute())
    : PICKER_FIRST_TIME
}

/** The end picker's first day (YYYY-MM-DD), or undefined without a start. */
export function endMinDate(start: string | null | undefined): string | undefined {
  return earliestEnd(start)?.format('YYYY-MM-DD')
}
