import { z } from 'zod'
import type { RequestType } from './approvals.contract'
import { currencyCode } from './common/crm-fields'
import { positiveDecimal } from './common/decimal-fields'
import {
  endBeforeStart,
  idField,
  idParam,
  isoDate,
  optionalMultilineText,
  requiredText,
} from './common/fields'
import { paginatedSchema, paginationQuerySchema } from './common/pagination'
import { invoiceLineInputSchema, requestSummarySchema } from './requests.contract'
import { scopeValueSchema } from './scope-options'

/**
 * Accounting (staff-app.md 3 "Project" accounting lists, 7 "Accounting", 9 money; decisions.md 1, 3):
 * the nine lists of /accounting and /project/{code}/{kind}, purchase and sales invoices with their
 * lines, and the payments made and received against them.
 */
export const ACCOUNTING_KINDS = [
  'cc_requests',
  'purchase_invoices',
  'sales_invoices',
  'sales_invoice_requests',
  'expenses',
  'advance_payments',
  'payment_requests',
  'payments',
  'payments_received',
] as const
export type AccountingKind = (typeof ACCOUNTING_KINDS)[number]

/** The lists that are requests (rows from the requests module), with their request type. */
export const REQUEST_KIND_TYPES = {
  cc_requests: 'CC_REQUEST',
  sales_invoice_requests: 'SALES_INVOICE_REQUEST',
  expenses: 'EXPENSE',
  advance_payments: 'ADVANCE_PAYMENT',
  payment_requests: 'PAYMENT_REQUEST',
} as const satisfies Partial<Record<AccountingKind, RequestType>>
export type RequestKind = keyof typeof REQUEST_KIND_TYPES
export const isRequestKind = (kind: AccountingKind): kind is RequestKind => kind in REQUEST_KIND_TYPES

/** The lists of invoices, and the lists of payments against them. */
export const INVOICE_LIST_KINDS = { purchase_invoices: 'PURCHASE', sales_invoices: 'SALES' } as const
export const PAYMENT_LIST_KINDS = { payments: 'PURCHASE', payments_received: 'SALES' } as const

/** A kind as written in a URL: the spec's underscore name or the dashed form (`purchase-invoices`). */
export function parseAccountingKind(value: string): AccountingKind | null {
  const kind = value.trim().toLowerCase().replaceAll('-', '_')
  return (ACCOUNTING_KINDS as readonly string[]).includes(kind) ? (kind as AccountingKind) : null
}

export const INVOICE_KINDS = ['PURCHASE', 'SALES'] as const
export type InvoiceKind = (typeof INVOICE_KINDS)[number]
/** Derived from the payments: nothing paid, part of it, all of it. */
export const INVOICE_STATUSES = ['UNPAID', 'PARTIAL', 'PAID'] as const
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number]
export const INVOICE_PAYMENT_METHODS = ['BANK_TRANSFER', 'CASH', 'CREDIT_CARD', 'CHECK', 'OTHER'] as const
export type InvoicePaymentMethod = (typeof INVOICE_PAYMENT_METHODS)[number]
export const INVOICE_LINES_MAX = 50
export const INVOICE_NUMBER_MAX = 64
export const INVOICE_NOTE_MAX = 500

// ---- Writes ------------------------------------------------------------------------------------
const invoiceFields = {
  number: requiredText(INVOICE_NUMBER_MAX),
  invoice_date: isoDate(),
  due_date: isoDate().nullish(),
  project_id: idField().nullish(),
  currency: currencyCode(),
  lines: z.array(invoiceLineInputSchema).min(1).max(INVOICE_LINES_MAX),
  note: optionalMultilineText(INVOICE_NOTE_MAX),
}
/** An invoice falls due on or after its own date. */
function dueNotBeforeInvoice(
  input: { invoice_date: string; due_date?: string | null },
  ctx: z.RefinementCtx,
) {
  if (endBeforeStart(input.invoice_date, input.due_date))
    ctx.addIssue({ code: 'custom', path: ['due_date'], message: 'due_before_invoice', input: input.due_date })
}
export const purchaseInvoiceInputSchema = z
  .strictObject({ ...invoiceFields, supplier_id: idField() })
  .superRefine(dueNotBeforeInvoice)
export type PurchaseInvoiceInput = z.infer<typeof purchaseInvoiceInputSchema>
export const salesInvoiceInputSchema = z
  .strictObject({
    ...invoiceFields,
    client_id: idField(),
    /** The approved sales invoice request this invoice was issued for. */
    sales_invoice_request_id: idField().nullish(),
  })
  .superRefine(dueNotBeforeInvoice)
export type SalesInvoiceInput = z.infer<typeof salesInvoiceInputSchema>

export const invoicePaymentInputSchema = z.strictObject({
  paid_at: isoDate(),
  /** At most the invoice's remaining balance (422 on `amount` otherwise). */
  amount: positiveDecimal(),
  method: z.enum(INVOICE_PAYMENT_METHODS),
  note: optionalMultilineText(INVOICE_NOTE_MAX),
})
export type InvoicePaymentInput = z.infer<typeof invoicePaymentInputSchema>

