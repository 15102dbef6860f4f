import { z } from 'zod'
import type { Locale } from '../common/locale'
import {
  DB_RULE_OPERATORS,
  describeFieldType,
  FIELD_TYPES,
  type FieldType,
  RULE_OPERATORS,
  type RuleOperator,
  resolveFieldType,
  VALUELESS_OPERATORS,
} from './field-types'

/**
 * A form as the engine reads it (decisions 0031): sections in display order, each with its fields in
 * display order, options with a text per language, and the section and field rules. The server maps
 * its rows onto this (a field's `deps` are its `rules`; a rule's stored `target_value` is its `value`).
 * `formSchema` rejects what the engine could not evaluate in one pass: a rule whose target is not a
 * choice field of an earlier section, an operator the target does not take, rules on an mma form.
 */

export const FORM_TYPES = [
  'rsvp',
  'registration',
  'declaration',
  'abstract',
  'post_event',
  'brief',
  'mma',
] as const
export type FormType = (typeof FORM_TYPES)[number]
export const FORM_AUDIENCES = ['PUBLIC', 'PERSONAL'] as const
export const DEP_SCOPES = ['ALL', 'ANY'] as const
export const DEP_ACTIONS = ['SHOW', 'HIDE'] as const
export const TITLE_MAX = 300

/** The attendee's database columns as rules and defaults read them (null on a PUBLIC form). */
export type AttendeeRecord = Readonly<Record<string, unknown>>
/** Answers keyed by field id (as a string, as JSON keys are). */
export type Answers = Readonly<Record<string, unknown>>

const flag = z
  .union([z.boolean(), z.literal(0), z.literal(1)])
  .transform((value) => value === true || value === 1)
  .default(false)

/** A text per language, Turkish required: {tr: 'Ad', en: 'Name'}. */
export const localizedText = (max = TITLE_MAX) =>
  z.object({ tr: z.string().max(max) }).catchall(z.string().max(max))
export type LocalizedText = z.output<ReturnType<typeof localizedText>>

/** The text in a language, Turkish when that language has none (the spec's language fallback). */
export function textIn(text: LocalizedText | string | null | undefined, locale: Locale | string): string {
  if (text === null || text === undefined) return ''
  if (typeof text === 'string') return text
  const own = text[locale]
  return own !== undefined && own !== '' ? own : text.tr
}

const FIELD_TARGET = /^FIELD-(\d{1,15})$/
const DB_TARGET = /^DB-([A-Za-z_][A-Za-z0-9_.]{0,99})$/

export type RuleTarget = { kind: 'FIELD'; fieldId: number } | { kind: 'DB'; column: string }

export function parseRuleTarget(target: string): RuleTarget | null {
  const field = FIELD_TARGET.exec(target)
  if (field) return { kind: 'FIELD', fieldId: Number(field[1]) }
  const column = DB_TARGET.exec(target)
  return column ? { kind: 'DB', column: column[1] as string } : null
}

export const ruleSchema = z.object({
  id: z.number().int().positive().optional(),
  /** FIELD-{fieldId} or DB-{column}; formSchema rejects anything else (ruleProblem). */
  target: z.string().max(120),
  operator: z.enum(RULE_OPERATORS),
  value: z
    .union([z.string().max(255), z.number()])
    .transform(String)
    .nullish()
    .transform((value) => value ?? null),
})
export type FormRule = z.output<typeof ruleSchema>

export const optionSchema = z.object({
  id: z.number().int().positive(),
  option_text: localizedText(),
  quota_allocated: z.number().int().nonnegative().nullish(),
  quota_available: z.number().int().nullish(),
  image: z.string().nullish(),
})
export type FormOption = z.output<typeof optionSchema>

export const flightOptionSchema = z.object({
  flight_id: z.number().int().positive(),
  quota_available: z.number().int().nullish(),
})

const fieldTypeSchema = z.string().transform((value, ctx) => {
  const type = resolveFieldType(value)
  if (!type) {
    ctx.addIssue({ code: 'custom', message: 'invalid_choice', input: value })
    return z.NEVER
  }
  return type
})

export const fieldSchema = z.object({
  id: z.number().int().positive(),
  type: fieldTypeSchema,
  title: localizedText(),
  placeholder: localizedText().nullish(),
  helptext: localizedText(5000).nullish(),
  title_colour: z.string().nullish(),
  code: z.string().nullish(),
  is_required: flag,
  is_hidden: flag,
  is_readonly: flag,
  default_value_type: z.enum(['NONE', 'FIXED', 'DB']).default('NONE'),
  default_value: z.string().nullish(),
  default_value_db: z.string().nullish(),
  min_length: z.number().int().nonnegative().nullish(),
  max_length: z.number().int().positive().nullish(),
  props: z.record(z.string(), z.unknown()).default({}),
  options: z.array(optionSchema).default([]),
  flight_options: z.array(flightOptionSchema).default([]),
  rules: z.array(ruleSchema).default([]),
  dep_scope: z.enum(DEP_SCOPES).default('ALL'),
  dep_action: z.enum(DEP_ACTIONS).default('SHOW'),
  direction: z.string().nullish(),
  verification_column: z.string().nullish(),
  room_mate_type: z.enum(['CHOOSE_ANYONE', 'MACTHED_LIST_CHOOSE']).nullish(),
  selected_room_mate_visible: flag,
  room_mate_approve: flag,
  file_type: z.enum(['image', 'file']).nullish(),
  file_size: z.number().positive().nullish(),
})
export type FormField = z.output<typeof fieldSchema>

