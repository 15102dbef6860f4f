import { z } from 'zod'
import { currencyCode } from './common/crm-fields'
import {
  EXCHANGE_RATE_MAX,
  nonNegativeDecimal,
  quantityDecimal,
  rateString,
  signedDecimal,
  UNIT_PRICE_MAX,
} from './common/decimal-fields'
import { idField, idParam, optionalMultilineText, optionalText, requiredText } from './common/fields'
import { FEE_TYPES } from './event-companies.contract'

/**
 * Budgets of a project (staff-app.md "Budget", "Product types", the budget routes; admin-area.md
 * "Budget definitions"; decisions.md section 3; docs/decisions/0015-budgets.md).
 *
 * Money travels as decimal strings; percentages as fractions ('0.1' is 10 %). Totals are computed by
 * `budget-calc.ts`, on the server for what it answers and exports, in the editor as the user types.
 */

/** staff-app.md "Product types (in budgets and forms)". */
export const PRODUCT_TYPES = [
  'ACC',
  'REG',
  'COMP',
  'TRANSFER',
  'COURSE',
  'COURSEACC',
  'EVENT',
  'TOUR',
  'TOURACC',
  'ACDIF',
  'SPNS',
  'SPST',
  'PACKAGE',
] as const
export type ProductType = (typeof PRODUCT_TYPES)[number]

/** What `quantity` counts and what `unit_count` counts (people × nights, rooms × nights, ...). */
export const QUANTITY_UNITS = ['PEOPLE', 'ROOMS', 'PIECES'] as const
export const COUNT_UNITS = ['NIGHTS', 'DAYS', 'TIMES'] as const

export const BUDGET_DEFAULT_CURRENCY = 'TRY'
export const BUDGET_NAME_MAX = 150
export const BUDGET_ITEM_NAME_MAX = 255
export const BUDGET_NOTES_MAX = 1000
export const BUDGET_COMMENT_MAX = 1000
/** Rows one paste may add; a budget itself has no limit (the benchmark's has 2,000 items). */
export const BUDGET_PASTE_ROWS_MAX = 500
export const BUDGET_SUPPLIERS_MAX = 10
export const BUDGET_CURRENCIES_MAX = 10

export const REVIEW_STATUSES = ['NONE', 'PENDING', 'APPROVED', 'CHANGES_REQUESTED'] as const
export type ReviewStatus = (typeof REVIEW_STATUSES)[number]
export const REVIEW_DECISIONS = ['APPROVED', 'CHANGES_REQUESTED'] as const

export const BUDGET_SOURCES = ['EMPTY', 'TEMPLATE', 'COPY'] as const
export const TEMPLATE_KINDS = ['BUDGET', 'CATEGORY'] as const

/** A line's price (a discount may be negative) and its counts, bounded as common/decimal-fields.ts says. */
const money = () => signedDecimal(UNIT_PRICE_MAX)
const positiveCount = () => quantityDecimal()

// ---------------------------------------------------------------- params
export const projectBudgetsParams = z.object({ code: z.string().min(1).max(64) })
export const budgetParams = z.object({ code: z.string().min(1).max(64) })
export const budgetCategoryParams = budgetParams.extend({ id: idParam })
export const budgetItemParams = budgetParams.extend({ id: idParam })
export const clientReviewParams = z.object({ code: z.string().min(1).max(64) })
export const clientReviewItemParams = clientReviewParams.extend({ id: idParam })

// ---------------------------------------------------------------- reads
export const budgetTaxSchema = z.object({
  name: z.string(),
  price_type: z.enum(FEE_TYPES),
  currency_code: z.string().nullable(),
  /** A fraction for PERCENTAGE rows, an amount in `currency_code` for FIXED rows. */
  price: z.string(),
  vat_rate: z.string(),
})
export type BudgetTax = z.infer<typeof budgetTaxSchema>

export const budgetServiceFeeSchema = z.object({
  type: z.enum(FEE_TYPES),
  /** A fraction for PERCENTAGE, an amount in `currency` for FIXED. */
  amount: z.string(),
  currency: z.string(),
})
export type BudgetServiceFee = z.infer<typeof budgetServiceFeeSchema>

