import { foldTurkish } from '@ajanda/contracts/common/turkish-fold'
import type {
  Room,
  RoomingList,
  RoomingWarning,
  roomingQuerySchema,
  roomStayInputSchema,
} from '@ajanda/contracts/hotels.contract'
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { AppContext } from '../../platform/context'
import type { Tx } from '../../platform/db'
import { NotFoundError } from '../../platform/errors'
import { paginated } from '../../platform/pagination'
import type { AuthState } from '../../platform/request-context'
import { reusedComputation } from '../../platform/reused-computation'
import { recordStaffHistory } from '../attendees/attendee-history'
import { attendees } from '../attendees/attendees.table'
import { type BlockRow, createHotelsRepository, type StayRow } from './hotels.repository'
import { attendeeRooms, projectRoomBlocks } from './hotels.table'
import { hotelFieldError } from './hotels-messages'
import { type HotelsProject, hotelsProjectOf } from './hotels-project'
import { groupRooms, nightsOf, roomingWarnings } from './rooming-calc'

type StayInput = z.output<typeof roomStayInputSchema>
type RoomingPageQuery = Omit<z.output<typeof roomingQuerySchema>, 'locale'>

/** How long a project's computed rooming list is served without being computed again (decisions/0042). */
export const ROOMING_REUSE_MS = 5_000

interface IndexedRoom {
  room: Room
  /** The guests' names, folded for the search. */
  search: string
  /** A warning names one of its guests. */
  warned: boolean
}

/**
 * The project's rooms and warnings, computed once and reused (platform/reused-computation.ts): for a
 * congress of 5,000 guests every page, search and filter is then work over memory. Stay and block writes
 * through this process forget it; a renamed or cancelled attendee shows within ROOMING_REUSE_MS.
 */
const roomings = reusedComputation<{ rooms: IndexedRoom[]; warnings: RoomingWarning[] }>(ROOMING_REUSE_MS)
const roomingOf = roomings.get
export const forgetRooming = roomings.forget

function indexRooming({ blocks, stays }: { blocks: BlockRow[]; stays: StayRow[] }) {
  const warnings = roomingWarnings(blocks, stays)
  const warned = new Set(
    warnings.flatMap((warning) => (warning.attendee_id === null ? [] : [warning.attendee_id])),
  )
  const rooms = toRooms(blocks, stays).map((room) => ({
    room,
    search: foldTurkish(room.guests.map((guest) => guest.name).join(' ')),
    warned: room.guests.some((guest) => warned.has(guest.attendee_id)),
  }))
  return { rooms, warnings }
}

// One collator for every sort: localeCompare builds one per call, which made sorting 2,500 rooms the
// slowest part of the list (ISO days compare as text).
const TURKISH = new Intl.Collator('tr')

/** Rooms of the list in order: hotel, room type, arrival, then the first guest's name. */
export function toRooms(blocks: readonly BlockRow[], stays: readonly StayRow[]): Room[] {
  const byBlock = new Map(blocks.map((block) => [block.id, block]))
  const blockOrder = new Map(blocks.map((block, index) => [block.id, index]))
  const rooms: Room[] = []
  for (const group of groupRooms(stays)) {
    const block = group[0] && byBlock.get(group[0].block_id)
    if (!block) continue
    const checkIn = group.map((stay) => stay.check_in).sort()[0] ?? ''
    const checkOut =
      group
        .map((stay) => stay.check_out)
        .sort()
        .at(-1) ?? ''
    rooms.push({
      block_id: block.id,
      hotel: block.hotel.name,
      room_type: block.room_type,
      check_in: checkIn,
      check_out: checkOut,
      nights: nightsOf(checkIn, checkOut).length,
      guests: group.map((stay) => ({
        attendee_id: stay.attendee_id,
        name: stay.name,
        status: stay.status,
        check_in: stay.check_in,
        check_out: stay.check_out,
        note: stay.note,
        room_mate:
          stay.room_mate_id === null
            ? null
            : { id: stay.room_mate_id, name: stay.mate_name ?? '', confirmed: stay.room_mate_confirmed },
      })),
    })
  }
  const order = (room: Room) => blockOrder.get(room.block_id) ?? 0
  return rooms.sort(
    (a, b) =>
      order(a) - order(b) ||
      (a.check_in < b.check_in ? -1 : a.check_in > b.check_in ? 1 : 0) ||
      TURKISH.compare(a.guests[0]?.name ?? '', b.guests[0]?.name ?? ''),
  )
}

/**
 * GET /project/{code}/rooming, PUT/DELETE /project/{code}/rooming/{attendeeId}: the stays grouped into
 * rooms with the list's warnings, and staff setting an attendee's stay and room mate.
 */
