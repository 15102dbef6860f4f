import type { RequestSummary } from '@ajanda/contracts/requests.contract'
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../platform/db'
import { executePrepared } from '../../platform/prepared-query'
import type { FileStorage } from '../../platform/storage'
import { clients } from '../clients/clients.table'
import { expenseSources } from '../definitions/definitions.table'
import { projects } from '../projects/projects.table'
import { suppliers } from '../suppliers/suppliers.table'
import { users } from '../users/users.table'
import { type NameRow, summariesFromNames } from './request-summary'
import { requests } from './requests.table'

type RequestRow = typeof requests.$inferSelect

/** The timestamp columns: JSON carries them as ISO strings. */
const MOMENT_COLUMNS = ['starts_at', 'ends_at', 'decided_at', 'created_at', 'updated_at'] as const

/** A request row read back from the statement's JSON (money stays text: `amount_text`). */
export function requestRowOfJson(json: Record<string, unknown>): RequestRow {
  const { amount_text, ord: _ord, ...row } = json as Record<string, unknown>
  row.amount = amount_text
  for (const column of MOMENT_COLUMNS) {
    const value = json[column]
    row[column] = typeof value === 'string' ? new Date(value) : null
  }
  return row as unknown as RequestRow
}

interface StatementResult {
  rows: Record<string, unknown>[]
  names: NameRow[]
  [extra: string]: unknown
}

/**
 * A page of requests in ONE statement: the page's rows, everything they name (people, projects,
 * suppliers, clients, sources, successors) and the caller's extras (count, totals per currency, a
 * badge), as JSON. Under 20 concurrent users the list's time went to round trips and to waiting for a
 * pooled connection, not to the database's work: three queries on two connections became one on one.
 * `page` is an ordered, limited select of `requests` columns; each extra is a scalar subquery. The JSON
 * is `json`, not `jsonb`: building 20 rows as jsonb (parsed, keys sorted) cost the database twice what
 * the page's select did; money travels as text (`amount_text`), exact. The names
 * are looked up with `= any(array(...))`: an `in (select ...)` over the page was planned as a hash join
 * over whole tables (the planner cannot estimate a CTE's rows).
 */
export async function runRequestPage(
  db: DbOrTx,
  storage: FileStorage,
  viewerId: number,
  page: SQLWrapper,
  extras: Record<string, SQL> = {},
): Promise<{ data: RequestSummary[]; extras: Record<string, unknown> }> {
  const extraColumns = Object.entries(extras).map(
    ([name, value]) => sql`, (${value}) as ${sql.identifier(name)}`,
  )
  const statement = sql`with pg as (select r.*, r.amount::text as amount_text, row_number() over () as ord
      from (${page}) r),
    nm as (
      select 'u' as k, id, full_name as a, profile_picture as b from ${users}
        where id = any(array(select requester_id from pg union all select unnest(waiting_for) from pg))
      union all select 'p', id, code, name from ${projects} where id = any(array(select project_id from pg))
      union all select 's', id, code, name from ${suppliers} where id = any(array(select supplier_id from pg))
      union all select 'c', id, code, name from ${clients} where id = any(array(select client_id from pg))
      union all select 'e', id, null, name from ${expenseSources} where id = any(array(select source_id from pg))
      union all select 'n', replaces_id, id::text, null from ${requests}
        where replaces_id = any(array(select id from pg))
    )
    select
      (select coalesce(json_agg(pg order by pg.ord), '[]'::json) from pg) as rows,
      (select coalesce(json_agg(nm), '[]'::json) from nm) as names
      ${sql.join(extraColumns)}`
  const [result] = await executePrepared<StatementResult>(db, statement)
  const { rows = [], names = [], ...rest } = result ?? ({} as StatementResult)
  const data = summariesFromNames(storage, rows.map(requestRowOfJson), names, viewerId)
  return { data, extras: rest }
}
