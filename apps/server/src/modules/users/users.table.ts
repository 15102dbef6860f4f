import { boolean, index, pgTable, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import { bigintRef, companyIdColumn, idColumn, moment, timestamps } from '../../platform/columns'

export const divisions = pgTable(
  'divisions',
  {
    id: idColumn(),
    event_company_id: companyIdColumn(),
    name: varchar('name', { length: 100 }).notNull(),
    auto_project_ref: boolean('auto_project_ref').notNull().default(false),
    project_ref_prefix: varchar('project_ref_prefix', { length: 10 }),
    ...timestamps(),
  },
  (t) => [index('divisions_company_idx').on(t.event_company_id)],
)

export const teams = pgTable(
  'teams',
  {
    id: idColumn(),
    event_company_id: companyIdColumn(),
    division_id: bigintRef('division_id').references(() => divisions.id),
    name: varchar('name', { length: 100 }).notNull(),
    color: varchar('color', { length: 20 }),
    ...timestamps(),
  },
  (t) => [index('teams_company_idx').on(t.event_company_id)],
)

export const positions = pgTable(
  'positions',
  {
    id: idColumn(),
    event_company_id: companyIdColumn(),
    name: varchar('name', { length: 100 }).notNull(),
    /** The English name, shown to people who use the app in English; null: the name above. */
    name_en: varchar('name_en', { length: 100 }),
    scope: varchar('scope', { length: 10 }).notNull(),
    ...timestamps(),
  },
  (t) => [index('positions_company_idx').on(t.event_company_id)],
)

export const users = pgTable(
  'users',
  {
    id: idColumn(),
    event_company_id: companyIdColumn(),
    code: varchar('code', { length: 64 }).notNull(),
    email: varchar('email', { length: 255 }).notNull(),
    password_hash: text('password_hash'),
    full_name: varchar('full_name', { length: 150 }).notNull(),
    kind: varchar('kind', { length: 10 }).notNull().default('AGENCY'),
    is_admin: boolean('is_admin').notNull().default(false),
    position_id: bigintRef('position_id').references(() => positions.id),
    division_id: bigintRef('division_id').references(() => divisions.id),
    team_id: bigintRef('team_id').references(() => teams.id),
    reports_to: bigintRef('reports_to'),
    language: varchar('language', { length: 2 }).notNull().default('tr'),
    profile_picture: text('profile_picture'),
    phone: varchar('phone', { length: 40 }),
    /** Days of annual leave a year; null takes the company's default (decisions/0024). */
    annual_leave_days: smallint('annual_leave_days'),
    last_login_at: moment('last_login_at'),
    deleted_at: moment('deleted_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_code_unique').on(t.code),
    index('users_company_idx').on(t.event_company_id, t.full_name),
    index('users_company_created_idx').on(t.event_company_id, t.created_at),
    index('users_reports_to_idx').on(t.reports_to),
  ],
)
