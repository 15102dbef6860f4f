import type { AttendeeDetail } from '@ajanda/contracts/attendees.contract'
import type { Locale } from '@ajanda/contracts/common/locale'
import { toEngineForm } from '@ajanda/contracts/forms/form-detail'
import { formSchema } from '@ajanda/contracts/forms/form-model'
import { validateAnswers } from '@ajanda/contracts/forms/validate-answers'
import { and, eq, sql } from 'drizzle-orm'
import type { AppContext } from '../../platform/context'
import { NotFoundError } from '../../platform/errors'
import type { AuthState } from '../../platform/request-context'
import { createFormCore } from '../forms/form-core'
import { createFormsRepository } from '../forms/forms.repository'
import { forms } from '../forms/forms.table'
import { recordStaffHistory } from './attendee-history'
import { answersError, attendeeFieldError } from './attendee-messages'
import type { AttendeeRecordRow } from './attendee-read.repository'
import { moveSeats, NO_SEATS, seatsOf } from './attendee-seats'
import type { createAttendeeWriteService } from './attendee-write.service'
import { attendeeAnswers, attendees } from './attendees.table'

/** What the engine reads of an attendee (DB defaults, DB-{key} rules, verification columns). */
export function engineAttendee(row: AttendeeRecordRow): Record<string, unknown> {
  const record: Record<string, unknown> = {
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    phone: row.phone,
    company: row.company,
    title: row.title,
    country: row.country,
    city: row.city,
    gender: row.gender,
    language: row.language,
  }
  for (const [key, value] of Object.entries(row.custom ?? {})) record[`custom.${key}`] = value
  return record
}

/**
 * PUT /attendees/{id}/answers/{formId}: staff edit an attendee's answers to a form of their project.
 * The engine checks them as on the public page (422 under `answers.{fieldId}`); the stored values
 * replace the old ones, and the seats follow the answer in the same transaction: freed for options no
 * longer chosen, taken atomically for new ones (422 "Bu seçenek için kontenjan doldu." when full).
 */
export function createAttendeeAnswersService(
  ctx: AppContext,
  writes: ReturnType<typeof createAttendeeWriteService>,
) {
  const core = createFormCore(ctx)

  return {
    async save(
      auth: AuthState,
      attendeeId: number,
      formId: number,
      answers: Record<string, unknown>,
      locale: Locale,
    ): Promise<AttendeeDetail> {
      const attendee = await writes.visibleAttendee(auth, attendeeId)
      const formRow = await createFormsRepository(ctx.db).findById(auth.user.event_company_id, formId)
      if (!formRow || formRow.project_id !== attendee.project_id) throw new NotFoundError()
      await ctx.db.transaction(async (tx) => {
        const [locked] = await tx.select().from(attendees).where(eq(attendees.id, attendeeId)).for('update')
        if (!locked) throw new NotFoundError()
        const detail = (await core.assemble(formRow, tx)).detail(locale)
        const form = formSchema.parse(toEngineForm(detail))
        const check = validateAnswers(form, answers, engineAttendee(locked), locale)
        if (!check.ok) {
          const errors = Object.fromEntries(
            Object.entries(check.errors).map(([field, messages]) => [`answers.${field}`, messages]),
          )
          throw answersError(() => errors, check.message)
        }
        const [existing] = await tx
          .select()
          .from(attendeeAnswers)
          .where(and(eq(attendeeAnswers.attendee_id, attendeeId), eq(attendeeAnswers.form_id, formId)))
        const { seats, fieldOf } = seatsOf(detail, check.values)
        const refused = await moveSeats(tx, existing?.seats ?? NO_SEATS, seats)
        if (refused) throw attendeeFieldError(`answers.${fieldOf.get(refused)}`, 'quota_full')
        const now = new Date()
        if (existing)
          await tx
            .update(attendeeAnswers)
            .set({ answers: check.values, seats, updated_at: now })
            .where(eq(attendeeAnswers.id, existing.id))
        else {
          await tx.insert(attendeeAnswers).values({
            attendee_id: attendeeId,
            form_id: formId,
            answers: check.values,
            seats,
            submitted_at: now,
          })
          await tx
            .update(forms)
            .set({ answers_count: sql`${forms.answers_count} + 1` })
            .where(eq(forms.id, formId))
        }
        const before = existing?.answers ?? {}
        const changed: Record<string, { old: unknown; new: unknown }> = {}
        for (const key of new Set([...Object.keys(before), ...Object.keys(check.values)]))
          if (JSON.stringify(before[key] ?? null) !== JSON.stringify(check.values[key] ?? null))
            changed[key] = { old: before[key] ?? null, new: check.values[key] ?? null }
        await recordStaffHistory(tx, auth, [
          { attendee_id: attendeeId, action: 'answers', changes: { form_id: formId, fields: changed } },
        ])
      })
      return writes.detail(auth, attendeeId)
    },
  }
}
