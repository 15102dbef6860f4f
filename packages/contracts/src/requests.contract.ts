import { z } from 'zod'
import { type RequestType, requestTypeSchema } from './approvals.contract'
import { currencyCode, ibanText } from './common/crm-fields'
import { positiveDecimal, QUANTITY_MAX, rateString, unitPriceDecimal } from './common/decimal-fields'
import {
  idField,
  idParam,
  isoDate,
  isoMoment,
  optionalMultilineText,
  optionalText,
  requiredMultilineText,
  requiredText,
} from './common/fields'
import { paginatedSchema, paginationQuerySchema } from './common/pagination'

/**
 * Staff requests (staff-app.md "Leave" … "Payment request", "Requests and edits"; decisions.md 4):
 * leave, site inspection or fair attendance, operation attendance, advance payment, expense,
 * credit-card request, payment request and sales invoice request. Every request waits on its type's
 * approval chain; this file is the contract of the forms, the approval queue and the decision link.
 */
export const REQUEST_STATUSES = ['PENDING', 'APPROVED', 'DECLINED'] as const
export type RequestStatus = (typeof REQUEST_STATUSES)[number]
export const requestStatusSchema = z.enum(REQUEST_STATUSES)

/** staff-app.md "Leave": the five leave types, each its own request type (and approval chain). */
export const LEAVE_TYPES = [
  'annual_leave',
  'compassionate_leave',
  'medical_leave',
  'post_event',
  'rest_leave',
] as const
export type LeaveType = (typeof LEAVE_TYPES)[number]
export const LEAVE_REQUEST_TYPES = {
  annual_leave: 'ANNUAL_LEAVE',
  compassionate_leave: 'COMPASSIONATE_LEAVE',
  medical_leave: 'MEDICAL_LEAVE',
  post_event: 'POST_EVENT_LEAVE',
  rest_leave: 'REST_LEAVE',
} as const satisfies Record<LeaveType, RequestType>
/** Compassionate leave is one date-time (a few hours), the others a range of days. */
export const SINGLE_MOMENT_LEAVE: LeaveType = 'compassionate_leave'

export const LOCATION_TYPES = ['on_city', 'off_city'] as const
export type LocationType = (typeof LOCATION_TYPES)[number]
export const TRANSPORTATION_TYPES = ['company_car', 'flight', 'bus', 'train', 'personal_car'] as const
export type TransportationType = (typeof TRANSPORTATION_TYPES)[number]
/** Advance payment rows: cash or the requester's credit card. */
export const PAYMENT_METHODS = ['CASH', 'CC'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]
/** Expense rows: cash, a personal credit card, or one of the company's cards (`company_card_id`). */
export const EXPENSE_PAYMENT_TYPES = ['CASH', 'CC', 'COMPANY_CARD'] as const
export type ExpensePaymentType = (typeof EXPENSE_PAYMENT_TYPES)[number]
export const EXPENSE_ASSIGNEES = ['AGENCY', 'CLIENT'] as const
export type ExpenseAssignee = (typeof EXPENSE_ASSIGNEES)[number]
/** The source of an advance or an expense: the project, or one of the company's expense sources (by id). */
export const PROJECT_SOURCE = 'PROJECT'

/** staff-app.md section 9. */
export const ADVANCE_ITEMS_MAX = 5
export const EXPENSE_ITEMS_MAX = 10
export const SALES_INVOICE_LINES_MAX = 20
export const REQUEST_NOTE_MAX = 200
export const ADVANCE_DESCRIPTION_MAX = 500
export const DECLINE_REASON_MAX = 500
/** A receipt photo: an image or a PDF scan, at most 10 MB. */
export const RECEIPT_MAX_BYTES = 10 * 1024 * 1024
export const RECEIPT_MIME_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/heic',
  'application/pdf',
] as const

/** The write endpoints per form: POST creates (or resubmits a declined one), PUT /{id} edits a pending one. */
export const REQUEST_FORM_PATHS = {
  leave: '/leaves',
  inspection: '/inspections',
  operation: '/operations',
  advance_payment: '/accounting/advance-payments',
  expense: '/accounting/expenses',
  cc_request: '/accounting/cc-requests',
  payment_request: '/accounting/payment-requests',
  sales_invoice_request: '/accounting/sales-invoice-requests',
} as const
export type RequestForm = keyof typeof REQUEST_FORM_PATHS
export const REQUEST_FORMS = Object.keys(REQUEST_FORM_PATHS) as RequestForm[]

