import type { Locale } from '@ajanda/contracts/common/locale'
import { and, eq, inArray } from 'drizzle-orm'
import type { AppContext } from '../../platform/context'
import type { AuthState } from '../../platform/request-context'
import { recordStaffHistory } from '../attendees/attendee-history'
import { attendeeAnswers, attendees } from '../attendees/attendees.table'
import { parseUploadRef, storageKeyOf } from '../webform/webform-upload'
import { notDeclaredError } from './declaration-messages'
import { attendeeDeclarations } from './declarations.table'

/** The stored files a declaration's answers name (the signature, any other upload): `upload:` references. */
function uploadKeysOf(companyId: number, answers: Record<string, unknown>): string[] {
  return Object.values(answers).flatMap((value) => {
    const url = value && typeof value === 'object' ? (value as { url?: unknown }).url : undefined
    const ref = typeof url === 'string' ? parseUploadRef(url) : null
    return ref ? [storageKeyOf(companyId, ref)] : []
  })
}

/**
 * Staff reset of an attendee's declaration (decisions/0040), so that they sign again, e.g. after a wrong
 * signature. One transaction, the attendee's row locked as a submission locks it: the declaration rows
 * go, with the answers given on those forms, and a USER history entry `declaration_reset` says who and
 * which declaration (its form and date). After the commit the PDF copies and the signature files are
 * removed from storage: a void signed document is not kept. Nothing to reset is 409 with a sentence.
 * A PDF job still queued finds no row and does nothing (declaration-delivery.ts).
 */
export async function resetDeclaration(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  auth: AuthState,
  attendee: { id: number; event_company_id: number },
  locale: Locale,
): Promise<void> {
  const keys = await ctx.db.transaction(async (tx) => {
    await tx.select({ id: attendees.id }).from(attendees).where(eq(attendees.id, attendee.id)).for('update')
    const gone = await tx
      .delete(attendeeDeclarations)
      .where(
        and(
          eq(attendeeDeclarations.attendee_id, attendee.id),
          eq(attendeeDeclarations.event_company_id, attendee.event_company_id),
        ),
      )
      .returning({
        id: attendeeDeclarations.id,
        form_id: attendeeDeclarations.form_id,
        pdf_key: attendeeDeclarations.pdf_key,
        declared_at: attendeeDeclarations.declared_at,
      })
    if (gone.length === 0) throw notDeclaredError(locale)
    const answers = await tx
      .delete(attendeeAnswers)
      .where(
        and(
          eq(attendeeAnswers.attendee_id, attendee.id),
          inArray(
            attendeeAnswers.form_id,
            gone.map((row) => row.form_id),
          ),
        ),
      )
      .returning({ answers: attendeeAnswers.answers })
    await recordStaffHistory(
      tx,
      auth,
      gone.map((row) => ({
        attendee_id: attendee.id,
        action: 'declaration_reset',
        changes: { form_id: row.form_id, declared_at: row.declared_at.toISOString() },
      })),
    )
    return [
      ...gone.flatMap((row) => (row.pdf_key ? [row.pdf_key] : [])),
      ...answers.flatMap((row) => uploadKeysOf(attendee.event_company_id, row.answers ?? {})),
    ]
  })
  // After the commit: a rolled-back reset never loses a file. A file already gone is no failure.
  await Promise.all(keys.map((key) => ctx.storage.remove(key).catch(() => undefined)))
}
