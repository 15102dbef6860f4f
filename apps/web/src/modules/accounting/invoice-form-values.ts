import type { InvoiceDetail, InvoiceKind } from '@ajanda/contracts/accounting.contract'
import { type InvoiceTotals, invoiceTotals } from '@ajanda/contracts/invoice-totals'
import dayjs from 'dayjs'

export interface InvoiceLineValues {
  description: string
  quantity: string | null
  unit_price: string | null
  vat_rate: string | null
}

/** The form's values: exactly the fields of the kind's contract schema (the party is supplier_id or client_id). */
export interface InvoiceFormValues {
  number: string
  invoice_date: string | null
  due_date: string | null
  supplier_id?: number | null
  client_id?: number | null
  project_id: number | null
  currency: string
  lines: InvoiceLineValues[]
  note: string
}

export const emptyLine = (vatRate: string | null): InvoiceLineValues => ({
  description: '',
  quantity: '1',
  unit_price: null,
  vat_rate: vatRate,
})

interface Start {
  currency: string
  vatRate: string | null
  projectId?: number | null
  today?: string
}

/** A new invoice (today, one empty line) or the stored one to edit. */
export function invoiceDefaults(
  kind: InvoiceKind,
  invoice: InvoiceDetail | null,
  start: Start,
): InvoiceFormValues {
  const party =
    kind === 'PURCHASE'
      ? { supplier_id: invoice?.supplier?.id ?? null }
      : { client_id: invoice?.client?.id ?? null }
  if (!invoice)
    return {
      number: '',
      invoice_date: start.today ?? dayjs().format('YYYY-MM-DD'),
      due_date: null,
      ...party,
      project_id: start.projectId ?? null,
      currency: start.currency,
      lines: [emptyLine(start.vatRate)],
      note: '',
    }
  return {
    number: invoice.number,
    invoice_date: invoice.invoice_date,
    due_date: invoice.due_date,
    ...party,
    project_id: invoice.project?.id ?? null,
    currency: invoice.currency,
    lines: invoice.lines.map((line) => ({
      description: line.description,
      quantity: line.quantity,
      unit_price: line.unit_price,
      vat_rate: line.vat_rate,
    })),
    note: invoice.note ?? '',
  }
}

/** The live totals of the lines being typed: the same figures the server stores (contracts/invoice-totals.ts). */
export function formTotals(lines: readonly InvoiceLineValues[] | undefined): InvoiceTotals {
  return invoiceTotals(
    (lines ?? []).map((line) => ({
      quantity: line.quantity ?? '',
      unit_price: line.unit_price ?? '',
      vat_rate: line.vat_rate ?? '',
    })),
  )
}