export const sectionSchema = z.object({
  id: z.number().int().positive(),
  title: localizedText(),
  help_text: localizedText(5000).nullish(),
  title_colour: z.string().nullish(),
  is_hidden: flag,
  dep_scope: z.enum(DEP_SCOPES).default('ALL'),
  dep_action: z.enum(DEP_ACTIONS).default('SHOW'),
  rules: z.array(ruleSchema).default([]),
  budget_category_id: z.number().int().positive().nullish(),
  fields: z.array(fieldSchema).default([]),
})
export type FormSection = z.output<typeof sectionSchema>

/** Why a rule cannot be evaluated (the builder's 422 says the same in words). */
export type RuleProblem =
  | 'rules_on_mma'
  | 'invalid_rule_target'
  | 'target_not_earlier'
  | 'target_not_choice'
  | 'operator_not_allowed'
  | 'value_required'
  | 'value_not_an_option'

export interface FieldPlace {
  field: FormField
  sectionIndex: number
}

/** Where each field is: by id, with the index of its section. */
export function indexFields(sections: readonly FormSection[]): Map<number, FieldPlace> {
  const index = new Map<number, FieldPlace>()
  sections.forEach((section, sectionIndex) => {
    for (const field of section.fields) index.set(field.id, { field, sectionIndex })
  })
  return index
}

/**
 * The problem with a rule of an item in section `sectionIndex`, or null when the engine can evaluate
 * it: a FIELD target must be a rule-target field of an earlier section, taking the operator, and (for
 * EQUAL and NOTEQUAL on an option field) a value that is one of its options; a DB target takes only
 * the database operators.
 */
export function ruleProblem(
  rule: FormRule,
  sectionIndex: number,
  fields: ReadonlyMap<number, FieldPlace>,
  formType?: FormType,
): RuleProblem | null {
  if (formType === 'mma') return 'rules_on_mma'
  const target = parseRuleTarget(rule.target)
  if (!target) return 'invalid_rule_target'
  const needsValue = !VALUELESS_OPERATORS.includes(rule.operator)
  if (needsValue && (rule.value === null || rule.value.trim() === '')) return 'value_required'
  if (target.kind === 'DB')
    return (DB_RULE_OPERATORS as readonly RuleOperator[]).includes(rule.operator)
      ? null
      : 'operator_not_allowed'
  const place = fields.get(target.fieldId)
  if (!place) return 'invalid_rule_target'
  if (place.sectionIndex >= sectionIndex) return 'target_not_earlier'
  const description = describeFieldType(place.field.type)
  if (!description.canBeRuleTarget) return 'target_not_choice'
  if (!description.ruleOperators.includes(rule.operator)) return 'operator_not_allowed'
  if (
    description.hasOptions &&
    (rule.operator === 'EQUAL' || rule.operator === 'NOTEQUAL') &&
    !place.field.options.some((option) => String(option.id) === rule.value?.trim())
  )
    return 'value_not_an_option'
  if (place.field.type === 'attendance' && needsValue && rule.value !== '0' && rule.value !== '1')
    return 'value_not_an_option'
  return null
}

/** A form's shape without the rule checks (what a stale copy may hold; the engine ignores its bad rules). */
export const formShapeSchema = z.object({
  id: z.number().int().positive().optional(),
  code: z.string().optional(),
  form_type: z.enum(FORM_TYPES),
  type: z.enum(FORM_AUDIENCES),
  languages: z.array(z.string().min(2).max(10)).min(1).default(['tr']),
  sections: z.array(sectionSchema),
})

export const formSchema = formShapeSchema.superRefine((form, ctx) => {
  const fields = indexFields(form.sections)
  const seenFields = new Set<number>()
  const seenSections = new Set<number>()
  let attendance = 0
  form.sections.forEach((section, sectionIndex) => {
    if (seenSections.has(section.id))
      ctx.addIssue({ code: 'custom', message: 'duplicate_value', path: ['sections', sectionIndex, 'id'] })
    seenSections.add(section.id)
    section.rules.forEach((rule, ruleIndex) => {
      const found = ruleProblem(rule, sectionIndex, fields, form.form_type)
      if (found)
        ctx.addIssue({
          code: 'custom',
          message: found,
          path: ['sections', sectionIndex, 'rules', ruleIndex],
        })
    })
    section.fields.forEach((field, fieldIndex) => {
      const path = ['sections', sectionIndex, 'fields', fieldIndex]
      if (seenFields.has(field.id))
        ctx.addIssue({ code: 'custom', message: 'duplicate_value', path: [...path, 'id'] })
      seenFields.add(field.id)
      if (field.type === 'attendance') attendance += 1
      if (field.default_value_type === 'DB' && (form.form_type === 'mma' || form.type === 'PUBLIC'))
        ctx.addIssue({
          code: 'custom',
          message: 'db_default_not_allowed',
          path: [...path, 'default_value_type'],
        })
      const props = describeFieldType(field.type).props.safeParse(field.props)
      if (!props.success) ctx.addIssue({ code: 'custom', message: 'invalid_type', path: [...path, 'props'] })
      field.rules.forEach((rule, ruleIndex) => {
        const found = ruleProblem(rule, sectionIndex, fields, form.form_type)
        if (found) ctx.addIssue({ code: 'custom', message: found, path: [...path, 'rules', ruleIndex] })
      })
    })
  })
  if (attendance > 1) ctx.addIssue({ code: 'custom', message: 'attendance_once', path: ['sections'] })
})
export type Form = z.output<typeof formSchema>
export type FormInput = z.input<typeof formSchema>

export { FIELD_TYPES, type FieldType, RULE_OPERATORS, type RuleOperator }
