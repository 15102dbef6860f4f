import { describeFieldType, type FieldType } from '@ajanda/contracts/forms/field-types'
import type { FormDetail, FormFieldOut } from '@ajanda/contracts/forms/form-detail'
import { and, asc, eq, isNull, type SQL, sql } from 'drizzle-orm'
import { newPublicCode } from '../../platform/codes'
import type { Tx } from '../../platform/db'
import { formFieldOptions, formFields, formFlightOptions, forms } from '../forms/forms.table'
import { projectProducts } from '../products/products.table'
import { attendeeWaitlist } from './attendees.table'
import { optionsOverProductCapacity } from './product-seats'
import { formSeatDeltas } from './seat-deltas.table'

/**
 * Seats (event-side.md section 2; issue 21 item 3). Every counter moves with one row-level atomic
 * UPDATE whose WHERE guards the limit (`quota_allocated < quota_available`), inside the submitting
 * transaction: no read-then-write, so PostgreSQL's row locks and re-check of the WHERE after a wait
 * (READ COMMITTED) give exactly `quota_available` seats however many submit at once. Locks are taken
 * in one order by every transaction: the attendee, the form, the options, the flight options.
 */

export interface SeatIds {
  options: number[]
  flight_options: number[]
}
export const NO_SEATS: SeatIds = { options: [], flight_options: [] }

/** The ids of `a` not in `b`. */
export const minus = (a: readonly number[], b: readonly number[]) => a.filter((id) => !b.includes(id))

const fieldsOf = (form: Pick<FormDetail, 'sections'>): FormFieldOut[] =>
  form.sections.flatMap((section) => section.fields)

/** A ranking orders every option: it chooses none of them, so it holds no seat. */
export const holdsSeats = (field: FormFieldOut) =>
  field.type !== 'ranking' && describeFieldType(field.type as FieldType)?.hasOptions === true

export const optionIdsOf = (value: unknown): number[] =>
  (Array.isArray(value) ? value : [value]).filter((id): id is number => typeof id === 'number')

export interface WantedSeats extends SeatIds {
  /** The field of each option / flight option id, for the 422 of a full one. */
  fieldOfOption: Map<number, number>
  fieldOfFlightOption: Map<number, number>
}

/** The option and flight-option seats the values choose, in ascending id order. */
export function wantedSeats(
  form: Pick<FormDetail, 'sections'>,
  values: Record<string, unknown>,
): WantedSeats {
  const fieldOfOption = new Map<number, number>()
  const fieldOfFlightOption = new Map<number, number>()
  for (const field of fieldsOf(form)) {
    const value = values[String(field.id)]
    if (value === undefined || value === null) continue
    if (holdsSeats(field)) {
      const known = new Set(field.options.map((option) => option.id))
      for (const id of optionIdsOf(value)) if (known.has(id)) fieldOfOption.set(id, field.id)
    } else if (field.type === 'flight') {
      const option = field.flight_options.find((candidate) => candidate.flight_id === value)
      if (option) fieldOfFlightOption.set(option.id, field.id)
    }
  }
  const sorted = (map: Map<number, number>) => [...map.keys()].sort((a, b) => a - b)
  return {
    options: sorted(fieldOfOption),
    flight_options: sorted(fieldOfFlightOption),
    fieldOfOption,
    fieldOfFlightOption,
  }
}

const OFFER_HOURS = 48
const idList = (list: number[]): SQL =>
  sql.join(
    list.map((id) => sql`${id}`),
    sql`, `,
  )
const among = (column: SQL, list: number[]): SQL =>
  list.length > 0 ? sql`${column} in (${idList(list)})` : sql`false`

interface Moved {
  /** The ids of `take` that got their seat. */
  took: Set<number>
  /** Of those, the options whose product has a capacity (the only ones a product can make full). */
  withProduct: number[]
  /** Whether the form's answer was counted through form_seat_deltas (only when asked: `countFormOf`). */
  formCounted: boolean
}

