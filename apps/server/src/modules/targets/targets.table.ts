import { sql } from 'drizzle-orm'
import { bigint, check, integer, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import { bigintRef, companyIdColumn, idColumn, timestamps } from '../../platform/columns'
import { users } from '../users/users.table'

/**
 * A turnover target (admin-area.md "Targets"; event-side.md section 5): a whole amount in the company
 * currency for one month (`period` 1-12) of a year, set for a division, a team or a user. Quarters and
 * the year are sums, never stored. A cell with no row has no target.
 */
export const targets = pgTable(
  'targets',
  {
    id: idColumn(),
    event_company_id: companyIdColumn(),
    year: integer('year').notNull(),
    target_for_type: varchar('target_for_type', { length: 10 }).notNull(),
    target_for_id: bigintRef('target_for_id').notNull(),
    period: smallint('period').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    updated_by: bigintRef('updated_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('targets_cell_unique').on(
      t.event_company_id,
      t.year,
      t.target_for_type,
      t.target_for_id,
      t.period,
    ),
    check('targets_period_month', sql`${t.period} between 1 and 12`),
    check('targets_amount_not_negative', sql`${t.amount} >= 0`),
    check('targets_for_type', sql`${t.target_for_type} in ('DIVISION', 'TEAM', 'USER')`),
  ],
)
