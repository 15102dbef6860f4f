import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'
import { bigintRef, companyIdColumn, idColumn, moment, timestamps } from '../../platform/columns'
import { clients } from '../clients/clients.table'
import { projects } from '../projects/projects.table'
import { suppliers } from '../suppliers/suppliers.table'
import { users } from '../users/users.table'

/**
 * Every staff request (leave, inspection, operation, advance, expense, credit-card, payment and sales
 * invoice requests) is one row here: what lists filter and total on is a column, the few fields of
 * one form alone are `details` (checked by the form's contract on the way in). Status lives here only;
 * `waiting_for` holds the deciders of the current step so the approver queue is one indexed lookup.
 */
export const requests = pgTable(
  'requests',
  {
    id: idColumn(),
    event_company_id: companyIdColumn(),
    request_type: varchar('request_type', { length: 40 }).notNull(),
    requester_id: bigintRef('requester_id')
      .notNull()
      .references(() => users.id),
    status: varchar('status', { length: 10 }).notNull().default('PENDING'),
    project_id: bigintRef('project_id').references(() => projects.id, { onDelete: 'set null' }),
    supplier_id: bigintRef('supplier_id').references(() => suppliers.id),
    client_id: bigintRef('client_id').references(() => clients.id),
    /** An expense source other than the project (definition expense-sources). */
    source_id: bigintRef('source_id'),
    currency: varchar('currency', { length: 3 }),
    amount: numeric('amount', { precision: 18, scale: 2 }),
    request_date: date('request_date', { mode: 'string' }),
    starts_at: moment('starts_at'),
    ends_at: moment('ends_at'),
    note: varchar('note', { length: 500 }),
    details: jsonb('details').notNull().default({}),
    replaces_id: bigint('replaces_id', { mode: 'number' }),
    current_step: integer('current_step'),
    step_count: integer('step_count').notNull().default(0),
    waiting_for: bigint('waiting_for', { mode: 'number' }).array().notNull().default(sql`'{}'::bigint[]`),
    /** Everyone asked to decide any step: they keep seeing the request (decisions.md 4). */
    approvers: bigint('approvers', { mode: 'number' }).array().notNull().default(sql`'{}'::bigint[]`),
    declined_reason: text('declined_reason'),
    decided_at: moment('decided_at'),
    ...timestamps(),
  },
  (t) => [
    // The accounting lists: page, count and totals per currency of a date range come from the index alone.
    index('requests_type_date_idx').on(
      t.event_company_id,
      t.request_type,
      t.request_date,
      t.id,
      t.status,
      t.currency,
      t.amount,
      t.requester_id,
      t.approvers,
    ),
    index('requests_requester_idx').on(t.event_company_id, t.requester_id, t.created_at),
    index('requests_project_idx').on(t.project_id, t.request_type),
    // The colleagues an approved operation request names take part in its project (decisions/0047):
    // found from the person (`details->'responsibles' @> '[id]'`), over approved operations only.
    index('requests_operation_responsibles_idx')
      .using('gin', sql`(${t.details} -> 'responsibles') jsonb_path_ops`)
      .where(sql`${t.request_type} = 'OPERATION' and ${t.status} = 'APPROVED'`),
    // A declined request is resubmitted at most once: the new one is its only successor.
    uniqueIndex('requests_replaces_unique').on(t.replaces_id).where(sql`${t.replaces_id} is not null`),
  ],
)

/**
 * The approver queue: one row per person the current step of a PENDING request waits for, in the order
 * the queue lists them, so "waiting for me" and its count are index-only reads. Kept in step with
 * `requests.waiting_for` by the repository.
 */
