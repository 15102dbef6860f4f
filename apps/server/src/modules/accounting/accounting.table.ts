import { sql } from 'drizzle-orm'
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'
import { bigintRef, companyIdColumn, idColumn, timestamps } from '../../platform/columns'
import { clients } from '../clients/clients.table'
import { projects } from '../projects/projects.table'
import { requests } from '../requests/requests.table'
import { suppliers } from '../suppliers/suppliers.table'
import { users } from '../users/users.table'

const money = (name: string) => numeric(name, { precision: 18, scale: 2 })

/**
 * A purchase invoice (from a supplier) or a sales invoice (to a client). Its subtotal, VAT and total are
 * computed on the server from its lines (contracts/invoice-totals.ts) and stored so lists sum them in
 * SQL. What is paid is the sum of its payments; `paid_total` is that sum kept by the database itself
 * (statement triggers on invoice_payments, migration 0035, recomputed from the payments in the writing
 * transaction whatever code path writes), so the finance reports read it instead of summing payments.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: idColumn(),
    event_company_id: companyIdColumn(),
    kind: varchar('kind', { length: 10 }).notNull(),
    number: varchar('number', { length: 64 }).notNull(),
    invoice_date: date('invoice_date', { mode: 'string' }).notNull(),
    due_date: date('due_date', { mode: 'string' }),
    supplier_id: bigintRef('supplier_id').references(() => suppliers.id),
    client_id: bigintRef('client_id').references(() => clients.id),
    project_id: bigintRef('project_id').references(() => projects.id, { onDelete: 'set null' }),
    currency: varchar('currency', { length: 3 }).notNull(),
    subtotal: money('subtotal').notNull(),
    vat_total: money('vat_total').notNull(),
    total: money('total').notNull(),
    /** The sum of the invoice's payments, written only by the payment triggers (migration 0035). */
    paid_total: money('paid_total').notNull().default('0'),
    /**
     * The invoice's project's responsible and creator (null without a project), copied by migration
     * 0036's triggers whenever either side changes: the finance reports apply the scope's condition to
     * these in their index pass instead of joining the scope's projects (decisions/0046 "Cold figures").
     */
    project_responsible_id: bigintRef('project_responsible_id'),
    project_created_by: bigintRef('project_created_by'),
    note: varchar('note', { length: 500 }),
    sales_invoice_request_id: bigintRef('sales_invoice_request_id').references(() => requests.id, {
      onDelete: 'set null',
    }),
    created_by: bigintRef('created_by').references(() => users.id),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('invoices_number_unique').on(t.event_company_id, t.kind, t.number),
    // The lists: the page, and the count with the totals per currency of a date range in one index-only
    // pass (with who created it and its project for the non-finance visibility, and the party filters).
    index('invoices_list_idx').on(
      t.event_company_id,
      t.kind,
      t.invoice_date,
      t.id,
      t.currency,
      t.total,
      t.created_by,
      t.project_id,
      t.supplier_id,
      t.client_id,
    ),
    index('invoices_project_idx').on(t.project_id),
    // A project's first sales invoice (invoicing-timeframes) read from the index alone, one probe each.
    // The finance reports' range pass, invoices_report_idx, is in migrations 0035 and 0036 by hand
    // (INCLUDE columns, which drizzle's index builder lacks).
    index('invoices_project_first_sales_idx')
      .on(t.project_id, t.invoice_date, t.event_company_id)
      .where(sql`${t.kind} = 'SALES'`),
    index('invoices_supplier_idx').on(t.supplier_id),
    // The suppliers report's project counts for the suppliers it lists: their purchase invoices of a range
    // with the project and the scope columns, from the index alone.
    index('invoices_supplier_projects_idx')
      .on(
        t.supplier_id,
        t.invoice_date,
        t.event_company_id,
        t.currency,
        t.project_id,
        t.project_responsible_id,
        t.project_created_by,
      )
      .where(sql`${t.kind} = 'PURCHASE'`),
    index('invoices_client_idx').on(t.client_id),
    index('invoices_created_by_idx').on(t.created_by),
    check(
      'invoices_party_matches_kind',
      sql`(${t.kind} = 'PURCHASE' and ${t.supplier_id} is not null and ${t.client_id} is null) or (${t.kind} = 'SALES' and ${t.client_id} is not null and ${t.supplier_id} is null)`,
    ),
  ],
)

/** The invoice's lines in order; `net` and `total` (with VAT) rounded per line. */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: idColumn(),
    invoice_id: bigintRef('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    description: varchar('description', { length: 255 }).notNull(),
    quantity: numeric('quantity', { precision: 18, scale: 4 }).notNull(),
    unit_price: numeric('unit_price', { precision: 18, scale: 4 }).notNull(),
    /** A fraction: 0.2 is 20 %. */
    vat_rate: numeric('vat_rate', { precision: 6, scale: 4 }).notNull(),
    net: money('net').notNull(),
    total: money('total').notNull(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('invoice_lines_order_unique').on(t.invoice_id, t.position)],
)

/** A payment made (purchase) or received (sales) against an invoice; several make a partial payment. */
export const invoicePayments = pgTable(
  'invoice_payments',
  {
    id: idColumn(),
    event_company_id: companyIdColumn(),
    invoice_id: bigintRef('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    paid_at: date('paid_at', { mode: 'string' }).notNull(),
    amount: money('amount').notNull(),
    method: varchar('method', { length: 20 }).notNull(),
    note: text('note'),
    created_by: bigintRef('created_by').references(() => users.id),
    ...timestamps(),
  },
  (t) => [
    index('invoice_payments_invoice_idx').on(t.invoice_id),
    index('invoice_payments_list_idx').on(t.event_company_id, t.paid_at, t.id),
  ],
)
