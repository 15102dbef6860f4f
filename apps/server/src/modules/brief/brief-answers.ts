import { foldTurkish } from '@ajanda/contracts/common/turkish-fold'
import type { FormDetail, FormFieldOut } from '@ajanda/contracts/forms/form-detail'
import { textIn } from '@ajanda/contracts/forms/form-model'

/**
 * What a brief's checked answers (validateAnswers' `values`: shown fields only, keyed by field id) say
 * about the lead (event-side.md section 2 "Customer form"). Fields are found by their code first:
 *
 * - `company`: the client's name; else the first short answer titled Kurum/Şirket/Firma…; else the
 *   person's name (a private person asking for an event), else the e-mail;
 * - `event_name`: the lead's name; else "Brief: {client name}";
 * - `email`, `phone`, `contact_name`: the contact; else the first e-mail, phone and name field;
 * - `attendee_count`: the expected attendee count; else none;
 * - dates: the first date range, else the first one or two date fields, else today + 90 days;
 * - city: the first Turkish-city field.
 */
export interface BriefFacts {
  clientName: string | null
  eventName: string | null
  contactName: string | null
  email: string | null
  phone: string | null
  dates: [string, string] | null
  city: string | null
  attendeeCount: number | null
}

const fieldsOf = (form: FormDetail): FormFieldOut[] => form.sections.flatMap((section) => section.fields)
const COMPANY_TITLE = /\b(kurum|kurulus|sirket|firma|company|organi[sz]ation)/

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null
const isDay = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value)

function personName(value: unknown): string | null {
  if (typeof value === 'string') return text(value)
  if (!value || typeof value !== 'object') return null
  const name = value as { first_name?: unknown; last_name?: unknown }
  return text([name.first_name, name.last_name].filter((part) => typeof part === 'string').join(' '))
}

export function briefFactsOf(form: FormDetail, values: Record<string, unknown>): BriefFacts {
  const fields = fieldsOf(form).filter((field) => values[String(field.id)] !== undefined)
  const answerOf = (field: FormFieldOut | undefined) => (field ? values[String(field.id)] : undefined)
  const coded = (code: string) => fields.find((field) => field.code?.trim().toLowerCase() === code)
  const typed = (type: string) => fields.find((field) => field.type === type)

  const contactName = personName(answerOf(coded('contact_name') ?? typed('name')))
  const email = text(answerOf(coded('email') ?? typed('email_input')))?.toLowerCase() ?? null
  const phone = text(answerOf(coded('phone') ?? typed('phone_number')))
  const titled = fields.find(
    (field) => field.type === 'short_answer' && COMPANY_TITLE.test(foldTurkish(textIn(field.title, 'tr'))),
  )
  const company = text(answerOf(coded('company'))) ?? text(answerOf(titled))

  let dates: [string, string] | null = null
  const range = answerOf(typed('date_range'))
  if (Array.isArray(range) && isDay(range[0]) && isDay(range[1]))
    dates = [range[0].slice(0, 10), range[1].slice(0, 10)]
  else {
    const days = fields
      .filter((field) => field.type === 'date_picker')
      .map(answerOf)
      .filter(isDay)
      .map((day) => day.slice(0, 10))
    const [start, end] = days
    if (start) dates = [start, end && end >= start ? end : start]
  }
  const count = answerOf(coded('attendee_count'))

  return {
    clientName: company ?? contactName ?? email,
    eventName: text(answerOf(coded('event_name'))),
    contactName,
    email,
    phone,
    dates,
    city: text(answerOf(typed('tr_cities'))),
    attendeeCount:
      typeof count === 'number' && Number.isInteger(count) && count >= 0 && count < 2_000_000_000
        ? count
        : null,
  }
}

const YES_NO = { tr: ['Evet', 'Hayır'], en: ['Yes', 'No'] } as const

/** One answer as a person reads it: option texts, both days of a range, a name, an address's parts. */
export function answerText(field: FormFieldOut, value: unknown, locale: 'tr' | 'en' = 'tr'): string {
  const optionText = (id: unknown) => {
    const option = field.options.find((candidate) => candidate.id === id)
    return option ? textIn(option.option_text, locale) : String(id)
  }
  if (value === null || value === undefined) return ''
  if (field.options.length > 0 && (typeof value === 'number' || Array.isArray(value)))
    return (Array.isArray(value) ? value : [value]).map(optionText).join(', ')
  if (field.type === 'date_range' && Array.isArray(value)) return value.join(' – ')
  if (field.type === 'switch') return value ? YES_NO[locale][0] : YES_NO[locale][1]
  if (field.type === 'name') return personName(value) ?? ''
  if (field.type === 'currency' && typeof value === 'number') {
    const currency = typeof field.props.currency === 'string' ? field.props.currency : 'TRY'
    return `${value.toFixed(2)} ${currency}`
  }
  if (Array.isArray(value)) return value.map((entry) => String(entry)).join(', ')
  if (typeof value === 'object')
    return Object.entries(value as Record<string, unknown>)
      .filter(([, part]) => part !== null && part !== undefined && part !== '')
      .map(([key, part]) => (field.type === 'choice_matrix' ? `${key}: ${String(part)}` : String(part)))
      .join(field.type === 'choice_matrix' ? '; ' : ', ')
  return String(value)
}

/** The note the lead page shows: each answered field's title and answer, in the form's order. */
export function answersNote(form: FormDetail, values: Record<string, unknown>): string {
  const lines: string[] = []
  for (const field of fieldsOf(form)) {
    const value = values[String(field.id)]
    if (value === undefined || value === null || value === '') continue
    const answer = answerText(field, value)
    if (answer === '') continue
    lines.push(`${textIn(field.title, 'tr')}: ${answer}`)
  }
  return lines.join('\n')
}
