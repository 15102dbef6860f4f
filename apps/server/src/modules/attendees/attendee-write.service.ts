import type {
  AttendeeDetail,
  attendeeBulkInputSchema,
  attendeeInputSchema,
  attendeeUpdateInputSchema,
} from '@ajanda/contracts/attendees.contract'
import { foldTurkish } from '@ajanda/contracts/common/turkish-fold'
import { and, eq, inArray, or, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { newPublicCode } from '../../platform/codes'
import type { AppContext } from '../../platform/context'
import type { DbOrTx, Tx } from '../../platform/db'
import { NotFoundError } from '../../platform/errors'
import type { AuthState } from '../../platform/request-context'
import { visibleProjectId } from '../flights/visible-project'
import { type HistoryEntry, recordStaffHistory } from './attendee-history'
import { attendeeError, attendeeFieldError } from './attendee-messages'
import { type AttendeeRecordRow, createAttendeeReadRepository } from './attendee-read.repository'
import {
  attendeeAnswers,
  attendeeCustomColumns,
  attendeeListMembers,
  attendeeLists,
  attendees,
} from './attendees.table'

type CreateInput = z.output<typeof attendeeInputSchema>
type UpdateInput = z.output<typeof attendeeUpdateInputSchema>
type BulkInput = z.output<typeof attendeeBulkInputSchema>

/** The columns an edit may change, compared old → new for the history. */
const EDITABLE = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'company',
  'title',
  'country',
  'city',
  'gender',
  'language',
  'status',
  'main_attendee_id',
  'custom',
] as const

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null)

/** The moments a status sets: registered_at once registered, cancelled_at when cancelled. */
function statusMoments(status: string, current: Pick<AttendeeRecordRow, 'registered_at'> | null) {
  const now = new Date()
  return {
    ...(status === 'REGISTERED' && !current?.registered_at ? { registered_at: now } : {}),
    ...(status === 'CANCELLED' ? { cancelled_at: now } : {}),
  }
}

/** Whether any of these attendees' answers hold option or flight-option seats. */
export async function holdsSeats(db: DbOrTx, attendeeIds: number[]): Promise<boolean> {
  if (attendeeIds.length === 0) return false
  const [row] = await db
    .select({ id: attendeeAnswers.id })
    .from(attendeeAnswers)
    .where(
      and(
        inArray(attendeeAnswers.attendee_id, attendeeIds),
        sql`(jsonb_array_length(${attendeeAnswers.seats} -> 'options') > 0 or jsonb_array_length(${attendeeAnswers.seats} -> 'flight_options') > 0)`,
      ),
    )
    .limit(1)
  return row !== undefined
}

/**
 * The staff writes of attendees (event-side.md section 2): add, edit, delete, new codes and bulk
 * changes, each in one transaction with a history entry per attendee naming the staff user.
 */
