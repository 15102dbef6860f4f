import type {
  AttendeeDetail,
  AttendeeRow,
  AttendeeSource,
  AttendeeStatus,
} from '@ajanda/contracts/attendees.contract'
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm'
import type { CountCache } from '../../platform/count-cache'
import type { DbOrTx } from '../../platform/db'
import { attendeeDeclarations } from '../declarations/declarations.table'
import { forms } from '../forms/forms.table'
import { projects } from '../projects/projects.table'
import {
  type AttendeeFilter,
  type AttendeeScope,
  filterConditions,
  filterValues,
} from './attendee-list-filter'
import { createAttendeePageStatement } from './attendee-page-statement'
import { attendeeTotalsScope } from './attendee-totals'
import {
  attendeeAnswers,
  attendeeHistory,
  attendeeListMembers,
  attendeeLists,
  attendees,
} from './attendees.table'

export type { AttendeeFilter } from './attendee-list-filter'

export type AttendeeRecordRow = typeof attendees.$inferSelect

const iso = (value: Date | null) => (value ? value.toISOString() : null)

/**
 * The reads of the attendee list and detail, always inside the caller's company; `counts` remembers the
 * list's totals a few seconds (none: every total counted).
 */
export function createAttendeeReadRepository(
  db: DbOrTx,
  counts?: CountCache,
  /** `genericPlans`: see attendee-page-statement.ts; the owner then calls `close` when done. */
  options: { genericPlans?: boolean } = {},
) {
  async function listsOf(ids: number[]): Promise<Map<number, { id: number; name: string }[]>> {
    const out = new Map<number, { id: number; name: string }[]>()
    if (ids.length === 0) return out
    const rows = await db
      .select({
        attendee_id: attendeeListMembers.attendee_id,
        id: attendeeLists.id,
        name: attendeeLists.name,
      })
      .from(attendeeListMembers)
      .innerJoin(attendeeLists, eq(attendeeLists.id, attendeeListMembers.list_id))
      .where(inArray(attendeeListMembers.attendee_id, ids))
      .orderBy(asc(attendeeLists.sort_order), asc(attendeeLists.id))
    for (const row of rows) {
      const list = out.get(row.attendee_id) ?? []
      list.push({ id: row.id, name: row.name })
      out.set(row.attendee_id, list)
    }
    return out
  }

  /** The latest declaration of each attendee (declarations module's table: `/declaration/{dcode}`). */
  async function declaredAts(ids: number[]): Promise<Map<number, Date>> {
    if (ids.length === 0) return new Map()
    const rows = await db
      .select({
        id: attendeeDeclarations.attendee_id,
        at: sql<Date>`max(${attendeeDeclarations.declared_at})`.mapWith(attendeeDeclarations.declared_at),
      })
      .from(attendeeDeclarations)
      .where(inArray(attendeeDeclarations.attendee_id, ids))
      .groupBy(attendeeDeclarations.attendee_id)
    return new Map(rows.map((row) => [row.id, row.at]))
  }

  async function companionCounts(ids: number[]): Promise<Map<number, number>> {
    if (ids.length === 0) return new Map()
    const rows = await db
      .select({ id: attendees.main_attendee_id, count: sql<number>`count(*)::int` })
      .from(attendees)
      .where(inArray(attendees.main_attendee_id, ids))
      .groupBy(attendees.main_attendee_id)
    return new Map(rows.map((row) => [row.id as number, row.count]))
  }

  const rowColumns = {
    attendee: attendees,
    project_code: projects.code,
    project_name: projects.name,
  }

  async function toRows(
    found: { attendee: AttendeeRecordRow; project_code: string; project_name: string }[],
  ): Promise<AttendeeRow[]> {
    const ids = found.map((row) => row.attendee.id)
    const [lists, companions, declared] = await Promise.all([
      listsOf(ids),
      companionCounts(ids),
      declaredAts(ids),
    ])
    return found.map(({ attendee: a, project_code, project_name }) => ({
      id: a.id,
      project_id: a.project_id,
      project_code,
      project_name,
      first_name: a.first_name,
      last_name: a.last_name,
      email: a.email,
      phone: a.phone,
      company: a.company,
      title: a.title,
      country: a.country,
      city: a.city,
      language: a.language,
      status: a.status as AttendeeStatus,
      source: a.source as AttendeeSource,
      lists: lists.get(a.id) ?? [],
      main_attendee_id: a.main_attendee_id,
      companions_count: companions.get(a.id) ?? 0,
      custom: a.custom,
      registered_at: iso(a.registered_at),
      declared_at: declared.get(a.id)?.toISOString() ?? null,
      created_at: a.created_at.toISOString(),
    }))
  }

  const pageStatement = createAttendeePageStatement(db, options)

  return {
    /** Closes what the page statement opened (its generic-plan connections). */
    close: () => pageStatement.close(),

    /**
     * A page of attendees of the company, of one project (`projectId`) or of every project the condition
     * `visible` (the projects module's, on `projects`) lets the caller see, as the JSON text of each row
     * (attendee-page-statement.ts), with the total of the matches.
     */
    async pageText(
      companyId: number,
      scope: AttendeeScope,
      filter: AttendeeFilter,
      window: { limit: number; offset: number },
      /** `false`: no total (0), for a caller that only walks the pages (the export). */
      withTotal = true,
    ): Promise<{ items: string[]; total: number }> {
      // The page and the total apart (decisions/0035): the page walks the list order and stops at its
      // rows (attendees(project_id, created_at, id)); a total in the same query (count(*) over ()) made
      // PostgreSQL find every match first. The total is its own count, remembered a few seconds in the
      // count cache (platform/count-cache.ts) where the caller gives a key for who may see what.
      const countMatches = async () => {
        const values = filterValues(companyId, scope, filter)
        const [count] = await db
          .select({ total: sql<number>`count(*)::int` })
          .from(attendees)
          .innerJoin(projects, eq(projects.id, attendees.project_id))
          .where(filterConditions(scope, filter, (name) => values[name], true))
        return count?.total ?? 0
      }
      const who = 'projectId' in scope ? `project:${scope.projectId}` : scope.countKey
      const totalOf = async () =>
        !withTotal
          ? 0
          : counts && who !== undefined
            ? counts.get(
                attendeeTotalsScope(companyId),
                JSON.stringify([
                  who,
                  { ...filter, search: filter.search?.trim() ?? '', sort_by: null, sort_order: null },
                ]),
                countMatches,
              )
            : countMatches()
      const [items, total] = await Promise.all([
        pageStatement.items(companyId, scope, filter, window),
        totalOf(),
      ])
      return { items, total }
    },

    /** The same page as rows (the export). */
    async page(
      companyId: number,
      scope: AttendeeScope,
      filter: AttendeeFilter,
      window: { limit: number; offset: number },
      withTotal = true,
    ): Promise<{ rows: AttendeeRow[]; total: number }> {
      const { items, total } = await this.pageText(companyId, scope, filter, window, withTotal)
      return { rows: items.map((item) => JSON.parse(item) as AttendeeRow), total }
    },

    /** The attendee of the company by id, with its project (visibility is the caller's to check). */
    async find(companyId: number, id: number): Promise<AttendeeRecordRow | undefined> {
      const [row] = await db
        .select()
        .from(attendees)
        .where(and(eq(attendees.event_company_id, companyId), eq(attendees.id, id)))
        .limit(1)
      return row
    },

    /** GET /attendees/{id}: the row plus codes, lists, companions, room mate, answers and history. */
    async detail(companyId: number, id: number): Promise<AttendeeDetail | undefined> {
      const [found] = await db
        .select(rowColumns)
        .from(attendees)
        .innerJoin(projects, eq(projects.id, attendees.project_id))
        .where(and(eq(attendees.event_company_id, companyId), eq(attendees.id, id)))
        .limit(1)
      if (!found) return undefined
      const a = found.attendee
      const [[row], companions, mate, answers, history] = await Promise.all([
        toRows([found]),
        db
          .select({
            id: attendees.id,
            first_name: attendees.first_name,
            last_name: attendees.last_name,
            status: attendees.status,
          })
          .from(attendees)
          .where(eq(attendees.main_attendee_id, a.id))
          .orderBy(asc(attendees.id)),
        a.room_mate_id === null
          ? Promise.resolve([])
          : db
              .select({ id: attendees.id, first_name: attendees.first_name, last_name: attendees.last_name })
              .from(attendees)
              .where(eq(attendees.id, a.room_mate_id)),
        db
          .select({
            form_id: attendeeAnswers.form_id,
            form_name: forms.name,
            form_type: forms.form_type,
            answers: attendeeAnswers.answers,
            helper_name: attendeeAnswers.helper_name,
            submitted_at: attendeeAnswers.submitted_at,
          })
          .from(attendeeAnswers)
          .innerJoin(forms, eq(forms.id, attendeeAnswers.form_id))
          .where(eq(attendeeAnswers.attendee_id, a.id))
          .orderBy(asc(forms.id)),
        db
          .select({
            id: attendeeHistory.id,
            actor_type: attendeeHistory.actor_type,
            actor_name: attendeeHistory.actor_name,
            action: attendeeHistory.action,
            changes: attendeeHistory.changes,
            created_at: attendeeHistory.created_at,
          })
          .from(attendeeHistory)
          .where(eq(attendeeHistory.attendee_id, a.id))
          .orderBy(desc(attendeeHistory.created_at), desc(attendeeHistory.id))
          .limit(500),
      ])
      const fullName = (person: { first_name: string; last_name: string }) =>
        `${person.first_name} ${person.last_name}`.trim()
      const mateRow = mate[0]
      return {
        ...(row as AttendeeRow),
        gender: a.gender,
        pcode: a.pcode,
        acode: a.acode,
        dcode: a.dcode,
        room_mate: mateRow
          ? { id: mateRow.id, name: fullName(mateRow), confirmed: a.room_mate_confirmed }
          : null,
        companions: companions.map((c) => ({
          id: c.id,
          name: fullName(c),
          status: c.status as AttendeeStatus,
        })),
        answers: answers.map((answer) => ({ ...answer, submitted_at: answer.submitted_at.toISOString() })),
        history: history.map((entry) => ({
          ...entry,
          actor_type: entry.actor_type as AttendeeDetail['history'][number]['actor_type'],
          created_at: entry.created_at.toISOString(),
        })),
      }
    },
  }
}
