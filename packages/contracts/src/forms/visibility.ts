import { foldTurkish } from '../common/turkish-fold'
import {
  type CheckContext,
  describeFieldType,
  EMPTY_SUBJECT,
  isBlank,
  numberOf,
  type RuleSubject,
} from './field-types'
import {
  type Answers,
  type AttendeeRecord,
  type FieldPlace,
  type Form,
  type FormField,
  type FormRule,
  indexFields,
  parseRuleTarget,
  ruleProblem,
} from './form-model'

/**
 * Which sections and fields of a form are shown, given the answers so far and the attendee
 * (decisions 0031). One pass in display order: a rule only looks at an earlier section, whose
 * visibility is already known, so nothing loops. A hidden field's answer does not count: a rule on it
 * sees no answer, and validateAnswers drops it.
 *
 * - is_hidden: never shown to the answerer (staff-only), whatever the rules say; `showHiddenItems`
 *   (the staff view) shows it and still applies the rules.
 * - rules: with none, the item is shown. Otherwise ALL (every rule holds) or ANY (one holds) decides
 *   the condition; SHOW shows the item when it holds, HIDE hides it then.
 * - a field is shown only inside a shown section.
 * - a rule the engine cannot evaluate (a target in the same or a later section, not a choice field, an
 *   operator it does not take, any rule on an mma form) is ignored; formSchema rejects such forms.
 */
export interface Visibility {
  sections: ReadonlySet<number>
  fields: ReadonlySet<number>
}

export interface VisibilityOptions {
  showHiddenItems?: boolean
}

interface FormIndex {
  fields: Map<number, FieldPlace>
  /** Each field's props parsed by its type, defaults filled (falling back to the defaults when invalid). */
  props: Map<number, Record<string, unknown>>
}

const indexes = new WeakMap<Form, FormIndex>()

/** The form's field index, built once per form object (the engine runs on every keystroke). */
export function formIndex(form: Form): FormIndex {
  let index = indexes.get(form)
  if (!index) {
    const props = new Map<number, Record<string, unknown>>()
    for (const section of form.sections)
      for (const field of section.fields) props.set(field.id, propsOf(field))
    index = { fields: indexFields(form.sections), props }
    indexes.set(form, index)
  }
  return index
}

function propsOf(field: FormField): Record<string, unknown> {
  const schema = describeFieldType(field.type).props
  const parsed = schema.safeParse(field.props ?? {})
  if (parsed.success) return parsed.data
  const fallback = schema.safeParse({})
  return fallback.success ? fallback.data : {}
}

export function answerOf(answers: Answers, fieldId: number): unknown {
  return Object.hasOwn(answers, fieldId) ? answers[String(fieldId)] : undefined
}

/** What a rule sees of a database column: its values as texts (a list column: each entry). */
function columnSubject(value: unknown): RuleSubject {
  if (isBlank(value)) return EMPTY_SUBJECT
  const entries = Array.isArray(value) ? value : [value]
  const values: string[] = []
  for (const entry of entries) {
    if (isBlank(entry)) continue
    if (typeof entry === 'boolean') values.push(entry ? '1' : '0')
    else if (typeof entry === 'string' || typeof entry === 'number') values.push(String(entry))
    else if (typeof entry === 'object' && entry !== null && 'id' in entry) values.push(String(entry.id))
  }
  return { values, number: entries.length === 1 ? numberOf(entries[0]) : null }
}

function holds(rule: FormRule, subject: RuleSubject, fold: boolean): boolean {
  const norm = (text: string) => (fold ? foldTurkish(text) : text.trim())
  const value = rule.value === null ? '' : norm(rule.value)
  switch (rule.operator) {
    case 'FULL':
      return subject.values.length > 0
    case 'EMPTY':
      return subject.values.length === 0
    case 'EQUAL':
      return subject.values.some((entry) => norm(entry) === value)
    case 'NOTEQUAL':
      return !subject.values.some((entry) => norm(entry) === value)
    case 'GREATER':
    case 'LESS': {
      const bound = numberOf(rule.value)
      if (subject.number === null || bound === null) return false
      return rule.operator === 'GREATER' ? subject.number > bound : subject.number < bound
    }
  }
}

export function evaluateVisibility(
  form: Form,
  answers: Answers,
  attendee: AttendeeRecord | null,
  options: VisibilityOptions = {},
): Visibility {
  const index = formIndex(form)
  const sections = new Set<number>()
  const fields = new Set<number>()
  const subjects = new Map<number, RuleSubject>()

  const subjectOfField = (fieldId: number): RuleSubject => {
    const known = subjects.get(fieldId)
    if (known) return known
    let subject = EMPTY_SUBJECT
    const place = index.fields.get(fieldId)
    const raw = answerOf(answers, fieldId)
    if (place && fields.has(fieldId) && !isBlank(raw)) {
      const description = describeFieldType(place.field.type)
      const parsed = description.answer.safeParse(raw)
      if (parsed.success && !description.isEmpty(parsed.data)) {
        const ctx: CheckContext = { field: place.field, props: index.props.get(fieldId) ?? {}, attendee }
        subject = description.subject(parsed.data, ctx)
      }
    }
    subjects.set(fieldId, subject)
    return subject
  }

  const shownByRules = (
    item: { rules: readonly FormRule[]; dep_scope: 'ALL' | 'ANY'; dep_action: 'SHOW' | 'HIDE' },
    sectionIndex: number,
  ): boolean => {
    let usable = 0
    let held = 0
    for (const rule of item.rules) {
      if (ruleProblem(rule, sectionIndex, index.fields, form.form_type) !== null) continue
      const target = parseRuleTarget(rule.target)
      if (!target) continue
      usable += 1
      const subject =
        target.kind === 'FIELD' ? subjectOfField(target.fieldId) : columnSubject(attendee?.[target.column])
      if (holds(rule, subject, target.kind === 'DB')) held += 1
    }
    if (usable === 0) return true
    const condition = item.dep_scope === 'ALL' ? held === usable : held > 0
    return item.dep_action === 'SHOW' ? condition : !condition
  }

  form.sections.forEach((section, sectionIndex) => {
    const sectionShown =
      (options.showHiddenItems || !section.is_hidden) && shownByRules(section, sectionIndex)
    if (!sectionShown) return
    sections.add(section.id)
    for (const field of section.fields) {
      if (!options.showHiddenItems && field.is_hidden) continue
      if (shownByRules(field, sectionIndex)) fields.add(field.id)
    }
  })
  return { sections, fields }
}
