import {
  boolean,
  date,
  index,
  jsonb,
  numeric,
  pgTable,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'
import { bigintRef, companyIdColumn, idColumn, timestamps } from '../../platform/columns'

/** Reference data shared by every company. */
export const currencies = pgTable('currencies', {
  shortcode: varchar('shortcode', { length: 3 }).primaryKey(),
  sign: varchar('sign', { length: 8 }).notNull(),
  name: varchar('name', { length: 80 }).notNull(),
  name_local: varchar('name_local', { length: 80 }).notNull(),
})

export const countries = pgTable('countries', {
  code: varchar('code', { length: 2 }).primaryKey(),
  name: varchar('name', { length: 100 }).notNull(),
  name_en: varchar('name_en', { length: 100 }).notNull(),
  has_states: boolean('has_states').notNull().default(false),
})

export const cities = pgTable(
  'cities',
  {
    id: idColumn(),
    country_code: varchar('country_code', { length: 2 })
      .notNull()
      .references(() => countries.code),
    name: varchar('name', { length: 120 }).notNull(),
    state: varchar('state', { length: 120 }),
    plate_code: varchar('plate_code', { length: 4 }),
  },
  (t) => [uniqueIndex('cities_country_name_unique').on(t.country_code, t.name)],
)

export const languages = pgTable('languages', {
  code: varchar('code', { length: 8 }).primaryKey(),
  name: varchar('name', { length: 80 }).notNull(),
  name_in_english: varchar('name_in_english', { length: 80 }).notNull(),
})

/**
 * Shared tax offices (event_company_id null) plus the ones a company adds for itself. A code is unique
 * within the shared list and within each company (NULLS NOT DISTINCT makes the shared rows one group);
 * that a company's code does not repeat a shared one is checked by the service.
 */
export const taxOffices = pgTable(
  'tax_offices',
  {
    id: idColumn(),
    event_company_id: bigintRef('event_company_id'),
    code: varchar('code', { length: 10 }).notNull(),
    name: varchar('name', { length: 120 }).notNull(),
    city: varchar('city', { length: 120 }),
    ...timestamps(),
  },
  (t) => [
    index('tax_offices_name_idx').on(t.name),
    index('tax_offices_company_idx').on(t.event_company_id),
    unique('tax_offices_company_code_unique').on(t.event_company_id, t.code).nullsNotDistinct(),
  ],
)

export const productModules = pgTable('product_modules', {
  name: varchar('name', { length: 40 }).primaryKey(),
  title: varchar('title', { length: 100 }).notNull(),
  description: varchar('description', { length: 500 }).notNull(),
})

/** Rates per company and day: the TCMB import or an admin's hand entry. */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    id: idColumn(),
    event_company_id: companyIdColumn(),
    currency: varchar('currency', { length: 3 }).notNull(),
    rate_date: date('rate_date', { mode: 'string' }).notNull(),
    rate: numeric('rate', { precision: 18, scale: 6 }).notNull(),
    source: varchar('source', { length: 20 }).notNull().default('MANUAL'),
    ...timestamps(),
  },
  (t) => [uniqueIndex('exchange_rates_unique').on(t.event_company_id, t.currency, t.rate_date)],
)

export const formFieldTemplates = pgTable(
  'form_field_templates',
  {
    id: idColumn(),
    event_company_id: companyIdColumn(),
    name: varchar('name', { length: 150 }).notNull(),
    type: varchar('type', { length: 40 }).notNull(),
    props: jsonb('props').notNull().default({}),
    ...timestamps(),
  },
  (t) => [index('form_field_templates_company_idx').on(t.event_company_id)],
)
