import { describe, expect, it } from 'vitest'
import {
  blockNights,
  type CalcBlock,
  type CalcStay,
  groupRooms,
  nightsOf,
  pickup,
  roomingWarnings,
} from './rooming-calc'

const stay = (
  attendee_id: number,
  block_id: number,
  check_in: string,
  check_out: string,
  room_mate_id: number | null = null,
  room_mate_confirmed = room_mate_id !== null,
): CalcStay => ({ attendee_id, block_id, check_in, check_out, room_mate_id, room_mate_confirmed })

// Block 1: DOUBLE, 2 rooms on the 14th, 2 on the 15th. Block 2: SINGLE, 1 room on the 14th.
const double: CalcBlock = {
  id: 1,
  room_type: 'DOUBLE',
  nights: new Map([
    ['2026-05-14', 2],
    ['2026-05-15', 2],
  ]),
}
const single: CalcBlock = { id: 2, room_type: 'SINGLE', nights: new Map([['2026-05-14', 1]]) }

describe('nightsOf', () => {
  it('takes check-in up to the night before check-out, across a month end', () => {
    expect(nightsOf('2026-05-30', '2026-06-02')).toEqual(['2026-05-30', '2026-05-31', '2026-06-01'])
    expect(nightsOf('2026-05-14', '2026-05-14')).toEqual([])
  })
})

describe('pickup', () => {
  it('counts a confirmed pair in one block as one room', () => {
    // 10 and 11 share a room for 14-16 (2 nights): 1 room per night; 12 alone on the 14th: +1.
    const stays = [
      stay(10, 1, '2026-05-14', '2026-05-16', 11),
      stay(11, 1, '2026-05-14', '2026-05-16', 10),
      stay(12, 1, '2026-05-14', '2026-05-15'),
    ]
    expect(groupRooms(stays).map((room) => room.map((s) => s.attendee_id))).toEqual([[10, 11], [12]])
    expect(pickup(stays).get(1)).toEqual(
      new Map([
        ['2026-05-14', 2],
        ['2026-05-15', 1],
      ]),
    )
  })

  it('counts a one-sided or unconfirmed pairing as two rooms', () => {
    const oneSided = [stay(10, 1, '2026-05-14', '2026-05-15', 11), stay(11, 1, '2026-05-14', '2026-05-15')]
    expect(pickup(oneSided).get(1)?.get('2026-05-14')).toBe(2)
    const unconfirmed = [
      stay(10, 1, '2026-05-14', '2026-05-15', 11, false),
      stay(11, 1, '2026-05-14', '2026-05-15', 10, false),
    ]
    expect(pickup(unconfirmed).get(1)?.get('2026-05-14')).toBe(2)
  })

  it('counts mates in different blocks in each block', () => {
    const stays = [stay(10, 1, '2026-05-14', '2026-05-15', 11), stay(11, 2, '2026-05-14', '2026-05-15', 10)]
    const used = pickup(stays)
    expect(used.get(1)?.get('2026-05-14')).toBe(1)
    expect(used.get(2)?.get('2026-05-14')).toBe(1)
  })

  it('keeps a pair with different dates in one room from first arrival to last night', () => {
    // 10: 14-15, 11: 14-16 → the room is used on the 14th and the 15th, once each.
    const stays = [stay(10, 1, '2026-05-14', '2026-05-15', 11), stay(11, 1, '2026-05-14', '2026-05-16', 10)]
    expect(pickup(stays).get(1)).toEqual(
      new Map([
        ['2026-05-14', 1],
        ['2026-05-15', 1],
      ]),
    )
  })
})

describe('blockNights', () => {
  it('flags a night used beyond its rooms, and a night outside the block', () => {
    const used = new Map([
      ['2026-05-14', 2],
      ['2026-05-15', 1],
      ['2026-05-16', 1],
    ])
    expect(blockNights({ ...double, nights: new Map([...double.nights, ['2026-05-14', 1]]) }, used)).toEqual([
      { night: '2026-05-14', rooms: 1, used: 2, over_booked: true },
      { night: '2026-05-15', rooms: 2, used: 1, over_booked: false },
      { night: '2026-05-16', rooms: 0, used: 1, over_booked: true },
    ])
  })
})

describe('roomingWarnings', () => {
  it('warns of over-booked nights and each kind of unpaired sharer', () => {
    const stays = [
      // a proper pair: no warning
      stay(10, 1, '2026-05-14', '2026-05-16', 11),
      stay(11, 1, '2026-05-14', '2026-05-16', 10),
      // alone in a DOUBLE
      stay(12, 1, '2026-05-14', '2026-05-15'),
      // mate 99 has no stay
      stay(13, 1, '2026-05-15', '2026-05-16', 99),
      // mate 15 sleeps in the SINGLE block; 15 gets no warning (SINGLE is not shared)
      stay(14, 1, '2026-05-15', '2026-05-16', 15),
      stay(15, 2, '2026-05-14', '2026-05-15', 14),
      // mates 16 and 17 in the DOUBLE on other dates (one room, the 14th and the 15th)
      stay(16, 1, '2026-05-14', '2026-05-15', 17),
      stay(17, 1, '2026-05-15', '2026-05-16', 16),
    ]
    // DOUBLE 14th: room 10+11, 12, 16+17 = 3 of 2; 15th: 10+11, 13, 14, 16+17 = 4 of 2. SINGLE 14th: 1 of 1.
    const warnings = roomingWarnings([double, single], stays)
    expect(warnings.filter((w) => w.kind === 'over_booked')).toEqual([
      { kind: 'over_booked', block_id: 1, attendee_id: null, night: '2026-05-14', rooms: 2, used: 3 },
      { kind: 'over_booked', block_id: 1, attendee_id: null, night: '2026-05-15', rooms: 2, used: 4 },
    ])
    expect(warnings.filter((w) => w.kind !== 'over_booked').map((w) => [w.attendee_id, w.kind])).toEqual([
      [12, 'no_mate'],
      [13, 'mate_no_stay'],
      [14, 'mate_other_block'],
      [16, 'mate_other_dates'],
      [17, 'mate_other_dates'],
    ])
  })
})
