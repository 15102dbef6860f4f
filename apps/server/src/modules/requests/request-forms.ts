import type { RequestType } from '@ajanda/contracts/approvals.contract'
import {
  ADVANCE_ITEMS_MESSAGE_KEY,
  type AdvancePaymentInput,
  advanceItemInputSchema,
  type CcRequestInput,
  EXPENSE_ITEMS_MESSAGE_KEY,
  type ExpenseInput,
  expenseItemInputSchema,
  type InspectionInput,
  LEAVE_REQUEST_TYPES,
  type LeaveInput,
  type OperationInput,
  type PaymentRequestInput,
  PROJECT_SOURCE,
  type RequestForm,
  type SalesInvoiceRequestInput,
  SINGLE_MOMENT_LEAVE,
} from '@ajanda/contracts/requests.contract'
import Decimal from 'decimal.js'
import type { z } from 'zod'
import type { FieldErrors } from '../../platform/errors'
import { normalizeIban } from '../../platform/iban'

/** A request row as the forms produce it, before the workflow adds status and steps. */
export interface RequestRecord {
  request_type: RequestType
  project_id: number | null
  supplier_id: number | null
  client_id: number | null
  source_id: number | null
  currency: string | null
  amount: string | null
  request_date: string | null
  starts_at: Date | null
  ends_at: Date | null
  note: string | null
  details: Record<string, unknown>
  items: RequestItemRecord[]
}

export interface RequestItemRecord {
  description: string
  amount: string
  payment_method?: string | null
  assign_to?: string | null
  expense_date?: string | null
  vat_rate?: string | null
  payment_type?: string | null
  company_card_id?: number | null
  receipt_no?: string | null
  receipt_file_id?: number | null
  quantity?: string | null
  unit_price?: string | null
}

/** Ids a form names, each checked against the company before the request is written. */
export interface ReferencedIds {
  project_id: number | null
  supplier_id: number | null
  client_id: number | null
  source_id: number | null
  company_card_ids: number[]
  receipt_file_ids: number[]
  user_ids: number[]
}

const emptyRecord = (type: RequestType): RequestRecord => ({
  request_type: type,
  project_id: null,
  supplier_id: null,
  client_id: null,
  source_id: null,
  currency: null,
  amount: null,
  request_date: null,
  starts_at: null,
  ends_at: null,
  note: null,
  details: {},
  items: [],
})

const sum = (amounts: readonly string[]) =>
  amounts.reduce((total, value) => total.plus(value), new Decimal(0)).toFixed(2)
const dayOf = (moment: string) => moment.slice(0, 10)

/**
 * Checks the rows of an advance or an expense one by one: any incomplete row answers the form's
 * sentence under `items` (staff-app.md section 5) and each field's own message under `items.N.field`.
 */
function parseRows<S extends z.ZodType>(
  rows: readonly unknown[],
  schema: S,
  messageKey: typeof ADVANCE_ITEMS_MESSAGE_KEY | typeof EXPENSE_ITEMS_MESSAGE_KEY,
  errors: FieldErrors,
): z.infer<S>[] {
  const parsed: z.infer<S>[] = []
  let incomplete = false
  rows.forEach((row, index) => {
    const result = schema.safeParse(row)
    if (result.success) {
      parsed.push(result.data)
      return
    }
    incomplete = true
    for (const issue of result.error.issues) {
      const field = ['items', index, ...issue.path].join('.')
      const message =
        issue.message === 'invalid_decimal' || issue.message === 'invalid_rate' ? issue.message : 'required'
      errors.add(field, { validation: message as 'required' })
    }
  })
  if (incomplete) errors.add('items', { validation: messageKey })
  return parsed
}

function checkRange(errors: FieldErrors, startsAt: string, endsAt: string | null | undefined) {
  if (endsAt && Date.parse(endsAt) < Date.parse(startsAt))
    errors.add('ends_at', { validation: 'end_before_start' })
}

