import { z } from 'zod'
import { budgetTemplateSchema } from './budgets.contract'
import type { DefinitionName } from './definition-names'
import { FEE_TYPES } from './event-companies.contract'
import { positionSchema } from './users.contract'

/** Project types pick the budget editor: /budget (1), /budgetv2 (2) or /budgetv3 (3). */
export const BUDGET_TYPES = [1, 2, 3] as const
export const PRICE_TYPES = FEE_TYPES

const named = z.object({ id: z.number().int(), name: z.string() })
/** A definition the admin names in both languages: the web shows `name_en` in English, `name` when it is null. */
const bilingual = named.extend({ name_en: z.string().nullable() })

/** Shared tax offices have no company (`event_company_id` null); a company may add and edit its own. */
export const taxOfficeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  city: z.string().nullable(),
  event_company_id: z.number().int().nullable(),
})
export const contactPositionSchema = bilingual
export const expenseSourceSchema = bilingual
export const clientIndustrySchema = bilingual
export const supplierCategorySchema = bilingual
export const countrySchema = z.object({ code: z.string(), name: z.string(), has_states: z.boolean() })
export const citySchema = z.object({ name: z.string(), state: z.string().nullable() })
export const meetingTypeSchema = bilingual.extend({
  can_be_with_client: z.boolean(),
  can_be_with_supplier: z.boolean(),
  can_be_with_sponsor: z.boolean(),
})
export const projectTypeSchema = bilingual.extend({
  budget_type: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  divisions: z.array(z.number().int()),
})
export const budgetCategoryTaxSchema = z.object({
  name: z.string(),
  price_type: z.enum(PRICE_TYPES),
  currency_code: z.string().nullable(),
  price: z.string(),
  vat_rate: z.string(),
})
export const budgetCategorySchema = named.extend({
  name_en: z.string().nullable(),
  vat_rate: z.string(),
  supplier_categories: z.array(z.number().int()),
  taxes: z.array(budgetCategoryTaxSchema),
})
export const budgetItemSchema = named.extend({
  name_en: z.string().nullable(),
  category_id: z.number().int(),
})
export const budgetGroupSchema = named.extend({
  name_en: z.string().nullable(),
  category_id: z.number().int(),
  items: z.array(z.number().int()),
})

export const PAYMENT_METHOD_TYPES = ['CASH', 'CC', 'BANK_TRANSFER'] as const
export type PaymentMethodType = (typeof PAYMENT_METHOD_TYPES)[number]
export const paymentMethodSchema = bilingual.extend({
  type: z.enum(PAYMENT_METHOD_TYPES),
  is_active: z.boolean(),
})

/** Every GET /definition/{name} list, keyed by the path segment of the specification. */
export const definitionListSchemas = {
  'tax-offices': z.array(taxOfficeSchema),
  'contact-positions': z.array(contactPositionSchema),
  'expense-sources': z.array(expenseSourceSchema),
  'budget-items': z.array(budgetItemSchema),
  'budget-groups': z.array(budgetGroupSchema),
  positions: z.array(positionSchema),
  countries: z.array(countrySchema),
  'project-types': z.array(projectTypeSchema),
  'budget-categories': z.array(budgetCategorySchema),
  'client-industries': z.array(clientIndustrySchema),
  'supplier-categories': z.array(supplierCategorySchema),
  'meeting-types': z.array(meetingTypeSchema),
  'payment-methods': z.array(paymentMethodSchema),
  'budget-templates': z.array(budgetTemplateSchema),
  'budget-category-templates': z.array(budgetTemplateSchema),
} as const satisfies Record<DefinitionName, z.ZodType>
export { DEFINITION_NAMES, type DefinitionName } from './definition-names'
export type DefinitionList<N extends DefinitionName> = z.infer<(typeof definitionListSchemas)[N]>
export const cityListResponseSchema = z.array(citySchema)

export type TaxOffice = z.infer<typeof taxOfficeSchema>
export type Country = z.infer<typeof countrySchema>
export type City = z.infer<typeof citySchema>
export type MeetingType = z.infer<typeof meetingTypeSchema>
export type ProjectType = z.infer<typeof projectTypeSchema>
export type BudgetCategory = z.infer<typeof budgetCategorySchema>
export type BudgetItem = z.infer<typeof budgetItemSchema>
export type BudgetGroup = z.infer<typeof budgetGroupSchema>
export type PaymentMethod = z.infer<typeof paymentMethodSchema>
