import { index, integer, pgTable } from 'drizzle-orm/pg-core'
import { bigintRef, idColumn } from '../../platform/columns'

/**
 * Counter moves not yet added to their row (decisions/0035): a form without a capacity counts its answers
 * (forms.answers_count) and an option or flight option without a quota counts its takers
 * (quota_allocated) here, one row per move, instead of updating that one shared row in every submission
 * (200 submissions a second queued on its lock). seat-deltas.ts adds them to the rows and deletes them,
 * in the background after submissions and before staff read a form. Guarded counters (a capacity, a
 * quota) never come here: their guarded UPDATE is what keeps seats atomic.
 *
 * No foreign keys on purpose: a key check would take a share lock on the very form and option rows this
 * table keeps submissions off. A deleted form's or option's moves are dropped by the next fold.
 */
export const formSeatDeltas = pgTable(
  'form_seat_deltas',
  {
    id: idColumn(),
    form_id: bigintRef('form_id').notNull(),
    /** Both null: the form's answers_count; else the option's or flight option's quota_allocated. */
    option_id: bigintRef('option_id'),
    flight_option_id: bigintRef('flight_option_id'),
    delta: integer('delta').notNull(),
  },
  (t) => [index('form_seat_deltas_form_idx').on(t.form_id)],
)
