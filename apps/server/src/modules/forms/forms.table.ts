import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'
import { bigintRef, companyIdColumn, idColumn, moment, timestamps } from '../../platform/columns'
import { attendeeLists } from '../attendees/attendees.table'
import { projectFlights } from '../flights/flights.table'
import { projectProducts } from '../products/products.table'
import { projects } from '../projects/projects.table'

/** Texts keyed by language code, `tr` always present (decisions 0031). */
type LocalizedText = { tr: string } & Record<string, string>

/**
 * A form (admin-area.md "Form"; event-side.md section 1): a project's RSVP, registration, declaration,
 * abstract or mma form, or the company's brief and post-event forms (project_id null).
 */
export const forms = pgTable(
  'forms',
  {
    id: idColumn(),
    event_company_id: companyIdColumn(),
    code: varchar('code', { length: 64 }).notNull().unique(),
    project_id: bigintRef('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 255 }).notNull(),
    slug: varchar('slug', { length: 120 }).notNull(),
    /** The audience: PUBLIC (anyone with the link) or PERSONAL (invited attendees). */
    type: varchar('type', { length: 10 }).notNull().default('PUBLIC'),
    form_type: varchar('form_type', { length: 20 }).notNull(),
    status: varchar('status', { length: 10 }).notNull().default('draft'),
    languages: text('languages').array().notNull().default(sql`'{tr}'::text[]`),
    opens_at: moment('opens_at'),
    closes_at: moment('closes_at'),
    capacity: integer('capacity'),
    edit_deadline: moment('edit_deadline'),
    confirmation_text: jsonb('confirmation_text').$type<LocalizedText>(),
    /** Answers given so far (kept by the submissions of issue 21; a published form with answers is not deleted). */
    answers_count: integer('answers_count').notNull().default(0),
    published_at: moment('published_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('forms_company_slug_uq').on(t.event_company_id, t.slug),
    index('forms_company_project_idx').on(t.event_company_id, t.project_id, t.form_type),
  ],
)

/** A form section (admin-area.md "Form section"). */
export const formSections = pgTable(
  'form_sections',
  {
    id: idColumn(),
    form_id: bigintRef('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    help_text: jsonb('help_text').$type<LocalizedText>(),
    title_colour: varchar('title_colour', { length: 7 }),
    is_hidden: boolean('is_hidden').notNull().default(false),
    dep_scope: varchar('dep_scope', { length: 3 }).notNull().default('ALL'),
    dep_action: varchar('dep_action', { length: 4 }).notNull().default('SHOW'),
    budget_category_id: bigintRef('budget_category_id'),
    sort_order: integer('sort_order').notNull().default(0),
    ...timestamps(),
  },
  (t) => [index('form_sections_form_idx').on(t.form_id, t.sort_order)],
)

/** A form field with every attribute of admin-area.md "Form field"; type-specific ones live in props. */
export const formFields = pgTable(
  'form_fields',
  {
    id: idColumn(),
    form_id: bigintRef('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    section_id: bigintRef('section_id')
      .notNull()
      .references(() => formSections.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 40 }).notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    placeholder: jsonb('placeholder').$type<LocalizedText>(),
    helptext: jsonb('helptext').$type<LocalizedText>(),
    title_colour: varchar('title_colour', { length: 7 }),
    code: varchar('code', { length: 100 }),
    is_required: boolean('is_required').notNull().default(false),
    is_hidden: boolean('is_hidden').notNull().default(false),
    is_readonly: boolean('is_readonly').notNull().default(false),
    default_value_type: varchar('default_value_type', { length: 5 }).notNull().default('NONE'),
    default_value: text('default_value'),
    default_value_db: varchar('default_value_db', { length: 100 }),
    min_length: integer('min_length'),
    max_length: integer('max_length'),
    props: jsonb('props').$type<Record<string, unknown>>().notNull().default({}),
    dep_scope: varchar('dep_scope', { length: 3 }).notNull().default('ALL'),
    dep_action: varchar('dep_action', { length: 4 }).notNull().default('SHOW'),
    direction: varchar('direction', { length: 12 }),
    verification_column: varchar('verification_column', { length: 100 }),
    selected_room_mate_visible: boolean('selected_room_mate_visible').notNull().default(false),
    room_mate_approve: boolean('room_mate_approve').notNull().default(false),
    room_mate_type: varchar('room_mate_type', { length: 20 }),
    file_type: varchar('file_type', { length: 5 }),
    file_size: doublePrecision('file_size'),
    sort_order: integer('sort_order').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    index('form_fields_form_idx').on(t.form_id, t.section_id, t.sort_order),
    index('form_fields_section_idx').on(t.section_id, t.sort_order),
  ],
)

/** A choice field's option (admin-area.md "Field option"), with a text per language and a quota. */
export const formFieldOptions = pgTable(
  'form_field_options',
  {
    id: idColumn(),
    field_id: bigintRef('field_id')
      .notNull()
      .references(() => formFields.id, { onDelete: 'cascade' }),
    option_text: jsonb('option_text').$type<LocalizedText>().notNull(),
    /** Seats taken by answers; `quota_available` is the seats staff offer (null: no limit). */
    quota_allocated: integer('quota_allocated').notNull().default(0),
    quota_available: integer('quota_available'),
    image: varchar('image', { length: 500 }),
    column: varchar('column', { length: 100 }),
    data: varchar('data', { length: 300 }),
    sort_order: integer('sort_order').notNull().default(0),
    /** The product choosing this option buys (event-side.md section 4): its price is in the attendee's fee. */
    product_id: bigintRef('product_id').references(() => projectProducts.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    index('form_field_options_field_idx').on(t.field_id, t.sort_order),
    index('form_field_options_product_idx').on(t.product_id).where(sql`${t.product_id} is not null`),
  ],
)

/**
 * A show/hide rule (admin-area.md "Section rule") of a section or of a field: exactly one of section_id
 * and field_id is set, so deleting either deletes its rules. Rules whose target is a deleted field are
 * removed by the service in the same transaction.
 */
export const formRules = pgTable(
  'form_rules',
  {
    id: idColumn(),
    form_id: bigintRef('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    section_id: bigintRef('section_id').references(() => formSections.id, { onDelete: 'cascade' }),
    field_id: bigintRef('field_id').references(() => formFields.id, { onDelete: 'cascade' }),
    target: varchar('target', { length: 120 }).notNull(),
    operator: varchar('operator', { length: 10 }).notNull(),
    target_value: varchar('target_value', { length: 255 }),
    ...timestamps(),
  },
  (t) => [
    index('form_rules_form_idx').on(t.form_id),
    check('form_rules_one_source', sql`(${t.section_id} is null) <> (${t.field_id} is null)`),
  ],
)

/** A flight field's offered flight with its seats (admin-area.md "Flight option"). */
export const formFlightOptions = pgTable(
  'form_flight_options',
  {
    id: idColumn(),
    field_id: bigintRef('field_id')
      .notNull()
      .references(() => formFields.id, { onDelete: 'cascade' }),
    flight_id: bigintRef('flight_id')
      .notNull()
      .references(() => projectFlights.id, { onDelete: 'cascade' }),
    quota_available: integer('quota_available'),
    /** Seats taken by answers (the option's own counter works the same way: taken ≤ available). */
    quota_allocated: integer('quota_allocated').notNull().default(0),
    ...timestamps(),
  },
  (t) => [uniqueIndex('form_flight_options_field_flight_uq').on(t.field_id, t.flight_id)],
)

/** Room mates of list one may be chosen from list two (MACTHED_LIST_CHOOSE). */
export const formAttendeeListMatches = pgTable(
  'form_attendee_list_matches',
  {
    id: idColumn(),
    form_id: bigintRef('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    field_id: bigintRef('field_id')
      .notNull()
      .references(() => formFields.id, { onDelete: 'cascade' }),
    attendee_list_id_one: bigintRef('attendee_list_id_one')
      .notNull()
      .references(() => attendeeLists.id, { onDelete: 'cascade' }),
    attendee_list_id_two: bigintRef('attendee_list_id_two')
      .notNull()
      .references(() => attendeeLists.id, { onDelete: 'cascade' }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('form_attendee_list_matches_uq').on(
      t.field_id,
      t.attendee_list_id_one,
      t.attendee_list_id_two,
    ),
  ],
)

/**
 * An unfinished public answer saved for later (event-side.md section 2, "save and resume"): the person
 * gets a resume link by e-mail; the code is random, the answers are the engine's raw answers.
 */
export const formDrafts = pgTable(
  'form_drafts',
  {
    id: idColumn(),
    form_id: bigintRef('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    code: varchar('code', { length: 64 }).notNull(),
    email: varchar('email', { length: 255 }).notNull(),
    /** The personal code when a PERSONAL link was being answered. */
    pcode: varchar('pcode', { length: 64 }),
    answers: jsonb('answers').$type<Record<string, unknown>>().notNull().default({}),
    expires_at: moment('expires_at').notNull(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('form_drafts_code_uq').on(t.code), index('form_drafts_form_idx').on(t.form_id)],
)
