import { sql } from 'drizzle-orm'
import {
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'
import { bigintRef, companyIdColumn, idColumn, moment, timestamps } from '../../platform/columns'
import { foldedLiteral } from '../../platform/text-search'
import { clients } from '../clients/clients.table'
import { contacts } from '../contacts/contacts.table'
import { projectTypes } from '../definitions/definitions.table'
import { divisions, users } from '../users/users.table'

/**
 * Leads and projects: one record moving through the 15 pipeline stages (decisions.md 2). `stage` 0-7 is
 * a lead (LEAD-{stage}), 8-14 PREP ... COMPETITION. `name_search` is the folded name the search reads.
 * `client_id` is empty only for a project a CLIENT user asked for before the agency linked a client.
 */
export const projects = pgTable(
  'projects',
  {
    id: idColumn(),
    event_company_id: companyIdColumn(),
    code: varchar('code', { length: 64 }).notNull(),
    name: varchar('name', { length: 255 }).notNull(),
    name_search: varchar('name_search', { length: 255 }).notNull(),
    project_ref: varchar('project_ref', { length: 40 }),
    stage: smallint('stage').notNull().default(0),
    client_id: bigintRef('client_id').references(() => clients.id),
    project_type_id: bigintRef('project_type_id').references(() => projectTypes.id),
    format: varchar('format', { length: 10 }),
    starts_at: date('starts_at', { mode: 'string' }).notNull(),
    ends_at: date('ends_at', { mode: 'string' }).notNull(),
    country: varchar('country', { length: 2 }),
    city: varchar('city', { length: 120 }),
    expected_attendee_count: integer('expected_attendee_count'),
    languages: text('languages').array().notNull().default(sql`'{}'::text[]`),
    currency: varchar('currency', { length: 3 }),
    fin_fee_type: varchar('fin_fee_type', { length: 10 }),
    fin_fee_percentage: numeric('fin_fee_percentage', { precision: 18, scale: 4 }),
    fin_fee_fixed_amount: numeric('fin_fee_fixed_amount', { precision: 18, scale: 4 }),
    fin_fee_currency: varchar('fin_fee_currency', { length: 3 }),
    profit_target: numeric('profit_target', { precision: 18, scale: 4 }),
    responsible_id: bigintRef('responsible_id').references(() => users.id),
    lead_close_date: date('lead_close_date', { mode: 'string' }),
    lead_value: numeric('lead_value', { precision: 18, scale: 4 }),
    lead_currency: varchar('lead_currency', { length: 3 }),
    /**
     * The report facts (decisions/0045 "Facts kept on the project"), kept by triggers of migration 0034:
     * the main budget's stored company-currency totals (the budget marked main, else the first by
     * created_at, id; null without a budget) and the stage of the latest move into CANCELLED.
     */
    main_sell_total: numeric('main_sell_total', { precision: 18, scale: 2 }),
    main_buy_total: numeric('main_buy_total', { precision: 18, scale: 2 }),
    cancelled_from: smallint('cancelled_from'),
    /**
     * The date of the project's first sales invoice (null without one), kept by migration 0036's triggers
     * on invoices in the writing transaction (decisions/0046 "Cold figures"): invoicing-timeframes reads
     * it instead of probing the invoices once per project.
     */
    first_sales_date: date('first_sales_date', { mode: 'string' }),
    client_response_date: date('client_response_date', { mode: 'string' }),
    status_info: varchar('status_info', { length: 500 }),
    note: text('note'),
    stage_changed_at: moment('stage_changed_at').notNull().defaultNow(),
    created_by: bigintRef('created_by').references(() => users.id),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('projects_code_unique').on(t.code),
    // References are unique per company whatever their case.
    uniqueIndex('projects_company_ref_unique')
      .on(t.event_company_id, sql`upper(${t.project_ref})`)
      .where(sql`${t.project_ref} is not null`),
    check('projects_stage_range', sql`${t.stage} between 0 and 14`),
    check('projects_dates_order', sql`${t.ends_at} >= ${t.starts_at}`),
    // The project list: statuses filter, ordered by the start date.
    index('projects_company_stage_starts_idx').on(t.event_company_id, t.stage, t.starts_at, t.id),
    index('projects_company_starts_idx').on(t.event_company_id, t.starts_at, t.id),
    // The sales reports read a range's facts from the index alone (report-figures.repository.ts).
    index('projects_company_facts_idx').on(
      t.event_company_id,
      t.starts_at,
      t.stage,
      t.responsible_id,
      t.created_by,
      t.client_id,
      t.cancelled_from,
      t.lead_currency,
      t.lead_value,
      t.main_sell_total,
      t.main_buy_total,
    ),
    // The project list's default statuses (PREP, OPERATION, PRECLOSE) by start date: most projects are
    // closed, so walking all of them in start order to find these would read most of the table.
    // The visibility and filter columns follow, so a scoped user's page is found in the index alone.
    index('projects_company_active_starts_idx')
      .on(
        t.event_company_id,
        t.starts_at,
        t.id,
        t.stage,
        t.responsible_id,
        t.created_by,
        t.ends_at,
        t.client_id,
      )
      .where(sql`${t.stage} between 8 and 10`),
    // The board's counts and sums: an index-only scan by event dates with every column they read.
    index('projects_company_board_idx').on(
      t.event_company_id,
      t.ends_at,
      t.stage,
      t.lead_currency,
      t.lead_value,
      t.responsible_id,
      t.created_by,
      t.starts_at,
    ),
    // invoicing-timeframes: the confirmed projects by event end with the scope columns and the first
    // sales invoice's date, from the index alone.
    index('projects_company_invoicing_idx')
      .on(t.event_company_id, t.ends_at, t.id, t.responsible_id, t.created_by, t.first_sales_date)
      .where(sql`${t.stage} between 8 and 11`),
    // The board: the latest cards of each stage.
    index('projects_company_stage_updated_idx').on(t.event_company_id, t.stage, t.updated_at, t.id),
    // Scope filters: whose projects (responsible or creator).
    index('projects_company_responsible_idx').on(t.event_company_id, t.responsible_id, t.starts_at),
    index('projects_company_creator_idx').on(t.event_company_id, t.created_by, t.starts_at),
    index('projects_client_idx').on(t.client_id),
    index('projects_project_type_idx').on(t.project_type_id),
    index('projects_name_trgm_idx').using('gin', t.name_search.op('gin_trgm_ops')),
    // The search by reference ("ke-2026" finds KE-2026-004): its folded form, as the search writes it.
    index('projects_ref_search_trgm_idx').using('gin', sql`${foldedLiteral(t.project_ref)} gin_trgm_ops`),
  ],
)

/** The client contacts of a project (the lead form's `contact` is the first). */
export const projectContacts = pgTable(
  'project_contacts',
  {
    event_company_id: companyIdColumn(),
    project_id: bigintRef('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    contact_id: bigintRef('contact_id')
      .notNull()
      .references(() => contacts.id),
    created_at: moment('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.project_id, t.contact_id] }),
    index('project_contacts_contact_idx').on(t.contact_id),
  ],
)

/**
 * What happened to a project, for its timeline and status history: `kind` is one of TIMELINE_KINDS of
 * the contract except note and call (those are read from their own tables). `data` per kind:
 * created and stage_changed {from_stage (null when created), to_stage}, updated {fields}, file_added /
 * file_deleted {name}.
 */
export const projectEvents = pgTable(
  'project_events',
  {
    id: idColumn(),
    event_company_id: companyIdColumn(),
    project_id: bigintRef('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 20 }).notNull(),
    actor_id: bigintRef('actor_id').references(() => users.id),
    data: jsonb('data').notNull().default({}),
    created_at: moment('created_at').notNull().defaultNow(),
  },
  (t) => [index('project_events_project_idx').on(t.project_id, t.created_at)],
)

/** Files uploaded to a project; the bytes live in the file storage under `storage_key`. */
export const projectFiles = pgTable(
  'project_files',
  {
    id: idColumn(),
    event_company_id: companyIdColumn(),
    project_id: bigintRef('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 255 }).notNull(),
    storage_key: text('storage_key').notNull(),
    size: integer('size').notNull(),
    mime_type: varchar('mime_type', { length: 150 }).notNull(),
    uploaded_by: bigintRef('uploaded_by').references(() => users.id),
    ...timestamps(),
  },
  (t) => [index('project_files_project_idx').on(t.project_id, t.created_at)],
)

/**
 * The last sequence number of generated references per division and year
 * (`{division prefix}-{year}-{sequence}`, decisions.md 2); taken with one conditional upsert.
 */
export const projectRefCounters = pgTable(
  'project_ref_counters',
  {
    event_company_id: companyIdColumn(),
    division_id: bigintRef('division_id')
      .notNull()
      .references(() => divisions.id, { onDelete: 'cascade' }),
    year: smallint('year').notNull(),
    last_value: integer('last_value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.division_id, t.year] })],
)
