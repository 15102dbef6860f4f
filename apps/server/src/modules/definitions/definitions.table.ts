import { boolean, index, integer, numeric, pgTable, primaryKey, smallint, varchar } from 'drizzle-orm/pg-core'
import { bigintRef, companyIdColumn, idColumn, timestamps } from '../../platform/columns'
import { divisions } from '../users/users.table'

/** A company's own lookup lists (admin "definitions"). */
const namedDefinition = (table: string) =>
  pgTable(
    table,
    {
      id: idColumn(),
      event_company_id: companyIdColumn(),
      name: varchar('name', { length: 150 }).notNull(),
      /** The English name the web shows in English (the name itself when empty). */
      name_en: varchar('name_en', { length: 150 }),
      ...timestamps(),
    },
    (t) => [index(`${table}_company_idx`).on(t.event_company_id, t.name)],
  )

export const contactPositions = namedDefinition('contact_positions')
export const expenseSources = namedDefinition('expense_sources')
export const clientIndustries = namedDefinition('client_industries')
export const supplierCategories = namedDefinition('supplier_categories')

/** How staff pay for an expense or an advance: CASH, CC (a company card) or BANK_TRANSFER. */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: idColumn(),
    event_company_id: companyIdColumn(),
    name: varchar('name', { length: 100 }).notNull(),
    name_en: varchar('name_en', { length: 100 }),
    type: varchar('type', { length: 20 }).notNull(),
    is_active: boolean('is_active').notNull().default(true),
    ...timestamps(),
  },
  (t) => [index('payment_methods_company_idx').on(t.event_company_id, t.name)],
)

export const meetingTypes = pgTable(
  'meeting_types',
  {
    id: idColumn(),
    event_company_id: companyIdColumn(),
    name: varchar('name', { length: 150 }).notNull(),
    name_en: varchar('name_en', { length: 150 }),
    can_be_with_client: boolean('can_be_with_client').notNull().default(false),
    can_be_with_supplier: boolean('can_be_with_supplier').notNull().default(false),
    can_be_with_sponsor: boolean('can_be_with_sponsor').notNull().default(false),
    ...timestamps(),
  },
  (t) => [index('meeting_types_company_idx').on(t.event_company_id, t.name)],
)

export const projectTypes = pgTable(
  'project_types',
  {
    id: idColumn(),
    event_company_id: companyIdColumn(),
    name: varchar('name', { length: 150 }).notNull(),
    name_en: varchar('name_en', { length: 150 }),
    budget_type: smallint('budget_type').notNull().default(1),
    ...timestamps(),
  },
  (t) => [index('project_types_company_idx').on(t.event_company_id, t.name)],
)

export const projectTypeDivisions = pgTable(
  'project_type_divisions',
  {
    project_type_id: bigintRef('project_type_id')
      .notNull()
      .references(() => projectTypes.id, { onDelete: 'cascade' }),
    division_id: bigintRef('division_id')
      .notNull()
      .references(() => divisions.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.project_type_id, t.division_id] })],
)

export const budgetCategories = pgTable(
  'budget_categories',
  {
    id: idColumn(),
    event_company_id: companyIdColumn(),
    name: varchar('name', { length: 150 }).notNull(),
    name_en: varchar('name_en', { length: 150 }),
    vat_rate: numeric('vat_rate', { precision: 8, scale: 4 }).notNull().default('0.2'),
    sort_order: integer('sort_order').notNull().default(0),
    ...timestamps(),
  },
  (t) => [index('budget_categories_company_idx').on(t.event_company_id, t.sort_order)],
)

export const budgetCategoryTaxes = pgTable(
  'budget_category_taxes',
  {
    id: idColumn(),
    budget_category_id: bigintRef('budget_category_id')
      .notNull()
      .references(() => budgetCategories.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 150 }).notNull(),
    price_type: varchar('price_type', { length: 10 }).notNull(),
    currency_code: varchar('currency_code', { length: 3 }),
    price: numeric('price', { precision: 18, scale: 4 }).notNull(),
    vat_rate: numeric('vat_rate', { precision: 8, scale: 4 }).notNull().default('0'),
    sort_order: integer('sort_order').notNull().default(0),
  },
  (t) => [index('budget_category_taxes_category_idx').on(t.budget_category_id)],
)

export const budgetCategorySupplierCategories = pgTable(
  'budget_category_supplier_categories',
  {
    budget_category_id: bigintRef('budget_category_id')
      .notNull()
      .references(() => budgetCategories.id, { onDelete: 'cascade' }),
    supplier_category_id: bigintRef('supplier_category_id')
      .notNull()
      .references(() => supplierCategories.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.budget_category_id, t.supplier_category_id] })],
)

export const budgetItems = pgTable(
  'budget_items',
  {
    id: idColumn(),
    event_company_id: companyIdColumn(),
    category_id: bigintRef('category_id')
      .notNull()
      .references(() => budgetCategories.id),
    name: varchar('name', { length: 150 }).notNull(),
    name_en: varchar('name_en', { length: 150 }),
    ...timestamps(),
  },
  (t) => [index('budget_items_company_idx').on(t.event_company_id, t.category_id)],
)

export const budgetGroups = pgTable(
  'budget_groups',
  {
    id: idColumn(),
    event_company_id: companyIdColumn(),
    category_id: bigintRef('category_id')
      .notNull()
      .references(() => budgetCategories.id),
    name: varchar('name', { length: 150 }).notNull(),
    name_en: varchar('name_en', { length: 150 }),
    ...timestamps(),
  },
  (t) => [index('budget_groups_company_idx').on(t.event_company_id, t.category_id)],
)

export const budgetGroupItems = pgTable(
  'budget_group_items',
  {
    budget_group_id: bigintRef('budget_group_id')
      .notNull()
      .references(() => budgetGroups.id, { onDelete: 'cascade' }),
    budget_item_id: bigintRef('budget_item_id')
      .notNull()
      .references(() => budgetItems.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.budget_group_id, t.budget_item_id] })],
)
