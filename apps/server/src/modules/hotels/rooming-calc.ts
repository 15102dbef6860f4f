import { type RoomingWarning, type RoomType, SHARED_ROOM_TYPES } from '@ajanda/contracts/hotels.contract'

/**
 * The rooming arithmetic, without a database: which stays share a room, how many rooms each block's
 * nights use (pickup), and what the rooming list warns about. Days are ISO dates (`2026-05-14`); a stay
 * from check-in to check-out takes the nights check-in … check-out − 1.
 */

export interface CalcBlock {
  id: number
  room_type: RoomType
  /** night → rooms held. */
  nights: ReadonlyMap<string, number>
}

export interface CalcStay {
  attendee_id: number
  block_id: number
  check_in: string
  check_out: string
  /** The attendee's room mate (attendees.room_mate_id), whether or not the mate has a stay. */
  room_mate_id: number | null
  room_mate_confirmed: boolean
}

const DAY_MS = 86_400_000

/** The nights a stay takes: check-in up to the day before check-out. */
export function nightsOf(checkIn: string, checkOut: string): string[] {
  const nights: string[] = []
  const end = Date.parse(`${checkOut}T00:00:00Z`)
  for (let t = Date.parse(`${checkIn}T00:00:00Z`); t < end; t += DAY_MS) {
    nights.push(new Date(t).toISOString().slice(0, 10))
  }
  return nights
}

/**
 * Two attendees pointing at each other, the pairing confirmed by one side at least (staff pairing and
 * the form's confirmation set both). Answers attendee → mate for every such pair among the stays.
 */
export function confirmedMates(stays: readonly CalcStay[]): Map<number, number> {
  const byId = new Map(stays.map((stay) => [stay.attendee_id, stay]))
  const mates = new Map<number, number>()
  for (const stay of stays) {
    const mate = stay.room_mate_id === null ? undefined : byId.get(stay.room_mate_id)
    if (!mate || mate.attendee_id === stay.attendee_id || mate.room_mate_id !== stay.attendee_id) continue
    if (stay.room_mate_confirmed || mate.room_mate_confirmed) mates.set(stay.attendee_id, mate.attendee_id)
  }
  return mates
}

/** Stays grouped into rooms: a confirmed pair in the same block shares one, everyone else has their own. */
export function groupRooms<T extends CalcStay>(stays: readonly T[]): T[][] {
  const mates = confirmedMates(stays)
  const byId = new Map(stays.map((stay) => [stay.attendee_id, stay]))
  const placed = new Set<number>()
  const rooms: T[][] = []
  for (const stay of stays) {
    if (placed.has(stay.attendee_id)) continue
    placed.add(stay.attendee_id)
    const mateId = mates.get(stay.attendee_id)
    const mate = mateId === undefined ? undefined : byId.get(mateId)
    if (mate && mate.block_id === stay.block_id && !placed.has(mate.attendee_id)) {
      placed.add(mate.attendee_id)
      rooms.push([stay, mate])
    } else rooms.push([stay])
  }
  return rooms
}

/**
 * Rooms used per block and night: each room counts once on every night one of its guests sleeps there
 * (a pair with different dates takes the room from the first arrival to the last departure's night).
 */
export function pickup(stays: readonly CalcStay[]): Map<number, Map<string, number>> {
  const used = new Map<number, Map<string, number>>()
  for (const room of groupRooms(stays)) {
    const nights = new Set(room.flatMap((stay) => nightsOf(stay.check_in, stay.check_out)))
    const first = room[0]
    if (!first) continue
    const perNight = used.get(first.block_id) ?? new Map<string, number>()
    used.set(first.block_id, perNight)
    for (const night of nights) perNight.set(night, (perNight.get(night) ?? 0) + 1)
  }
  return used
}

export interface BlockNight {
  night: string
  rooms: number
  used: number
  over_booked: boolean
}

/** A block's nights in order with their pickup; a night only stays take shows 0 rooms, over-booked. */
export function blockNights(block: CalcBlock, used: ReadonlyMap<string, number> | undefined): BlockNight[] {
  const nights = new Set([...block.nights.keys(), ...(used?.keys() ?? [])])
  return [...nights].sort().map((night) => {
    const rooms = block.nights.get(night) ?? 0
    const taken = used?.get(night) ?? 0
    return { night, rooms, used: taken, over_booked: taken > rooms }
  })
}

/**
 * The rooming list's warnings: over-booked nights of each block, then per guest of a shared room type
 * (DOUBLE, TWIN) without a mate in the same room: no mate at all, a mate without a stay, a mate in another
 * block, or a mate in the block on other dates.
 */
export function roomingWarnings(blocks: readonly CalcBlock[], stays: readonly CalcStay[]): RoomingWarning[] {
  const warnings: RoomingWarning[] = []
  const used = pickup(stays)
  for (const block of blocks) {
    for (const night of blockNights(block, used.get(block.id))) {
      if (night.over_booked) {
        warnings.push({
          kind: 'over_booked',
          block_id: block.id,
          attendee_id: null,
          night: night.night,
          rooms: night.rooms,
          used: night.used,
        })
      }
    }
  }
  const typeOf = new Map(blocks.map((block) => [block.id, block.room_type]))
  const byId = new Map(stays.map((stay) => [stay.attendee_id, stay]))
  const mates = confirmedMates(stays)
  for (const stay of stays) {
    const type = typeOf.get(stay.block_id)
    if (!type || !SHARED_ROOM_TYPES.includes(type)) continue
    const mateId = mates.get(stay.attendee_id) ?? stay.room_mate_id
    const mate = mateId === null ? undefined : byId.get(mateId)
    let kind: RoomingWarning['kind'] | null = null
    if (mateId === null) kind = 'no_mate'
    else if (!mate) kind = 'mate_no_stay'
    else if (mate.block_id !== stay.block_id) kind = 'mate_other_block'
    else if (mate.check_in !== stay.check_in || mate.check_out !== stay.check_out) kind = 'mate_other_dates'
    else if (!mates.has(stay.attendee_id)) kind = 'no_mate'
    if (kind) {
      warnings.push({
        kind,
        block_id: stay.block_id,
        attendee_id: stay.attendee_id,
        night: null,
        rooms: null,
        used: null,
      })
    }
  }
  return warnings
}