export const budgetLineSchema = z.object({
  id: z.number().int(),
  budget_category_id: z.number().int(),
  /** The definition item it was made from, if any. */
  item_id: z.number().int().nullable(),
  name: z.string(),
  name_en: z.string().nullable(),
  product_type: z.enum(PRODUCT_TYPES).nullable(),
  quantity: z.string(),
  quantity_unit: z.enum(QUANTITY_UNITS),
  unit_count: z.string(),
  count_unit: z.enum(COUNT_UNITS),
  suppliers: z.array(z.object({ id: z.number().int(), name: z.string() })),
  price_buy: z.string(),
  currency_buy: z.string(),
  price_sell: z.string(),
  currency_sell: z.string(),
  /** Items sharing a non-null `alt_group` in one category are alternatives; only the default counts. */
  alt_group: z.string().nullable(),
  is_default: z.boolean(),
  sort_order: z.number().int(),
  notes: z.string().nullable(),
  /** The client's pick among the alternatives of its group, and their comment (client review). */
  client_selected: z.boolean(),
  client_comment: z.string().nullable(),
  /** Optimistic concurrency: a write names the version it changes; a stale one answers 409. */
  version: z.number().int(),
  updated_at: z.string(),
  /** Computed by budget-calc, in the budget currency. */
  total_buy: z.string(),
  total_sell: z.string(),
  taxes: z.string(),
  profit: z.string(),
  counted: z.boolean(),
})
export type BudgetLine = z.infer<typeof budgetLineSchema>

export const budgetCategoryBlockSchema = z.object({
  id: z.number().int(),
  /** The definition category it was made from. */
  category_id: z.number().int().nullable(),
  name: z.string(),
  name_en: z.string().nullable(),
  sort_order: z.number().int(),
  info: z.object({ name: z.string(), vat_rate: z.string(), taxes: z.array(budgetTaxSchema) }),
  items: z.array(budgetLineSchema),
  total_buy: z.string(),
  total_sell: z.string(),
})
export type BudgetCategoryBlock = z.infer<typeof budgetCategoryBlockSchema>

export const budgetTotalsSchema = z.object({
  total_buy: z.string(),
  total_sell: z.string(),
  taxes: z.string(),
  service_fee: z.string(),
  total_sell_with_service_fee: z.string(),
  /** What the client pays before VAT: the sell total with service fee plus the category taxes. */
  total_with_taxes: z.string(),
  profit: z.string(),
  vat: z.string(),
  missing_rates: z.array(z.string()),
})
export type BudgetTotalsResponse = z.infer<typeof budgetTotalsSchema>

export const budgetReviewSchema = z.object({
  status: z.enum(REVIEW_STATUSES),
  /** The public link's code while shared; null when never shared or revoked. */
  code: z.string().nullable(),
  comment: z.string().nullable(),
  decided_at: z.string().nullable(),
  shared_at: z.string().nullable(),
})

