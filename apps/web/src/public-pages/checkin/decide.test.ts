import type { CheckinRosterEntry } from '@ajanda/contracts/checkin.contract'
import { describe, expect, it } from 'vitest'
import { decide } from './decide'

const point = { id: 1, name: 'Gala', project_name: 'K', with_exit: true, admits: 'LISTS' as const }
const base: CheckinRosterEntry = {
  id: 1,
  acode: 'a',
  first_name: 'A',
  last_name: 'B',
  company: null,
  status: 'REGISTERED',
  refusal: null,
  lists: ['VIP'],
  main_attendee_id: null,
  here: null,
  last_entry: null,
}
const inside = {
  direction: 'IN' as const,
  scanned_at: '2026-11-27T09:00:00Z',
  point_id: 1,
  point_name: 'Gala',
}

describe('decide', () => {
  it('green for an admitted person not inside; amber with when and where once inside', () => {
    expect(decide(base, 'IN', point).kind).toBe('green')
    expect(decide({ ...base, here: inside }, 'IN', point)).toMatchObject({ kind: 'amber', since: inside })
  })
  it('red for unknown codes and refused people, with the reason', () => {
    expect(decide(undefined, 'IN', point)).toMatchObject({ kind: 'red', reason: 'unknown' })
    expect(decide({ ...base, refusal: 'cancelled' }, 'IN', point)).toMatchObject({
      kind: 'red',
      reason: 'cancelled',
    })
  })
  it('an exit needs someone inside at a point with exits', () => {
    expect(decide({ ...base, here: inside }, 'OUT', point).kind).toBe('green')
    expect(decide(base, 'OUT', point).kind).toBe('amber')
    expect(decide({ ...base, here: inside }, 'OUT', { ...point, with_exit: false }).kind).toBe('amber')
  })
})
