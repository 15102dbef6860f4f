import { promisify } from 'node:util'
import { gzip } from 'node:zlib'
import {
  CHECKIN_CHANGED_EVENT_TYPE,
  type CheckinConflict,
  type CheckinPoint,
  type CheckinRoster,
  type CheckinScanBatchResponse,
  type CheckinScanInput,
  type checkinPointInputSchema,
} from '@ajanda/contracts/checkin.contract'
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { newPublicCode } from '../../platform/codes'
import type { AppContext } from '../../platform/context'
import { NotFoundError } from '../../platform/errors'
import type { AuthState } from '../../platform/request-context'
import { attendeeLists, attendees } from '../attendees/attendees.table'
import { visibleProjectId } from '../flights/visible-project'
import { projects } from '../projects/projects.table'
import { checkinPoints, checkinScans } from './checkin.table'
import { countsOfPoint, countsOfPoints } from './checkin-counts'
import { checkinFieldError, revokedError } from './checkin-messages'
import { lastScans, loadPeople, refusalOf } from './checkin-people'
import { saveScans } from './checkin-sync'

const gzipped = promisify(gzip)

/** A roster as sent: its JSON, and the same gzipped for a client that accepts it. */
export interface RosterBody {
  json: Buffer
  gzip: Buffer
}

/**
 * How long a point's roster, once read, is sent again as it was (see `rosters`). Scans and point edits
 * drop it at once; a registration or a staff edit of an attendee reaches the door within this time plus
 * the page's own refresh. Each fresh read of 5,000 people holds the event loop for a while, so the
 * devices' reloads must not cause one every few seconds.
 */
export const ROSTER_REUSE_MS = 10_000

type PointInput = z.output<typeof checkinPointInputSchema>
type PointRow = typeof checkinPoints.$inferSelect

/**
 * Check-in points (event-side.md section 3). Staff manage a project's points and see their live
 * counters and conflicts; the public side, reached by a point's secret code, reads the roster and
 * saves batches of scans. Every change publishes CHECKIN_CHANGED_EVENT_TYPE to the company so open
 * project pages reload their counters.
 */
