import { sql } from 'drizzle-orm'
import { check, date, index, integer, numeric, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core'
import { bigintRef, companyIdColumn, idColumn, timestamps } from '../../platform/columns'
import { projectBudgetItems } from '../budgets/budgets.table'
import { projects } from '../projects/projects.table'

/**
 * A project's pricing period (event-side.md section 4): EARLY, REGULAR, LATE or ON_SITE, with date bounds
 * (both inclusive, in the company's calendar). The service keeps a project's periods from overlapping;
 * a registration's period is the one its registration date falls in.
 */
export const projectPricingPeriods = pgTable(
  'project_pricing_periods',
  {
    id: idColumn(),
    event_company_id: companyIdColumn(),
    project_id: bigintRef('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 10 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    name_en: varchar('name_en', { length: 100 }),
    starts_on: date('starts_on', { mode: 'string' }).notNull(),
    ends_on: date('ends_on', { mode: 'string' }).notNull(),
    ...timestamps(),
  },
  (t) => [
    index('project_pricing_periods_project_idx').on(t.project_id, t.starts_on),
    check('project_pricing_periods_bounds', sql`${t.starts_on} <= ${t.ends_on}`),
  ],
)

/**
 * What attendees get or buy (event-side.md section 4), by product type, with a capacity (null: no limit),
 * a VAT rate (a fraction, as the budget's) and one currency its period prices are in. `budget_item_id`
 * is the budget line the product's income belongs to.
 */
export const projectProducts = pgTable(
  'project_products',
  {
    id: idColumn(),
    event_company_id: companyIdColumn(),
    project_id: bigintRef('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    product_type: varchar('product_type', { length: 12 }).notNull(),
    name: varchar('name', { length: 255 }).notNull(),
    name_en: varchar('name_en', { length: 255 }),
    capacity: integer('capacity'),
    vat_rate: numeric('vat_rate', { precision: 8, scale: 4 }).notNull().default('0'),
    currency: varchar('currency', { length: 3 }).notNull().default('TRY'),
    budget_item_id: bigintRef('budget_item_id').references(() => projectBudgetItems.id, {
      onDelete: 'set null',
    }),
    sort_order: integer('sort_order').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    index('project_products_project_idx').on(t.project_id, t.sort_order),
    check('project_products_capacity', sql`${t.capacity} is null or ${t.capacity} >= 0`),
  ],
)

/** A product's price in one pricing period, net of VAT, in the product's currency. */
export const projectProductPrices = pgTable(
  'project_product_prices',
  {
    product_id: bigintRef('product_id')
      .notNull()
      .references(() => projectProducts.id, { onDelete: 'cascade' }),
    pricing_period_id: bigintRef('pricing_period_id')
      .notNull()
      .references(() => projectPricingPeriods.id, { onDelete: 'cascade' }),
    price: numeric('price', { precision: 18, scale: 4 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.product_id, t.pricing_period_id] }),
    index('project_product_prices_period_idx').on(t.pricing_period_id),
  ],
)