/**
 * Takes one seat of each id in `take` where one is left and gives back one of each id in `free` (never
 * below 0), in one statement (so two submissions never lock the same rows in opposite orders). Returns
 * the ids of `take` that got their seat, and which of them stand for a product with a capacity.
 *
 * Only a limited row (quota_available set) is updated here, under its row lock and its guard. An
 * unlimited one cannot be full: its move is written to form_seat_deltas instead and added to its
 * quota_allocated later (seat-deltas.ts), so the options everybody picks are not a queue every
 * submission waits in (decisions/0035). `countFormOf` adds the answer of that form without a capacity
 * to the same statement (`formCounted`; false when the form has a capacity after all).
 */
async function move(
  tx: Tx,
  table: typeof formFieldOptions | typeof formFlightOptions,
  take: number[],
  free: number[],
  countFormOf?: number,
): Promise<Moved> {
  if (take.length === 0 && free.length === 0 && countFormOf === undefined)
    return { took: new Set(), withProduct: [], formCounted: false }
  const isOptions = table === formFieldOptions
  const column = isOptions ? sql.raw('option_id') : sql.raw('flight_option_id')
  const taking = among(sql`o.id`, take)
  // The product is read here rather than after (one round trip less): its capacity is checked after the move.
  const product = isOptions
    ? sql`(select p.id from ${formFieldOptions} x join ${projectProducts} p on p.id = x.product_id
          where x.id = m.id and p.capacity is not null)`
    : sql`null::bigint`
  const formAnswer =
    countFormOf === undefined
      ? sql``
      : sql`, form_counted as (
      insert into ${formSeatDeltas} (form_id, delta)
        select f.id, 1 from ${forms} f where f.id = ${countFormOf} and f.capacity is null
        returning form_id as id
    )`
  const formRow = countFormOf === undefined ? sql`` : sql` union all select id, null, true from form_counted`
  const result = await tx.execute(sql`with guarded as (
      update ${table} o set quota_allocated = case when ${taking} then o.quota_allocated + 1
          else greatest(o.quota_allocated - 1, 0) end
        where o.quota_available is not null
          and ((${taking} and o.quota_allocated < o.quota_available) or ${among(sql`o.id`, free)})
        returning o.id
    ), counted as (
      insert into ${formSeatDeltas} (form_id, ${column}, delta)
        select f.form_id, o.id, case when ${taking} then 1 else -1 end
          from ${table} o join ${formFields} f on f.id = o.field_id
         where o.quota_available is null and ${among(sql`o.id`, [...take, ...free])}
        returning ${column} as id
    )${formAnswer}
    select m.id, ${product} as product_id, false as form
      from (select id from guarded union all select id from counted) m${formRow}`)
  const rows = (
    result as unknown as {
      rows: { id: number | string; product_id: number | string | null; form: boolean }[]
    }
  ).rows
  const takeSet = new Set(take)
  const took = rows.filter((row) => !row.form && takeSet.has(Number(row.id)))
  return {
    took: new Set(took.map((row) => Number(row.id))),
    withProduct: took.filter((row) => row.product_id !== null).map((row) => Number(row.id)),
    formCounted: rows.some((row) => row.form),
  }
}

/**
 * Moves the option and flight-option seats; returns the seats of `take` that were full. `countFormOf`
 * counts an answer of that form in the options' statement when the form has no capacity (`formCounted`).
 */
export async function moveSeats(
  tx: Tx,
  take: SeatIds,
  free: SeatIds,
  countFormOf?: number,
): Promise<SeatIds & { formCounted: boolean }> {
  const moved = await move(tx, formFieldOptions, take.options, free.options, countFormOf)
  const options = moved.took
  const flights = (await move(tx, formFlightOptions, take.flight_options, free.flight_options)).took
  // An option whose product has no seat left is full too: the seat it just took goes back.
  const overProduct = await optionsOverProductCapacity(tx, moved.withProduct)
  if (overProduct.length > 0) {
    await move(tx, formFieldOptions, [], overProduct)
    for (const id of overProduct) options.delete(id)
  }
  return {
    options: take.options.filter((id) => !options.has(id)),
    flight_options: take.flight_options.filter((id) => !flights.has(id)),
    formCounted: moved.formCounted,
  }
}

