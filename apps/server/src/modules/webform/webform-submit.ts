import type { AttendeeStatus } from '@ajanda/contracts/attendees.contract'
import type { Locale } from '@ajanda/contracts/common/locale'
import { foldTurkish } from '@ajanda/contracts/common/turkish-fold'
import type { FormDetail } from '@ajanda/contracts/forms/form-detail'
import { and, eq, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm'
import { newPublicCode } from '../../platform/codes'
import type { Tx } from '../../platform/db'
import { NotFoundError } from '../../platform/errors'
import {
  minus,
  moveSeats,
  NO_SEATS,
  onSeatsFreed,
  releaseSeats,
  type SeatIds,
  takeFormSeat,
  wantedSeats,
} from '../attendees/attendee-seats'
import { attendeeAnswers, attendeeHistory, attendees, attendeeWaitlist } from '../attendees/attendees.table'
import type { FormRow } from '../forms/forms.repository'
import { createWebformRepository } from './webform.repository'
import { attendanceOf, attendeeValuesOf } from './webform-answers'
import { quotaFullError, type WebformMessageKey, webformError } from './webform-messages'
import { windowOf } from './webform-window'

const DEADLOCK_CODES = ['40P01', '40001']

/** Runs a transaction again when PostgreSQL chose it as a deadlock's victim (at most three tries). */
export async function withDeadlockRetry<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work()
    } catch (error) {
      const code =
        (error as { code?: string; cause?: { code?: string } }).code ??
        (error as { cause?: { code?: string } }).cause?.code
      if (attempt >= 3 || !code || !DEADLOCK_CODES.includes(code)) throw error
    }
  }
}

export interface SubmitWork {
  form: FormRow
  detail: FormDetail
  pcode: string | undefined
  input: { answers: Record<string, unknown>; locale: Locale; waitlist: boolean }
  values: Record<string, unknown>
  /** The values as stored (passwords hashed before the transaction: argon2 must not hold locks). */
  stored: Record<string, unknown>
  /** A manual-RSVP helper answering for the attendee: source MANUAL_RSVP, helper_name and history actor HELPER. */
  helper?: { name: string }
}

type WaitEntry = { option_id: number | null; flight_option_id: number | null }

/** The seats of `a` not in `b`. */
const minusSeats = (a: SeatIds, b: SeatIds): SeatIds => ({
  options: minus(a.options, b.options),
  flight_options: minus(a.flight_options, b.flight_options),
})

/** The attendee's columns a submission goes on with (its mails name them). */
const WRITTEN_ATTENDEE = {
  id: attendees.id,
  pcode: attendees.pcode,
  acode: attendees.acode,
  first_name: attendees.first_name,
  email: attendees.email,
}

/**
 * The attendee's row (`attendeeWrite`, an insert or an update), the answers and the history entry in one
 * statement (issue 21 item 10: one round trip instead of three): the second and third name the attendee
 * by `attendeeId`, the first's returned id. PostgreSQL checks the foreign keys at the statement's end.
 */
async function writeRows(
  tx: Tx,
  attendeeWrite: SQLWrapper,
  rowsOf: (attendeeId: SQL<number>) => { answers: SQLWrapper; history: SQLWrapper },
) {
  const { answers, history } = rowsOf(sql<number>`(select id from written)`)
  // getSQL(): the statements as they are (a builder placed in `sql` is wrapped as a subquery).
  const result = await tx.execute(sql`with written as (${attendeeWrite.getSQL()}),
      answers_row as (${answers.getSQL()}), history_row as (${history.getSQL()})
    select w.id, w.pcode, w.acode, w.first_name, w.email,
        (select id from answers_row) as answers_id, (select id from history_row) as history_id
      from written w`)
  const [row] = (
    result as unknown as {
      rows: {
        id: number | string
        pcode: string
        acode: string
        first_name: string
        email: string | null
        answers_id: number | string
        history_id: number | string
      }[]
    }
  ).rows
  if (!row) throw new Error('the attendee was not written')
  const { id, answers_id, history_id, ...attendee } = row
  return {
    attendee: { id: Number(id), ...attendee },
    answersId: Number(answers_id),
    historyId: Number(history_id),
  }
}