export const requestWaits = pgTable(
  'request_waits',
  {
    user_id: bigintRef('user_id')
      .notNull()
      .references(() => users.id),
    request_id: bigintRef('request_id')
      .notNull()
      .references(() => requests.id, { onDelete: 'cascade' }),
    created_at: moment('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.user_id, t.created_at, t.request_id] }),
    index('request_waits_request_idx').on(t.request_id),
  ],
)

/** Rows of an advance, an expense or a sales invoice request, in order. */
export const requestItems = pgTable(
  'request_items',
  {
    id: idColumn(),
    request_id: bigintRef('request_id')
      .notNull()
      .references(() => requests.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    description: varchar('description', { length: 255 }).notNull(),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
    payment_method: varchar('payment_method', { length: 10 }),
    assign_to: varchar('assign_to', { length: 10 }),
    expense_date: date('expense_date', { mode: 'string' }),
    vat_rate: numeric('vat_rate', { precision: 6, scale: 4 }),
    payment_type: varchar('payment_type', { length: 20 }),
    company_card_id: bigintRef('company_card_id'),
    receipt_no: varchar('receipt_no', { length: 64 }),
    receipt_file_id: bigintRef('receipt_file_id'),
    quantity: numeric('quantity', { precision: 18, scale: 4 }),
    unit_price: numeric('unit_price', { precision: 18, scale: 4 }),
  },
  (t) => [uniqueIndex('request_items_order_unique').on(t.request_id, t.position)],
)

/** The chain as resolved on submission: who may decide each step, and the decision. */
export const requestSteps = pgTable(
  'request_steps',
  {
    id: idColumn(),
    request_id: bigintRef('request_id')
      .notNull()
      .references(() => requests.id, { onDelete: 'cascade' }),
    step_no: integer('step_no').notNull(),
    approver_ids: bigint('approver_ids', { mode: 'number' }).array().notNull(),
    decision: varchar('decision', { length: 10 }),
    decided_by: bigintRef('decided_by').references(() => users.id),
    decided_at: moment('decided_at'),
    reason: text('reason'),
  },
  (t) => [
    uniqueIndex('request_steps_order_unique').on(t.request_id, t.step_no),
    index('request_steps_decided_by_idx').on(t.decided_by, t.decided_at),
  ],
)

/** What happened to a request, in order: submitted, edited, each decision, completion. */
export const requestHistory = pgTable(
  'request_history',
  {
    id: idColumn(),
    request_id: bigintRef('request_id')
      .notNull()
      .references(() => requests.id, { onDelete: 'cascade' }),
    event: varchar('event', { length: 20 }).notNull(),
    user_id: bigintRef('user_id').references(() => users.id),
    step_no: integer('step_no'),
    reason: text('reason'),
    via_link: boolean('via_link').notNull().default(false),
    created_at: moment('created_at').notNull().defaultNow(),
  },
  (t) => [index('request_history_request_idx').on(t.request_id, t.id)],
)

/** A receipt photo uploaded for an expense row; the bytes live in the file storage. */
export const requestFiles = pgTable(
  'request_files',
  {
    id: idColumn(),
    event_company_id: companyIdColumn(),
    uploaded_by: bigintRef('uploaded_by')
      .notNull()
      .references(() => users.id),
    storage_key: text('storage_key').notNull(),
    name: varchar('name', { length: 255 }).notNull(),
    mime_type: varchar('mime_type', { length: 100 }).notNull(),
    size: integer('size').notNull(),
    ...timestamps(),
  },
  (t) => [index('request_files_uploader_idx').on(t.uploaded_by)],
)

/**
 * A decision link sent by e-mail to one approver for one step. Only the token's SHA-256 is kept; the
 * row binds the token to the request, the person and the step, so a link edited by hand finds nothing.
 */
export const approvalDecisionLinks = pgTable(
  'approval_decision_links',
  {
    id: idColumn(),
    request_id: bigintRef('request_id')
      .notNull()
      .references(() => requests.id, { onDelete: 'cascade' }),
    step_no: integer('step_no').notNull(),
    user_id: bigintRef('user_id')
      .notNull()
      .references(() => users.id),
    token_hash: varchar('token_hash', { length: 64 }).notNull(),
    expires_at: moment('expires_at').notNull(),
    used_at: moment('used_at'),
    created_at: moment('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('approval_decision_links_token_unique').on(t.token_hash),
    index('approval_decision_links_request_idx').on(t.request_id, t.step_no),
  ],
)
