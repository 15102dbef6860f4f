import { sql } from 'drizzle-orm'
import {
  boolean,
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
import { budgetCategories, budgetItems } from '../definitions/definitions.table'
import { projects } from '../projects/projects.table'
import { suppliers } from '../suppliers/suppliers.table'
import { users } from '../users/users.table'

/** A category's tax rows as copied from its definition (fractions and amounts as decimal strings). */
export interface StoredTax {
  name: string
  price_type: 'PERCENTAGE' | 'FIXED'
  currency_code: string | null
  price: string
  vat_rate: string
}

const money = (name: string) => numeric(name, { precision: 18, scale: 4 })

/**
 * A project's budget (staff-app.md "Budget"). `version` goes up with every write to the budget or its
 * rows, in the write's transaction: the editor's realtime reload and the server's cached detail key on
 * it. `rates` is the snapshot used for conversion until refreshed (decisions.md 3). The service fee is
 * null when none applies. `review_code` is the public client-review link's code while it is shared.
 */
export const budgets = pgTable(
  'budgets',
  {
    id: idColumn(),
    event_company_id: companyIdColumn(),
    project_id: bigintRef('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    code: varchar('code', { length: 64 }).notNull(),
    name: varchar('name', { length: 150 }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull().default('TRY'),
    currencies: text('currencies').array().notNull().default(sql`'{}'::text[]`),
    rates: jsonb('rates').$type<Record<string, string>>().notNull().default({}),
    rates_date: date('rates_date', { mode: 'string' }),
    service_fee_type: varchar('service_fee_type', { length: 10 }),
    service_fee_amount: money('service_fee_amount'),
    service_fee_currency: varchar('service_fee_currency', { length: 3 }),
    version: integer('version').notNull().default(1),
    review_code: varchar('review_code', { length: 64 }),
    review_status: varchar('review_status', { length: 20 }).notNull().default('NONE'),
    review_comment: text('review_comment'),
    review_decided_at: moment('review_decided_at'),
    review_shared_at: moment('review_shared_at'),
    /** The project's main budget: its turnover and profit count in reports (else its first budget). */
    is_main: boolean('is_main').notNull().default(false),
    /**
     * The sell total with service fee and the buy total, converted to the company currency at the
     * budget's own rates (event-side.md section 5), kept by every budget write in its transaction so
     * reports sum a column instead of computing each budget; null until first computed.
     */
    sell_total_company: numeric('sell_total_company', { precision: 18, scale: 2 }),
    buy_total_company: numeric('buy_total_company', { precision: 18, scale: 2 }),
    created_by: bigintRef('created_by').references(() => users.id),
    ...timestamps(),
    deleted_at: moment('deleted_at'),
  },
  (t) => [
    uniqueIndex('budgets_code_unique').on(t.code),
    uniqueIndex('budgets_review_code_unique').on(t.review_code),
    // A project's budget list.
    index('budgets_project_idx').on(t.project_id, t.created_at).where(sql`${t.deleted_at} is null`),
    // One main budget per project at most.
    uniqueIndex('budgets_one_main_per_project')
      .on(t.project_id)
      .where(sql`${t.is_main} and ${t.deleted_at} is null`),
  ],
)

/** The categories of one budget (the name `budget_categories` is the admin definitions' table). */
export const projectBudgetCategories = pgTable(
  'project_budget_categories',
  {
    id: idColumn(),
    budget_id: bigintRef('budget_id')
      .notNull()
      .references(() => budgets.id, { onDelete: 'cascade' }),
    // A copy of the definition: deleting the definition later leaves the budget as it was.
    category_id: bigintRef('category_id').references(() => budgetCategories.id, { onDelete: 'set null' }),
    name: varchar('name', { length: 150 }).notNull(),
    name_en: varchar('name_en', { length: 150 }),
    vat_rate: numeric('vat_rate', { precision: 8, scale: 4 }).notNull().default('0'),
    taxes: jsonb('taxes').$type<StoredTax[]>().notNull().default([]),
    sort_order: integer('sort_order').notNull().default(0),
    ...timestamps(),
  },
  (t) => [index('project_budget_categories_budget_idx').on(t.budget_id, t.sort_order)],
)

/** A budget line: buy and sell side each in its own currency; `version` guards concurrent edits. */
export const projectBudgetItems = pgTable(
  'project_budget_items',
  {
    id: idColumn(),
    budget_id: bigintRef('budget_id')
      .notNull()
      .references(() => budgets.id, { onDelete: 'cascade' }),
    budget_category_id: bigintRef('budget_category_id')
      .notNull()
      .references(() => projectBudgetCategories.id, { onDelete: 'cascade' }),
    item_id: bigintRef('item_id').references(() => budgetItems.id, { onDelete: 'set null' }),
    name: varchar('name', { length: 255 }).notNull(),
    name_en: varchar('name_en', { length: 255 }),
    product_type: varchar('product_type', { length: 12 }),
    quantity: money('quantity').notNull().default('1'),
    quantity_unit: varchar('quantity_unit', { length: 10 }).notNull().default('PEOPLE'),
    unit_count: money('unit_count').notNull().default('1'),
    count_unit: varchar('count_unit', { length: 10 }).notNull().default('TIMES'),
    price_buy: money('price_buy').notNull().default('0'),
    currency_buy: varchar('currency_buy', { length: 3 }).notNull().default('TRY'),
    price_sell: money('price_sell').notNull().default('0'),
    currency_sell: varchar('currency_sell', { length: 3 }).notNull().default('TRY'),
    alt_group: varchar('alt_group', { length: 40 }),
    is_default: boolean('is_default').notNull().default(true),
    sort_order: integer('sort_order').notNull().default(0),
    notes: varchar('notes', { length: 1000 }),
    client_selected: boolean('client_selected').notNull().default(false),
    client_comment: varchar('client_comment', { length: 1000 }),
    version: integer('version').notNull().default(1),
    ...timestamps(),
  },
  (t) => [
    index('project_budget_items_budget_idx').on(t.budget_id, t.budget_category_id, t.sort_order),
    index('project_budget_items_category_idx').on(t.budget_category_id),
  ],
)

/** The suppliers of a line, in the order picked (a link table, so supplier merges move them). */
export const projectBudgetItemSuppliers = pgTable(
  'project_budget_item_suppliers',
  {
    item_id: bigintRef('item_id')
      .notNull()
      .references(() => projectBudgetItems.id, { onDelete: 'cascade' }),
    supplier_id: bigintRef('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    budget_id: bigintRef('budget_id')
      .notNull()
      .references(() => budgets.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.item_id, t.supplier_id] }),
    index('project_budget_item_suppliers_budget_idx').on(t.budget_id),
    index('project_budget_item_suppliers_supplier_idx').on(t.supplier_id),
  ],
)

/** A template's contents: categories with their lines, in the shape of the budget's own rows. */
export interface TemplateLine {
  item_id: number | null
  name: string
  name_en: string | null
  product_type: string | null
  quantity: string
  quantity_unit: string
  unit_count: string
  count_unit: string
  supplier_ids: number[]
  price_buy: string
  currency_buy: string
  price_sell: string
  currency_sell: string
  alt_group: string | null
  is_default: boolean
  notes: string | null
}
export interface TemplateCategory {
  category_id: number | null
  name: string
  name_en: string | null
  vat_rate: string
  taxes: StoredTax[]
  items: TemplateLine[]
}
export interface TemplateContent {
  categories: TemplateCategory[]
}

/** Budget (kind BUDGET) and category (kind CATEGORY) templates of a company (admin-area.md). */
export const budgetTemplates = pgTable(
  'budget_templates',
  {
    id: idColumn(),
    event_company_id: companyIdColumn(),
    kind: varchar('kind', { length: 10 }).notNull(),
    name: varchar('name', { length: 150 }).notNull(),
    content: jsonb('content').$type<TemplateContent>().notNull().default({ categories: [] }),
    ...timestamps(),
  },
  (t) => [index('budget_templates_company_idx').on(t.event_company_id, t.kind, t.name)],
)