/**
 * One submission, all in the caller's transaction: the attendee (locked), the form's seat, the option
 * and flight-option seats (a changed answer frees the seats it no longer chooses), the waiting list,
 * the answers, the attendee's columns and status, and the history. Any seat not taken without
 * `waitlist` throws the 422 and rolls everything back.
 *
 * The counters every submission shares (the form's answers_count, the options' seats) are locked as
 * late as possible (issue 21 item 10): the attendee, answers and history rows are written first as if
 * every seat came, `beforeSeats` runs (the caller's writes that do not depend on the seats), then the
 * guarded seat UPDATEs, and only a submission that ends up waiting corrects its rows afterwards. Locks
 * still come in one order: the attendee, the form, the waiting list, the options, the flight options.
 */
export async function submitInTransaction(tx: Tx, work: SubmitWork, beforeSeats?: () => Promise<void>) {
  const { form, detail, input, values } = work
  const { locale } = input
  const repository = createWebformRepository(tx)
  const current = work.pcode !== undefined ? await repository.attendeeByPcode(form, work.pcode, true) : null
  if (work.pcode !== undefined && !current) throw new NotFoundError()
  const previous = current ? await repository.answersOf(current.id, form.id) : null
  const counted = previous !== null && current?.status !== 'CANCELLED'
  const window = windowOf(form, new Date())
  if (counted ? !window.canEdit : !window.open)
    throw webformError(403, locale, counted ? 'edit_closed' : 'form_closed')

  const attending = attendanceOf(detail, values) !== 0
  const waits = current ? await repository.activeWaits(current.id, form.id) : []
  const formWait = waits.find((wait) => wait.option_id === null && wait.flight_option_id === null)
  const wanted = wantedSeats(detail, values)
  const held: SeatIds = counted && previous ? previous.seats : NO_SEATS
  // Only an attending answer can end up waiting (one that does not attend takes no guarded seat).
  const hoped: AttendeeStatus = attending ? 'REGISTERED' : 'NOT_ATTENDING'
  const hopedSeats: SeatIds = attending
    ? { options: wanted.options, flight_options: wanted.flight_options }
    : NO_SEATS
  const changesOf = (status: AttendeeStatus, seats: SeatIds, free: SeatIds, joined: WaitEntry[]) => ({
    form_id: form.id,
    status: [current?.status ?? null, status],
    seats,
    ...(previous && counted ? { freed: free } : {}),
    ...(joined.length > 0 ? { waitlisted: joined } : {}),
  })

  // The rows as if every seat came: the attendee, the answers and the history in one statement.
  const fill = attendeeValuesOf(detail, values)
  const fixed = { ...fill.fixed }
  const first = fixed.first_name ?? current?.first_name ?? ''
  const last = fixed.last_name ?? current?.last_name ?? ''
  const attendeeWrite = current
    ? tx
        .update(attendees)
        .set({
          ...fixed,
          name_search: foldTurkish(`${first} ${last}`.trim()),
          custom: sql`${attendees.custom} || ${JSON.stringify(fill.custom)}::jsonb`,
          status: hoped,
          source: !previous
            ? work.helper
              ? 'MANUAL_RSVP'
              : ['IMPORT', 'STAFF'].includes(current.source)
                ? 'PERSONAL'
                : current.source
            : current.source,
          registered_at:
            hoped === 'REGISTERED' ? sql`coalesce(${attendees.registered_at}, now())` : undefined,
          cancelled_at: null,
          updated_at: sql`now()`,
        })
        .where(eq(attendees.id, current.id))
        .returning(WRITTEN_ATTENDEE)
    : tx
        .insert(attendees)
        .values({
          event_company_id: form.event_company_id,
          project_id: form.project_id as number,
          pcode: newPublicCode(),
          acode: newPublicCode(),
          dcode: newPublicCode(),
          ...fixed,
          language: fixed.language ?? locale,
          name_search: foldTurkish(`${first} ${last}`.trim()),
          custom: fill.custom,
          status: hoped,
          source: 'PUBLIC',
          registered_at: hoped === 'REGISTERED' ? new Date() : null,
        })
        .returning(WRITTEN_ATTENDEE)
  const { stored, helper } = work
  const helperName = helper ? { helper_name: helper.name } : {}
  const { attendee, answersId, historyId } = await writeRows(tx, attendeeWrite, (attendeeId) => ({
    answers: tx
      .insert(attendeeAnswers)
      .values({
        attendee_id: attendeeId,
        form_id: form.id,
        answers: stored,
        seats: hopedSeats,
        ...helperName,
      })
      .onConflictDoUpdate({
        target: [attendeeAnswers.attendee_id, attendeeAnswers.form_id],
        set: {
          answers: stored,
          seats: hopedSeats,
          submitted_at: sql`now()`,
          updated_at: sql`now()`,
          ...helperName,
        },
      })
      .returning({ id: attendeeAnswers.id }),
    history: tx
      .insert(attendeeHistory)
      .values({
        attendee_id: attendeeId,
        actor_type: helper ? 'HELPER' : 'ATTENDEE',
        actor_name: helper?.name ?? (`${first} ${last}`.trim().slice(0, 150) || null),
        action: counted ? 'answers' : current ? 'status' : 'created',
        changes: changesOf(hoped, hopedSeats, minusSeats(held, hopedSeats), []),
      })
      .returning({ id: attendeeHistory.id }),
  }))
  await beforeSeats?.()

  // The seats, last. The form's capacity first: a place already held stays held; a newcomer takes one or waits.
  let waitForForm = false
  const takesFormSeat = !(counted && !formWait)
  // A form without a capacity cannot be full, and its answer is counted without its row's lock
  // (decisions/0035): a new answer's count goes with the options' statement, one round trip less.
  const formCountLater = takesFormSeat && !counted && form.capacity === null
  const formFull = () => {
    if (!input.waitlist && !formWait) throw quotaFullError(locale, ['form'], 'form_full')
    waitForForm = true
  }
  if (takesFormSeat && !formCountLater && !(await takeFormSeat(tx, form.id, attending))) formFull()
  let want: SeatIds = waitForForm || !attending ? NO_SEATS : wanted
  const take = minusSeats(want, held)
  const free = minusSeats(held, want)
  const handed = await onSeatsFreed(tx, form.id, { ...free, form: false })
  const moved = await moveSeats(tx, take, minusSeats(free, handed), formCountLater ? form.id : undefined)
  let full: SeatIds = moved
  if (formCountLater && !moved.formCounted) {
    // The form was given a capacity since this request read it: its guarded seat now. When none is left,
    // the answer waits for the form and gives back the option seats just taken (a new answer held none).
    if (!(await takeFormSeat(tx, form.id, attending))) {
      formFull()
      await moveSeats(tx, NO_SEATS, minusSeats(take, full))
      want = NO_SEATS
      full = NO_SEATS
    }
  }
  const waitingOption = new Set(waits.map((wait) => wait.option_id))
  const waitingFlight = new Set(waits.map((wait) => wait.flight_option_id))
  const newFull = {
    options: full.options.filter((id) => !waitingOption.has(id)),
    flight_options: full.flight_options.filter((id) => !waitingFlight.has(id)),
  }
  if (!input.waitlist && (newFull.options.length > 0 || newFull.flight_options.length > 0))
    throw quotaFullError(locale, [
      ...new Set([
        ...newFull.options.map((id) => `answers.${wanted.fieldOfOption.get(id)}`),
        ...newFull.flight_options.map((id) => `answers.${wanted.fieldOfFlightOption.get(id)}`),
      ]),
    ])
  const seats = minusSeats(want, full)

  // Only what depends on the seats follows. The queue: entries no longer needed leave it (or are done
  // when the seat came); new ones join.
  const stillWaiting = (wait: (typeof waits)[number]) =>
    wait.option_id === null && wait.flight_option_id === null
      ? waitForForm
      : wait.option_id !== null
        ? full.options.includes(wait.option_id)
        : full.flight_options.includes(wait.flight_option_id as number)
  const gotSeat = (wait: (typeof waits)[number]) =>
    (wait.option_id !== null && seats.options.includes(wait.option_id)) ||
    (wait.flight_option_id !== null && seats.flight_options.includes(wait.flight_option_id)) ||
    (wait.option_id === null && wait.flight_option_id === null && !waitForForm)
  for (const status of ['CLAIMED', 'LEFT'] as const) {
    const done = waits.filter((wait) => !stillWaiting(wait) && gotSeat(wait) === (status === 'CLAIMED'))
    if (done.length > 0)
      await tx
        .update(attendeeWaitlist)
        .set({ status, updated_at: sql`now()` })
        .where(
          inArray(
            attendeeWaitlist.id,
            done.map((wait) => wait.id),
          ),
        )
  }

  // Every seat came (status, seats, freed seats and history as written) unless the form or an option waits.
  const waiting = waitForForm || full.options.length > 0 || full.flight_options.length > 0
  const status: AttendeeStatus = waiting ? 'WAITLISTED' : hoped
  if (waiting) {
    const joined: WaitEntry[] = [
      ...(waitForForm && !formWait ? [{ option_id: null, flight_option_id: null }] : []),
      ...newFull.options.map((id) => ({ option_id: id, flight_option_id: null })),
      ...newFull.flight_options.map((id) => ({ option_id: null, flight_option_id: id })),
    ]
    if (joined.length > 0)
      await tx
        .insert(attendeeWaitlist)
        .values(joined.map((entry) => ({ ...entry, attendee_id: attendee.id, form_id: form.id })))
    await tx
      .update(attendees)
      .set({ status, registered_at: current ? current.registered_at : null })
      .where(eq(attendees.id, attendee.id))
    await tx.update(attendeeAnswers).set({ seats }).where(eq(attendeeAnswers.id, answersId))
    await tx
      .update(attendeeHistory)
      .set({ changes: changesOf(status, seats, free, joined) })
      .where(eq(attendeeHistory.id, historyId))
  }
  const messageKey: WebformMessageKey = waiting
    ? 'waitlisted'
    : !attending
      ? 'not_attending'
      : counted
        ? 'updated'
        : 'registered'
  const offered = handed.options.length > 0 || handed.flight_options.length > 0
  // The attendee as the mails name them (webform-mail.ts), so the confirmation does not read the row again.
  const { email, first_name, pcode, acode } = attendee
  return {
    status,
    pcode,
    acode,
    messageKey,
    offered,
    attendee: { email, first_name, pcode, acode, status },
  }
}