export function createAttendeeWriteService(ctx: AppContext) {
  const reads = createAttendeeReadRepository(ctx.db)

  /** The attendee by id when its project is one the caller sees (else 404). */
  async function visibleAttendee(auth: AuthState, id: number): Promise<AttendeeRecordRow> {
    const attendee = await reads.find(auth.user.event_company_id, id)
    if (!attendee) throw new NotFoundError()
    await visibleProjectId(ctx, auth, attendee.project_id)
    return attendee
  }

  async function detail(auth: AuthState, id: number): Promise<AttendeeDetail> {
    const found = await reads.detail(auth.user.event_company_id, id)
    if (!found) throw new NotFoundError()
    return found
  }

  /** Checks the lists, the main attendee and the custom keys name this project's own records. */
  async function checkReferences(
    tx: Tx,
    projectId: number,
    input: { list_ids?: number[]; main_attendee_id?: number | null; custom?: Record<string, unknown> },
    selfId: number | null,
  ): Promise<void> {
    if (input.list_ids?.length) await checkLists(tx, projectId, input.list_ids, 'list_ids')
    const mainId = input.main_attendee_id
    if (mainId !== undefined && mainId !== null) {
      if (mainId === selfId) throw attendeeFieldError('main_attendee_id', 'main_self')
      const [main] = await tx
        .select({ id: attendees.id, main: attendees.main_attendee_id })
        .from(attendees)
        .where(and(eq(attendees.project_id, projectId), eq(attendees.id, mainId)))
      if (!main) throw attendeeFieldError('main_attendee_id', 'main_missing')
      if (main.main !== null) throw attendeeFieldError('main_attendee_id', 'main_is_companion')
    }
    const keys = Object.keys(input.custom ?? {})
    if (keys.length) {
      const known = new Set(
        (
          await tx
            .select({ key: attendeeCustomColumns.key })
            .from(attendeeCustomColumns)
            .where(eq(attendeeCustomColumns.project_id, projectId))
        ).map((row) => row.key),
      )
      const unknown = keys.find((key) => !known.has(key))
      if (unknown !== undefined)
        throw attendeeFieldError(`custom.${unknown}`, 'custom_unknown', { key: unknown })
    }
  }

  async function checkLists(tx: Tx, projectId: number, ids: number[], field: string) {
    const unique = [...new Set(ids)]
    if (unique.length === 0) return
    const found = await tx
      .select({ id: attendeeLists.id })
      .from(attendeeLists)
      .where(and(eq(attendeeLists.project_id, projectId), inArray(attendeeLists.id, unique)))
    if (found.length !== unique.length) throw attendeeFieldError(field, 'list_missing')
  }

  async function listIdsOf(tx: Tx, attendeeId: number): Promise<number[]> {
    const rows = await tx
      .select({ id: attendeeListMembers.list_id })
      .from(attendeeListMembers)
      .where(eq(attendeeListMembers.attendee_id, attendeeId))
    return rows.map((row) => row.id).sort((a, b) => a - b)
  }

  return {
    visibleAttendee,
    detail,

    async get(auth: AuthState, id: number): Promise<AttendeeDetail> {
      await visibleAttendee(auth, id)
      return detail(auth, id)
    },

    /** POST /project/{id}/attendees: a staff-added attendee with fresh codes, source STAFF. */
    async create(auth: AuthState, projectIdParam: number, input: CreateInput): Promise<AttendeeDetail> {
      const projectId = await visibleProjectId(ctx, auth, projectIdParam)
      const id = await ctx.db.transaction(async (tx) => {
        await checkReferences(tx, projectId, input, null)
        const { list_ids, ...fields } = input
        const [row] = await tx
          .insert(attendees)
          .values({
            ...fields,
            event_company_id: auth.user.event_company_id,
            project_id: projectId,
            pcode: newPublicCode(),
            acode: newPublicCode(),
            dcode: newPublicCode(),
            name_search: foldTurkish(`${input.first_name} ${input.last_name}`),
            source: 'STAFF',
            ...statusMoments(input.status, null),
          })
          .returning({ id: attendees.id })
        const attendeeId = row?.id as number
        const lists = [...new Set(list_ids)]
        if (lists.length)
          await tx
            .insert(attendeeListMembers)
            .values(lists.map((list_id) => ({ attendee_id: attendeeId, list_id })))
        await recordStaffHistory(tx, auth, [
          { attendee_id: attendeeId, action: 'created', changes: { status: input.status, list_ids: lists } },
        ])
        return attendeeId
      })
      return detail(auth, id)
    },

    /** PUT /attendees/{id}: only the keys sent change; the history names each change old → new. */
    async update(auth: AuthState, id: number, input: UpdateInput): Promise<AttendeeDetail> {
      const current = await visibleAttendee(auth, id)
      await ctx.db.transaction(async (tx) => {
        const [locked] = await tx.select().from(attendees).where(eq(attendees.id, id)).for('update')
        if (!locked) throw new NotFoundError()
        await checkReferences(tx, current.project_id, input, id)
        const changes: Record<string, { old: unknown; new: unknown }> = {}
        const set: Partial<typeof attendees.$inferInsert> = {}
        for (const key of EDITABLE) {
          if (!(key in input) || input[key] === undefined) continue
          const next = input[key] ?? null
          if (same(locked[key], next)) continue
          changes[key] = { old: locked[key], new: next }
          Object.assign(set, { [key]: next })
        }
        if (set.first_name !== undefined || set.last_name !== undefined)
          set.name_search = foldTurkish(
            `${set.first_name ?? locked.first_name} ${set.last_name ?? locked.last_name}`,
          )
        if (set.status) Object.assign(set, statusMoments(set.status, locked))
        if (input.list_ids !== undefined) {
          const before = await listIdsOf(tx, id)
          const after = [...new Set(input.list_ids)].sort((a, b) => a - b)
          if (!same(before, after)) {
            changes.list_ids = { old: before, new: after }
            await tx.delete(attendeeListMembers).where(eq(attendeeListMembers.attendee_id, id))
            if (after.length)
              await tx
                .insert(attendeeListMembers)
                .values(after.map((list_id) => ({ attendee_id: id, list_id })))
          }
        }
        if (Object.keys(changes).length === 0) return
        if (Object.keys(set).length)
          await tx
            .update(attendees)
            .set({ ...set, updated_at: new Date() })
            .where(eq(attendees.id, id))
        await recordStaffHistory(tx, auth, [{ attendee_id: id, action: 'updated', changes }])
      })
      return detail(auth, id)
    },

    /** DELETE /attendees/{id}: refused (409) while they or their companions hold seats. */
    async remove(auth: AuthState, id: number): Promise<void> {
      await visibleAttendee(auth, id)
      await ctx.db.transaction(async (tx) => {
        const family = await tx
          .select({ id: attendees.id })
          .from(attendees)
          .where(or(eq(attendees.id, id), eq(attendees.main_attendee_id, id)))
          .for('update')
        if (
          await holdsSeats(
            tx,
            family.map((row) => row.id),
          )
        )
          throw attendeeError(409, 'holds_seats')
        await tx.delete(attendees).where(eq(attendees.id, id))
      })
    },

    /** POST /attendees/{id}/revoke-codes: new personal, badge and declaration codes. */
    async revokeCodes(auth: AuthState, id: number): Promise<AttendeeDetail> {
      await visibleAttendee(auth, id)
      await ctx.db.transaction(async (tx) => {
        await tx
          .update(attendees)
          .set({
            pcode: newPublicCode(),
            acode: newPublicCode(),
            dcode: newPublicCode(),
            updated_at: new Date(),
          })
          .where(eq(attendees.id, id))
        await recordStaffHistory(tx, auth, [
          { attendee_id: id, action: 'codes_revoked', changes: { codes: ['pcode', 'acode', 'dcode'] } },
        ])
      })
      return detail(auth, id)
    },

    /** POST /project/{id}/attendees/bulk: a status and list change for many, in one transaction. */
    async bulk(auth: AuthState, projectIdParam: number, input: BulkInput): Promise<number> {
      const projectId = await visibleProjectId(ctx, auth, projectIdParam)
      const ids = [...new Set(input.attendee_ids)]
      return ctx.db.transaction(async (tx) => {
        const rows = await tx
          .select({ id: attendees.id, status: attendees.status, registered_at: attendees.registered_at })
          .from(attendees)
          .where(and(eq(attendees.project_id, projectId), inArray(attendees.id, ids)))
          .for('update')
        if (rows.length !== ids.length) throw attendeeFieldError('attendee_ids', 'attendees_missing')
        await checkLists(tx, projectId, input.add_list_ids, 'add_list_ids')
        await checkLists(tx, projectId, input.remove_list_ids, 'remove_list_ids')
        const changes = new Map<number, Record<string, unknown>>()
        const note = (id: number, key: string, value: unknown) =>
          changes.set(id, { ...(changes.get(id) ?? {}), [key]: value })

        const status = input.status
        if (status) {
          const moving = rows.filter((row) => row.status !== status)
          for (const row of moving) note(row.id, 'status', { old: row.status, new: status })
          const movingIds = moving.map((row) => row.id)
          if (movingIds.length) {
            const now = new Date()
            await tx
              .update(attendees)
              .set({
                status,
                updated_at: now,
                ...(status === 'REGISTERED'
                  ? { registered_at: sql`coalesce(${attendees.registered_at}, ${now})` }
                  : {}),
                ...(status === 'CANCELLED' ? { cancelled_at: now } : {}),
              })
              .where(inArray(attendees.id, movingIds))
          }
        }
        const add = [...new Set(input.add_list_ids)]
        if (add.length) {
          const pairs = ids.flatMap((attendee_id) => add.map((list_id) => ({ attendee_id, list_id })))
          const inserted: { attendee_id: number; list_id: number }[] = []
          // Chunks keep each statement under PostgreSQL's 65,535 parameters.
          for (let start = 0; start < pairs.length; start += 10_000)
            inserted.push(
              ...(await tx
                .insert(attendeeListMembers)
                .values(pairs.slice(start, start + 10_000))
                .onConflictDoNothing()
                .returning()),
            )
          for (const row of inserted)
            note(row.attendee_id, 'lists_added', [
              ...((changes.get(row.attendee_id)?.lists_added as number[]) ?? []),
              row.list_id,
            ])
        }
        const remove = [...new Set(input.remove_list_ids)]
        if (remove.length) {
          const deleted = await tx
            .delete(attendeeListMembers)
            .where(
              and(
                inArray(attendeeListMembers.attendee_id, ids),
                inArray(attendeeListMembers.list_id, remove),
              ),
            )
            .returning()
          for (const row of deleted)
            note(row.attendee_id, 'lists_removed', [
              ...((changes.get(row.attendee_id)?.lists_removed as number[]) ?? []),
              row.list_id,
            ])
        }
        const entries: HistoryEntry[] = [...changes].map(([attendee_id, change]) => ({
          attendee_id,
          action: 'bulk',
          changes: change,
        }))
        await recordStaffHistory(tx, auth, entries)
        return entries.length
      })
    },
  }
}
