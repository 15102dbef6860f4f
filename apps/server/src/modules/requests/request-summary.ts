import type { RequestType } from '@ajanda/contracts/approvals.contract'
import {
  FORM_OF_REQUEST_TYPE,
  type RequestStatus,
  type RequestSummary,
} from '@ajanda/contracts/requests.contract'
import { inArray, type SQL, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../platform/db'
import type { FileStorage } from '../../platform/storage'
import { clients } from '../clients/clients.table'
import { expenseSources } from '../definitions/definitions.table'
import { projects } from '../projects/projects.table'
import { suppliers } from '../suppliers/suppliers.table'
import { pictureUrl } from '../users/me-view'
import { users } from '../users/users.table'
import { requests } from './requests.table'

/** The outer row's column, spelled out: drizzle leaves single-table selects unqualified. */
const outer = (column: string) => sql.raw(`"requests"."${column}"`)
const nameOf = <T>(column: SQL, table: SQL, id: SQL) =>
  sql<T>`(select ${column} from ${table} where id = ${id})`
/**
 * The names a list row shows, as scalar subqueries rather than joins: PostgreSQL planned the seven-way
 * join in 3 ms (more than running it); these plan in 0.4 ms and each is one primary-key lookup.
 */
const summaryColumns = {
  request: requests,
  requester_name: sql<string>`(select u.full_name from ${users} u where u.id = ${outer('requester_id')})`,
  requester_picture: sql<
    string | null
  >`(select u.profile_picture from ${users} u where u.id = ${outer('requester_id')})`,
  project_code: nameOf<string | null>(sql`p.code`, sql`${projects} p`, sql`${outer('project_id')}`),
  project_name: nameOf<string | null>(sql`p.name`, sql`${projects} p`, sql`${outer('project_id')}`),
  supplier_code: nameOf<string | null>(sql`s.code`, sql`${suppliers} s`, sql`${outer('supplier_id')}`),
  supplier_name: nameOf<string | null>(sql`s.name`, sql`${suppliers} s`, sql`${outer('supplier_id')}`),
  client_code: nameOf<string | null>(sql`c.code`, sql`${clients} c`, sql`${outer('client_id')}`),
  client_name: nameOf<string | null>(sql`c.name`, sql`${clients} c`, sql`${outer('client_id')}`),
  source_name: nameOf<string | null>(sql`e.name`, sql`${expenseSources} e`, sql`${outer('source_id')}`),
  replaced_by_id: sql<
    number | null
  >`(select n.id from ${requests} n where n.replaces_id = ${outer('id')})`.mapWith(
    (value: string | number | null) => (value == null ? null : Number(value)),
  ),
}

/** One row per request with the names a list shows. */
export function summaryQuery(db: DbOrTx, where: SQL | undefined) {
  return db.select(summaryColumns).from(requests).where(where)
}
export type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaryQuery>['execute']>>[number]

export interface Person {
  id: number
  full_name: string
  profile_picture_full: string | null
}

/** The people a set of rows names (waiting_for), in one query. */
export async function peopleById(
  db: DbOrTx,
  storage: FileStorage,
  ids: Iterable<number>,
): Promise<Map<number, Person>> {
  const unique = [...new Set(ids)]
  if (unique.length === 0) return new Map()
  const rows = await db
    .select({ id: users.id, full_name: users.full_name, profile_picture: users.profile_picture })
    .from(users)
    .where(inArray(users.id, unique))
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        full_name: row.full_name,
        profile_picture_full: pictureUrl(storage, row.profile_picture),
      },
    ]),
  )
}

const iso = (value: Date | null) => (value ? value.toISOString() : null)
const ref = (id: number | null, code: string | null, name: string | null) =>
  id != null && code != null && name != null ? { id, code, name } : null

/** A list row as the contract says; `viewerId` decides the three flags. */
export function toSummary(
  row: SummaryRow,
  people: ReadonlyMap<number, Person>,
  storage: FileStorage,
  viewerId: number,
  approvedSteps = 0,
): RequestSummary {
  const r = row.request
  const type = r.request_type as RequestType
  const mine = r.requester_id === viewerId
  return {
    id: r.id,
    request_type: type,
    form: FORM_OF_REQUEST_TYPE[type],
    status: r.status as RequestStatus,
    requester: {
      id: r.requester_id,
      full_name: row.requester_name,
      profile_picture_full: pictureUrl(storage, row.requester_picture),
    },
    project: ref(r.project_id, row.project_code, row.project_name),
    supplier: ref(r.supplier_id, row.supplier_code, row.supplier_name),
    client: ref(r.client_id, row.client_code, row.client_name),
    source:
      r.source_id != null && row.source_name != null ? { id: r.source_id, name: row.source_name } : null,
    currency: r.currency,
    amount: r.amount,
    request_date: r.request_date,
    starts_at: iso(r.starts_at),
    ends_at: iso(r.ends_at),
    note: r.note,
    replaces_id: r.replaces_id,
    replaced_by_id: row.replaced_by_id,
    current_step: r.status === 'PENDING' ? r.current_step : null,
    step_count: r.step_count,
    waiting_for: r.waiting_for.flatMap((id) => {
      const person = people.get(id)
      return person ? [person] : []
    }),
    declined_reason: r.declined_reason,
    decided_at: iso(r.decided_at),
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
    // In place until the first approval (decisions.md 4): the current step is still the first.
    can_edit: mine && r.status === 'PENDING' && approvedSteps === 0 && (r.current_step ?? 1) <= 1,
    can_resubmit: mine && r.status === 'DECLINED' && row.replaced_by_id == null,
    can_decide: r.status === 'PENDING' && r.waiting_for.includes(viewerId),
  }
}

type RequestRow = typeof requests.$inferSelect

/** One name a page of requests refers to: `k` says what it is (u user, p project, s supplier, c client, e source, n successor). */
export interface NameRow {
  k: string
  id: string | number
  a: string | null
  b: string | null
}

/** A page of request rows as list summaries, from the names the page statement found for them. */
export function summariesFromNames(
  storage: FileStorage,
  rows: readonly RequestRow[],
  names: readonly NameRow[],
  viewerId: number,
): RequestSummary[] {
  const found = new Map(names.map((row) => [`${row.k}${Number(row.id)}`, row]))
  const named = (kind: string, id: number | null) => (id == null ? undefined : found.get(`${kind}${id}`))
  const people = new Map<number, Person>()
  for (const row of names)
    if (row.k === 'u')
      people.set(Number(row.id), {
        id: Number(row.id),
        full_name: row.a ?? '',
        profile_picture_full: pictureUrl(storage, row.b),
      })
  return rows.map((request) => {
    const project = named('p', request.project_id)
    const supplier = named('s', request.supplier_id)
    const client = named('c', request.client_id)
    const successor = named('n', request.id)
    const summaryRow: SummaryRow = {
      request,
      requester_name: people.get(request.requester_id)?.full_name ?? '',
      requester_picture: named('u', request.requester_id)?.b ?? null,
      project_code: project?.a ?? null,
      project_name: project?.b ?? null,
      supplier_code: supplier?.a ?? null,
      supplier_name: supplier?.b ?? null,
      client_code: client?.a ?? null,
      client_name: client?.b ?? null,
      source_name: named('e', request.source_id)?.b ?? null,
      replaced_by_id: successor?.a ? Number(successor.a) : null,
    }
    return toSummary(summaryRow, people, storage, viewerId)
  })
}