/** The form of each request type (the five leave types share the leave form). */
export const FORM_OF_REQUEST_TYPE = {
  ANNUAL_LEAVE: 'leave',
  COMPASSIONATE_LEAVE: 'leave',
  MEDICAL_LEAVE: 'leave',
  POST_EVENT_LEAVE: 'leave',
  REST_LEAVE: 'leave',
  OPERATION: 'operation',
  INSPECTION: 'inspection',
  EXPENSE: 'expense',
  ADVANCE_PAYMENT: 'advance_payment',
  PAYMENT_REQUEST: 'payment_request',
  CC_REQUEST: 'cc_request',
  SALES_INVOICE_REQUEST: 'sales_invoice_request',
} as const satisfies Record<RequestType, RequestForm>

/** An ISO 8601 moment with its offset. */
const moment = () => isoMoment()
/** An amount above zero within the bounds of common/decimal-fields.ts. */
const amount = () => positiveDecimal()
/** `PROJECT`, or an expense source id. */
const sourceField = () => z.union([z.literal(PROJECT_SOURCE), idField()])
const note = () => optionalMultilineText(REQUEST_NOTE_MAX)

/**
 * Every form may say which declined request it replaces: that is how a declined request is "edited"
 * (a new request linked to the old one, decisions.md 4). Only on POST.
 */
const replaces = { replaces_id: idField().nullish() }

// ---- Leave -------------------------------------------------------------------------------------
const leaveFields = z.strictObject({
  leave_type: z.enum(LEAVE_TYPES),
  starts_at: moment(),
  /** Required for a range; absent (null) for compassionate leave. */
  ends_at: moment().nullish(),
  note: note(),
})
export const leaveInputSchema = leaveFields.extend(replaces)
export type LeaveInput = z.infer<typeof leaveInputSchema>
export const updateLeaveInputSchema = leaveFields
export const leaveDetailsSchema = z.object({ leave_type: z.enum(LEAVE_TYPES) })

// ---- Inspection (site inspection or fair attendance) -------------------------------------------
const inspectionFields = z.strictObject({
  location_type: z.enum(LOCATION_TYPES),
  location: requiredText(255),
  starts_at: isoDate(),
  ends_at: isoDate(),
  transportation_type: z.enum(TRANSPORTATION_TYPES),
  /** Only off city; an on-city inspection drops it. */
  hotel_name: optionalText(255),
  note: note(),
})
export const inspectionInputSchema = inspectionFields.extend(replaces)
export type InspectionInput = z.infer<typeof inspectionInputSchema>
export const updateInspectionInputSchema = inspectionFields
export const inspectionDetailsSchema = z.object({
  location_type: z.enum(LOCATION_TYPES),
  location: z.string(),
  transportation_type: z.enum(TRANSPORTATION_TYPES),
  hotel_name: z.string().nullable(),
  /** Off-city inspections wait on the INSPECTION chain; on-city ones are approved on submission. */
  needs_approve: z.boolean(),
})

// ---- Operation attendance ----------------------------------------------------------------------
const operationFields = z.strictObject({
  project_id: idField(),
  starts_at: moment(),
  ends_at: moment(),
  transportation_type: z.enum(TRANSPORTATION_TYPES),
  hotel_name: optionalText(255),
  note: note(),
  /** The colleagues attending with the requester (user ids of the company). */
  responsibles: z.array(idField()).max(50).default([]),
})
export const operationInputSchema = operationFields.extend(replaces)
export type OperationInput = z.infer<typeof operationInputSchema>
export const updateOperationInputSchema = operationFields
export const operationDetailsSchema = z.object({
  transportation_type: z.enum(TRANSPORTATION_TYPES),
  hotel_name: z.string().nullable(),
  responsibles: z.array(z.object({ id: z.number().int(), full_name: z.string() })),
})

