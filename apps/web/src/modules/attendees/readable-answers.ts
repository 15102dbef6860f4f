import type { FormDetail, FormFieldOut } from '@ajanda/contracts/forms/form-detail'
import { textIn } from '@ajanda/contracts/forms/form-model'

/**
 * An attendee's answers to one form as a person reads them (the detail drawer): each answered field
 * under its section's title, by the field's title in the UI language, option ids turned into the
 * options' texts. Fields the form no longer has come last under their ids.
 */
export interface ReadableAnswer {
  fieldId: number
  title: string
  value: string
  /** Uploaded files (file, signature, recording answers): downloaded by their `url` reference. */
  files: AnswerFile[]
}
export interface AnswerFile {
  url: string
  name: string
}
export interface ReadableSection {
  title: string
  answers: ReadableAnswer[]
}
export interface AnswerWords {
  yes: string
  no: string
  /** The title of a field the form no longer has: "Alan #{{id}}". */
  unknownField: (id: number) => string
  /** The heading of the fields the form no longer has. */
  otherSection: string
}

const isBlank = (value: unknown): boolean =>
  value === null ||
  value === undefined ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0)

function plain(value: unknown, words: AnswerWords): string {
  if (typeof value === 'boolean') return value ? words.yes : words.no
  if (typeof value === 'string' || typeof value === 'number') return String(value)
  if (Array.isArray(value))
    return value
      .map((each) => plain(each, words))
      .filter(Boolean)
      .join(', ')
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>
    // An uploaded file, a signature or a recording: its name.
    if (typeof record.name === 'string') return record.name
    return Object.entries(record)
      .filter(([, each]) => !isBlank(each))
      .map(([key, each]) => `${key}: ${plain(each, words)}`)
      .join(', ')
  }
  return ''
}

/** The uploaded files an answer names: an object (or a list of them) with a string `url`. */
export function answerFiles(value: unknown, fallbackName: string): AnswerFile[] {
  const list = Array.isArray(value) ? value : [value]
  return list.flatMap((each) => {
    if (!each || typeof each !== 'object') return []
    const record = each as Record<string, unknown>
    if (typeof record.url !== 'string' || record.url === '') return []
    const name = typeof record.name === 'string' && record.name ? record.name : fallbackName
    return [{ url: record.url, name }]
  })
}

/** One answer as text: option and flight-option ids named, a date range with a dash. */
export function readableValue(
  field: FormFieldOut,
  value: unknown,
  locale: string,
  words: AnswerWords,
): string {
  if (isBlank(value)) return ''
  if (field.type === 'password') return '••••••'
  const optionText = (id: unknown) => {
    const option = field.options.find((each) => String(each.id) === String(id))
    if (option) return textIn(option.option_text, locale)
    const flight = field.flight_options.find((each) => String(each.id) === String(id))
    return flight ? flight.label : plain(id, words)
  }
  if (field.type === 'date_range' && Array.isArray(value)) return value.map(String).join(' – ')
  if (field.options.length > 0 || field.flight_options.length > 0) {
    if (field.type === 'switch' || typeof value === 'boolean') return plain(value, words)
    if (Array.isArray(value)) return value.map(optionText).join(', ')
    if (typeof value === 'number' || typeof value === 'string') return optionText(value)
    if (value && typeof value === 'object')
      // A choice matrix: row option → column option.
      return Object.entries(value as Record<string, unknown>)
        .filter(([, each]) => !isBlank(each))
        .map(([row, each]) => `${optionText(row)}: ${optionText(each)}`)
        .join('; ')
  }
  return plain(value, words)
}

export function readableAnswers(
  form: FormDetail | undefined,
  answers: Record<string, unknown>,
  locale: string,
  words: AnswerWords,
): ReadableSection[] {
  const seen = new Set<string>()
  const sections: ReadableSection[] = []
  for (const section of form?.sections ?? []) {
    const rows: ReadableAnswer[] = []
    for (const field of section.fields) {
      const key = String(field.id)
      if (!(key in answers)) continue
      seen.add(key)
      const value = readableValue(field, answers[key], locale, words)
      const title = textIn(field.title, locale)
      if (value) rows.push({ fieldId: field.id, title, value, files: answerFiles(answers[key], title) })
    }
    if (rows.length > 0) sections.push({ title: textIn(section.title, locale), answers: rows })
  }
  const rest: ReadableAnswer[] = Object.entries(answers)
    .filter(([key, value]) => !seen.has(key) && !isBlank(value))
    .map(([key, value]) => ({
      fieldId: Number(key),
      title: words.unknownField(Number(key)),
      value: plain(value, words),
      files: answerFiles(value, words.unknownField(Number(key))),
    }))
  if (rest.length > 0) sections.push({ title: words.otherSection, answers: rest })
  return sections
}

/** The fields an answer filter may test: those with options (a choice), in the form's order. */
export function choiceFields(form: FormDetail | undefined): FormFieldOut[] {
  return (form?.sections ?? []).flatMap((section) =>
    section.fields.filter((field) => field.options.length > 0),
  )
}
