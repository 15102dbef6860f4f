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
import { createWebformMail } from '../webform/webform-mail'
import { loadEngineColumns } from './attendee-columns'
import { recordStaffHistory } from './attendee-history'
import { answersError, attendeeFieldError } from './attendee-messages'
import { minus, moveSeats, NO_SEATS, onSeatsFreed, wantedSeats } from './attendee-seats'
import type { createAttendeeWriteService } from './attendee-write.service'
import { attendeeAnswers, attendees } from './attendees.table'

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
  const offerMails = createWebformMail(ctx)

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
        const check = validateAnswers(form, answers, await loadEngineColumns(tx, locked), locale)
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
        // The same seat moves as a public submission (attendee-seats.ts): freed seats go to the waiting
        // list first, each new one is taken only while one is left.
        const wanted = wantedSeats(detail, check.values)
        const held = existing?.seats ?? NO_SEATS
        const free = {
          options: minus(held.options, wanted.options),
          flight_options: minus(held.flight_options, wanted.flight_options),
        }
        const handed = await onSeatsFreed(tx, formId, { ...free, form: false })
        const full = await moveSeats(
          tx,
          {
            options: minus(wanted.options, held.options),
            flight_options: minus(wanted.flight_options, held.flight_options),
          },
          {
            options: minus(free.options, handed.options),
            flight_options: minus(free.flight_options, handed.flight_options),
          },
        )
        // A freed seat handed to the waiting list: its claim mail (webform-mail.ts), in this transaction.
        if (handed.options.length > 0 || handed.flight_options.length > 0)
          await offerMails.offersMadeNow(tx, formId)
        const refused =
          full.options.map((id) => wanted.fieldOfOption.get(id))[0] ??
          full.flight_options.map((id) => wanted.fieldOfFlightOption.get(id))[0]
        if (refused !== undefined) throw attendeeFieldError(`answers.${refused}`, 'quota_full')
        const seats = { options: wanted.options, flight_options: wanted.flight_options }
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
