import type {
  InvoiceDetail,
  InvoiceKind,
  InvoicePayment,
  InvoicePaymentMethod,
  InvoiceSummary,
} from '@ajanda/contracts/accounting.contract'
import { invoiceBalance } from '@ajanda/contracts/invoice-totals'
import Decimal from 'decimal.js'
import type { InvoiceRow } from './accounting.repository'
import type { invoiceLines, invoicePayments } from './accounting.table'

/** numeric(…, 2) as the answers carry it: always two places ("1500.00"). */
export const money = (value: string | number | null | undefined) => new Decimal(value ?? 0).toFixed(2)
/** numeric(…, 4) inputs (quantities, prices, rates) in their shortest form ("0.2", "3"). */
const plain = (value: string) => new Decimal(value).toString()
const iso = (value: Date) => value.toISOString()

export function invoiceSummary(row: InvoiceRow): InvoiceSummary {
  const { invoice } = row
  const paid = money(row.paid)
  const { remaining, status } = invoiceBalance(invoice.total, paid)
  return {
    record: 'invoice',
    id: invoice.id,
    kind: invoice.kind as InvoiceKind,
    number: invoice.number,
    invoice_date: invoice.invoice_date,
    due_date: invoice.due_date,
    supplier: row.supplier,
    client: row.client,
    project: row.project,
    currency: invoice.currency,
    subtotal: money(invoice.subtotal),
    vat_total: money(invoice.vat_total),
    total: money(invoice.total),
    paid,
    remaining,
    status,
    note: invoice.note,
    sales_invoice_request_id: invoice.sales_invoice_request_id,
    created_by: row.creator,
    created_at: iso(invoice.created_at),
    updated_at: iso(invoice.updated_at),
  }
}

export interface PaymentRow {
  payment: typeof invoicePayments.$inferSelect
  creator: { id: number; full_name: string } | null
}

/** A payment with what identifies its invoice (party, project, number, currency). */
export function paymentView(row: PaymentRow, invoice: InvoiceSummary | InvoiceRowFacts): InvoicePayment {
  const { payment } = row
  return {
    record: 'payment',
    id: payment.id,
    invoice_id: payment.invoice_id,
    invoice_kind: invoice.kind,
    invoice_number: invoice.number,
    supplier: invoice.supplier,
    client: invoice.client,
    project: invoice.project,
    paid_at: payment.paid_at,
    amount: money(payment.amount),
    currency: invoice.currency,
    method: payment.method as InvoicePaymentMethod,
    note: payment.note,
    created_by: row.creator,
    created_at: iso(payment.created_at),
  }
}
export type InvoiceRowFacts = Pick<
  InvoiceSummary,
  'kind' | 'number' | 'supplier' | 'client' | 'project' | 'currency'
>

export function invoiceDetail(
  row: InvoiceRow,
  lines: (typeof invoiceLines.$inferSelect)[],
  payments: PaymentRow[],
  canWrite: boolean,
): InvoiceDetail {
  const summary = invoiceSummary(row)
  return {
    ...summary,
    lines: lines.map((line) => ({
      id: line.id,
      description: line.description,
      quantity: plain(line.quantity),
      unit_price: plain(line.unit_price),
      vat_rate: plain(line.vat_rate),
      net: money(line.net),
      total: money(line.total),
    })),
    payments: payments.map((payment) => paymentView(payment, summary)),
    can_write: canWrite,
  }
}
