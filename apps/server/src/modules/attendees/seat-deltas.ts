import { type SQL, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../platform/db'
import { formFieldOptions, formFlightOptions, forms } from '../forms/forms.table'
import { formSeatDeltas } from './seat-deltas.table'

/**
 * Adds the pending counter moves of form_seat_deltas (seat-deltas.table.ts) to forms.answers_count and
 * the options' quota_allocated, and deletes them, in one statement: the DELETE hands each move to
 * exactly one fold, however many run at once. A counter never goes below 0 (as a direct UPDATE did).
 */
async function fold(db: DbOrTx, which: SQL): Promise<void> {
  await db.execute(sql`with moved as (
      delete from ${formSeatDeltas} d where ${which}
      returning d.form_id, d.option_id, d.flight_option_id, d.delta
    ), answers as (
      update ${forms} f set answers_count = greatest(f.answers_count + s.delta, 0)
        from (select form_id, sum(delta)::int as delta from moved
               where option_id is null and flight_option_id is null group by form_id) s
       where f.id = s.form_id
    ), options as (
      update ${formFieldOptions} o set quota_allocated = greatest(o.quota_allocated + s.delta, 0)
        from (select option_id, sum(delta)::int as delta from moved
               where option_id is not null group by option_id) s
       where o.id = s.option_id
    ), flights as (
      update ${formFlightOptions} o set quota_allocated = greatest(o.quota_allocated + s.delta, 0)
        from (select flight_option_id, sum(delta)::int as delta from moved
               where flight_option_id is not null group by flight_option_id) s
       where o.id = s.flight_option_id
    )
    select 1`)
}

/** Folds the pending moves of one form (a builder write, before it changes a capacity or quota). */
export const foldFormSeats = (db: DbOrTx, formId: number) => fold(db, sql`d.form_id = ${formId}`)

/** Folds the pending moves of every form of a company: before staff read forms' counters. */
export const foldCompanySeats = (db: DbOrTx, companyId: number) =>
  fold(
    db,
    sql`d.form_id in (select ${forms.id} from ${forms} where ${forms.event_company_id} = ${companyId})`,
  )

/** Folds every pending move (tests read the counters straight from their rows). */
export const foldAllSeats = (db: DbOrTx) => fold(db, sql`true`)

/**
 * Folds a form's moves in the background after its submissions, so the table stays small: at most one
 * fold per form runs at a time in this process, and the submissions that commit meanwhile share the
 * next one (at 200 submissions a second that is one short UPDATE of the form's row every few
 * milliseconds, outside every submission's transaction). A failed fold leaves the moves for the next.
 */
export function createSeatFolder(db: DbOrTx, onError: (error: unknown) => void) {
  const running = new Map<number, { again: boolean }>()
  async function loop(formId: number, state: { again: boolean }) {
    try {
      do {
        state.again = false
        await foldFormSeats(db, formId).catch(onError)
      } while (state.again)
    } finally {
      running.delete(formId)
    }
  }
  return {
    /** A submission on the form committed: fold its moves soon (never throws, never waited for). */
    schedule(formId: number): void {
      const state = running.get(formId)
      if (state) {
        state.again = true
        return
      }
      const fresh = { again: false }
      running.set(formId, fresh)
      void loop(formId, fresh)
    },
  }
}
