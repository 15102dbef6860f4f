import { type SQL, type SQLWrapper, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../platform/db'
import { executePrepared } from '../../platform/prepared-query'
import { clients } from '../clients/clients.table'
import { projects } from '../projects/projects.table'
import { suppliers } from '../suppliers/suppliers.table'
import { users } from '../users/users.table'
import type { InvoiceRow } from './accounting.repository'
import { invoicePayments, invoices } from './accounting.table'

type InvoiceRecord = typeof invoices.$inferSelect

/** A currency's share of the filtered set: how many rows and the sum of their totals. */
export interface InvoiceGroup {
  currency: string
  count: number
  amount: string
}

interface StatementResult {
  rows: (Record<string, unknown> & Pick<InvoiceRow, 'paid' | 'supplier' | 'client' | 'project' | 'creator'>)[]
  groups: InvoiceGroup[]
}

/** The invoice read back from the statement's JSON: timestamps as Dates, money as text (exact). */
function invoiceOfJson(json: Record<string, unknown>): InvoiceRecord {
  const { paid: _paid, supplier: _s, client: _c, project: _p, creator: _u, ord: _o, ...invoice } = json
  const { subtotal_text, vat_total_text, total_text, ...columns } = invoice
  return {
    ...columns,
    subtotal: subtotal_text,
    vat_total: vat_total_text,
    total: total_text,
    created_at: new Date(json.created_at as string),
    updated_at: new Date(json.updated_at as string),
  } as unknown as InvoiceRecord
}

/**
 * A page of invoices in ONE statement (as the request lists, request-page-statement.ts): the page's
 * rows with what is paid of each and the supplier, client, project and creator they name, and the
 * count and totals per currency of the whole filtered set, as JSON. Three queries (page, count, totals)
 * on three pooled connections, each planned anew, cost more than the database's work under 20 users.
 * The JSON is `json`, not `jsonb` (which parses and sorts what it builds: twice the page's own cost).
 * `page` is an ordered, limited select of `invoices` columns; `where` the filter of the whole set
 * (the count and totals are one index-only pass over `invoices_list_idx` unless a status is asked for).
 */
export async function runInvoicePage(
  db: DbOrTx,
  page: SQLWrapper,
  where: SQL | undefined,
): Promise<{ rows: InvoiceRow[]; count: number; totals: { currency: string; amount: string }[] }> {
  const statement = sql`with pg as (select r.*, r.subtotal::text as subtotal_text, r.vat_total::text as vat_total_text,
        r.total::text as total_text, row_number() over () as ord from (${page}) r),
      rw as (select pg.*,
        (select coalesce(sum(${invoicePayments.amount}), 0)::text from ${invoicePayments}
          where ${invoicePayments.invoice_id} = pg.id) as paid,
        (select json_build_object('id', ${suppliers.id}, 'code', ${suppliers.code}, 'name', ${suppliers.name})
          from ${suppliers} where ${suppliers.id} = pg.supplier_id) as supplier,
        (select json_build_object('id', ${clients.id}, 'code', ${clients.code}, 'name', ${clients.name})
          from ${clients} where ${clients.id} = pg.client_id) as client,
        (select json_build_object('id', ${projects.id}, 'code', ${projects.code}, 'name', ${projects.name})
          from ${projects} where ${projects.id} = pg.project_id) as project,
        (select json_build_object('id', ${users.id}, 'full_name', ${users.full_name})
          from ${users} where ${users.id} = pg.created_by) as creator
        from pg)
    select
      (select coalesce(json_agg(rw order by rw.ord), '[]'::json) from rw) as rows,
      (select coalesce(json_agg(g order by g.currency), '[]'::json) from (
        select ${invoices.currency} as currency, count(*)::int as count, sum(${invoices.total})::text as amount
        from ${invoices} where ${where ?? sql`true`} group by ${invoices.currency}) g) as groups`
  const [result] = await executePrepared<StatementResult>(db, statement)
  const { rows = [], groups = [] } = result ?? ({} as StatementResult)
  return {
    rows: rows.map((row) => ({
      invoice: invoiceOfJson(row),
      paid: row.paid,
      supplier: row.supplier,
      client: row.client,
      project: row.project,
      creator: row.creator,
    })),
    count: groups.reduce((sum, group) => sum + group.count, 0),
    totals: groups.map((group) => ({ currency: group.currency, amount: group.amount })),
  }
}