export const invoiceIdParams = z.object({ id: idParam })
export const invoicePaymentParams = z.object({ id: idParam, paymentId: idParam })

// ---- Answers -----------------------------------------------------------------------------------
const refSchema = z.object({ id: z.number().int(), code: z.string(), name: z.string() })
const personSchema = z.object({ id: z.number().int(), full_name: z.string() })

export const invoiceLineSchema = z.object({
  id: z.number().int(),
  description: z.string(),
  quantity: z.string(),
  unit_price: z.string(),
  vat_rate: z.string(),
  /** quantity × unit price, rounded to 2 places. */
  net: z.string(),
  /** The line's total with VAT. */
  total: z.string(),
})
export type InvoiceLine = z.infer<typeof invoiceLineSchema>

export const invoicePaymentSchema = z.object({
  record: z.literal('payment'),
  id: z.number().int(),
  invoice_id: z.number().int(),
  invoice_kind: z.enum(INVOICE_KINDS),
  invoice_number: z.string(),
  supplier: refSchema.nullable(),
  client: refSchema.nullable(),
  project: refSchema.nullable(),
  paid_at: z.string(),
  amount: z.string(),
  currency: z.string(),
  method: z.enum(INVOICE_PAYMENT_METHODS),
  note: z.string().nullable(),
  created_by: personSchema.nullable(),
  created_at: z.string(),
})
export type InvoicePayment = z.infer<typeof invoicePaymentSchema>

export const invoiceSummarySchema = z.object({
  record: z.literal('invoice'),
  id: z.number().int(),
  kind: z.enum(INVOICE_KINDS),
  number: z.string(),
  invoice_date: z.string(),
  due_date: z.string().nullable(),
  supplier: refSchema.nullable(),
  client: refSchema.nullable(),
  project: refSchema.nullable(),
  currency: z.string(),
  subtotal: z.string(),
  vat_total: z.string(),
  total: z.string(),
  paid: z.string(),
  remaining: z.string(),
  status: z.enum(INVOICE_STATUSES),
  note: z.string().nullable(),
  sales_invoice_request_id: z.number().int().nullable(),
  created_by: personSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>
export const invoiceDetailSchema = invoiceSummarySchema.extend({
  lines: z.array(invoiceLineSchema),
  payments: z.array(invoicePaymentSchema),
  /** Whether the viewer may edit, delete and record payments (admins and AGENCY scope). */
  can_write: z.boolean(),
})
export type InvoiceDetail = z.infer<typeof invoiceDetailSchema>
export const invoiceResponseSchema = z.object({ data: invoiceDetailSchema })
export const invoiceWriteResponseSchema = z.object({ message: z.string(), data: invoiceDetailSchema })
export type InvoiceWriteResponse = z.infer<typeof invoiceWriteResponseSchema>

// ---- Lists: GET /accounting/{kind}, GET /project/{code}/{kind} ----------------------------------
/** Request kinds filter by PENDING|APPROVED|DECLINED, invoices by UNPAID|PARTIAL|PAID. */
export const ACCOUNTING_STATUSES = ['PENDING', 'APPROVED', 'DECLINED', ...INVOICE_STATUSES] as const
export type AccountingStatus = (typeof ACCOUNTING_STATUSES)[number]
export const ACCOUNTING_SORTS = {
  request: ['request_date', 'created_at', 'amount'],
  invoice: ['invoice_date', 'due_date', 'number', 'total', 'created_at'],
  payment: ['paid_at', 'amount', 'created_at'],
} as const

export const accountingListQuerySchema = paginationQuerySchema.extend({
  sort_order: z.enum(['asc', 'desc']).default('desc'),
  status: z.enum(ACCOUNTING_STATUSES).optional(),
  project_id: idParam.optional(),
  /** The supplier (purchase side, cc and payment requests) or the client (sales side). */
  party_id: idParam.optional(),
  /** The scoped picker's value: `all`, `division|1`, `team|2`, `user|3`. */
  requester: scopeValueSchema.optional(),
  date_from: isoDate().optional(),
  date_to: isoDate().optional(),
  locale: z.string().max(10).optional(),
})
export type AccountingListQuery = z.infer<typeof accountingListQuerySchema>

export const currencyTotalSchema = z.object({ currency: z.string(), amount: z.string() })
export type CurrencyTotal = z.infer<typeof currencyTotalSchema>
export const accountingRowSchema = z.union([invoiceSummarySchema, invoicePaymentSchema, requestSummarySchema])
export type AccountingRow = z.infer<typeof accountingRowSchema>
export const accountingListResponseSchema = z.object({
  paginator: paginatedSchema(accountingRowSchema),
  /** Sums of the whole filtered list (not just the page), one per currency. */
  total: z.array(currencyTotalSchema),
})
export type AccountingListResponse = z.infer<typeof accountingListResponseSchema>
export const accountingKindParams = z.object({ kind: z.string().trim().min(1).max(40) })
export const projectAccountingParams = z.object({
  code: z.string().trim().min(1).max(64),
  kind: z.string().max(40),
})
