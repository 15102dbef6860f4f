import type { RoomType } from '@ajanda/contracts/hotels.contract'
import { and, asc, eq, inArray } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { DbOrTx } from '../../platform/db'
import { attendees } from '../attendees/attendees.table'
import { suppliers } from '../suppliers/suppliers.table'
import { attendeeRooms, projectRoomBlockNights, projectRoomBlocks } from './hotels.table'
import type { CalcBlock, CalcStay } from './rooming-calc'

export interface BlockRow extends CalcBlock {
  hotel: { id: number; code: string; name: string }
  release_on: string | null
  note: string | null
}

export interface StayRow extends CalcStay {
  name: string
  status: string
  note: string | null
  mate_name: string | null
}

const fullName = (first: string, last: string) => `${first} ${last}`.trim()

/** A project's room blocks with their nights, and the stays in them with the guests' room mates. */
export function createHotelsRepository(db: DbOrTx) {
  return {
    async blocks(projectId: number, blockId?: number): Promise<BlockRow[]> {
      const rows = await db
        .select({
          id: projectRoomBlocks.id,
          room_type: projectRoomBlocks.room_type,
          release_on: projectRoomBlocks.release_on,
          note: projectRoomBlocks.note,
          hotel_id: suppliers.id,
          hotel_code: suppliers.code,
          hotel_name: suppliers.name,
        })
        .from(projectRoomBlocks)
        .innerJoin(suppliers, eq(suppliers.id, projectRoomBlocks.hotel_id))
        .where(
          and(
            eq(projectRoomBlocks.project_id, projectId),
            blockId === undefined ? undefined : eq(projectRoomBlocks.id, blockId),
          ),
        )
        .orderBy(asc(suppliers.name), asc(projectRoomBlocks.id))
      const ids = rows.map((row) => row.id)
      const nights = ids.length
        ? await db
            .select()
            .from(projectRoomBlockNights)
            .where(inArray(projectRoomBlockNights.block_id, ids))
            .orderBy(asc(projectRoomBlockNights.night))
        : []
      return rows.map((row) => ({
        id: row.id,
        room_type: row.room_type as RoomType,
        release_on: row.release_on,
        note: row.note,
        hotel: { id: row.hotel_id, code: row.hotel_code, name: row.hotel_name },
        nights: new Map(nights.filter((n) => n.block_id === row.id).map((n) => [n.night, n.rooms])),
      }))
    },

    async stays(projectId: number): Promise<StayRow[]> {
      const mate = alias(attendees, 'mate')
      const rows = await db
        .select({
          attendee_id: attendeeRooms.attendee_id,
          block_id: attendeeRooms.block_id,
          check_in: attendeeRooms.check_in,
          check_out: attendeeRooms.check_out,
          note: attendeeRooms.note,
          first_name: attendees.first_name,
          last_name: attendees.last_name,
          status: attendees.status,
          room_mate_id: attendees.room_mate_id,
          room_mate_confirmed: attendees.room_mate_confirmed,
          mate_first: mate.first_name,
          mate_last: mate.last_name,
        })
        .from(attendeeRooms)
        .innerJoin(attendees, eq(attendees.id, attendeeRooms.attendee_id))
        .innerJoin(projectRoomBlocks, eq(projectRoomBlocks.id, attendeeRooms.block_id))
        .leftJoin(mate, eq(mate.id, attendees.room_mate_id))
        .where(eq(projectRoomBlocks.project_id, projectId))
        .orderBy(asc(attendeeRooms.check_in), asc(attendees.last_name), asc(attendees.first_name))
      return rows.map((row) => ({
        attendee_id: row.attendee_id,
        block_id: row.block_id,
        check_in: row.check_in,
        check_out: row.check_out,
        note: row.note,
        name: fullName(row.first_name, row.last_name),
        status: row.status,
        room_mate_id: row.room_mate_id,
        room_mate_confirmed: row.room_mate_confirmed,
        mate_name: row.mate_first === null ? null : fullName(row.mate_first, row.mate_last ?? ''),
      }))
    },
  }
}