export function createCheckinService(ctx: AppContext) {
  const url = (code: string) => `${ctx.config.appUrl}/checkin/${code}`

  async function toPoints(rows: PointRow[]): Promise<CheckinPoint[]> {
    const counts = await countsOfPoints(
      ctx.db,
      rows.map((row) => row.id),
    )
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      code: row.code,
      url: url(row.code),
      admits: row.admits === 'LISTS' ? 'LISTS' : 'ALL',
      list_ids: row.list_ids,
      with_exit: row.with_exit,
      revoked_at: row.revoked_at?.toISOString() ?? null,
      active: row.revoked_at === null,
      counts: counts.get(row.id) ?? { inside: 0, entries: 0, exits: 0, conflicts: 0 },
      created_at: row.created_at.toISOString(),
    }))
  }

  async function pointOf(companyId: number, projectId: number, pointId: number): Promise<PointRow> {
    const [row] = await ctx.db
      .select()
      .from(checkinPoints)
      .where(
        and(
          eq(checkinPoints.event_company_id, companyId),
          eq(checkinPoints.project_id, projectId),
          eq(checkinPoints.id, pointId),
        ),
      )
    if (!row) throw new NotFoundError()
    return row
  }

  /** The chosen lists must be the project's own; a LISTS point needs at least one. */
  async function checkedLists(projectId: number, input: PointInput): Promise<number[]> {
    if (input.admits === 'ALL') return []
    const wanted = [...new Set(input.list_ids)]
    if (wanted.length === 0) throw checkinFieldError('list_ids', 'lists_required')
    const found = await ctx.db
      .select({ id: attendeeLists.id })
      .from(attendeeLists)
      .where(and(eq(attendeeLists.project_id, projectId), inArray(attendeeLists.id, wanted)))
    if (found.length !== wanted.length) throw checkinFieldError('list_ids', 'unknown_list')
    return wanted
  }

  /**
   * Each point's roster as sent, reused for ROSTER_REUSE_MS: the devices at a door reload it together
   * (5,000 people are a megabyte to read and serialize), and a promise is shared by the requests that
   * arrive while it is being read. A change through this process (a scan batch, a point edited) drops
   * its project's copies at once; another process's change shows within the reuse time.
   */
  const rosters = new Map<number, { projectId: number; at: number; body: Promise<RosterBody> }>()
  /** Which point a code opened (codes are never reused: a revoked one stays revoked). */
  const pointOfCode = new Map<string, number>()
  function forgetRosters(projectId: number) {
    for (const [pointId, kept] of rosters) if (kept.projectId === projectId) rosters.delete(pointId)
  }

  function changed(companyId: number, projectId: number, pointId: number, name: string) {
    forgetRosters(projectId)
    ctx.realtime.publish(companyId, {
      type: CHECKIN_CHANGED_EVENT_TYPE,
      content: { project_id: projectId, point_id: pointId },
      message: name,
    })
  }

  /** The point of a public code; a revoked one answers 410 with the words the page shows. */
  async function publicPoint(code: string) {
    const [row] = await ctx.db
      .select({ point: checkinPoints, project_name: projects.name })
      .from(checkinPoints)
      .innerJoin(projects, eq(projects.id, checkinPoints.project_id))
      .where(eq(checkinPoints.code, code))
      .limit(1)
    if (!row) throw new NotFoundError()
    if (row.point.revoked_at) throw revokedError()
    return row
  }

  return {
    async list(auth: AuthState, projectId: number): Promise<CheckinPoint[]> {
      const id = await visibleProjectId(ctx, auth, projectId)
      const rows = await ctx.db
        .select()
        .from(checkinPoints)
        .where(
          and(
            eq(checkinPoints.event_company_id, auth.user.event_company_id),
            eq(checkinPoints.project_id, id),
          ),
        )
        .orderBy(asc(checkinPoints.created_at), asc(checkinPoints.id))
      return toPoints(rows)
    },

    async create(auth: AuthState, projectId: number, input: PointInput): Promise<CheckinPoint> {
      const id = await visibleProjectId(ctx, auth, projectId)
      const listIds = await checkedLists(id, input)
      const [row] = await ctx.db
        .insert(checkinPoints)
        .values({
          event_company_id: auth.user.event_company_id,
          project_id: id,
          code: newPublicCode(),
          name: input.name,
          admits: input.admits,
          list_ids: listIds,
          with_exit: input.with_exit,
          created_by: auth.user.id,
        })
        .returning()
      const point = row as PointRow
      changed(auth.user.event_company_id, id, point.id, point.name)
      return (await toPoints([point]))[0] as CheckinPoint
    },

    async update(
      auth: AuthState,
      projectId: number,
      pointId: number,
      input: PointInput,
    ): Promise<CheckinPoint> {
      const id = await visibleProjectId(ctx, auth, projectId)
      await pointOf(auth.user.event_company_id, id, pointId)
      const listIds = await checkedLists(id, input)
      const [row] = await ctx.db
        .update(checkinPoints)
        .set({
          name: input.name,
          admits: input.admits,
          list_ids: listIds,
          with_exit: input.with_exit,
          updated_at: sql`now()`,
        })
        .where(eq(checkinPoints.id, pointId))
        .returning()
      const point = row as PointRow
      changed(auth.user.event_company_id, id, point.id, point.name)
      return (await toPoints([point]))[0] as CheckinPoint
    },

    /** Revokes the code (twice keeps the first moment): the page stops at its next sync. */
    async revoke(auth: AuthState, projectId: number, pointId: number): Promise<CheckinPoint> {
      const id = await visibleProjectId(ctx, auth, projectId)
      await pointOf(auth.user.event_company_id, id, pointId)
      await ctx.db
        .update(checkinPoints)
        .set({ revoked_at: sql`now()`, updated_at: sql`now()` })
        .where(and(eq(checkinPoints.id, pointId), isNull(checkinPoints.revoked_at)))
      const point = await pointOf(auth.user.event_company_id, id, pointId)
      changed(auth.user.event_company_id, id, point.id, point.name)
      return (await toPoints([point]))[0] as CheckinPoint
    },

    /** The project's open conflicts, newest first, each with the entry it collided with. */
    async conflicts(auth: AuthState, projectId: number): Promise<CheckinConflict[]> {
      const id = await visibleProjectId(ctx, auth, projectId)
      const rows = await ctx.db
        .select({
          scan: checkinScans,
          point_name: checkinPoints.name,
          first_name: attendees.first_name,
          last_name: attendees.last_name,
          previous: sql<{ scanned_at: string; device_id: string } | null>`(
            select json_build_object('scanned_at', p.scanned_at, 'device_id', p.device_id)
            from ${checkinScans} p
            where p.point_id = ${checkinScans.point_id} and p.attendee_id = ${checkinScans.attendee_id}
              and p.direction = 'IN' and p.id <> ${checkinScans.id} and p.scanned_at <= ${checkinScans.scanned_at}
            order by p.scanned_at desc, p.id desc limit 1)`,
        })
        .from(checkinScans)
        .innerJoin(checkinPoints, eq(checkinPoints.id, checkinScans.point_id))
        .innerJoin(attendees, eq(attendees.id, checkinScans.attendee_id))
        .where(
          and(
            eq(checkinScans.event_company_id, auth.user.event_company_id),
            eq(checkinScans.project_id, id),
            eq(checkinScans.conflict, true),
            isNull(checkinScans.conflict_resolved_at),
          ),
        )
        .orderBy(desc(checkinScans.scanned_at), desc(checkinScans.id))
        .limit(200)
      return rows.map((row) => {
        const previous = typeof row.previous === 'string' ? JSON.parse(row.previous) : row.previous
        return {
          scan_id: row.scan.id,
          point: { id: row.scan.point_id, name: row.point_name },
          attendee: { id: row.scan.attendee_id, name: `${row.first_name} ${row.last_name}`.trim() },
          scanned_at: row.scan.scanned_at.toISOString(),
          device_id: row.scan.device_id,
          previous_at: previous ? new Date(previous.scanned_at).toISOString() : null,
          previous_device_id: previous?.device_id ?? null,
        }
      })
    },

    /** Staff have looked at a conflict: it leaves the list and the counter; the scan stays. */
    async resolveConflict(auth: AuthState, projectId: number, scanId: number): Promise<void> {
      const id = await visibleProjectId(ctx, auth, projectId)
      const [row] = await ctx.db
        .update(checkinScans)
        .set({
          conflict_resolved_at: sql`coalesce(${checkinScans.conflict_resolved_at}, now())`,
          updated_at: sql`now()`,
        })
        .where(
          and(
            eq(checkinScans.event_company_id, auth.user.event_company_id),
            eq(checkinScans.project_id, id),
            eq(checkinScans.id, scanId),
            eq(checkinScans.conflict, true),
          ),
        )
        .returning({ point_id: checkinScans.point_id })
      if (!row) throw new NotFoundError()
      changed(auth.user.event_company_id, id, row.point_id, '')
    },

    // ---- public, by the point's code

    /**
     * The roster's body for GET /checkin/{code}: the code checked on every call, the rest reused. The
     * JSON is kept as bytes and gzipped once (a browser's roster of 5,000 is 1.2 MB, about 150 kB
     * gzipped: at a door on venue Wi-Fi, and for the server that sends it to every device).
     */
    async rosterBody(code: string): Promise<RosterBody> {
      // A copy read within the reuse time was read after its code was checked; a revocation through
      // this process has dropped it (changed()), one through another shows within the reuse time.
      const known = pointOfCode.get(code)
      const copy = known === undefined ? undefined : rosters.get(known)
      if (copy && Date.now() - copy.at < ROSTER_REUSE_MS) return copy.body
      const { point, project_name } = await publicPoint(code)
      pointOfCode.set(code, point.id)
      const kept = rosters.get(point.id)
      if (kept && Date.now() - kept.at < ROSTER_REUSE_MS) return kept.body
      const body = rosterOf(point, project_name).then(async (roster) => {
        const json = Buffer.from(JSON.stringify(roster))
        return { json, gzip: await gzipped(json) }
      })
      // A failed read is not kept for the next call.
      body.catch(() => {
        if (rosters.get(point.id)?.body === body) rosters.delete(point.id)
      })
      if (kept) {
        // Past its time but not dropped by a change: sent once more while the new one is read, so the
        // devices that ask meanwhile do not all wait for it.
        // A change meanwhile dropped the old one: then this read may predate it and is not kept.
        void body.then(
          () => {
            if (rosters.get(point.id) === kept)
              rosters.set(point.id, { projectId: point.project_id, at: Date.now(), body })
          },
          () => {},
        )
        kept.at = Date.now()
        return kept.body
      }
      rosters.set(point.id, { projectId: point.project_id, at: Date.now(), body })
      return body
    },

    /** The point and everyone of its project, each with the point's answer and their scans. */
    async roster(code: string): Promise<CheckinRoster> {
      const { point, project_name } = await publicPoint(code)
      return rosterOf(point, project_name)
    },

    async saveScans(code: string, scans: CheckinScanInput[]): Promise<CheckinScanBatchResponse> {
      const { point } = await publicPoint(code)
      const { results, saved } = await ctx.db.transaction((tx) => saveScans(tx, point, scans))
      if (saved > 0) changed(point.event_company_id, point.project_id, point.id, point.name)
      return { results, counts: await countsOfPoint(ctx.db, point.id) }
    },
  }

  async function rosterOf(
    point: typeof checkinPoints.$inferSelect,
    project_name: string,
  ): Promise<CheckinRoster> {
    const [people, lists, last, counts] = await Promise.all([
      loadPeople(ctx.db, point.project_id),
      ctx.db
        .select({ id: attendeeLists.id, name: attendeeLists.name })
        .from(attendeeLists)
        .where(eq(attendeeLists.project_id, point.project_id)),
      lastScans(ctx.db, point),
      countsOfPoint(ctx.db, point.id),
    ])
    const listName = new Map(lists.map((list) => [list.id, list.name]))
    return {
      point: {
        id: point.id,
        name: point.name,
        project_name,
        with_exit: point.with_exit,
        admits: point.admits === 'LISTS' ? 'LISTS' : 'ALL',
      },
      roster: people.map((person) => ({
        id: person.id,
        acode: person.acode,
        first_name: person.first_name,
        last_name: person.last_name,
        company: person.company,
        status: person.status,
        refusal: refusalOf(person, point),
        lists: person.list_ids.flatMap((listId) => listName.get(listId) ?? []),
        main_attendee_id: person.main_attendee_id,
        here: last.here.get(person.id) ?? null,
        last_entry: last.lastEntry.get(person.id) ?? null,
      })),
      counts,
      loaded_at: new Date().toISOString(),
    }
  }
}