/** The form's body as a request row; business rules of one form only (references are checked later). */
export function recordOfForm(form: RequestForm, input: unknown, errors: FieldErrors): RequestRecord {
  switch (form) {
    case 'leave': {
      const body = input as LeaveInput
      const record = emptyRecord(LEAVE_REQUEST_TYPES[body.leave_type])
      const single = body.leave_type === SINGLE_MOMENT_LEAVE
      if (!single && !body.ends_at) errors.add('ends_at', { validation: 'required' })
      if (!single) checkRange(errors, body.starts_at, body.ends_at)
      return {
        ...record,
        request_date: dayOf(body.starts_at),
        starts_at: new Date(body.starts_at),
        ends_at: single || !body.ends_at ? null : new Date(body.ends_at),
        note: body.note ?? null,
        details: { leave_type: body.leave_type },
      }
    }
    case 'inspection': {
      const body = input as InspectionInput
      checkRange(errors, body.starts_at, body.ends_at)
      const offCity = body.location_type === 'off_city'
      return {
        ...emptyRecord('INSPECTION'),
        request_date: body.starts_at,
        starts_at: new Date(`${body.starts_at}T00:00:00Z`),
        ends_at: new Date(`${body.ends_at}T00:00:00Z`),
        note: body.note ?? null,
        details: {
          location_type: body.location_type,
          location: body.location,
          transportation_type: body.transportation_type,
          // A hotel belongs to a trip off the city: an on-city inspection drops it.
          hotel_name: offCity ? (body.hotel_name ?? null) : null,
          needs_approve: offCity,
        },
      }
    }
    case 'operation': {
      const body = input as OperationInput
      checkRange(errors, body.starts_at, body.ends_at)
      return {
        ...emptyRecord('OPERATION'),
        project_id: body.project_id,
        request_date: dayOf(body.starts_at),
        starts_at: new Date(body.starts_at),
        ends_at: new Date(body.ends_at),
        note: body.note ?? null,
        details: {
          transportation_type: body.transportation_type,
          hotel_name: body.hotel_name ?? null,
          responsibles: [...new Set(body.responsibles)],
        },
      }
    }
    case 'advance_payment': {
      const body = input as AdvancePaymentInput
      const rows = parseRows(
        body.items as unknown[],
        advanceItemInputSchema,
        ADVANCE_ITEMS_MESSAGE_KEY,
        errors,
      )
      const fromProject = body.source === PROJECT_SOURCE
      if (fromProject && !body.project_id) errors.add('project_id', { validation: 'required' })
      return {
        ...emptyRecord('ADVANCE_PAYMENT'),
        project_id: fromProject ? (body.project_id ?? null) : null,
        source_id: fromProject ? null : (body.source as number),
        currency: body.currency,
        amount: sum(rows.map((row) => row.amount)),
        request_date: body.requested_date,
        details: { description: body.description ?? null },
        items: rows.map((row) => ({ ...row })),
      }
    }
    case 'expense': {
      const body = input as ExpenseInput
      const rows = parseRows(
        body.items as unknown[],
        expenseItemInputSchema,
        EXPENSE_ITEMS_MESSAGE_KEY,
        errors,
      )
      rows.forEach((row, index) => {
        if (row.payment_type === 'COMPANY_CARD' && !row.company_card_id)
          errors.add(`items.${index}.company_card_id`, { validation: 'required' })
      })
      const fromProject = body.expense_source === PROJECT_SOURCE
      if (fromProject && !body.project_id) errors.add('project_id', { validation: 'required' })
      const dates = rows.map((row) => row.expense_date).sort()
      return {
        ...emptyRecord('EXPENSE'),
        // Another source clears the project (staff-app.md section 5).
        project_id: fromProject ? (body.project_id ?? null) : null,
        source_id: fromProject ? null : (body.expense_source as number),
        currency: body.currency,
        amount: sum(rows.map((row) => row.amount)),
        request_date: dates[0] ?? null,
        note: body.note ?? null,
        items: rows.map((row) => ({
          ...row,
          company_card_id: row.payment_type === 'COMPANY_CARD' ? (row.company_card_id ?? null) : null,
        })),
      }
    }
    case 'cc_request': {
      const body = input as CcRequestInput
      return {
        ...emptyRecord('CC_REQUEST'),
        project_id: body.project_id,
        supplier_id: body.supplier_id,
        currency: body.currency,
        amount: new Decimal(body.amount).toFixed(2),
        request_date: body.payment_date,
        note: body.note ?? null,
      }
    }
    case 'payment_request': {
      const body = input as PaymentRequestInput
      const iban = normalizeIban(body.bank_account_no)
      if (!iban) errors.add('bank_account_no', { validation: 'invalid_iban' })
      return {
        ...emptyRecord('PAYMENT_REQUEST'),
        project_id: body.project_id,
        supplier_id: body.supplier_id,
        currency: body.currency,
        amount: new Decimal(body.amount).toFixed(2),
        request_date: body.payment_date,
        note: body.note,
        details: {
          bank_name: body.bank_name,
          bank_account_no: iban ?? body.bank_account_no,
          description: body.description,
        },
      }
    }
    case 'sales_invoice_request': {
      const body = input as SalesInvoiceRequestInput
      if (body.due_date && body.due_date < body.invoice_date)
        errors.add('due_date', { validation: 'end_before_start' })
      const items = body.lines.map((line) => ({
        description: line.description,
        quantity: line.quantity,
        unit_price: line.unit_price,
        vat_rate: line.vat_rate,
        amount: lineTotal(line.quantity, line.unit_price, line.vat_rate),
      }))
      return {
        ...emptyRecord('SALES_INVOICE_REQUEST'),
        project_id: body.project_id,
        client_id: body.client_id ?? null,
        currency: body.currency,
        amount: sum(items.map((item) => item.amount)),
        request_date: body.invoice_date,
        note: body.note ?? null,
        details: { due_date: body.due_date ?? null },
        items,
      }
    }
  }
}

/** A line's total with VAT, rounded half-up to cents (decisions.md 3). */
export function lineTotal(quantity: string, unitPrice: string, vatRate: string): string {
  return new Decimal(quantity)
    .times(unitPrice)
    .times(new Decimal(1).plus(vatRate))
    .toDecimalPlaces(2, Decimal.ROUND_HALF_UP)
    .toFixed(2)
}

/** The ids the record names, for one batched existence check. */
export function referencedIds(record: RequestRecord): ReferencedIds {
  const responsibles = (record.details.responsibles as number[] | undefined) ?? []
  return {
    project_id: record.project_id,
    supplier_id: record.supplier_id,
    client_id: record.client_id,
    source_id: record.source_id,
    company_card_ids: [
      ...new Set(record.items.flatMap((item) => (item.company_card_id ? [item.company_card_id] : []))),
    ],
    receipt_file_ids: [
      ...new Set(record.items.flatMap((item) => (item.receipt_file_id ? [item.receipt_file_id] : []))),
    ],
    user_ids: responsibles,
  }
}