/** The attendee cancels through the personal link: status CANCELLED, every seat freed, the queue left. */
export async function cancelInTransaction(tx: Tx, form: FormRow, pcode: string, locale: Locale) {
  const repository = createWebformRepository(tx)
  const current = await repository.attendeeByPcode(form, pcode, true)
  if (!current) throw new NotFoundError()
  if (current.status === 'CANCELLED') throw webformError(422, locale, 'already_cancelled')
  if (!windowOf(form, new Date()).canEdit) throw webformError(403, locale, 'edit_closed')
  const previous = await repository.answersOf(current.id, form.id)
  const waits = await repository.activeWaits(current.id, form.id)
  const formWait = waits.some((wait) => wait.option_id === null && wait.flight_option_id === null)
  const seats = previous?.seats ?? NO_SEATS
  await releaseSeats(tx, form.id, { ...seats, form: previous !== null && !formWait })
  if (waits.length > 0)
    await tx
      .update(attendeeWaitlist)
      .set({ status: 'LEFT', updated_at: sql`now()` })
      .where(
        inArray(
          attendeeWaitlist.id,
          waits.map((wait) => wait.id),
        ),
      )
  if (previous)
    await tx
      .update(attendeeAnswers)
      .set({ seats: NO_SEATS, updated_at: sql`now()` })
      .where(and(eq(attendeeAnswers.id, previous.id)))
  await tx
    .update(attendees)
    .set({ status: 'CANCELLED', cancelled_at: sql`now()`, updated_at: sql`now()` })
    .where(eq(attendees.id, current.id))
  await tx.insert(attendeeHistory).values({
    attendee_id: current.id,
    actor_type: 'ATTENDEE',
    actor_name: `${current.first_name} ${current.last_name}`.trim().slice(0, 150) || null,
    action: 'status',
    changes: { form_id: form.id, status: [current.status, 'CANCELLED'], freed: seats },
  })
  return 'CANCELLED' as const
}
