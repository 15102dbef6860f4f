import { z } from 'zod'
import { idField, idParam, isoDate, optionalMultilineText, requiredText } from './common/fields'
import { paginatedSchema } from './common/pagination'

/**
 * Hotels and rooming (event-side.md section 4, issue 23 item 3). A hotel is a supplier of a hotel
 * category (decisions 0042). A project holds room blocks at hotels (one room type, rooms per night, a
 * release date); attendees' stays fill the blocks (pickup) and the rooming list shows them room by room,
 * room mates together.
 */

export const ROOM_TYPES = ['SINGLE', 'DOUBLE', 'TWIN', 'TRIPLE', 'SUITE'] as const
export type RoomType = (typeof ROOM_TYPES)[number]
/** The room types two people share: a guest alone in one is an unpaired sharer. */
export const SHARED_ROOM_TYPES: readonly RoomType[] = ['DOUBLE', 'TWIN']
/** The autocomplete asks from this many typed letters on. */
export const HOTEL_QUERY_MIN = 2
export const HOTEL_AUTOCOMPLETE_LIMIT = 10
/** A block covers at most this many nights (a long congress plus pre and post nights). */
export const ROOM_BLOCK_NIGHTS_MAX = 60
export const ROOM_BLOCK_ROOMS_MAX = 5000
export const ROOM_BLOCK_NOTE_MAX = 500
export const ROOM_STAY_NOTE_MAX = 300

// ---- GET /hotels/auto-complete?query=, POST /hotels

export const hotelAutoCompleteQuerySchema = z.object({
  query: z.string().trim().min(HOTEL_QUERY_MIN).max(100),
  locale: z.string().max(10).optional(),
})
export const hotelOptionSchema = z.object({ id: z.number().int(), code: z.string(), name: z.string() })
export type HotelOption = z.infer<typeof hotelOptionSchema>
export const hotelOptionListSchema = z.object({ data: z.array(hotelOptionSchema) })

/** The autocomplete's "new" entry: a supplier of the hotel category with this name. */
export const hotelInputSchema = z.strictObject({ name: requiredText(255) })
export type HotelInput = z.input<typeof hotelInputSchema>
export const hotelResponseSchema = z.object({ data: hotelOptionSchema, message: z.string() })

// ---- GET/POST /project/{code}/room-blocks, PUT/DELETE /project/{code}/room-blocks/{id}

export const roomBlockNightSchema = z.object({
  night: z.string(),
  rooms: z.number().int(),
  /** Rooms the stays take that night (a pair of room mates takes one). */
  used: z.number().int(),
  over_booked: z.boolean(),
})
export type RoomBlockNight = z.infer<typeof roomBlockNightSchema>

export const roomBlockSchema = z.object({
  id: z.number().int(),
  hotel: hotelOptionSchema,
  room_type: z.enum(ROOM_TYPES),
  release_on: z.string().nullable(),
  note: z.string().nullable(),
  /** The block's nights in order, and any night a stay takes outside them (0 rooms, over-booked). */
  nights: z.array(roomBlockNightSchema),
  total_rooms: z.number().int(),
  total_used: z.number().int(),
  over_booked: z.boolean(),
  stays: z.number().int(),
})
export type RoomBlock = z.infer<typeof roomBlockSchema>
export const roomBlockListSchema = z.object({ data: z.array(roomBlockSchema) })
export const roomBlockResponseSchema = z.object({ data: roomBlockSchema, message: z.string() })

export const roomBlockInputSchema = z.strictObject({
  hotel_id: idField(),
  room_type: z.enum(ROOM_TYPES),
  release_on: isoDate().nullish(),
  note: optionalMultilineText(ROOM_BLOCK_NOTE_MAX),
  nights: z
    .array(z.strictObject({ night: isoDate(), rooms: z.number().int().min(0).max(ROOM_BLOCK_ROOMS_MAX) }))
    .min(1)
    .max(ROOM_BLOCK_NIGHTS_MAX),
})
export type RoomBlockInput = z.input<typeof roomBlockInputSchema>

export const hotelsCodeParams = z.object({ code: z.string().min(1).max(64) })
export const roomBlockParams = z.object({ code: z.string().min(1).max(64), id: idParam })
export const roomingParams = z.object({ code: z.string().min(1).max(64), attendeeId: idParam })

// ---- GET /project/{code}/rooming, PUT/DELETE /project/{code}/rooming/{attendeeId}, GET …/rooming/export

export const ROOMING_WARNINGS = [
  'over_booked',
  'no_mate',
  'mate_no_stay',
  'mate_other_block',
  'mate_other_dates',
] as const
export type RoomingWarningKind = (typeof ROOMING_WARNINGS)[number]

export const roomingWarningSchema = z.object({
  kind: z.enum(ROOMING_WARNINGS),
  block_id: z.number().int(),
  attendee_id: z.number().int().nullable(),
  /** over_booked: the night, its rooms and the rooms used. */
  night: z.string().nullable(),
  rooms: z.number().int().nullable(),
  used: z.number().int().nullable(),
})
export type RoomingWarning = z.infer<typeof roomingWarningSchema>

export const roomGuestSchema = z.object({
  attendee_id: z.number().int(),
  name: z.string(),
  status: z.string(),
  check_in: z.string(),
  check_out: z.string(),
  note: z.string().nullable(),
  room_mate: z.object({ id: z.number().int(), name: z.string(), confirmed: z.boolean() }).nullable(),
})
export type RoomGuest = z.infer<typeof roomGuestSchema>

/** One room: one guest, or a pair of room mates in the same block. */
export const roomSchema = z.object({
  block_id: z.number().int(),
  hotel: z.string(),
  room_type: z.enum(ROOM_TYPES),
  check_in: z.string(),
  check_out: z.string(),
  nights: z.number().int(),
  guests: z.array(roomGuestSchema),
})
export type Room = z.infer<typeof roomSchema>

/** A page of the rooming list: the rooms of a big congress are thousands. */
export const ROOMING_PAGE_SIZE = 50
export const roomingQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  page_size: z.coerce.number().int().min(1).max(200).default(ROOMING_PAGE_SIZE),
  /** A guest's name, folded (Turkish letters and case ignored). */
  search: z.string().trim().max(100).optional(),
  /** Only the rooms with a warning about one of their guests. */
  warnings_only: z.enum(['0', '1', 'true', 'false']).optional(),
  locale: z.string().max(10).optional(),
})
export type RoomingQuery = z.input<typeof roomingQuerySchema>

export const roomingListSchema = paginatedSchema(roomSchema).extend({
  /** Every over-booked night, and the warnings about the guests of this page's rooms. */
  warnings: z.array(roomingWarningSchema),
  /** How many warnings the whole list has, on every page. */
  warning_total: z.number().int(),
})
export type RoomingList = z.infer<typeof roomingListSchema>

export const roomStayInputSchema = z.strictObject({
  block_id: idField(),
  check_in: isoDate(),
  check_out: isoDate(),
  note: optionalMultilineText(ROOM_STAY_NOTE_MAX),
  /** Pairs both sides (null lets the present mate go); left out, the pairing stays as it is. */
  room_mate_id: idField().nullish(),
})
export type RoomStayInput = z.input<typeof roomStayInputSchema>
export const roomStayResponseSchema = z.object({ message: z.string() })
