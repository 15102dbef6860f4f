import type { RequestDetail } from '@ajanda/contracts/requests.contract'
import { dayOf } from '../request-dates'
import { defaultDates, storedBasics } from '../request-defaults'

export interface InvoiceLineValues {
  description: string
  quantity: string | null
  unit_price: string | null
  vat_rate: string | null
}
export interface SalesInvoiceValues {
  project_id: number | null
  client_id: number | null
  invoice_date: string | null
  due_date: string | null
  currency: string
  lines: InvoiceLineValues[]
  note: string
}

export const emptyInvoiceLine = (vatRate: string | null): InvoiceLineValues => ({
  description: '',
  quantity: '1',
  unit_price: null,
  vat_rate: vatRate,
})

export function salesInvoiceDefaults(
  request: RequestDetail | null,
  start: { projectId: number | null; clientId: number | null; currency: string; vatRate: string | null },
): SalesInvoiceValues {
  if (!request)
    return {
      project_id: start.projectId,
      client_id: start.clientId,
      invoice_date: defaultDates().today,
      due_date: null,
      currency: start.currency,
      lines: [emptyInvoiceLine(start.vatRate)],
      note: '',
    }
  const basics = storedBasics(request)
  return {
    project_id: basics.project_id,
    client_id: request.client?.id ?? null,
    invoice_date: basics.request_date,
    due_date: dayOf(request.details.due_date),
    currency: basics.currency ?? start.currency,
    lines: request.items.map((item) => ({
      description: item.description,
      quantity: item.quantity,
      unit_price: item.unit_price,
      vat_rate: item.vat_rate,
    })),
    note: basics.note,
  }
}