// ---- Advance payment ---------------------------------------------------------------------------
export const advanceItemInputSchema = z.strictObject({
  description: requiredText(255),
  amount: amount(),
  payment_method: z.enum(PAYMENT_METHODS),
})
const advanceFields = z.strictObject({
  source: sourceField(),
  /** Required when `source` is PROJECT; another source clears it. */
  project_id: idField().nullish(),
  requested_date: isoDate(),
  currency: currencyCode(),
  description: optionalMultilineText(ADVANCE_DESCRIPTION_MAX),
  /** Any incomplete row answers "Harcama Listesi alanlarındaki bilgileri doldurunuz" under `items`. */
  items: z.array(z.unknown()).min(1).max(ADVANCE_ITEMS_MAX),
})
export const advancePaymentInputSchema = advanceFields.extend(replaces)
export type AdvancePaymentInput = Omit<z.infer<typeof advancePaymentInputSchema>, 'items'> & {
  items: z.infer<typeof advanceItemInputSchema>[]
}
export const updateAdvancePaymentInputSchema = advanceFields
export const ADVANCE_ITEMS_MESSAGE_KEY = 'advance_items_incomplete'

// ---- Expense -----------------------------------------------------------------------------------
export const expenseItemInputSchema = z.strictObject({
  assign_to: z.enum(EXPENSE_ASSIGNEES),
  expense_date: isoDate(),
  description: requiredText(255),
  /** The total with VAT. */
  amount: amount(),
  /** A fraction ('0.2' is 20 %); 0 is allowed. */
  vat_rate: rateString(),
  payment_type: z.enum(EXPENSE_PAYMENT_TYPES),
  /** Required for COMPANY_CARD: one of the company's credit cards. */
  company_card_id: idField().nullish(),
  receipt_no: optionalText(64),
  /** A photo uploaded beforehand with POST /accounting/expenses/receipts. */
  receipt_file_id: idField().nullish(),
})
const expenseFields = z.strictObject({
  expense_source: sourceField(),
  project_id: idField().nullish(),
  currency: currencyCode(),
  note: note(),
  /** Any incomplete row answers "Masraf birimleri alanlarındaki bilgileri doldurunuz" under `items`. */
  items: z.array(z.unknown()).min(1).max(EXPENSE_ITEMS_MAX),
})
export const expenseInputSchema = expenseFields.extend(replaces)
export type ExpenseInput = Omit<z.infer<typeof expenseInputSchema>, 'items'> & {
  items: z.infer<typeof expenseItemInputSchema>[]
}
export const updateExpenseInputSchema = expenseFields
export const EXPENSE_ITEMS_MESSAGE_KEY = 'expense_items_incomplete'

// ---- Credit-card request -----------------------------------------------------------------------
const ccRequestFields = z.strictObject({
  project_id: idField(),
  supplier_id: idField(),
  payment_date: isoDate(),
  currency: currencyCode(),
  amount: amount(),
  note: note(),
})
export const ccRequestInputSchema = ccRequestFields.extend(replaces)
export type CcRequestInput = z.infer<typeof ccRequestInputSchema>
export const updateCcRequestInputSchema = ccRequestFields

// ---- Payment request ---------------------------------------------------------------------------
const paymentRequestFields = z.strictObject({
  project_id: idField(),
  supplier_id: idField(),
  bank_name: requiredText(255),
  /** An IBAN, checked by its checksum and its country's length; stored in electronic form. */
  bank_account_no: ibanText().pipe(z.string({ message: 'required' })),
  payment_date: isoDate(),
  description: requiredMultilineText(500),
  currency: currencyCode(),
  amount: amount(),
  note: requiredMultilineText(REQUEST_NOTE_MAX),
})
export const paymentRequestInputSchema = paymentRequestFields.extend(replaces)
export type PaymentRequestInput = z.infer<typeof paymentRequestInputSchema>
export const updatePaymentRequestInputSchema = paymentRequestFields
export const paymentRequestDetailsSchema = z.object({
  bank_name: z.string(),
  bank_account_no: z.string(),
  description: z.string(),
})

