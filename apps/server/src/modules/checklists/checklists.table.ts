import { sql } from 'drizzle-orm'
import { date, index, integer, jsonb, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import { bigintRef, companyIdColumn, idColumn, timestamps } from '../../platform/columns'
import { projectTypes } from '../definitions/definitions.table'

/** One checklist per project type (admin-area.md "Checklist detail"). */
export const checklists = pgTable(
  'checklists',
  {
    id: idColumn(),
    event_company_id: companyIdColumn(),
    name: varchar('name', { length: 255 }).notNull(),
    project_type_id: bigintRef('project_type_id').references(() => projectTypes.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    index('checklists_company_idx').on(t.event_company_id, t.name),
    uniqueIndex('checklists_project_type_uq')
      .on(t.event_company_id, t.project_type_id)
      .where(sql`${t.project_type_id} is not null`),
  ],
)

export const checklistSections = pgTable(
  'checklist_sections',
  {
    id: idColumn(),
    checklist_id: bigintRef('checklist_id')
      .notNull()
      .references(() => checklists.id, { onDelete: 'cascade' }),
    section_title: varchar('section_title', { length: 300 }).notNull(),
    position: integer('position').notNull().default(0),
    ...timestamps(),
  },
  (t) => [index('checklist_sections_checklist_idx').on(t.checklist_id, t.position)],
)

/**
 * A checklist row. `starts_at`/`ends_at` are offsets in days from the project's start; `recurrence` is
 * once, interval (every `interval`, on `interval_day` for weekly and monthly) or specific_date.
 */
export const checklistItems = pgTable(
  'checklist_items',
  {
    id: idColumn(),
    checklist_id: bigintRef('checklist_id')
      .notNull()
      .references(() => checklists.id, { onDelete: 'cascade' }),
    section_id: bigintRef('section_id')
      .notNull()
      .references(() => checklistSections.id, { onDelete: 'cascade' }),
    description: varchar('description', { length: 500 }).notNull(),
    recurrence: varchar('recurrence', { length: 20 }).notNull().default('once'),
    starts_at: integer('starts_at').notNull().default(0),
    ends_at: integer('ends_at').notNull().default(0),
    interval: varchar('interval', { length: 20 }),
    interval_day: smallint('interval_day'),
    specific_date: date('specific_date', { mode: 'string' }),
    dependent_to: bigintRef('dependent_to'),
    recurrence_detail: jsonb('recurrence_detail'),
    position: integer('position').notNull().default(0),
    ...timestamps(),
  },
  (t) => [index('checklist_items_checklist_idx').on(t.checklist_id, t.section_id, t.position)],
)
