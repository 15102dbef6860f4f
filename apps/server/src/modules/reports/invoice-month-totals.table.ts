import { sql } from 'drizzle-orm'
import { bigint, date, integer, numeric, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core'
import { bigintRef, companyIdColumn } from '../../platform/columns'

/**
 * The invoices' totals per company, kind, party (the supplier of a purchase, the client of a sale),
 * currency and month (its first day), kept by migration 0037's statement triggers on invoices in the
 * writing transaction (decisions/0046 "Cold figures"): the whole company's suppliers and client-financials
 * read a range's whole months here and only the days at its ends from the invoices. A key whose invoices
 * are all gone keeps a row of zeros, which adds nothing. The reports' covering index,
 * invoice_month_totals_report_idx, is in migration 0037 by hand (INCLUDE columns, which drizzle's index
 * builder lacks); 0039 rebuilt it with total_cents.
 */
export const invoiceMonthTotals = pgTable(
  'invoice_month_totals',
  {
    event_company_id: companyIdColumn(),
    kind: varchar('kind', { length: 10 }).notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    party_id: bigintRef('party_id').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    invoice_count: integer('invoice_count').notNull(),
    total: numeric('total', { precision: 18, scale: 2 }).notNull(),
    paid_total: numeric('paid_total', { precision: 18, scale: 2 }).notNull(),
    /** The total in whole cents, generated (migration 0039): what the suppliers report adds up. */
    total_cents: bigint('total_cents', { mode: 'bigint' }).generatedAlwaysAs(sql`(total * 100)::bigint`),
  },
  (t) => [primaryKey({ columns: [t.event_company_id, t.kind, t.month, t.party_id, t.currency] })],
)
