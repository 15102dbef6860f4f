import { wallClockIn } from '../../platform/time-zone'

/** How far (ms) a time zone's wall clock is ahead of UTC at an instant (an unknown zone is UTC's). */
function offsetAt(instant: number, timeZone: string): number {
  return wallClockIn(new Date(instant), timeZone).getTime() - Math.floor(instant / 1000) * 1000
}

/**
 * The instant of `hour`:00 on a calendar day in the company's time zone: a checklist task of 10 May
 * starts at 09:00 and is due at 18:00 there, whatever the server's zone. An unknown zone counts as UTC.
 */
export function zonedMoment(day: string, hour: number, timeZone: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  const asUtc = Date.UTC(year, month - 1, date, hour)
  const first = asUtc - offsetAt(asUtc, timeZone)
  // Near a daylight-saving change the offset at the answer may differ from the first guess.
  return new Date(asUtc - offsetAt(first, timeZone))
}