// ---- Sales invoice request ---------------------------------------------------------------------
export const invoiceLineInputSchema = z.strictObject({
  description: requiredText(255),
  quantity: positiveDecimal(QUANTITY_MAX),
  unit_price: unitPriceDecimal(),
  vat_rate: rateString(),
})
export type InvoiceLineInput = z.infer<typeof invoiceLineInputSchema>
const salesInvoiceRequestFields = z.strictObject({
  project_id: idField(),
  /** The client billed; the project's client when absent. */
  client_id: idField().nullish(),
  invoice_date: isoDate(),
  due_date: isoDate().nullish(),
  currency: currencyCode(),
  lines: z.array(invoiceLineInputSchema).min(1).max(SALES_INVOICE_LINES_MAX),
  note: note(),
})
export const salesInvoiceRequestInputSchema = salesInvoiceRequestFields.extend(replaces)
export type SalesInvoiceRequestInput = z.infer<typeof salesInvoiceRequestInputSchema>
export const updateSalesInvoiceRequestInputSchema = salesInvoiceRequestFields
export const salesInvoiceRequestDetailsSchema = z.object({ due_date: z.string().nullable() })

/** What each form's POST body is. */
export const REQUEST_INPUT_SCHEMAS = {
  leave: leaveInputSchema,
  inspection: inspectionInputSchema,
  operation: operationInputSchema,
  advance_payment: advancePaymentInputSchema,
  expense: expenseInputSchema,
  cc_request: ccRequestInputSchema,
  payment_request: paymentRequestInputSchema,
  sales_invoice_request: salesInvoiceRequestInputSchema,
} as const
export const REQUEST_UPDATE_SCHEMAS = {
  leave: updateLeaveInputSchema,
  inspection: updateInspectionInputSchema,
  operation: updateOperationInputSchema,
  advance_payment: updateAdvancePaymentInputSchema,
  expense: updateExpenseInputSchema,
  cc_request: updateCcRequestInputSchema,
  payment_request: updatePaymentRequestInputSchema,
  sales_invoice_request: updateSalesInvoiceRequestInputSchema,
} as const

// ---- Answers -----------------------------------------------------------------------------------
const personSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  profile_picture_full: z.string().nullable(),
})
const refSchema = z.object({ id: z.number().int(), code: z.string(), name: z.string() })

/** A row of an advance, an expense or a sales invoice request, as stored. */
export const requestItemSchema = z.object({
  id: z.number().int(),
  description: z.string(),
  /** The row's total (with VAT for expenses and invoice lines). */
  amount: z.string(),
  payment_method: z.enum(PAYMENT_METHODS).nullable(),
  assign_to: z.enum(EXPENSE_ASSIGNEES).nullable(),
  expense_date: z.string().nullable(),
  vat_rate: z.string().nullable(),
  payment_type: z.enum(EXPENSE_PAYMENT_TYPES).nullable(),
  company_card: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  receipt_no: z.string().nullable(),
  receipt: z.object({ id: z.number().int(), name: z.string(), url: z.string() }).nullable(),
  quantity: z.string().nullable(),
  unit_price: z.string().nullable(),
})
export type RequestItem = z.infer<typeof requestItemSchema>

/** A step of the request's chain as resolved when it was submitted, and its decision. */
export const requestStepSchema = z.object({
  step_no: z.number().int(),
  approvers: z.array(personSchema),
  decision: z.enum(['APPROVED', 'DECLINED']).nullable(),
  decided_by: personSchema.nullable(),
  decided_at: z.string().nullable(),
  reason: z.string().nullable(),
})
export type RequestStep = z.infer<typeof requestStepSchema>

export const REQUEST_HISTORY_EVENTS = [
  'SUBMITTED',
  'RESUBMITTED',
  'EDITED',
  'APPROVED',
  'DECLINED',
  'COMPLETED',
] as const
export type RequestHistoryEvent = (typeof REQUEST_HISTORY_EVENTS)[number]
export const requestHistoryEntrySchema = z.object({
  event: z.enum(REQUEST_HISTORY_EVENTS),
  user: personSchema.nullable(),
  step_no: z.number().int().nullable(),
  reason: z.string().nullable(),
  /** Decided from the e-mail link rather than in the app. */
  via_link: z.boolean(),
  at: z.string(),
})
export type RequestHistoryEntry = z.infer<typeof requestHistoryEntrySchema>

