import { sql } from 'drizzle-orm'
import { check, date, index, numeric, pgTable, varchar } from 'drizzle-orm/pg-core'
import { bigintRef, companyIdColumn, idColumn, timestamps } from '../../platform/columns'
import { attendees } from '../attendees/attendees.table'
import { users } from '../users/users.table'

/**
 * A payment staff recorded against an attendee's registration fee (event-side.md section 4): the amount
 * in a currency (a refund is negative), the day it was paid, the method (CASH, CARD, TRANSFER, OTHER)
 * and the bank or receipt reference.
 */
export const attendeePayments = pgTable(
  'attendee_payments',
  {
    id: idColumn(),
    event_company_id: companyIdColumn(),
    attendee_id: bigintRef('attendee_id')
      .notNull()
      .references(() => attendees.id, { onDelete: 'cascade' }),
    amount: numeric('amount', { precision: 18, scale: 4 }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    paid_on: date('paid_on', { mode: 'string' }).notNull(),
    method: varchar('method', { length: 10 }).notNull(),
    reference: varchar('reference', { length: 150 }),
    created_by: bigintRef('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    index('attendee_payments_attendee_idx').on(t.attendee_id, t.paid_on),
    check('attendee_payments_not_zero', sql`${t.amount} <> 0`),
  ],
)
