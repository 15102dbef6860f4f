import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'
import { companyIdColumn, idColumn, timestamps } from '../../platform/columns'

export const eventCompanies = pgTable(
  'event_companies',
  {
    id: idColumn(),
    code: varchar('code', { length: 64 }).notNull(),
    name: varchar('name', { length: 150 }).notNull(),
    name_legal: varchar('name_legal', { length: 255 }),
    app_name: varchar('app_name', { length: 150 }),
    domain: varchar('domain', { length: 255 }),
    lcv_domain: varchar('lcv_domain', { length: 255 }),
    address: text('address'),
    postcode: varchar('postcode', { length: 20 }),
    country: varchar('country', { length: 2 }),
    /** Only for countries with states (countries.has_states); the city then lies in this state. */
    state: varchar('state', { length: 120 }),
    city: varchar('city', { length: 120 }),
    timezone: varchar('timezone', { length: 64 }).notNull().default('Europe/Istanbul'),
    currency: varchar('currency', { length: 3 }).notNull().default('TRY'),
    language: varchar('language', { length: 2 }).notNull().default('tr'),
    project_creation_responsible_assignment: varchar('project_creation_responsible_assignment', {
      length: 10,
    })
      .notNull()
      .default('SCHEMA'),
    project_closure_tolerance: integer('project_closure_tolerance').notNull().default(30),
    fin_due_days: integer('fin_due_days').notNull().default(30),
    /** The annual leave days of a person whose own allowance is not set (decisions/0024). */
    annual_leave_days: smallint('annual_leave_days').notNull().default(14),
    fin_prepayment_rate: numeric('fin_prepayment_rate', { precision: 18, scale: 4 }).notNull().default('0'),
    fin_fee_type: varchar('fin_fee_type', { length: 10 }).notNull().default('PERCENTAGE'),
    fin_fee_amount: numeric('fin_fee_amount', { precision: 18, scale: 4 }).notNull().default('0'),
    fin_expected_profit_ratio: numeric('fin_expected_profit_ratio', { precision: 18, scale: 4 })
      .notNull()
      .default('0'),
    service_fee_vat_rate: numeric('service_fee_vat_rate', { precision: 8, scale: 4 })
      .notNull()
      .default('0.2'),
    logo: text('logo'),
    square_logo: text('square_logo'),
    email_logo: text('email_logo'),
    export_main_color: varchar('export_main_color', { length: 20 }),
    export_secondary_color: varchar('export_secondary_color', { length: 20 }),
    budget_footer_note: text('budget_footer_note'),
    /** The note of the English exports (decisions/0030); the Turkish note when empty. */
    budget_footer_note_en: text('budget_footer_note_en'),
    post_event_survey_email_subject: varchar('post_event_survey_email_subject', { length: 255 }),
    post_event_survey_email_content: text('post_event_survey_email_content'),
    post_event_survey_sending: boolean('post_event_survey_sending').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('event_companies_code_unique').on(t.code),
    // The public logo is found by host name, so a domain names one company.
    uniqueIndex('event_companies_domain_unique').on(t.domain),
  ],
)

export const companyMemberships = pgTable(
  'company_memberships',
  {
    id: idColumn(),
    event_company_id: companyIdColumn(),
    name: varchar('name', { length: 40 }).notNull(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('company_memberships_unique').on(t.event_company_id, t.name)],
)

export const companyCreditCards = pgTable(
  'company_credit_cards',
  {
    id: idColumn(),
    event_company_id: companyIdColumn(),
    name: varchar('name', { length: 100 }).notNull(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('company_credit_cards_company_idx').on(t.event_company_id, t.id)],
)

export const companyVatRates = pgTable(
  'company_vat_rates',
  {
    id: idColumn(),
    event_company_id: companyIdColumn(),
    vat_rate: numeric('vat_rate', { precision: 8, scale: 4 }).notNull(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('company_vat_rates_unique').on(t.event_company_id, t.vat_rate)],
)

export const companyCurrencies = pgTable(
  'company_currencies',
  {
    id: idColumn(),
    event_company_id: companyIdColumn(),
    shortcode: varchar('shortcode', { length: 3 }).notNull(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('company_currencies_unique').on(t.event_company_id, t.shortcode)],
)

export const companyLanguages = pgTable(
  'company_languages',
  {
    id: idColumn(),
    event_company_id: companyIdColumn(),
    code: varchar('code', { length: 8 }).notNull(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('company_languages_unique').on(t.event_company_id, t.code)],
)

/** The 15 fixed stage slots (0-14) with the names each company gives them. */
export const bizdevStages = pgTable(
  'bizdev_stages',
  {
    id: idColumn(),
    event_company_id: companyIdColumn(),
    slot: smallint('slot').notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    /** The stage's English name (the web shows `name` in English when it is empty). */
    name_en: varchar('name_en', { length: 100 }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('bizdev_stages_slot_unique').on(t.event_company_id, t.slot),
    check('bizdev_stages_slot_range', sql`${t.slot} between 0 and 14`),
  ],
)
