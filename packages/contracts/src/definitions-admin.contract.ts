import { z } from 'zod'
import { budgetTemplateInputSchema, budgetTemplateSchema } from './budgets.contract'
import { currencyCode } from './common/crm-fields'
import { nonNegativeDecimal, rateString, UNIT_PRICE_MAX } from './common/decimal-fields'
import { flagField, idField, optionalText, requiredText } from './common/fields'
import {
  budgetCategorySchema,
  budgetGroupSchema,
  budgetItemSchema,
  clientIndustrySchema,
  contactPositionSchema,
  expenseSourceSchema,
  meetingTypeSchema,
  PAYMENT_METHOD_TYPES,
  PRICE_TYPES,
  paymentMethodSchema,
  projectTypeSchema,
  supplierCategorySchema,
  taxOfficeSchema,
} from './definitions.contract'
import { POSITION_SCOPES, positionSchema } from './users.contract'

/**
 * The admin's generic table view: GET/POST /definition/{name}, GET/PUT/DELETE /definition/{name}/{id}.
 * POST and PUT take the same body (PUT replaces the record); both answer `{message, data}` with the
 * record in the shape of its list.
 */
const namedInput = z.strictObject({ name: requiredText(150), name_en: optionalText(150) })

export const positionInputSchema = z.strictObject({
  name: requiredText(100),
  name_en: optionalText(100),
  scope: z.enum(POSITION_SCOPES),
})
export const projectTypeInputSchema = z.strictObject({
  name: requiredText(150),
  name_en: optionalText(150),
  budget_type: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  /** Divisions of the company whose CLIENT users may create projects of this type. */
  divisions: z.array(idField()).max(200).default([]),
})
export const meetingTypeInputSchema = z.strictObject({
  name: requiredText(150),
  name_en: optionalText(150),
  can_be_with_client: flagField().default(false),
  can_be_with_supplier: flagField().default(false),
  can_be_with_sponsor: flagField().default(false),
})
export const taxOfficeInputSchema = z.strictObject({
  code: z
    .string()
    .trim()
    .toUpperCase()
    .min(1)
    .max(10)
    .regex(/^[A-Z0-9-]+$/, { message: 'invalid_code' }),
  name: requiredText(120),
  city: optionalText(120),
})
export const paymentMethodInputSchema = z.strictObject({
  name: requiredText(100),
  name_en: optionalText(100),
  type: z.enum(PAYMENT_METHOD_TYPES),
  is_active: flagField().default(true),
})

/** admin-area.md: at most 10 tax rows per budget category. */
export const BUDGET_TAX_ROWS_MAX = 10
const BUDGET_NAME_MAX = 150

/**
 * A tax row: PERCENTAGE rows take a fraction of the item's sell amount ('0.02' is 2 %, shown as a
 * percent), FIXED rows an amount in their currency, which they then need.
 */
export const budgetCategoryTaxInputSchema = z
  .strictObject({
    name: requiredText(BUDGET_NAME_MAX),
    price_type: z.enum(PRICE_TYPES),
    currency_code: currencyCode().nullish(),
    price: nonNegativeDecimal(UNIT_PRICE_MAX),
    vat_rate: rateString(),
  })
  .superRefine((row, context) => {
    if (row.price_type === 'FIXED' && !row.currency_code)
      context.addIssue({
        code: 'invalid_type',
        expected: 'string',
        input: undefined,
        path: ['currency_code'],
      })
    if (row.price_type === 'PERCENTAGE' && !rateString().safeParse(row.price).success)
      context.addIssue({ code: 'custom', message: 'invalid_rate', path: ['price'] })
  })

export const budgetCategoryInputSchema = z.strictObject({
  name: requiredText(BUDGET_NAME_MAX),
  name_en: optionalText(BUDGET_NAME_MAX),
  /** The default VAT rate of the category's items, a fraction. */
  vat_rate: rateString(),
  supplier_categories: z.array(idField()).max(200).default([]),
  taxes: z.array(budgetCategoryTaxInputSchema).max(BUDGET_TAX_ROWS_MAX).default([]),
})
export const budgetItemInputSchema = z.strictObject({
  name: requiredText(BUDGET_NAME_MAX),
  name_en: optionalText(BUDGET_NAME_MAX),
  category_id: idField(),
})
/** A group gathers items of its own category: the alternatives a budget offers together. */
export const budgetGroupInputSchema = z.strictObject({
  name: requiredText(BUDGET_NAME_MAX),
  name_en: optionalText(BUDGET_NAME_MAX),
  category_id: idField(),
  items: z.array(idField()).max(200).default([]),
})

export const definitionInputSchemas = {
  positions: positionInputSchema,
  'project-types': projectTypeInputSchema,
  'meeting-types': meetingTypeInputSchema,
  'contact-positions': namedInput,
  'expense-sources': namedInput,
  'client-industries': namedInput,
  'supplier-categories': namedInput,
  'tax-offices': taxOfficeInputSchema,
  'payment-methods': paymentMethodInputSchema,
  'budget-categories': budgetCategoryInputSchema,
  'budget-items': budgetItemInputSchema,
  'budget-groups': budgetGroupInputSchema,
  // Budget and category templates: the generic table names them; their contents come from budgets.
  'budget-templates': budgetTemplateInputSchema,
  'budget-category-templates': budgetTemplateInputSchema,
} as const
export type EditableDefinitionName = keyof typeof definitionInputSchemas
export const EDITABLE_DEFINITION_NAMES = Object.keys(definitionInputSchemas) as EditableDefinitionName[]
export type DefinitionInput<N extends EditableDefinitionName> = z.infer<(typeof definitionInputSchemas)[N]>

/** One record of each editable definition, in the shape of its list. */
export const definitionItemSchemas = {
  positions: positionSchema,
  'project-types': projectTypeSchema,
  'meeting-types': meetingTypeSchema,
  'contact-positions': contactPositionSchema,
  'expense-sources': expenseSourceSchema,
  'client-industries': clientIndustrySchema,
  'supplier-categories': supplierCategorySchema,
  'tax-offices': taxOfficeSchema,
  'payment-methods': paymentMethodSchema,
  'budget-categories': budgetCategorySchema,
  'budget-items': budgetItemSchema,
  'budget-groups': budgetGroupSchema,
  'budget-templates': budgetTemplateSchema,
  'budget-category-templates': budgetTemplateSchema,
} as const satisfies Record<EditableDefinitionName, z.ZodType>
export type DefinitionItem<N extends EditableDefinitionName> = z.infer<(typeof definitionItemSchemas)[N]>

export const definitionWriteResponseSchema = <T extends z.ZodType>(item: T) =>
  z.object({ message: z.string(), data: item })

export type PositionInput = z.infer<typeof positionInputSchema>
export type ProjectTypeInput = z.infer<typeof projectTypeInputSchema>
export type MeetingTypeInput = z.infer<typeof meetingTypeInputSchema>
export type TaxOfficeInput = z.infer<typeof taxOfficeInputSchema>
export type PaymentMethodInput = z.infer<typeof paymentMethodInputSchema>
export type BudgetCategoryInput = z.infer<typeof budgetCategoryInputSchema>
export type BudgetCategoryTaxInput = z.infer<typeof budgetCategoryTaxInputSchema>
export type BudgetItemInput = z.infer<typeof budgetItemInputSchema>
export type BudgetGroupInput = z.infer<typeof budgetGroupInputSchema>
