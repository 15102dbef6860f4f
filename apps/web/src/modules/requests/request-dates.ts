import dayjs, { type Dayjs } from 'dayjs'

/** Calendar days travel as YYYY-MM-DD, moments as ISO 8601 with the browser's offset. */
export const isoDay = (day: Dayjs): string => day.format('YYYY-MM-DD')
export const isoMoment = (moment: Dayjs): string => moment.second(0).millisecond(0).format()

/** A moment typed without a time starts the working day. */
export const WORKDAY_START_HOUR = 9
export const WORKDAY_END_HOUR = 18

export function atHour(day: string | Dayjs, hour: number): string {
  return isoMoment(dayjs(day).startOf('day').hour(hour))
}

/** Operation attendance: changing the start puts the end one hour later (staff-app.md 5). */
export function oneHourAfter(start: string): string {
  return isoMoment(dayjs(start).add(1, 'hour'))
}

/** The picker's 'YYYY-MM-DD HH:mm:ss' (local time) and the API's moment, both ways. */
export const pickerToMoment = (value: string | null): string | null =>
  value ? isoMoment(dayjs(value)) : null
export const momentToPicker = (value: string | null | undefined): string | null =>
  value ? dayjs(value).format('YYYY-MM-DD HH:mm:ss') : null

/** The day part of a stored date or moment. */
export const dayOf = (value: string | null | undefined): string | null =>
  value ? isoDay(dayjs(value)) : null
