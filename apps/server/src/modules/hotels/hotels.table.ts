import { sql } from 'drizzle-orm'
import { check, date, index, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core'
import { bigintRef, companyIdColumn, idColumn, timestamps } from '../../platform/columns'
import { attendees } from '../attendees/attendees.table'
import { projects } from '../projects/projects.table'
import { suppliers } from '../suppliers/suppliers.table'

/**
 * A room block the agency holds at a hotel for a project (event-side.md section 4): one room type
 * (SINGLE, DOUBLE, TWIN, TRIPLE, SUITE) at one hotel (a supplier of a hotel category), rooms per night in
 * `project_room_block_nights`, and the release date after which unsold rooms go back to the hotel.
 */
export const projectRoomBlocks = pgTable(
  'project_room_blocks',
  {
    id: idColumn(),
    event_company_id: companyIdColumn(),
    project_id: bigintRef('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    hotel_id: bigintRef('hotel_id')
      .notNull()
      .references(() => suppliers.id),
    room_type: varchar('room_type', { length: 10 }).notNull(),
    release_on: date('release_on', { mode: 'string' }),
    note: varchar('note', { length: 500 }),
    ...timestamps(),
  },
  (t) => [
    index('project_room_blocks_project_idx').on(t.project_id, t.hotel_id),
    index('project_room_blocks_hotel_idx').on(t.hotel_id),
  ],
)

/** The rooms of a block on one night (the night of `night`, checking out the next day). */
export const projectRoomBlockNights = pgTable(
  'project_room_block_nights',
  {
    block_id: bigintRef('block_id')
      .notNull()
      .references(() => projectRoomBlocks.id, { onDelete: 'cascade' }),
    night: date('night', { mode: 'string' }).notNull(),
    rooms: integer('rooms').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.block_id, t.night] }),
    check('project_room_block_nights_rooms', sql`${t.rooms} >= 0`),
  ],
)

/**
 * An attendee's place in the rooming list: the block (hotel and room type) and the stay, check-in day to
 * check-out day. Room mates (attendees.room_mate_id) share one room of the block: pickup counts a pair once.
 */
export const attendeeRooms = pgTable(
  'attendee_rooms',
  {
    attendee_id: bigintRef('attendee_id')
      .primaryKey()
      .references(() => attendees.id, { onDelete: 'cascade' }),
    event_company_id: companyIdColumn(),
    block_id: bigintRef('block_id')
      .notNull()
      .references(() => projectRoomBlocks.id, { onDelete: 'cascade' }),
    check_in: date('check_in', { mode: 'string' }).notNull(),
    check_out: date('check_out', { mode: 'string' }).notNull(),
    note: varchar('note', { length: 300 }),
    ...timestamps(),
  },
  (t) => [
    index('attendee_rooms_block_idx').on(t.block_id, t.check_in),
    check('attendee_rooms_stay', sql`${t.check_in} < ${t.check_out}`),
  ],
)
