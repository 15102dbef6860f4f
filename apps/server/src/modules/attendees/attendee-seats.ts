import { describeFieldType, type FieldType } from '@ajanda/contracts/forms/field-types'
import type { FormDetail } from '@ajanda/contracts/forms/form-detail'
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../platform/db'
import { formFieldOptions, formFlightOptions } from '../forms/forms.table'

/** The option and flight-option seats an answer holds (attendee_answers.seats). */
export interface Seats {
  options: number[]
  flight_options: number[]
}

export const NO_SEATS: Seats = { options: [], flight_options: [] }

/**
 * The seats stored answers hold: every chosen option of a choice field (a number or a list of them)
 * and the flight option of a flight field's chosen flight; with, per seat, the field that chose it
 * (the key of a refusal). Unlimited options are counted too (quota_available null never refuses).
 */
export function seatsOf(
  form: Pick<FormDetail, 'sections'>,
  values: Readonly<Record<string, unknown>>,
): { seats: Seats; fieldOf: Map<string, number> } {
  const seats: Seats = { options: [], flight_options: [] }
  const fieldOf = new Map<string, number>()
  for (const field of form.sections.flatMap((section) => section.fields)) {
    const value = values[String(field.id)]
    if (value === undefined || value === null) continue
    const description = describeFieldType(field.type as FieldType)
    if (description.hasOptions) {
      const chosen = (Array.isArray(value) ? value : [value]).filter(
        (id): id is number => typeof id === 'number',
      )
      const known = new Set(field.options.map((option) => option.id))
      for (const id of chosen)
        if (known.has(id)) {
          seats.options.push(id)
          fieldOf.set(`o${id}`, field.id)
        }
    } else if (field.type === 'flight' && typeof value === 'number') {
      const offer = field.flight_options.find((option) => option.flight_id === value)
      if (offer) {
        seats.flight_options.push(offer.id)
        fieldOf.set(`f${offer.id}`, field.id)
      }
    }
  }
  return { seats, fieldOf }
}

const minus = (a: number[], b: number[]) => {
  const rest = [...b]
  return a.filter((id) => {
    const at = rest.indexOf(id)
    if (at === -1) return true
    rest.splice(at, 1)
    return false
  })
}

/**
 * Moves an answer's seats from `before` to `after` inside the caller's transaction: frees the seats no
 * longer held, then takes each new one with one atomic UPDATE that only succeeds while a seat is free
 * (`quota_allocated < quota_available`, or no limit). Returns the first seat that could not be taken
 * (`o{id}` or `f{id}`); the caller then rolls the transaction back.
 */
export async function moveSeats(tx: DbOrTx, before: Seats, after: Seats): Promise<string | null> {
  const freeOptions = minus(before.options, after.options)
  const freeFlights = minus(before.flight_options, after.flight_options)
  if (freeOptions.length)
    await tx
      .update(formFieldOptions)
      .set({ quota_allocated: sql`greatest(${formFieldOptions.quota_allocated} - 1, 0)` })
      .where(inArray(formFieldOptions.id, freeOptions))
  if (freeFlights.length)
    await tx
      .update(formFlightOptions)
      .set({ quota_allocated: sql`greatest(${formFlightOptions.quota_allocated} - 1, 0)` })
      .where(inArray(formFlightOptions.id, freeFlights))
  for (const id of minus(after.options, before.options)) {
    const taken = await tx
      .update(formFieldOptions)
      .set({ quota_allocated: sql`${formFieldOptions.quota_allocated} + 1` })
      .where(
        and(
          eq(formFieldOptions.id, id),
          or(
            isNull(formFieldOptions.quota_available),
            lt(formFieldOptions.quota_allocated, formFieldOptions.quota_available),
          ),
        ),
      )
      .returning({ id: formFieldOptions.id })
    if (taken.length === 0) return `o${id}`
  }
  for (const id of minus(after.flight_options, before.flight_options)) {
    const taken = await tx
      .update(formFlightOptions)
      .set({ quota_allocated: sql`${formFlightOptions.quota_allocated} + 1` })
      .where(
        and(
          eq(formFlightOptions.id, id),
          or(
            isNull(formFlightOptions.quota_available),
            lt(formFlightOptions.quota_allocated, formFlightOptions.quota_available),
          ),
        ),
      )
      .returning({ id: formFlightOptions.id })
    if (taken.length === 0) return `f${id}`
  }
  return null
}
