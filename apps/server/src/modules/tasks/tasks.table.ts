import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'
import { bigintRef, companyIdColumn, idColumn, moment, timestamps } from '../../platform/columns'
import { projects } from '../projects/projects.table'
import { users } from '../users/users.table'

/**
 * A board column of tasks. A user's own sections have `owner_id`; the sections a project's checklist
 * creates have `project_id` (one per checklist section, named after it).
 */
export const taskSections = pgTable(
  'task_sections',
  {
    id: idColumn(),
    event_company_id: companyIdColumn(),
    owner_id: bigintRef('owner_id').references(() => users.id),
    project_id: bigintRef('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    /** The checklist section a project section was made from. */
    checklist_section_id: bigintRef('checklist_section_id'),
    title: varchar('title', { length: 300 }).notNull(),
    position: integer('position').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    index('task_sections_owner_idx').on(t.owner_id, t.position),
    index('task_sections_project_idx').on(t.project_id, t.position),
  ],
)

export const tasks = pgTable(
  'tasks',
  {
    id: idColumn(),
    event_company_id: companyIdColumn(),
    section_id: bigintRef('section_id').references(() => taskSections.id, { onDelete: 'set null' }),
    title: varchar('title', { length: 255 }).notNull(),
    description: varchar('description', { length: 500 }),
    creator_id: bigintRef('creator_id')
      .notNull()
      .references(() => users.id),
    /** The first responsible (the spec's single field); all of them are in task_responsibles. */
    responsible_id: bigintRef('responsible_id').references(() => users.id),
    completed_by_id: bigintRef('completed_by_id').references(() => users.id),
    project_id: bigintRef('project_id').references(() => projects.id, { onDelete: 'set null' }),
    /** Budgets come with their own issue; the link is kept without a foreign key until then. */
    budget_item_id: bigintRef('budget_item_id'),
    is_milestone: boolean('is_milestone').notNull().default(false),
    is_checklist: boolean('is_checklist').notNull().default(false),
    /** A checklist task: the item it came from and which of the item's occurrences it is (0 for once). */
    checklist_item_id: bigintRef('checklist_item_id'),
    checklist_occurrence: integer('checklist_occurrence'),
    priority: smallint('priority').notNull().default(0),
    starts_at: moment('starts_at'),
    deadline_at: moment('deadline_at'),
    /** When the responsibles are reminded; reminded_at is set once the reminder went out. */
    remind_at: moment('remind_at'),
    reminded_at: moment('reminded_at'),
    completed_at: moment('completed_at'),
    position: integer('position').notNull().default(0),
    /**
     * Every responsible's id (task_responsibles.user_id, ascending), kept by the database itself: triggers
     * on task_responsibles rewrite it after each insert, delete or change of rows (migration 0015), so
     * every writer (this module, checklists, seeds) keeps it right. "Touching these people" is then a
     * test on the row (`creator_id = any(ids) or responsible_ids && ids`) that the covering indexes below
     * answer without reading task_responsibles or the table.
     */
    responsible_ids: bigint('responsible_ids', { mode: 'number' })
      .array()
      .notNull()
      .default(sql`'{}'::bigint[]`),
    ...timestamps(),
  },
  (t) => [
    // The calendar's range of tasks, index-only: who (creator, responsibles), what and the title are in it.
    index('tasks_calendar_idx').on(
      t.event_company_id,
      t.deadline_at,
      t.creator_id,
      t.responsible_ids,
      t.is_milestone,
      t.completed_at,
      t.project_id,
      t.id,
      t.title,
    ),
    index('tasks_creator_idx').on(t.creator_id, t.completed_at),
    index('tasks_section_idx').on(t.section_id, t.position),
    index('tasks_project_idx').on(t.project_id, t.deadline_at),
    // The open lists read only these two partial indexes (index-only): whose open tasks they are, and the
    // board's order of each (GET /tasks for a team stays fast with hundreds of thousands of tasks).
    index('tasks_open_creator_idx').on(t.creator_id, t.id).where(sql`${t.completed_at} is null`),
    index('tasks_open_order_idx')
      .on(t.id, t.event_company_id, t.position, t.deadline_at)
      .where(sql`${t.completed_at} is null`),
    // The boards in their order (position, deadline, id) with whose task each is: a page of the open
    // team list, of all tasks or of the completed ones walks one of these and stops after the page.
    index('tasks_open_board_idx')
      .on(t.event_company_id, t.position, t.deadline_at, t.id, t.creator_id, t.responsible_ids)
      .where(sql`${t.completed_at} is null`),
    index('tasks_board_idx').on(
      t.event_company_id,
      t.position,
      t.deadline_at,
      t.id,
      t.creator_id,
      t.responsible_ids,
    ),
    index('tasks_completed_board_idx')
      .on(
        t.event_company_id,
        t.completed_at.desc().nullsFirst(),
        t.position,
        t.deadline_at,
        t.id,
        t.creator_id,
        t.responsible_ids,
      )
      .where(sql`${t.completed_at} is not null`),
    index('tasks_remind_idx')
      .on(t.remind_at)
      .where(sql`${t.reminded_at} is null and ${t.completed_at} is null`),
    uniqueIndex('tasks_checklist_occurrence_uq')
      .on(t.project_id, t.checklist_item_id, t.checklist_occurrence)
      .where(sql`${t.checklist_item_id} is not null`),
  ],
)

export const taskResponsibles = pgTable(
  'task_responsibles',
  {
    task_id: bigint('task_id', { mode: 'number' })
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    user_id: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    /**
     * The task is not completed (kept with tasks.completed_at): the open lists (my tasks, my team's) find
     * a person's open tasks in the partial index instead of every task they ever had.
     */
    open: boolean('open').notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.task_id, t.user_id] }),
    index('task_responsibles_user_idx').on(t.user_id, t.task_id),
    index('task_responsibles_open_user_idx').on(t.user_id, t.task_id).where(sql`${t.open}`),
  ],
)

export const taskLabels = pgTable(
  'task_labels',
  {
    id: idColumn(),
    event_company_id: companyIdColumn(),
    name: varchar('name', { length: 60 }).notNull(),
    color: varchar('color', { length: 20 }).notNull().default('blue'),
    ...timestamps(),
  },
  (t) => [uniqueIndex('task_labels_company_name_uq').on(t.event_company_id, t.name)],
)

export const taskLabelLinks = pgTable(
  'task_label_links',
  {
    task_id: bigint('task_id', { mode: 'number' })
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    label_id: bigint('label_id', { mode: 'number' })
      .notNull()
      .references(() => taskLabels.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.task_id, t.label_id] }),
    index('task_label_links_label_idx').on(t.label_id),
  ],
)