export const budgetSummarySchema = z.object({
  code: z.string(),
  name: z.string(),
  currency: z.string(),
  total_buy: z.string(),
  total_sell_with_service_fee: z.string(),
  current_profit_ratio: z.string(),
  items_count: z.number().int(),
  review_status: z.enum(REVIEW_STATUSES),
  /**
   * The project's main budget, whose amounts count in reports: the one marked main, else the project's
   * first (event-side.md section 5). Only the staff's project list says which; false elsewhere.
   */
  is_main: z.boolean(),
  created_by: z.object({ id: z.number().int(), full_name: z.string() }).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type BudgetSummary = z.infer<typeof budgetSummarySchema>
export const projectBudgetsResponseSchema = z.array(budgetSummarySchema)

export const budgetDetailSchema = z.object({
  code: z.string(),
  name: z.string(),
  currency: z.string(),
  currencies: z.array(z.string()),
  /** Units of the budget currency one unit of each other currency is worth (the snapshot). */
  rates: z.record(z.string(), z.string()),
  rates_date: z.string().nullable(),
  service_fee: budgetServiceFeeSchema.nullable(),
  /** The company's VAT rate on the service fee (a fraction). */
  service_fee_vat_rate: z.string(),
  version: z.number().int(),
  project: z.object({ code: z.string(), name: z.string(), client_name: z.string().nullable() }),
  categories: z.array(budgetCategoryBlockSchema),
  total: budgetTotalsSchema,
  current_profit_ratio: z.string(),
  review: budgetReviewSchema,
  /** Whether the caller may change it (the project's edit right). */
  can_edit: z.boolean(),
  updated_at: z.string(),
})
export type BudgetDetail = z.infer<typeof budgetDetailSchema>

// ---------------------------------------------------------------- writes
export const createBudgetInputSchema = z
  .strictObject({
    name: requiredText(BUDGET_NAME_MAX),
    currency: currencyCode().default(BUDGET_DEFAULT_CURRENCY),
    currencies: z.array(currencyCode()).max(BUDGET_CURRENCIES_MAX).default([]),
    source: z.enum(BUDGET_SOURCES).default('EMPTY'),
    /** With source TEMPLATE: a BUDGET template of the company. */
    template_id: idField().nullish(),
    /** With source COPY: another budget of the company the caller sees. */
    copy_from: z.string().min(1).max(64).nullish(),
  })
  .superRefine((input, context) => {
    if (input.source === 'TEMPLATE' && !input.template_id)
      context.addIssue({ code: 'invalid_type', expected: 'number', input: undefined, path: ['template_id'] })
    if (input.source === 'COPY' && !input.copy_from)
      context.addIssue({ code: 'invalid_type', expected: 'string', input: undefined, path: ['copy_from'] })
  })
export type CreateBudgetInput = z.input<typeof createBudgetInputSchema>

export const updateBudgetInputSchema = z.strictObject({
  name: requiredText(BUDGET_NAME_MAX),
  currency: currencyCode(),
  currencies: z.array(currencyCode()).max(BUDGET_CURRENCIES_MAX),
  service_fee: z
    .strictObject({ type: z.enum(FEE_TYPES), amount: nonNegativeDecimal(), currency: currencyCode() })
    .nullable(),
})
export type UpdateBudgetInput = z.infer<typeof updateBudgetInputSchema>

export const budgetRatesInputSchema = z.strictObject({
  rates: z.record(currencyCode(), nonNegativeDecimal(EXCHANGE_RATE_MAX)),
})

export const budgetCategoryInputSchema = z
  .strictObject({
    /** A definition category (its name, VAT rate and tax rows are copied), or a name of its own. */
    category_id: idField().nullish(),
    /** A CATEGORY template: adds its category with its items. */
    template_id: idField().nullish(),
    name: optionalText(BUDGET_NAME_MAX),
    name_en: optionalText(BUDGET_NAME_MAX),
    vat_rate: rateString().nullish(),
  })
  .superRefine((input, context) => {
    if (!input.category_id && !input.template_id && !input.name)
      context.addIssue({ code: 'invalid_type', expected: 'string', input: undefined, path: ['name'] })
  })
export type BudgetCategoryInput = z.input<typeof budgetCategoryInputSchema>

/** A line's fields without defaults: an edit changes only the fields it sends. */
const budgetLineFields = {
  item_id: idField().nullish(),
  name: requiredText(BUDGET_ITEM_NAME_MAX),
  name_en: optionalText(BUDGET_ITEM_NAME_MAX),
  product_type: z.enum(PRODUCT_TYPES).nullish(),
  quantity: positiveCount(),
  quantity_unit: z.enum(QUANTITY_UNITS),
  unit_count: positiveCount(),
  count_unit: z.enum(COUNT_UNITS),
  supplier_ids: z.array(idField()).max(BUDGET_SUPPLIERS_MAX),
  price_buy: money(),
  currency_buy: currencyCode(),
  price_sell: money(),
  currency_sell: currencyCode(),
  alt_group: z.string().trim().max(40).nullish(),
  is_default: z.boolean(),
  notes: optionalMultilineText(BUDGET_NOTES_MAX),
}

export const budgetLineInputSchema = z.strictObject({
  ...budgetLineFields,
  quantity: budgetLineFields.quantity.default('1'),
  quantity_unit: budgetLineFields.quantity_unit.default('PEOPLE'),
  unit_count: budgetLineFields.unit_count.default('1'),
  count_unit: budgetLineFields.count_unit.default('TIMES'),
  supplier_ids: budgetLineFields.supplier_ids.default([]),
  price_buy: budgetLineFields.price_buy.default('0'),
  currency_buy: budgetLineFields.currency_buy.default(BUDGET_DEFAULT_CURRENCY),
  price_sell: budgetLineFields.price_sell.default('0'),
  currency_sell: budgetLineFields.currency_sell.default(BUDGET_DEFAULT_CURRENCY),
  is_default: budgetLineFields.is_default.default(true),
})
export type BudgetLineInput = z.input<typeof budgetLineInputSchema>

/** POST /budget/{code}/items: one row or a pasted block, added at the end of the category or after a row. */
export const addBudgetLinesInputSchema = z.strictObject({
  budget_category_id: idField(),
  after_id: idField().nullish(),
  items: z.array(budgetLineInputSchema).min(1).max(BUDGET_PASTE_ROWS_MAX),
})

/**
 * PUT /budget/{code}/items/{id}: the fields that change, and the version they change. Built from the
 * fields without defaults: a field left out stays as it is (a default would overwrite it).
 */
export const updateBudgetLineInputSchema = z
  .strictObject(budgetLineFields)
  .partial()
  .extend({ version: z.number().int().nonnegative() })
  .strict()
export type UpdateBudgetLineInput = z.input<typeof updateBudgetLineInputSchema>

/** PUT /budget/{code}/order: every category in order with its items in order (items may change category). */
export const budgetOrderInputSchema = z.strictObject({
  categories: z.array(z.strictObject({ id: idField(), items: z.array(idField()).max(5000) })).max(200),
})

export const saveTemplateInputSchema = z.strictObject({ name: requiredText(BUDGET_NAME_MAX) })

export const budgetWriteResponseSchema = z.object({ message: z.string(), data: budgetDetailSchema })
export const budgetCreatedResponseSchema = z.object({ message: z.string(), code: z.string() })
export const budgetLinesWriteResponseSchema = z.object({
  message: z.string(),
  data: z.array(budgetLineSchema),
  version: z.number().int(),
})
/** 409 on a stale item write: the row as it is now, so the editor can show it. */
export const budgetLineConflictSchema = z.object({ message: z.string(), data: budgetLineSchema })

// ---------------------------------------------------------------- templates (admin generic table)
export const budgetTemplateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(TEMPLATE_KINDS),
  categories_count: z.number().int(),
  items_count: z.number().int(),
  created_at: z.string(),
})
export type BudgetTemplate = z.infer<typeof budgetTemplateSchema>
export const budgetTemplateInputSchema = z.strictObject({ name: requiredText(BUDGET_NAME_MAX) })

