import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'
import { bigintRef, companyIdColumn, idColumn, moment, timestamps } from '../../platform/columns'
import { formFieldOptions, formFlightOptions, forms } from '../forms/forms.table'
import { projects } from '../projects/projects.table'
import { users } from '../users/users.table'

/**
 * A project's attendee lists (event-side.md section 2: VIP, Konuşmacı, Basın…); room-mate list matches
 * of the forms point at them.
 */
export const attendeeLists = pgTable(
  'attendee_lists',
  {
    id: idColumn(),
    event_company_id: companyIdColumn(),
    project_id: bigintRef('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 120 }).notNull(),
    sort_order: integer('sort_order').notNull().default(0),
    ...timestamps(),
  },
  (t) => [index('attendee_lists_project_idx').on(t.project_id, t.sort_order)],
)

/**
 * An attendee of a project (event-side.md section 2). `pcode` (personal link), `acode` (badge and
 * check-in) and `dcode` (declaration) are random, at least 128 bits, and revoked by replacing them.
 * `custom` holds the project's custom columns by key; `name_search` the folded full name for search.
 */
export const attendees = pgTable(
  'attendees',
  {
    id: idColumn(),
    event_company_id: companyIdColumn(),
    project_id: bigintRef('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    pcode: varchar('pcode', { length: 64 }).notNull(),
    acode: varchar('acode', { length: 64 }).notNull(),
    dcode: varchar('dcode', { length: 64 }).notNull(),
    first_name: varchar('first_name', { length: 100 }).notNull().default(''),
    last_name: varchar('last_name', { length: 100 }).notNull().default(''),
    name_search: varchar('name_search', { length: 210 }).notNull().default(''),
    email: varchar('email', { length: 255 }),
    phone: varchar('phone', { length: 40 }),
    company: varchar('company', { length: 255 }),
    title: varchar('title', { length: 150 }),
    country: varchar('country', { length: 2 }),
    city: varchar('city', { length: 120 }),
    gender: varchar('gender', { length: 10 }),
    language: varchar('language', { length: 5 }).notNull().default('tr'),
    /** INVITED, REGISTERED, WAITLISTED, NOT_ATTENDING, CANCELLED. */
    status: varchar('status', { length: 15 }).notNull().default('INVITED'),
    /** How the attendee came: PUBLIC, PERSONAL, IMPORT, STAFF, MANUAL_RSVP. */
    source: varchar('source', { length: 12 }).notNull().default('STAFF'),
    /** A companion's main attendee (product COMP). */
    main_attendee_id: bigintRef('main_attendee_id').references((): AnyPgColumn => attendees.id, {
      onDelete: 'cascade',
    }),
    room_mate_id: bigintRef('room_mate_id').references((): AnyPgColumn => attendees.id, {
      onDelete: 'set null',
    }),
    /** The mate confirmed the pairing (room_mate_approve). */
    room_mate_confirmed: boolean('room_mate_confirmed').notNull().default(false),
    /** The code of the link the chosen mate confirms the pairing with (room_mate_approve). */
    room_mate_code: varchar('room_mate_code', { length: 64 }),
    custom: jsonb('custom').$type<Record<string, unknown>>().notNull().default({}),
    registered_at: moment('registered_at'),
    cancelled_at: moment('cancelled_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('attendees_pcode_uq').on(t.pcode),
    uniqueIndex('attendees_acode_uq').on(t.acode),
    uniqueIndex('attendees_dcode_uq').on(t.dcode),
    uniqueIndex('attendees_room_mate_code_uq')
      .on(t.room_mate_code)
      .where(sql`${t.room_mate_code} is not null`),
    index('attendees_project_status_idx').on(t.project_id, t.status, t.id),
    index('attendees_project_name_idx').on(t.project_id, t.name_search, t.id),
    // The list's default order (attendee-read.repository.ts orderOf): a page walks it instead of sorting.
    index('attendees_project_created_idx').on(t.project_id, t.created_at, t.id),
    index('attendees_name_trgm_idx').using('gin', t.name_search.op('gin_trgm_ops')),
    index('attendees_project_email_idx').on(t.project_id, sql`lower(${t.email})`),
    index('attendees_main_idx').on(t.main_attendee_id).where(sql`${t.main_attendee_id} is not null`),
  ],
)

/** Which lists an attendee is on (many). */
export const attendeeListMembers = pgTable(
  'attendee_list_members',
  {
    attendee_id: bigintRef('attendee_id')
      .notNull()
      .references(() => attendees.id, { onDelete: 'cascade' }),
    list_id: bigintRef('list_id')
      .notNull()
      .references(() => attendeeLists.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.attendee_id, t.list_id] }),
    index('attendee_list_members_list_idx').on(t.list_id),
  ],
)

/**
 * An attendee's answers to one form, keyed by field id in the engine's stored shapes; `helper_name`
 * names the manual-RSVP helper who answered for them. The GIN index serves "any answer" filters
 * (`answers @> '{"12": 34}'`).
 */
export const attendeeAnswers = pgTable(
  'attendee_answers',
  {
    id: idColumn(),
    attendee_id: bigintRef('attendee_id')
      .notNull()
      .references(() => attendees.id, { onDelete: 'cascade' }),
    form_id: bigintRef('form_id')
      .notNull()
      .references((): AnyPgColumn => forms.id, { onDelete: 'cascade' }),
    answers: jsonb('answers').$type<Record<string, unknown>>().notNull().default({}),
    /** Option and flight-option seats this answer holds, so a change or cancellation frees exactly them. */
    seats: jsonb('seats').$type<{ options: number[]; flight_options: number[] }>().notNull().default({
      options: [],
      flight_options: [],
    }),
    helper_name: varchar('helper_name', { length: 150 }),
    submitted_at: moment('submitted_at').notNull().defaultNow(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('attendee_answers_attendee_form_uq').on(t.attendee_id, t.form_id),
    index('attendee_answers_form_idx').on(t.form_id),
    index('attendee_answers_answers_gin').using('gin', t.answers),
  ],
)

/** Every change of an attendee with who made it (a staff user, the attendee, a helper, the system). */
export const attendeeHistory = pgTable(
  'attendee_history',
  {
    id: idColumn(),
    attendee_id: bigintRef('attendee_id')
      .notNull()
      .references(() => attendees.id, { onDelete: 'cascade' }),
    /** USER, ATTENDEE, HELPER, SYSTEM. */
    actor_type: varchar('actor_type', { length: 10 }).notNull(),
    actor_user_id: bigintRef('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actor_name: varchar('actor_name', { length: 150 }),
    /** created, updated, status, lists, answers, codes_revoked, waitlisted, … */
    action: varchar('action', { length: 30 }).notNull(),
    changes: jsonb('changes').$type<Record<string, unknown>>().notNull().default({}),
    created_at: moment('created_at').notNull().defaultNow(),
  },
  (t) => [index('attendee_history_attendee_idx').on(t.attendee_id, t.created_at)],
)

/** A project's own attendee columns (text, number, date, choice), beside the fixed ones. */
export const attendeeCustomColumns = pgTable(
  'attendee_custom_columns',
  {
    id: idColumn(),
    event_company_id: companyIdColumn(),
    project_id: bigintRef('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    key: varchar('key', { length: 60 }).notNull(),
    label: varchar('label', { length: 120 }).notNull(),
    kind: varchar('kind', { length: 10 }).notNull().default('text'),
    choices: jsonb('choices').$type<string[]>(),
    sort_order: integer('sort_order').notNull().default(0),
    ...timestamps(),
  },
  (t) => [uniqueIndex('attendee_custom_columns_project_key_uq').on(t.project_id, t.key)],
)

/**
 * The waiting list of a form, an option or a flight option (option ids null = the form's capacity).
 * A freed seat is OFFERED to the oldest WAITING entry with a claim code valid 48 hours.
 */
export const attendeeWaitlist = pgTable(
  'attendee_waitlist',
  {
    id: idColumn(),
    attendee_id: bigintRef('attendee_id')
      .notNull()
      .references(() => attendees.id, { onDelete: 'cascade' }),
    form_id: bigintRef('form_id')
      .notNull()
      .references((): AnyPgColumn => forms.id, { onDelete: 'cascade' }),
    option_id: bigintRef('option_id').references((): AnyPgColumn => formFieldOptions.id, {
      onDelete: 'cascade',
    }),
    flight_option_id: bigintRef('flight_option_id').references((): AnyPgColumn => formFlightOptions.id, {
      onDelete: 'cascade',
    }),
    /** WAITING, OFFERED, CLAIMED, EXPIRED, LEFT. */
    status: varchar('status', { length: 10 }).notNull().default('WAITING'),
    claim_code: varchar('claim_code', { length: 64 }),
    offered_at: moment('offered_at'),
    claim_expires_at: moment('claim_expires_at'),
    ...timestamps(),
  },
  (t) => [
    index('attendee_waitlist_queue_idx').on(t.form_id, t.status, t.created_at),
    uniqueIndex('attendee_waitlist_claim_uq').on(t.claim_code).where(sql`${t.claim_code} is not null`),
  ],
)
