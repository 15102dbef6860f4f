import { type SQL, type SQLWrapper, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../platform/db'
import { executePrepared } from '../../platform/prepared-query'
import { clients } from '../clients/clients.table'
import { projects } from '../projects/projects.table'
import { suppliers } from '../suppliers/suppliers.table'
import { users } from '../users/users.table'
import type { InvoiceRow } from './accounting.repository'
import { invoicePayments, invoices } from './accounting.table'
import type { InvoiceRowFacts, PaymentRow } from './invoice-view'

type InvoiceRecord = typeof invoices.$inferSelect
type PaymentRecord = typeof invoicePayments.$inferSelect
type Named = Pick<InvoiceRow, 'supplier' | 'client' | 'project'>

/** A currency's share of the filtered set: how many rows and the sum of their amounts. */
interface CurrencyGroup {
  currency: string
  count: number
  amount: string
}

interface StatementResult<Row> {
  rows: (Record<string, unknown> & Row)[]
  groups: CurrencyGroup[]
}

export interface StatementPage<Row> {
  rows: Row[]
  count: number
  totals: { currency: string; amount: string }[]
}

/** The supplier, client and project a page row (`pg`) names, as JSON columns. */
const partyColumns = sql`
  (select json_build_object('id', ${suppliers.id}, 'code', ${suppliers.code}, 'name', ${suppliers.name})
    from ${suppliers} where ${suppliers.id} = pg.supplier_id) as supplier,
  (select json_build_object('id', ${clients.id}, 'code', ${clients.code}, 'name', ${clients.name})
    from ${clients} where ${clients.id} = pg.client_id) as client,
  (select json_build_object('id', ${projects.id}, 'code', ${projects.code}, 'name', ${projects.name})
    from ${projects} where ${projects.id} = pg.project_id) as project`

/** `{id, full_name}` of the user `column` points to (null without one). */
const personOf = (column: SQL) =>
  sql`(select json_build_object('id', ${users.id}, 'full_name', ${users.full_name}) from ${users} where ${users.id} = ${column})`

/**
 * The statement of a page: `pg` the page's rows in order (with the caller's extra columns), `rw` them
 * with the caller's lookups, and the count and sums per currency of the whole filtered set.
 */
async function runStatement<Row>(
  db: DbOrTx,
  parts: { page: SQLWrapper; pageExtras: SQL; lookups: SQL; groupsFrom: SQL; amount: SQL; where?: SQL },
): Promise<{ rows: (Record<string, unknown> & Row)[]; count: number; totals: StatementPage<Row>['totals'] }> {
  const statement = sql`with pg as (select r.*, ${parts.pageExtras}, row_number() over () as ord from (${parts.page}) r),
      rw as (select pg.*, ${parts.lookups} from pg)
    select
      (select coalesce(json_agg(rw order by rw.ord), '[]'::json) from rw) as rows,
      (select coalesce(json_agg(g order by g.currency), '[]'::json) from (
        select ${invoices.currency} as currency, count(*)::int as count, sum(${parts.amount})::text as amount
        from ${parts.groupsFrom} where ${parts.where ?? sql`true`} group by ${invoices.currency}) g) as groups`
  const [result] = await executePrepared<StatementResult<Row>>(db, statement)
  const { rows = [], groups = [] } = result ?? ({} as StatementResult<Row>)
  return {
    rows,
    count: groups.reduce((sum, group) => sum + group.count, 0),
    totals: groups.map((group) => ({ currency: group.currency, amount: group.amount })),
  }
}

/**
 * A page of invoices in ONE statement (as the request lists, request-page-statement.ts): the page's
 * rows with what is paid of each and the supplier, client, project and creator they name, and the
 * count and totals per currency of the whole filtered set, as JSON. Three queries (page, count, totals)
 * on three pooled connections, each planned anew, cost more than the database's work under 20 users.
 * The JSON is `json`, not `jsonb` (which parses and sorts what it builds: twice the page's own cost);
 * money travels as text, exact. `page` is an ordered, limited select of `invoices` columns; `where`
 * the filter of the whole set (the count and totals are one index-only pass over `invoices_list_idx`
 * unless a status is asked for).
 */
export async function runInvoicePage(
  db: DbOrTx,
  page: SQLWrapper,
  where: SQL | undefined,
): Promise<StatementPage<InvoiceRow>> {
  const result = await runStatement<Named & Pick<InvoiceRow, 'paid' | 'creator'>>(db, {
    page,
    pageExtras: sql`r.subtotal::text as subtotal_text, r.vat_total::text as vat_total_text, r.total::text as total_text`,
    lookups: sql`(select coalesce(sum(${invoicePayments.amount}), 0)::text from ${invoicePayments}
        where ${invoicePayments.invoice_id} = pg.id) as paid,
      ${partyColumns}, ${personOf(sql`pg.created_by`)} as creator`,
    groupsFrom: sql`${invoices}`,
    amount: sql`${invoices.total}`,
    where,
  })
  return {
    ...result,
    rows: result.rows.map((row) => {
      const { paid, supplier, client, project, creator, ord: _o, ...columns } = row
      const { subtotal_text, vat_total_text, total_text, ...invoice } = columns
      return {
        invoice: {
          ...invoice,
          subtotal: subtotal_text,
          vat_total: vat_total_text,
          total: total_text,
          created_at: new Date(row.created_at as string),
          updated_at: new Date(row.updated_at as string),
        } as unknown as InvoiceRecord,
        paid,
        supplier,
        client,
        project,
        creator,
      }
    }),
  }
}

/**
 * A page of payments in ONE statement, like `runInvoicePage`: `page` is an ordered, limited select of
 * `invoice_payments` columns joined to their invoice, with its `invoice_kind`, `invoice_number`,
 * `invoice_currency`, `supplier_id`, `client_id` and `project_id`; the totals sum the payments' amounts
 * per invoice currency.
 */
export async function runPaymentPage(
  db: DbOrTx,
  page: SQLWrapper,
  where: SQL | undefined,
): Promise<StatementPage<PaymentRow & { invoice: InvoiceRowFacts }>> {
  const result = await runStatement<Named & { payer: PaymentRow['creator'] }>(db, {
    page,
    pageExtras: sql`r.amount::text as amount_text`,
    lookups: sql`${partyColumns}, ${personOf(sql`pg.created_by`)} as payer`,
    groupsFrom: sql`${invoicePayments} inner join ${invoices} on ${invoices.id} = ${invoicePayments.invoice_id}`,
    amount: sql`${invoicePayments.amount}`,
    where,
  })
  return {
    ...result,
    rows: result.rows.map((row) => ({
      payment: {
        id: row.id,
        event_company_id: row.event_company_id,
        invoice_id: row.invoice_id,
        paid_at: row.paid_at,
        amount: row.amount_text,
        method: row.method,
        note: row.note,
        created_by: row.created_by,
        created_at: new Date(row.created_at as string),
        updated_at: new Date(row.updated_at as string),
      } as PaymentRecord,
      creator: row.payer,
      invoice: {
        kind: row.invoice_kind as InvoiceRowFacts['kind'],
        number: row.invoice_number as string,
        currency: row.invoice_currency as string,
        supplier: row.supplier,
        client: row.client,
        project: row.project,
      },
    })),
  }
}
