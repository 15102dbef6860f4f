import { and, eq, ne, sql } from 'drizzle-orm'
import type { AppContext } from '../../platform/context'
import type { Tx } from '../../platform/db'
import { NotFoundError } from '../../platform/errors'
import type { AuthState } from '../../platform/request-context'
import { visibleProjectId } from '../flights/visible-project'
import { attendeeFieldError } from './attendee-messages'
import { attendeeListMembers, attendeeLists } from './attendees.table'

export interface AttendeeListOut {
  id: number
  name: string
  attendees_count: number
}

/**
 * A project's attendee lists (VIP, Konuşmacı…): add, rename, delete. Names are unique per project
 * without regard to case (422 on `name`); deleting a list takes its memberships with it.
 */
export function createAttendeeListsService(ctx: AppContext) {
  async function nameTaken(tx: Tx, projectId: number, name: string, exceptId: number | null) {
    const [row] = await tx
      .select({ id: attendeeLists.id })
      .from(attendeeLists)
      .where(
        and(
          eq(attendeeLists.project_id, projectId),
          sql`lower(${attendeeLists.name}) = lower(${name})`,
          exceptId === null ? undefined : ne(attendeeLists.id, exceptId),
        ),
      )
      .limit(1)
    return row !== undefined
  }

  async function out(tx: Tx, id: number): Promise<AttendeeListOut> {
    const [row] = await tx
      .select({
        id: attendeeLists.id,
        name: attendeeLists.name,
        attendees_count: sql<number>`(select count(*)::int from ${attendeeListMembers} where ${attendeeListMembers.list_id} = ${attendeeLists.id})`,
      })
      .from(attendeeLists)
      .where(eq(attendeeLists.id, id))
    if (!row) throw new NotFoundError()
    return row
  }

  async function ownList(tx: Tx, projectId: number, listId: number) {
    const [row] = await tx
      .select({ id: attendeeLists.id })
      .from(attendeeLists)
      .where(and(eq(attendeeLists.project_id, projectId), eq(attendeeLists.id, listId)))
      .for('update')
    if (!row) throw new NotFoundError()
  }

  return {
    async create(auth: AuthState, projectIdParam: number, name: string): Promise<AttendeeListOut> {
      const projectId = await visibleProjectId(ctx, auth, projectIdParam)
      return ctx.db.transaction(async (tx) => {
        // One writer of a project's lists at a time, so two equal names cannot both pass the check.
        await tx.execute(sql`select pg_advisory_xact_lock(${7_212_021}, (${projectId} % 2147483647)::int)`)
        if (await nameTaken(tx, projectId, name, null)) throw attendeeFieldError('name', 'list_name_taken')
        const [row] = await tx
          .insert(attendeeLists)
          .values({
            event_company_id: auth.user.event_company_id,
            project_id: projectId,
            name,
            sort_order: sql`(select coalesce(max(${attendeeLists.sort_order}), -1) + 1 from ${attendeeLists} where ${attendeeLists.project_id} = ${projectId})`,
          })
          .returning({ id: attendeeLists.id })
        return out(tx, row?.id as number)
      })
    },

    async rename(
      auth: AuthState,
      projectIdParam: number,
      listId: number,
      name: string,
    ): Promise<AttendeeListOut> {
      const projectId = await visibleProjectId(ctx, auth, projectIdParam)
      return ctx.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${7_212_021}, (${projectId} % 2147483647)::int)`)
        await ownList(tx, projectId, listId)
        if (await nameTaken(tx, projectId, name, listId)) throw attendeeFieldError('name', 'list_name_taken')
        await tx
          .update(attendeeLists)
          .set({ name, updated_at: new Date() })
          .where(eq(attendeeLists.id, listId))
        return out(tx, listId)
      })
    },

    async remove(auth: AuthState, projectIdParam: number, listId: number): Promise<void> {
      const projectId = await visibleProjectId(ctx, auth, projectIdParam)
      await ctx.db.transaction(async (tx) => {
        await ownList(tx, projectId, listId)
        await tx.delete(attendeeLists).where(eq(attendeeLists.id, listId))
      })
    },
  }
}
