import type { z } from 'zod'
import type { Locale } from '../common/locale'
import { translateIssue } from '../common/validation-messages'
import { type CheckContext, describeFieldType, isBlank } from './field-types'
import { type FormMessageKey, formMessage, isFormOwnMessageKey, summaryMessage } from './form-messages'
import type { Answers, AttendeeRecord, Form } from './form-model'
import {
  answerOf,
  evaluateVisibility,
  formIndex,
  type Visibility,
  type VisibilityOptions,
} from './visibility'

/**
 * Checks a form's answers (decisions 0031). Only shown fields are looked at: a hidden field is never
 * required and its answer is dropped, like the answer to a display type, a read-only field (the server
 * writes its default) or an id the form does not have. `values` holds the answers to keep, in their
 * stored form, keyed by field id; `errors` is Laravel's `{field id: [message]}` in the given language,
 * `message` its summary line, the shape of the server's 422.
 */
export interface AnswersCheck {
  ok: boolean
  message: string
  errors: Record<string, string[]>
  values: Record<string, unknown>
  visibility: Visibility
}

export function validateAnswers(
  form: Form,
  answers: Answers,
  attendee: AttendeeRecord | null,
  locale: Locale,
  options: VisibilityOptions = {},
): AnswersCheck {
  const visibility = evaluateVisibility(form, answers, attendee, options)
  const index = formIndex(form)
  const errors: Record<string, string[]> = {}
  const values: Record<string, unknown> = {}
  const fail = (fieldId: number, message: string) => {
    errors[String(fieldId)] = [message]
  }

  for (const section of form.sections) {
    if (!visibility.sections.has(section.id)) continue
    for (const field of section.fields) {
      if (!visibility.fields.has(field.id)) continue
      const description = describeFieldType(field.type)
      if (!description.takesAnswer || field.is_readonly) continue
      const requiredKey: FormMessageKey | null =
        description.alwaysRequired ?? (field.is_required ? 'required' : null)
      const raw = answerOf(answers, field.id)
      if (isBlank(raw)) {
        if (requiredKey) fail(field.id, formMessage(locale, requiredKey))
        continue
      }
      const parsed = description.answer.safeParse(raw)
      if (!parsed.success) {
        fail(field.id, shapeMessage(parsed.error.issues[0], locale))
        continue
      }
      if (description.isEmpty(parsed.data)) {
        if (requiredKey) fail(field.id, formMessage(locale, requiredKey))
        continue
      }
      const ctx: CheckContext = { field, props: index.props.get(field.id) ?? {}, attendee }
      const found = description.check(parsed.data, ctx)
      if (found) {
        fail(field.id, formMessage(locale, found.key, found.params))
        continue
      }
      if (description.storesValue) values[String(field.id)] = description.store(parsed.data, ctx)
    }
  }

  const ok = Object.keys(errors).length === 0
  return { ok, message: ok ? '' : summaryMessage(errors, locale), errors, values, visibility }
}

/**
 * The message for an answer of the wrong shape. The answer is not blank here (blank ones were asked
 * for above), so a failed choice is an invalid choice, never "required".
 */
function shapeMessage(issue: z.core.$ZodIssue | undefined, locale: Locale): string {
  if (!issue) return formMessage(locale, 'invalid_type')
  switch (issue.code) {
    case 'custom':
      return isFormOwnMessageKey(issue.message)
        ? formMessage(locale, issue.message)
        : translateIssue(issue, locale)
    case 'invalid_union':
    case 'invalid_value':
      return formMessage(locale, 'invalid_choice')
    case 'too_small':
    case 'too_big':
      return issue.origin === 'string' || issue.origin === 'array'
        ? translateIssue(issue, locale)
        : formMessage(locale, 'invalid_type')
    case 'invalid_format':
      return translateIssue(issue, locale)
    default:
      return formMessage(locale, 'invalid_type')
  }
}
