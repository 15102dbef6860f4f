import { index, jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core'
import { bigintRef, companyIdColumn, idColumn, timestamps } from '../../platform/columns'
import { users } from '../users/users.table'
import { budgets } from './budgets.table'

/** A recipient as they were when the link went out (a contact renamed or archived later stays named). */
export interface SentRecipient {
  contact_id: number
  name: string
  email: string
}

/**
 * Each "Müşteriye Gönder" by e-mail (decisions/0028): who sent which link, with what subject and message,
 * to whom, and when (`created_at`). One mail per recipient was queued in the same transaction.
 */
export const budgetReviewSendings = pgTable(
  'budget_review_sendings',
  {
    id: idColumn(),
    event_company_id: companyIdColumn(),
    budget_id: bigintRef('budget_id')
      .notNull()
      .references(() => budgets.id, { onDelete: 'cascade' }),
    review_code: varchar('review_code', { length: 64 }).notNull(),
    recipients: jsonb('recipients').$type<SentRecipient[]>().notNull(),
    subject: varchar('subject', { length: 200 }).notNull(),
    message: text('message').notNull(),
    language: varchar('language', { length: 2 }).notNull(),
    sent_by: bigintRef('sent_by').references(() => users.id),
    ...timestamps(),
  },
  (t) => [index('budget_review_sendings_budget_idx').on(t.budget_id, t.created_at)],
)
