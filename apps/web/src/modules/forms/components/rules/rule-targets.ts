import {
  DB_RULE_OPERATORS,
  describeFieldType,
  type FieldTypeDescription,
  type RuleOperator,
  resolveFieldType,
} from '@ajanda/contracts/forms/field-types'
import type { FormDetail, FormFieldOut, FormRuleOut } from '@ajanda/contracts/forms/form-detail'
import { parseRuleTarget, textIn } from '@ajanda/contracts/forms/form-model'

/**
 * What the rule editor offers (admin-area.md section 5): targets are rule-target fields of earlier
 * sections and, on PERSONAL forms, the attendee's columns (DB-{key}); each target limits the operators
 * and says how its value is picked.
 */

export type RuleOwnerType = 'FORMSECTION' | 'FORMFIELD'

export type TargetInfo =
  | { kind: 'FIELD'; field: FormFieldOut; description: FieldTypeDescription }
  | { kind: 'DB'; key: string; text: string }

/** The index of the section the rule's owner is in (-1 when it is not in the form). */
export function ownerSectionIndex(form: FormDetail, type: RuleOwnerType, source: number): number {
  return form.sections.findIndex((section) =>
    type === 'FORMSECTION' ? section.id === source : section.fields.some((field) => field.id === source),
  )
}

function describe(field: FormFieldOut): FieldTypeDescription | null {
  const type = resolveFieldType(field.type)
  return type ? describeFieldType(type) : null
}

export interface TargetGroup {
  group: string
  items: { value: string; label: string }[]
}

/** The select's groups: one per earlier section with a rule-target field, then the attendee's columns. */
export function targetGroups(
  form: FormDetail,
  sectionIndex: number,
  locale: string,
  dbGroup: { title: string; label: (column: string) => string },
): TargetGroup[] {
  const groups: TargetGroup[] = []
  form.sections.slice(0, Math.max(sectionIndex, 0)).forEach((section, index) => {
    const items = section.fields
      .filter((field) => describe(field)?.canBeRuleTarget)
      .map((field) => ({ value: `FIELD-${field.id}`, label: textIn(field.title, locale) || `#${field.id}` }))
    const title = textIn(section.title, locale) || `${index + 1}`
    if (items.length > 0) groups.push({ group: `${index + 1}. ${title}`, items })
  })
  if (form.type === 'PERSONAL' && form.db_columns.length > 0)
    groups.push({
      group: dbGroup.title,
      items: form.db_columns.map((column) => ({
        value: `DB-${column.key}`,
        label: dbGroup.label(column.text),
      })),
    })
  return groups
}

export function targetInfo(form: FormDetail, target: string): TargetInfo | null {
  const parsed = parseRuleTarget(target)
  if (!parsed) return null
  if (parsed.kind === 'DB') {
    const column = form.db_columns.find((each) => each.key === parsed.column)
    return { kind: 'DB', key: parsed.column, text: column?.text ?? parsed.column }
  }
  for (const section of form.sections)
    for (const field of section.fields)
      if (field.id === parsed.fieldId) {
        const description = describe(field)
        return description ? { kind: 'FIELD', field, description } : null
      }
  return null
}

export function operatorsFor(info: TargetInfo | null): readonly RuleOperator[] {
  if (!info) return []
  return info.kind === 'DB' ? DB_RULE_OPERATORS : info.description.ruleOperators
}

/** The value's choices, or null for free text. */
export function valueChoices(
  info: TargetInfo | null,
  operator: RuleOperator | null,
  locale: string,
  attendance: { yes: string; no: string },
): { value: string; label: string }[] | null {
  if (!info || info.kind === 'DB') return null
  const { field, description } = info
  if (field.type === 'attendance')
    return [
      { value: '1', label: attendance.yes },
      { value: '0', label: attendance.no },
    ]
  // GREATER and LESS compare numbers (an option's text, or how many were ticked): typed.
  if (operator === 'GREATER' || operator === 'LESS') return null
  if (description.hasOptions)
    return field.options.map((option) => ({
      value: String(option.id),
      label: textIn(option.option_text, locale) || `#${option.id}`,
    }))
  if (field.type === 'choice_matrix') {
    const props = description.props.safeParse(field.props)
    if (!props.success) return null
    const { rows, columns } = props.data as { rows: string[]; columns: string[] }
    return [
      ...columns.map((column) => ({ value: column, label: column })),
      ...rows.flatMap((row) =>
        columns.map((column) => ({ value: `${row}|${column}`, label: `${row}: ${column}` })),
      ),
    ]
  }
  return null
}

/** "Konaklama gerekiyor mu? = Evet": the target's title, the operator, the value's text. */
export function ruleParts(
  form: FormDetail,
  rule: FormRuleOut,
  locale: string,
  texts: { attendance: { yes: string; no: string }; dbLabel: (column: string) => string },
): { target: string; value: string } {
  const info = targetInfo(form, rule.target)
  const raw = rule.target_value ?? ''
  if (!info) return { target: rule.target, value: raw }
  const target = info.kind === 'DB' ? texts.dbLabel(info.text) : textIn(info.field.title, locale)
  const choices = valueChoices(info, rule.operator, locale, texts.attendance)
  const value = choices?.find((choice) => choice.value === raw)?.label ?? raw
  return { target, value }
}
