import type { FormDetail } from '@ajanda/contracts/forms/form-detail'
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Tx } from '../../platform/db'
import { attendees } from '../attendees/attendees.table'
import type { FormRow } from '../forms/forms.repository'
import { attendeeValuesOf } from './webform-answers'

/** The advisory lock's first key: "one e-mail per project" (the second is the project and address's hash). */
const SAME_EMAIL_LOCK = 7_212_036

export interface EmailHolder {
  id: number
  pcode: string
  email: string
  first_name: string
  language: string | null
  /** The form's e-mail field the refusal is shown under. */
  fieldId: number
}

/** Thrown inside the submitting transaction: it rolls back, and the service answers 422 and re-sends the link. */
export class SameEmailRefusal extends Error {
  constructor(readonly holder: EmailHolder) {
    super('same e-mail')
  }
}

/**
 * A new PUBLIC submission whose e-mail already names an attendee of the project (decisions/0036):
 * that attendee, else null. The transaction-level advisory lock on (project, address) makes two
 * simultaneous submissions with one address take turns (the index attendees_project_email_idx is not
 * unique: imports and companions may share an address), so the second sees the first's row.
 */
export async function sameEmailHolder(
  tx: Tx,
  form: FormRow,
  detail: FormDetail,
  values: Record<string, unknown>,
): Promise<EmailHolder | null> {
  const email = attendeeValuesOf(detail, values).fixed.email?.toLowerCase()
  if (!email || form.project_id === null) return null
  const field = detail.sections
    .flatMap((section) => section.fields)
    .find((candidate) => candidate.type === 'email_input' && typeof values[String(candidate.id)] === 'string')
  if (!field) return null
  await tx.execute(
    sql`select pg_advisory_xact_lock(${SAME_EMAIL_LOCK}, hashtext(${`${form.project_id}:${email}`}))`,
  )
  const [row] = await tx
    .select({
      id: attendees.id,
      pcode: attendees.pcode,
      email: attendees.email,
      first_name: attendees.first_name,
      language: attendees.language,
    })
    .from(attendees)
    .where(
      and(
        eq(attendees.project_id, form.project_id),
        sql`lower(${attendees.email}) = ${email}`,
        // A companion carries its main attendee's address; the main attendee is the one who registered.
        isNull(attendees.main_attendee_id),
      ),
    )
    .orderBy(attendees.id)
    .limit(1)
  return row ? { ...row, email: row.email ?? email, fieldId: field.id } : null
}
