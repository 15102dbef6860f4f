import type { RoomBlock, roomBlockInputSchema } from '@ajanda/contracts/hotels.contract'
import { and, count, eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { AppContext } from '../../platform/context'
import type { DbOrTx } from '../../platform/db'
import { NotFoundError } from '../../platform/errors'
import type { AuthState } from '../../platform/request-context'
import { type BlockRow, createHotelsRepository } from './hotels.repository'
import { createHotelsService } from './hotels.service'
import { attendeeRooms, projectRoomBlockNights, projectRoomBlocks } from './hotels.table'
import { hotelFieldError } from './hotels-messages'
import { hotelsProjectOf } from './hotels-project'
import { forgetRooming } from './rooming.service'
import { blockNights, pickup } from './rooming-calc'

type BlockInput = z.output<typeof roomBlockInputSchema>

/** A block with its pickup per night; `used` comes from the project's stays (pickup()). */
export function toRoomBlock(
  block: BlockRow,
  used: Map<number, Map<string, number>>,
  stays: number,
): RoomBlock {
  const nights = blockNights(block, used.get(block.id))
  return {
    id: block.id,
    hotel: block.hotel,
    room_type: block.room_type,
    release_on: block.release_on,
    note: block.note,
    nights,
    total_rooms: nights.reduce((sum, night) => sum + night.rooms, 0),
    total_used: nights.reduce((sum, night) => sum + night.used, 0),
    over_booked: nights.some((night) => night.over_booked),
    stays,
  }
}

/** GET/POST /project/{code}/room-blocks, PUT/DELETE /project/{code}/room-blocks/{id}. */
export function createRoomBlocksService(ctx: AppContext) {
  const hotels = createHotelsService(ctx)

  async function blocksOf(projectId: number, blockId?: number): Promise<RoomBlock[]> {
    const repo = createHotelsRepository(ctx.db)
    const [blocks, stays] = await Promise.all([repo.blocks(projectId, blockId), repo.stays(projectId)])
    const used = pickup(stays)
    return blocks.map((block) =>
      toRoomBlock(block, used, stays.filter((stay) => stay.block_id === block.id).length),
    )
  }

  async function checked(companyId: number, input: BlockInput, db: DbOrTx) {
    if (!(await hotels.isHotel(companyId, input.hotel_id, db))) throw hotelFieldError('hotel_id', 'not_hotel')
    const nights = input.nights.map((night) => night.night)
    if (new Set(nights).size !== nights.length) throw hotelFieldError('nights', 'duplicate_night')
    const first = [...nights].sort()[0]
    if (input.release_on && first && input.release_on > first)
      throw hotelFieldError('release_on', 'release_after_nights')
  }

  async function ownBlock(projectId: number, id: number, db: DbOrTx) {
    const [row] = await db
      .select({ id: projectRoomBlocks.id })
      .from(projectRoomBlocks)
      .where(and(eq(projectRoomBlocks.id, id), eq(projectRoomBlocks.project_id, projectId)))
      .limit(1)
    if (!row) throw new NotFoundError()
  }

  async function writeNights(db: DbOrTx, blockId: number, input: BlockInput) {
    await db.delete(projectRoomBlockNights).where(eq(projectRoomBlockNights.block_id, blockId))
    await db
      .insert(projectRoomBlockNights)
      .values(input.nights.map((night) => ({ block_id: blockId, night: night.night, rooms: night.rooms })))
  }

  async function one(projectId: number, id: number): Promise<RoomBlock> {
    const [block] = await blocksOf(projectId, id)
    if (!block) throw new NotFoundError()
    return block
  }

  return {
    async list(auth: AuthState, code: string): Promise<RoomBlock[]> {
      const project = await hotelsProjectOf(ctx, auth, code)
      return blocksOf(project.id)
    },

    async create(auth: AuthState, code: string, input: BlockInput): Promise<RoomBlock> {
      const project = await hotelsProjectOf(ctx, auth, code)
      const id = await ctx.db.transaction(async (tx) => {
        await checked(project.companyId, input, tx)
        const [row] = await tx
          .insert(projectRoomBlocks)
          .values({
            event_company_id: project.companyId,
            project_id: project.id,
            hotel_id: input.hotel_id,
            room_type: input.room_type,
            release_on: input.release_on ?? null,
            note: input.note || null,
          })
          .returning({ id: projectRoomBlocks.id })
        if (!row) throw new Error('room block not created')
        await writeNights(tx, row.id, input)
        return row.id
      })
      forgetRooming(ctx, project.id)
      return one(project.id, id)
    },

    async update(auth: AuthState, code: string, id: number, input: BlockInput): Promise<RoomBlock> {
      const project = await hotelsProjectOf(ctx, auth, code)
      await ctx.db.transaction(async (tx) => {
        await ownBlock(project.id, id, tx)
        await checked(project.companyId, input, tx)
        await tx
          .update(projectRoomBlocks)
          .set({
            hotel_id: input.hotel_id,
            room_type: input.room_type,
            release_on: input.release_on ?? null,
            note: input.note || null,
            updated_at: new Date(),
          })
          .where(eq(projectRoomBlocks.id, id))
        await writeNights(tx, id, input)
      })
      // The hotel, the room type and the nights are in the rooming list's rooms and warnings.
      forgetRooming(ctx, project.id)
      return one(project.id, id)
    },

    /** A block with stays is kept: its guests would silently lose their rooms. */
    async remove(auth: AuthState, code: string, id: number): Promise<void> {
      const project = await hotelsProjectOf(ctx, auth, code)
      await ctx.db.transaction(async (tx) => {
        await ownBlock(project.id, id, tx)
        const [stays] = await tx
          .select({ n: count() })
          .from(attendeeRooms)
          .where(eq(attendeeRooms.block_id, id))
        if (stays && stays.n > 0)
          throw hotelFieldError('block', 'block_has_stays', { count: String(stays.n) })
        await tx.delete(projectRoomBlocks).where(eq(projectRoomBlocks.id, id))
      })
      forgetRooming(ctx, project.id)
    },
  }
}