/**
 * One seat of the form's capacity (its answers_count, event-side.md "capacity"): taken when one is
 * left (`guarded`) or always (an answer that does not attend still counts as an answer). Only a form
 * with a capacity updates its row here (its guard needs the lock); a form without one cannot be full and
 * counts through form_seat_deltas (see `move`).
 */
export async function takeFormSeat(tx: Tx, formId: number, guarded: boolean): Promise<boolean> {
  return (await countFormAnswer(tx, formId, 1, guarded)) > 0
}

export async function freeFormSeat(tx: Tx, formId: number): Promise<void> {
  await countFormAnswer(tx, formId, -1, false)
}

async function countFormAnswer(tx: Tx, formId: number, delta: 1 | -1, guarded: boolean) {
  const guard = guarded ? sql`and f.answers_count < f.capacity` : sql``
  const result = await tx.execute(sql`with guarded as (
      update ${forms} f set answers_count = greatest(f.answers_count + ${delta}, 0)
        where f.id = ${formId} and f.capacity is not null ${guard}
        returning f.id
    ), counted as (
      insert into ${formSeatDeltas} (form_id, delta)
        select f.id, ${delta} from ${forms} f where f.id = ${formId} and f.capacity is null
        returning form_id as id
    )
    select id from guarded union all select id from counted`)
  return (result as unknown as { rows: unknown[] }).rows.length
}

/**
 * Hands each freed seat to the oldest WAITING entry of its option (or of the form's capacity when
 * `formSeat`): the entry becomes OFFERED with a claim code valid 48 hours, and the seat stays counted
 * as taken, held by the offer, so nobody else takes it meanwhile. The claim mail and page (and the
 * expiry that passes the seat on) come with the next step of issue 21. Returns the seats handed over;
 * the caller frees the others.
 */
export async function onSeatsFreed(
  tx: Tx,
  formId: number,
  freed: SeatIds & { form: boolean },
): Promise<SeatIds & { form: boolean }> {
  const offer = async (where: SQL): Promise<boolean> => {
    const [next] = await tx
      .select({ id: attendeeWaitlist.id })
      .from(attendeeWaitlist)
      .where(and(eq(attendeeWaitlist.form_id, formId), eq(attendeeWaitlist.status, 'WAITING'), where))
      .orderBy(asc(attendeeWaitlist.created_at), asc(attendeeWaitlist.id))
      .limit(1)
      .for('update', { skipLocked: true })
    if (!next) return false
    await tx
      .update(attendeeWaitlist)
      .set({
        status: 'OFFERED',
        claim_code: newPublicCode(),
        offered_at: sql`now()`,
        claim_expires_at: sql`now() + make_interval(hours => ${OFFER_HOURS})`,
      })
      .where(eq(attendeeWaitlist.id, next.id))
    return true
  }
  const handed: SeatIds & { form: boolean } = { options: [], flight_options: [], form: false }
  if (freed.form)
    handed.form = await offer(
      and(isNull(attendeeWaitlist.option_id), isNull(attendeeWaitlist.flight_option_id)) as SQL,
    )
  for (const id of freed.options) if (await offer(eq(attendeeWaitlist.option_id, id))) handed.options.push(id)
  for (const id of freed.flight_options)
    if (await offer(eq(attendeeWaitlist.flight_option_id, id))) handed.flight_options.push(id)
  return handed
}

/** Frees seats: those someone waits for go to them (onSeatsFreed), the others back to the pool. */
export async function releaseSeats(
  tx: Tx,
  formId: number,
  seats: SeatIds & { form: boolean },
): Promise<void> {
  // The form's row first, as a submission locks it (takeFormSeat) before the waiting list and options.
  if (seats.form) await tx.select({ id: forms.id }).from(forms).where(eq(forms.id, formId)).for('update')
  const handed = await onSeatsFreed(tx, formId, seats)
  if (seats.form && !handed.form) await freeFormSeat(tx, formId)
  await moveSeats(tx, NO_SEATS, {
    options: seats.options.filter((id) => !handed.options.includes(id)),
    flight_options: seats.flight_options.filter((id) => !handed.flight_options.includes(id)),
  })
}
