/*
 * Moments as a company's people read them (architecture: "the company's timezone decides how a moment
 * is shown"). Files made for them (exports, their names) carry the company's calendar day and wall
 * clock, not UTC's: a list exported at 21:08 UTC in Istanbul was made on the next day there.
 */

/**
 * What is learnt per zone, kept for the process: building an Intl.DateTimeFormat costs a fraction of a
 * millisecond, and every report request asks for its company's day (a tenth of a cold report's server time).
 * The zones are the stored ones (checked on the way in); the cap only bounds a surprise.
 */
const MAX_ZONES = 500
const knownZones = new Map<string, string>()
const wallFormats = new Map<string, Intl.DateTimeFormat>()

/** The zone itself if the runtime knows it, else UTC (a stored zone is checked on the way in, but be safe). */
export function knownTimeZone(timeZone: string): string {
  let known = knownZones.get(timeZone)
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en', { timeZone })
      known = timeZone
    } catch {
      known = 'UTC'
    }
    if (knownZones.size >= MAX_ZONES) knownZones.clear()
    knownZones.set(timeZone, known)
  }
  return known
}

function wallFormat(timeZone: string): Intl.DateTimeFormat {
  let format = wallFormats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: knownTimeZone(timeZone),
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
    if (wallFormats.size >= MAX_ZONES) wallFormats.clear()
    wallFormats.set(timeZone, format)
  }
  return format
}

function wallParts(moment: Date, timeZone: string) {
  const parts = wallFormat(timeZone).formatToParts(moment)
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0)
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  }
}

/** The calendar day of a moment in a time zone, as YYYY-MM-DD. */
export function dayIn(timeZone: string, moment: Date = new Date()): string {
  const { year, month, day } = wallParts(moment, timeZone)
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

/**
 * The zone's wall clock at a moment, as a Date whose UTC fields hold it: what a spreadsheet cell stores
 * (a sheet has no time zones, so 21:08 UTC in Istanbul is written as 00:08 of the next day).
 */
export function wallClockIn(moment: Date, timeZone: string): Date {
  const { year, month, day, hour, minute, second } = wallParts(moment, timeZone)
  return new Date(Date.UTC(year, month - 1, day, hour, minute, second))
}
