import { bigint, timestamp } from 'drizzle-orm/pg-core'

/** The columns every business table carries (ARCHITECTURE.md section 5). */
export const idColumn = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity()
export const companyIdColumn = () => bigint('event_company_id', { mode: 'number' }).notNull()
export const timestamps = () => ({
  created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
})
export const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })
export const bigintRef = (name: string) => bigint(name, { mode: 'number' })
