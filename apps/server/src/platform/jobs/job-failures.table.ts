import { index, integer, jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core'
import { idColumn, moment } from '../columns'

/**
 * The dead-letter record: a job that failed its last try. pg-boss deletes failed jobs after its retention,
 * this table keeps what was lost (which mail, why) for an operator to read or replay by hand.
 */
export const jobFailures = pgTable(
  'job_failures',
  {
    id: idColumn(),
    name: varchar('name', { length: 120 }).notNull(),
    data: jsonb('data').notNull().default({}),
    error: text('error').notNull(),
    attempts: integer('attempts').notNull(),
    failed_at: moment('failed_at').notNull().defaultNow(),
  },
  (t) => [index('job_failures_failed_at_idx').on(t.failed_at)],
)
