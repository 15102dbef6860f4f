import { z } from 'zod'
import { flagField, idField, optionalText, requiredText } from './common/fields'
import {
  clientIndustrySchema,
  contactPositionSchema,
  expenseSourceSchema,
  meetingTypeSchema,
  PAYMENT_METHOD_TYPES,
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
const namedInput = z.strictObject({ name: requiredText(150) })

export const positionInputSchema = z.strictObject({
  name: requiredText(100),
  scope: z.enum(POSITION_SCOPES),
})
export const projectTypeInputSchema = z.strictObject({
  name: requiredText(150),
  budget_type: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  /** Divisions of the company whose CLIENT users may create projects of this type. */
  divisions: z.array(idField()).max(200).default([]),
})
export const meetingTypeInputSchema = z.strictObject({
  name: requiredText(150),
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
  type: z.enum(PAYMENT_METHOD_TYPES),
  is_active: flagField().default(true),
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
} as const satisfies Record<EditableDefinitionName, z.ZodType>
export type DefinitionItem<N extends EditableDefinitionName> = z.infer<(typeof definitionItemSchemas)[N]>

export const definitionWriteResponseSchema = <T extends z.ZodType>(item: T) =>
  z.object({ message: z.string(), data: item })

export type PositionInput = z.infer<typeof positionInputSchema>
export type ProjectTypeInput = z.infer<typeof projectTypeInputSchema>
export type MeetingTypeInput = z.infer<typeof meetingTypeInputSchema>
export type TaxOfficeInput = z.infer<typeof taxOfficeInputSchema>
export type PaymentMethodInput = z.infer<typeof paymentMethodInputSchema>