export function createRoomingService(ctx: AppContext) {
  async function listOf(project: HotelsProject) {
    const repo = createHotelsRepository(ctx.db)
    const [blocks, stays] = await Promise.all([repo.blocks(project.id), repo.stays(project.id)])
    return { blocks, stays }
  }

  async function projectAttendee(tx: Tx, project: HotelsProject, id: number) {
    const [row] = await tx
      .select({ id: attendees.id, room_mate_id: attendees.room_mate_id })
      .from(attendees)
      .where(and(eq(attendees.id, id), eq(attendees.project_id, project.id)))
      .limit(1)
    return row
  }

  /** Both sides point at each other, confirmed; anyone who pointed at either is let go. */
  async function pairMates(tx: Tx, auth: AuthState, one: number, two: number | null, before: number | null) {
    const pair = two === null ? [one] : [one, two]
    const letGo = await tx
      .update(attendees)
      .set({ room_mate_id: null, room_mate_confirmed: false, room_mate_code: null, updated_at: sql`now()` })
      .where(and(notInArray(attendees.id, pair), inArray(attendees.room_mate_id, pair)))
      .returning({ id: attendees.id })
    for (const [self, other] of two === null
      ? [[one, null] as const]
      : ([
          [one, two],
          [two, one],
        ] as const)) {
      await tx
        .update(attendees)
        .set({
          room_mate_id: other,
          room_mate_confirmed: other !== null,
          room_mate_code: null,
          updated_at: sql`now()`,
        })
        .where(eq(attendees.id, self))
    }
    await recordStaffHistory(tx, auth, [
      ...pair.map((id) => ({
        attendee_id: id,
        action: 'room_mate',
        changes: { room_mate: [id === one ? before : null, id === one ? two : one] },
      })),
      ...letGo.map((row) => ({
        attendee_id: row.id,
        action: 'room_mate',
        changes: { room_mate: [null, null] },
      })),
    ])
  }

  return {
    async list(auth: AuthState, code: string, query: RoomingPageQuery, path: string): Promise<RoomingList> {
      const project = await hotelsProjectOf(ctx, auth, code)
      const all = await roomingOf(ctx, project.id, async () => indexRooming(await listOf(project)))
      const needle = query.search ? foldTurkish(query.search) : ''
      const warnedOnly = query.warnings_only === '1' || query.warnings_only === 'true'
      const rooms = all.rooms.filter(
        (room) => (!needle || room.search.includes(needle)) && (!warnedOnly || room.warned),
      )
      const start = (query.page - 1) * query.page_size
      const page = rooms.slice(start, start + query.page_size).map((room) => room.room)
      const onPage = new Set(page.flatMap((room) => room.guests.map((guest) => guest.attendee_id)))
      const warnings = all.warnings.filter(
        (warning) => warning.attendee_id === null || onPage.has(warning.attendee_id),
      )
      return {
        ...paginated(page, rooms.length, { page: query.page, pageSize: query.page_size }, path, query),
        warnings,
        warning_total: all.warnings.length,
      }
    },

    /** The rooms for the export, with the project's code for the file's name. */
    async rooms(auth: AuthState, code: string): Promise<{ project: HotelsProject; rooms: Room[] }> {
      const project = await hotelsProjectOf(ctx, auth, code)
      const all = await roomingOf(ctx, project.id, async () => indexRooming(await listOf(project)))
      return { project, rooms: all.rooms.map((room) => room.room) }
    },

    async save(auth: AuthState, code: string, attendeeId: number, input: StayInput): Promise<void> {
      const project = await hotelsProjectOf(ctx, auth, code)
      await ctx.db.transaction(async (tx) => {
        const attendee = await projectAttendee(tx, project, attendeeId)
        if (!attendee) throw new NotFoundError()
        const [block] = await tx
          .select({ id: projectRoomBlocks.id })
          .from(projectRoomBlocks)
          .where(and(eq(projectRoomBlocks.id, input.block_id), eq(projectRoomBlocks.project_id, project.id)))
          .limit(1)
        if (!block) throw hotelFieldError('block_id', 'unknown_block')
        if (input.check_out <= input.check_in) throw hotelFieldError('check_out', 'check_out_before')
        const mateId = input.room_mate_id
        if (mateId !== undefined && mateId !== null) {
          if (mateId === attendeeId) throw hotelFieldError('room_mate_id', 'self_mate')
          if (!(await projectAttendee(tx, project, mateId)))
            throw hotelFieldError('room_mate_id', 'unknown_mate')
        }
        const values = {
          block_id: input.block_id,
          check_in: input.check_in,
          check_out: input.check_out,
          note: input.note || null,
        }
        await tx
          .insert(attendeeRooms)
          .values({ attendee_id: attendeeId, event_company_id: project.companyId, ...values })
          .onConflictDoUpdate({
            target: attendeeRooms.attendee_id,
            set: { ...values, updated_at: sql`now()` },
          })
        if (mateId !== undefined && mateId !== attendee.room_mate_id)
          await pairMates(tx, auth, attendeeId, mateId, attendee.room_mate_id)
      })
      forgetRooming(ctx, project.id)
    },

    /** The stay goes; the pairing stays (the form's choice, not the room's). */
    async remove(auth: AuthState, code: string, attendeeId: number): Promise<void> {
      const project = await hotelsProjectOf(ctx, auth, code)
      const removed = await ctx.db
        .delete(attendeeRooms)
        .where(
          and(
            eq(attendeeRooms.attendee_id, attendeeId),
            inArray(
              attendeeRooms.block_id,
              ctx.db
                .select({ id: projectRoomBlocks.id })
                .from(projectRoomBlocks)
                .where(eq(projectRoomBlocks.project_id, project.id)),
            ),
          ),
        )
        .returning({ id: attendeeRooms.attendee_id })
      if (removed.length === 0) throw new NotFoundError()
      forgetRooming(ctx, project.id)
    },
  }
}
