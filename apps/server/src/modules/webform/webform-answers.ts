import type { FormDetail, FormFieldOut } from '@ajanda/contracts/forms/form-detail'
import { hashPassword } from '../../platform/passwords'
import { holdsSeats, optionIdsOf } from '../attendees/attendee-seats'

/**
 * What a submission's checked values (validateAnswers' `values`: shown fields only, stored shapes)
 * mean for the attendee: the seats they hold, the attendee columns they fill, attendance.
 */

const fieldsOf = (form: FormDetail): FormFieldOut[] => form.sections.flatMap((section) => section.fields)

/** 1 attending, 0 not, null when the form asks nothing (or the field was hidden). */
export function attendanceOf(form: FormDetail, values: Record<string, unknown>): 0 | 1 | null {
  const field = fieldsOf(form).find((candidate) => candidate.type === 'attendance')
  const value = field ? values[String(field.id)] : undefined
  return value === 0 || value === 1 ? value : null
}

const FIXED_COLUMNS = {
  first_name: 100,
  last_name: 100,
  email: 255,
  phone: 40,
  company: 255,
  title: 150,
  city: 120,
  gender: 10,
} as const
type FixedColumn = keyof typeof FIXED_COLUMNS

export interface AttendeeValues {
  fixed: Partial<Record<FixedColumn | 'country' | 'language', string>>
  custom: Record<string, string>
}

function setColumn(out: AttendeeValues, column: string, value: string): void {
  const text = value.trim()
  if (text === '') return
  if (column in FIXED_COLUMNS)
    out.fixed[column as FixedColumn] = text.slice(0, FIXED_COLUMNS[column as FixedColumn])
  else if (column === 'country' && /^[A-Za-z]{2}$/.test(text)) out.fixed.country = text.toUpperCase()
  else if (column === 'language' && (text === 'tr' || text === 'en')) out.fixed.language = text
  else {
    const key = column.startsWith('custom.') ? column.slice('custom.'.length) : column
    if (/^[\w.-]{1,60}$/.test(key)) out.custom[key] = text.slice(0, 1000)
  }
}

/**
 * The attendee's columns the answers fill: the name field's first and last name, the first e-mail and
 * phone answers, the fields coded `company` and `title`, and the column/data of each chosen option.
 */
export function attendeeValuesOf(form: FormDetail, values: Record<string, unknown>): AttendeeValues {
  const out: AttendeeValues = { fixed: {}, custom: {} }
  for (const field of fieldsOf(form)) {
    const value = values[String(field.id)]
    if (value === undefined || value === null) continue
    if (field.type === 'name' && typeof value === 'object') {
      const name = value as { first_name?: string; last_name?: string }
      if (!out.fixed.first_name && name.first_name) setColumn(out, 'first_name', name.first_name)
      if (!out.fixed.last_name && name.last_name) setColumn(out, 'last_name', name.last_name)
    } else if (field.type === 'email_input' && typeof value === 'string' && !out.fixed.email)
      setColumn(out, 'email', value)
    else if (field.type === 'phone_number' && typeof value === 'string' && !out.fixed.phone)
      setColumn(out, 'phone', value)
    else if ((field.code === 'company' || field.code === 'title') && typeof value === 'string')
      setColumn(out, field.code, value)
    if (holdsSeats(field)) {
      const chosen = new Set(optionIdsOf(value))
      for (const option of field.options)
        if (chosen.has(option.id) && option.column && option.data !== null)
          setColumn(out, option.column, option.data)
    }
  }
  return out
}

/** The values as stored: a password only as its argon2 hash (as the accounts' passwords are). */
export async function storedValues(
  form: FormDetail,
  values: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const stored = { ...values }
  for (const field of fieldsOf(form)) {
    const key = String(field.id)
    if (field.type === 'password' && typeof stored[key] === 'string')
      stored[key] = await hashPassword(stored[key] as string)
  }
  return stored
}

/** Earlier answers as the personal link shows them: without the password fields' hashes. */
export function shownAnswers(
  passwordFieldIds: readonly number[],
  answers: Record<string, unknown>,
): Record<string, unknown> {
  const shown = { ...answers }
  for (const id of passwordFieldIds) delete shown[String(id)]
  return shown
}
