import { type SQL, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../platform/db'
import { createStatementCache, type StatementValue } from '../../platform/statement-cache'
import {
  type AttendeeFilter,
  type AttendeeScope,
  type FilterValueName,
  filterConditions,
  filterOrder,
  filterShape,
  filterValues,
} from './attendee-list-filter'
import { attendees } from './attendees.table'

/** Shapes: search × status × list × 5 answer kinds × 4 sorts × 2 orders, far fewer in practice. */
const PAGE_STATEMENT_SHAPES = 200

type ValueName = FilterValueName | 'limit' | 'offset'

/** `Date.toISOString()` of a timestamp: UTC, milliseconds cut from PostgreSQL's microseconds. */
const isoText = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`)

/**
 * One row of the list (`AttendeeRow`) as JSON text, keys in the contract's order, with its lists, its
 * companions' count and its latest declaration read beside it (three statements before).
 */
const rowJson = sql`(select row_to_json(r) from (select
    a.id, a.project_id, p.code as project_code, p.name as project_name,
    a.first_name, a.last_name, a.email, a.phone, a.company, a.title, a.country, a.city, a.language,
    a.status, a.source,
    coalesce((select json_agg(json_build_object('id', l.id, 'name', l.name) order by l.sort_order, l.id)
      from attendee_list_members m join attendee_lists l on l.id = m.list_id
      where m.attendee_id = a.id), '[]'::json) as lists,
    a.main_attendee_id,
    (select count(*)::int from attendees c where c.main_attendee_id = a.id) as companions_count,
    a.custom,
    ${isoText('a.registered_at')} as registered_at,
    (select ${isoText('max(d.declared_at)')} from attendee_declarations d where d.attendee_id = a.id) as declared_at,
    ${isoText('a.created_at')} as created_at) r)::text`

/**
 * A page of the attendee list as the JSON text of its rows, built by the database in one statement: the
 * page's ids are found first (an index walk in the list's order that stops at its rows), then those rows
 * are joined and written in that order. Drizzle reading and mapping every column, and one round trip per
 * part of a row, cost the server about twice the database's time (issue 21 item 10, decisions/0035).
 * The list of one project is one prepared statement per shape on PostgreSQL; the list across the
 * caller's projects carries the scope's own condition and is built each time.
 */
export function createAttendeePageStatement(
  db: DbOrTx,
  /**
   * Run the statements without a search on their generic plan (statement-cache.ts), through a second
   * small pool: for the long-lived repository of the routes, which closes it (`close`) with the app.
   */
  options: { genericPlans?: boolean } = {},
) {
  const statements = createStatementCache(PAGE_STATEMENT_SHAPES)

  const build = (
    scope: AttendeeScope,
    filter: AttendeeFilter,
    v: StatementValue<ValueName>,
  ): SQL => sql`select ${rowJson} as item
    from unnest(array(
      select ${attendees.id} from ${attendees}
        inner join projects on projects.id = ${attendees.project_id}
        where ${filterConditions(scope, filter, v)}
        order by ${sql.join(filterOrder(filter), sql`, `)}
        limit ${v('limit')} offset ${v('offset')}
    )) with ordinality as page(id, position)
    join attendees a on a.id = page.id
    join projects p on p.id = a.project_id
    order by page.position`

  return {
    async items(
      companyId: number,
      scope: AttendeeScope,
      filter: AttendeeFilter,
      window: { limit: number; offset: number },
    ): Promise<string[]> {
      const values: Record<ValueName, unknown> = {
        ...filterValues(companyId, scope, filter),
        limit: window.limit,
        offset: window.offset,
      }
      const direct = (name: ValueName) => values[name]
      const rows =
        'projectId' in scope
          ? await statements.run<{ item: string }>(
              db,
              filterShape(filter),
              values,
              (v) => build(scope, filter, v as StatementValue<ValueName>),
              // Planning it cost as much as running it (1.5 ms of 4); its generic plan walks the same
              // index for every value. A search keeps its own plans: whether the name's trigram index
              // or the list's order is cheaper depends on the term.
              options.genericPlans && !filter.search?.trim() ? { plan: 'generic' } : {},
            )
          : ((await db.execute(build(scope, filter, direct))) as unknown as { rows: { item: string }[] }).rows
      return rows.map((row) => row.item)
    },
    /** Closes the generic-plan connections, if any were opened. */
    close: () => statements.close(),
  }
}