/** A request in a list: the queue, my requests, the accounting lists of request kinds. */
export const requestSummarySchema = z.object({
  id: z.number().int(),
  request_type: requestTypeSchema,
  form: z.enum(REQUEST_FORMS as [RequestForm, ...RequestForm[]]),
  status: requestStatusSchema,
  requester: personSchema,
  project: refSchema.nullable(),
  supplier: refSchema.nullable(),
  client: refSchema.nullable(),
  /** The expense source other than the project, when one was chosen. */
  source: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  currency: z.string().nullable(),
  /** The request's total, a decimal string (items summed; with VAT where rows carry VAT). */
  amount: z.string().nullable(),
  /** The day the request is about: requested or payment date, invoice date, first expense date. */
  request_date: z.string().nullable(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  note: z.string().nullable(),
  /** The declined request this one resubmits, and the request that resubmitted this one. */
  replaces_id: z.number().int().nullable(),
  replaced_by_id: z.number().int().nullable(),
  /** The step waiting for a decision (1-based), null once decided. */
  current_step: z.number().int().nullable(),
  step_count: z.number().int(),
  waiting_for: z.array(personSchema),
  declined_reason: z.string().nullable(),
  decided_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** For the viewer: may edit in place (PUT), may resubmit (POST with replaces_id), may decide now. */
  can_edit: z.boolean(),
  can_resubmit: z.boolean(),
  can_decide: z.boolean(),
})
export type RequestSummary = z.infer<typeof requestSummarySchema>

/** The type's own fields (the union of the detail shapes above; which keys are set follows `form`). */
export const requestDetailsSchema = z.object({
  leave_type: z.enum(LEAVE_TYPES).optional(),
  location_type: z.enum(LOCATION_TYPES).optional(),
  location: z.string().optional(),
  transportation_type: z.enum(TRANSPORTATION_TYPES).optional(),
  hotel_name: z.string().nullable().optional(),
  needs_approve: z.boolean().optional(),
  responsibles: z.array(z.object({ id: z.number().int(), full_name: z.string() })).optional(),
  description: z.string().nullable().optional(),
  bank_name: z.string().optional(),
  bank_account_no: z.string().optional(),
  due_date: z.string().nullable().optional(),
})
export type RequestDetails = z.infer<typeof requestDetailsSchema>

/** Another pending or approved leave of the same person that shares a day with this one. */
export const leaveOverlapSchema = z.object({
  id: z.number().int(),
  request_type: requestTypeSchema,
  status: requestStatusSchema,
  starts_at: z.string(),
  ends_at: z.string().nullable(),
})
/**
 * A leave's figures (decisions/0024): its working days (weekends and Turkish public holidays left out,
 * half days for eves, in the company's time zone) and the requester's annual allowance of the leave's
 * first year. `remaining_days` is before this leave: allowance less the approved and pending annual
 * leave days of that year, this request left out. Overlaps warn; they do not refuse.
 */
export const leaveFiguresSchema = z.object({
  /** Null for a compassionate leave (hours on one day). */
  working_days: z.number().nullable(),
  year: z.number().int(),
  annual_allowance: z.number(),
  used_days: z.number(),
  pending_days: z.number(),
  remaining_days: z.number(),
  /** Whether this leave is taken from the annual allowance (annual leave only). */
  from_allowance: z.boolean(),
  overlaps: z.array(leaveOverlapSchema),
})
export type LeaveFigures = z.infer<typeof leaveFiguresSchema>
/** GET /leaves/figures: the figures of a leave before it is submitted (the form shows them). */
export const leaveFiguresQuerySchema = z.object({
  leave_type: z.enum(LEAVE_TYPES),
  starts_at: moment(),
  ends_at: moment().optional(),
  /** The caller's own request being edited: left out of the sums and the overlaps. */
  request_id: idParam.optional(),
  locale: z.string().max(10).optional(),
})
export type LeaveFiguresQuery = z.infer<typeof leaveFiguresQuerySchema>
export const leaveFiguresResponseSchema = z.object({ data: leaveFiguresSchema })

export const requestDetailSchema = requestSummarySchema.extend({
  details: requestDetailsSchema,
  /** A leave's day count, allowance and overlaps; absent for other forms. */
  leave_figures: leaveFiguresSchema.nullable().optional(),
  items: z.array(requestItemSchema),
  steps: z.array(requestStepSchema),
  history: z.array(requestHistoryEntrySchema),
})
export type RequestDetail = z.infer<typeof requestDetailSchema>
export const requestWriteResponseSchema = z.object({ message: z.string(), data: requestDetailSchema })
export type RequestWriteResponse = z.infer<typeof requestWriteResponseSchema>
export const requestDetailResponseSchema = z.object({ data: requestDetailSchema })

export const requestIdParam = z.object({ id: idParam })

// ---- The approval queue: GET /approvals --------------------------------------------------------
/** mine: requests I filed; waiting: waiting for my decision now; decided: the ones I decided. */
export const APPROVAL_TABS = ['mine', 'waiting', 'decided'] as const
export type ApprovalTab = (typeof APPROVAL_TABS)[number]
export const approvalsQuerySchema = paginationQuerySchema.extend({
  tab: z.enum(APPROVAL_TABS).default('waiting'),
  /** Newest first unless asked otherwise. */
  sort_order: z.enum(['asc', 'desc']).default('desc'),
  status: requestStatusSchema.optional(),
  request_type: requestTypeSchema.optional(),
  /** A day range on `created_at` (inclusive). */
  date_from: isoDate().optional(),
  date_to: isoDate().optional(),
  locale: z.string().max(10).optional(),
})
export type ApprovalsQuery = z.infer<typeof approvalsQuerySchema>
export const approvalsPageSchema = paginatedSchema(requestSummarySchema).extend({
  /** How many wait for the viewer now, whatever the tab (the tab's badge). */
  waiting_count: z.number().int(),
})
export type ApprovalsPage = z.infer<typeof approvalsPageSchema>

/** POST /approvals/{id}/decline: the reason is required. */
export const declineInputSchema = z.strictObject({ reason: requiredMultilineText(DECLINE_REASON_MAX) })
export const decisionResponseSchema = requestWriteResponseSchema

// ---- The e-mail decision link: /approval-decision/{id}/{person}/{type}?token= -------------------
/** `person` is the approver's user code, `type` the request type; the token is single use. */
export const decisionLinkParams = z.object({
  id: idParam,
  person: z.string().trim().min(1).max(64),
  type: requestTypeSchema,
})
export const decisionLinkQuery = z.object({
  token: z.string().trim().min(1).max(200),
  locale: z.string().max(10).optional(),
})
/** valid: may decide; used: this link already decided; expired; decided: someone else decided the step. */
export const DECISION_LINK_STATES = ['valid', 'used', 'expired', 'decided', 'invalid'] as const
export type DecisionLinkState = (typeof DECISION_LINK_STATES)[number]
/** How long a decision link in an e-mail stays valid. */
export const DECISION_LINK_TTL_HOURS = 72
export const decisionLinkViewSchema = z.object({
  state: z.enum(DECISION_LINK_STATES),
  /** The request as the approver needs it to decide; null for an invalid link. */
  request: requestDetailSchema.nullable(),
  approver: z.object({ full_name: z.string() }).nullable(),
  company: z.object({ name: z.string(), square_logo: z.string().nullable() }).nullable(),
  expires_at: z.string().nullable(),
})
export type DecisionLinkView = z.infer<typeof decisionLinkViewSchema>
export const decisionLinkInputSchema = z.strictObject({
  token: z.string().trim().min(1).max(200),
  decision: z.enum(['APPROVED', 'DECLINED']),
  /** Required when declining. */
  reason: optionalMultilineText(DECLINE_REASON_MAX),
})
export const decisionLinkResponseSchema = z.object({
  message: z.string(),
  state: z.enum(DECISION_LINK_STATES),
})

// ---- Receipts ----------------------------------------------------------------------------------
/** POST /accounting/expenses/receipts (multipart `file`): the photo an expense row points to. */
export const receiptSchema = z.object({ id: z.number().int(), name: z.string(), url: z.string() })
export const receiptResponseSchema = z.object({ data: receiptSchema })
