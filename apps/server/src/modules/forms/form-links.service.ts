import type { AttendeeListMatch } from '@ajanda/contracts/forms/form-detail'
import type { attendeeListMatchInputSchema, flightOptionInputSchema } from '@ajanda/contracts/forms.contract'
import { and, asc, eq, inArray } from 'drizzle-orm'
import type { z } from 'zod'
import type { AppContext } from '../../platform/context'
import type { DbOrTx } from '../../platform/db'
import { NotFoundError } from '../../platform/errors'
import type { AuthState } from '../../platform/request-context'
import { isUniqueViolation } from '../../platform/sql-errors'
import { attendeeLists } from '../attendees/attendees.table'
import { projectFlights } from '../flights/flights.table'
import { createFormCore } from './form-core'
import { formFieldError } from './form-messages'
import { toMatch } from './form-view'
import type { FieldRow, FormRow } from './forms.repository'
import { formAttendeeListMatches, formFields, formFlightOptions } from './forms.table'

type FlightOptionCreate = z.output<typeof flightOptionInputSchema>
type MatchCreate = z.output<typeof attendeeListMatchInputSchema>

/**
 * What links a field to the project's records: a flight field's offered group flights (with seats) and a
 * room-mates field's attendee-list matches. Both must be the form's project's.
 */
export function createFormLinksService(ctx: AppContext) {
  const core = createFormCore(ctx)

  async function fieldOf(form: FormRow, fieldId: number, missing?: string): Promise<FieldRow> {
    const [row] = await ctx.db
      .select()
      .from(formFields)
      .where(and(eq(formFields.form_id, form.id), eq(formFields.id, fieldId)))
      .limit(1)
    if (!row) throw missing ? formFieldError(missing, 'field_missing') : new NotFoundError()
    return row
  }

  /** The field as the builder reads it after `work` (in one checked transaction). */
  async function fieldWrite(form: FormRow, fieldId: number, work: (tx: DbOrTx) => Promise<unknown>) {
    const { assembly } = await core.write(form, work)
    const field = assembly.fieldById(fieldId)
    if (!field) throw new NotFoundError()
    return field
  }

  async function matchesOf(db: DbOrTx, formId: number): Promise<AttendeeListMatch[]> {
    const rows = await db
      .select()
      .from(formAttendeeListMatches)
      .where(eq(formAttendeeListMatches.form_id, formId))
      .orderBy(asc(formAttendeeListMatches.id))
    return rows.map(toMatch)
  }

  return {
    async addFlightOption(auth: AuthState, code: string, fieldId: number, input: FlightOptionCreate) {
      const form = await core.byCode(auth, code)
      const field = await fieldOf(form, fieldId)
      if (field.type !== 'flight') throw formFieldError('flight_id', 'not_flight_field')
      const flights =
        form.project_id === null
          ? []
          : await ctx.db
              .select({ id: projectFlights.id })
              .from(projectFlights)
              .where(
                and(
                  eq(projectFlights.event_company_id, form.event_company_id),
                  eq(projectFlights.project_id, form.project_id),
                  eq(projectFlights.id, input.flight_id),
                ),
              )
      if (flights.length === 0) throw formFieldError('flight_id', 'flight_missing')
      try {
        return await fieldWrite(form, field.id, (tx) =>
          tx.insert(formFlightOptions).values({
            field_id: field.id,
            flight_id: input.flight_id,
            quota_available: input.quota_available ?? null,
          }),
        )
      } catch (error) {
        if (isUniqueViolation(error)) throw formFieldError('flight_id', 'flight_duplicate')
        throw error
      }
    },

    async removeFlightOption(auth: AuthState, code: string, fieldId: number, optionId: number) {
      const form = await core.byCode(auth, code)
      const field = await fieldOf(form, fieldId)
      const [option] = await ctx.db
        .select({ id: formFlightOptions.id })
        .from(formFlightOptions)
        .where(and(eq(formFlightOptions.field_id, field.id), eq(formFlightOptions.id, optionId)))
      if (!option) throw new NotFoundError()
      return fieldWrite(form, field.id, (tx) =>
        tx.delete(formFlightOptions).where(eq(formFlightOptions.id, optionId)),
      )
    },

    async addMatch(auth: AuthState, code: string, input: MatchCreate): Promise<AttendeeListMatch[]> {
      const form = await core.byCode(auth, code)
      const field = await fieldOf(form, input.field_id, 'field_id')
      if (field.type !== 'room_mates') throw formFieldError('field_id', 'not_room_mates_field')
      const ids = [input.attendee_list_id_one, input.attendee_list_id_two]
      const lists =
        form.project_id === null
          ? []
          : await ctx.db
              .select({ id: attendeeLists.id })
              .from(attendeeLists)
              .where(
                and(
                  eq(attendeeLists.event_company_id, form.event_company_id),
                  eq(attendeeLists.project_id, form.project_id),
                  inArray(attendeeLists.id, ids),
                ),
              )
      const known = new Set(lists.map((list) => list.id))
      if (!known.has(input.attendee_list_id_one)) throw formFieldError('attendee_list_id_one', 'list_missing')
      if (!known.has(input.attendee_list_id_two)) throw formFieldError('attendee_list_id_two', 'list_missing')
      try {
        const { result } = await core.write(form, async (tx) => {
          await tx.insert(formAttendeeListMatches).values({ form_id: form.id, ...input })
          return matchesOf(tx, form.id)
        })
        return result
      } catch (error) {
        if (isUniqueViolation(error)) throw formFieldError('attendee_list_id_two', 'match_duplicate')
        throw error
      }
    },

    async removeMatch(auth: AuthState, code: string, matchId: number): Promise<AttendeeListMatch[]> {
      const form = await core.byCode(auth, code)
      const [match] = await ctx.db
        .select({ id: formAttendeeListMatches.id })
        .from(formAttendeeListMatches)
        .where(and(eq(formAttendeeListMatches.form_id, form.id), eq(formAttendeeListMatches.id, matchId)))
      if (!match) throw new NotFoundError()
      const { result } = await core.write(form, async (tx) => {
        await tx.delete(formAttendeeListMatches).where(eq(formAttendeeListMatches.id, matchId))
        return matchesOf(tx, form.id)
      })
      return result
    },
  }
}