// ---------------------------------------------------------------- export
export const BUDGET_EXPORT_FORMATS = ['xlsx', 'pdf'] as const
export const BUDGET_EXPORT_AUDIENCES = ['internal', 'client'] as const
export const budgetExportQuerySchema = z.object({
  format: z.enum(BUDGET_EXPORT_FORMATS).default('xlsx'),
  /** The client export never shows buy prices or suppliers. */
  audience: z.enum(BUDGET_EXPORT_AUDIENCES).default('client'),
  lang: z.enum(['tr', 'en']).default('tr'),
  locale: z.string().max(10).optional(),
})

// ---------------------------------------------------------------- client review (public)
export const budgetReviewShareResponseSchema = z.object({
  message: z.string(),
  code: z.string(),
  url: z.string(),
})

export const clientReviewLineSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  name_en: z.string().nullable(),
  product_type: z.enum(PRODUCT_TYPES).nullable(),
  quantity: z.string(),
  quantity_unit: z.enum(QUANTITY_UNITS),
  unit_count: z.string(),
  count_unit: z.enum(COUNT_UNITS),
  price_sell: z.string(),
  currency_sell: z.string(),
  total_sell: z.string(),
  alt_group: z.string().nullable(),
  is_default: z.boolean(),
  client_selected: z.boolean(),
  client_comment: z.string().nullable(),
})
export const clientReviewSchema = z.object({
  company: z.object({
    name: z.string(),
    logo_url: z.string().nullable(),
    main_color: z.string().nullable(),
    secondary_color: z.string().nullable(),
    footer_note: z.string().nullable(),
    /** The note in English, where the company wrote one: an English reader sees it instead. */
    footer_note_en: z.string().nullable(),
  }),
  project: z.object({ name: z.string() }),
  budget: z.object({
    name: z.string(),
    currency: z.string(),
    categories: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        name_en: z.string().nullable(),
        items: z.array(clientReviewLineSchema),
        total_sell: z.string(),
      }),
    ),
    /** Sell side only, with the client's picks counted in place of the defaults. */
    total_sell: z.string(),
    service_fee: z.string(),
    total_sell_with_service_fee: z.string(),
    /** The category taxes (an accommodation tax, say): passed on to the client, on their own line. */
    taxes: z.string(),
    /** What the client pays before VAT: the sell total with service fee plus the taxes. */
    total_with_taxes: z.string(),
    vat: z.string(),
  }),
  review: z.object({
    status: z.enum(REVIEW_STATUSES),
    comment: z.string().nullable(),
    decided_at: z.string().nullable(),
  }),
})
export type ClientReview = z.infer<typeof clientReviewSchema>

export const clientReviewChoiceInputSchema = z.strictObject({ item_id: idField() })
export const clientReviewCommentInputSchema = z.strictObject({
  comment: optionalMultilineText(BUDGET_COMMENT_MAX),
})
export const clientReviewDecisionInputSchema = z
  .strictObject({
    decision: z.enum(REVIEW_DECISIONS),
    comment: optionalMultilineText(BUDGET_COMMENT_MAX),
  })
  .superRefine((input, context) => {
    if (input.decision === 'CHANGES_REQUESTED' && !input.comment)
      context.addIssue({ code: 'invalid_type', expected: 'string', input: undefined, path: ['comment'] })
  })
export const clientReviewWriteResponseSchema = z.object({ message: z.string(), data: clientReviewSchema })

// ---------------------------------------------------------------- realtime
/** Published to the company after every budget write; an editor open on `code` reloads if `version` is newer. */
export const BUDGET_CHANGED_EVENT_TYPE = 'budgets/changed'
export const budgetChangedContentSchema = z.object({
  code: z.string(),
  version: z.number().int(),
  by_user_id: z.number().int(),
})
