import { describe, expect, it } from 'vitest'
import { zonedMoment } from './zoned-moment'

describe('zonedMoment', () => {
  it('is the hour on the wall clock of the zone', () => {
    expect(zonedMoment('2026-05-10', 9, 'Europe/Istanbul').toISOString()).toBe('2026-05-10T06:00:00.000Z')
    expect(zonedMoment('2026-05-10', 18, 'UTC').toISOString()).toBe('2026-05-10T18:00:00.000Z')
  })

  it('follows daylight saving on either side of the change', () => {
    expect(zonedMoment('2026-03-28', 9, 'Europe/Berlin').toISOString()).toBe('2026-03-28T08:00:00.000Z')
    expect(zonedMoment('2026-03-29', 9, 'Europe/Berlin').toISOString()).toBe('2026-03-29T07:00:00.000Z')
    expect(zonedMoment('2026-11-01', 9, 'America/New_York').toISOString()).toBe('2026-11-01T14:00:00.000Z')
  })

  it('counts an unknown zone as UTC', () => {
    expect(zonedMoment('2026-05-10', 9, 'Nowhere/Atlantis').toISOString()).toBe('2026-05-10T09:00:00.000Z')
  })
})
