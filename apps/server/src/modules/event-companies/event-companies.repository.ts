import { asc, eq } from 'drizzle-orm'
import type { DbOrTx } from '../../platform/db'
import {
  bizdevStages,
  companyCreditCards,
  companyCurrencies,
  companyLanguages,
  companyMemberships,
  companyVatRates,
  eventCompanies,
} from './event-companies.table'

export type EventCompanyRow = typeof eventCompanies.$inferSelect

export function createEventCompaniesRepository(db: DbOrTx) {
  return {
    async findById(id: number): Promise<EventCompanyRow | undefined> {
      const rows = await db.select().from(eventCompanies).where(eq(eventCompanies.id, id)).limit(1)
      return rows[0]
    },
    async findChildren(companyId: number) {
      const [vatRates, memberships, creditCards, stages, currencies, languages] = await Promise.all([
        db
          .select({ vat_rate: companyVatRates.vat_rate })
          .from(companyVatRates)
          .where(eq(companyVatRates.event_company_id, companyId))
          .orderBy(asc(companyVatRates.vat_rate)),
        db
          .select({ name: companyMemberships.name })
          .from(companyMemberships)
          .where(eq(companyMemberships.event_company_id, companyId))
          .orderBy(asc(companyMemberships.name)),
        db
          .select({ id: companyCreditCards.id, name: companyCreditCards.name })
          .from(companyCreditCards)
          .where(eq(companyCreditCards.event_company_id, companyId))
          .orderBy(asc(companyCreditCards.name)),
        db
          .select({ slot: bizdevStages.slot, name: bizdevStages.name })
          .from(bizdevStages)
          .where(eq(bizdevStages.event_company_id, companyId))
          .orderBy(asc(bizdevStages.slot)),
        db
          .select({ shortcode: companyCurrencies.shortcode })
          .from(companyCurrencies)
          .where(eq(companyCurrencies.event_company_id, companyId))
          .orderBy(asc(companyCurrencies.id)),
        db
          .select({ code: companyLanguages.code })
          .from(companyLanguages)
          .where(eq(companyLanguages.event_company_id, companyId))
          .orderBy(asc(companyLanguages.id)),
      ])
      return { vatRates, memberships, creditCards, stages, currencies, languages }
    },
    async insertCompany(values: typeof eventCompanies.$inferInsert): Promise<EventCompanyRow> {
      const rows = await db.insert(eventCompanies).values(values).returning()
      return rows[0] as EventCompanyRow
    },
    async insertDefaults(
      companyId: number,
      defaults: {
        memberships: string[]
        vatRates: readonly string[]
        stageNames: readonly string[]
        currency: string
        language: string
      },
    ) {
      await db
        .insert(companyMemberships)
        .values(defaults.memberships.map((name) => ({ event_company_id: companyId, name })))
      await db
        .insert(companyVatRates)
        .values(defaults.vatRates.map((vat_rate) => ({ event_company_id: companyId, vat_rate })))
      await db
        .insert(bizdevStages)
        .values(defaults.stageNames.map((name, slot) => ({ event_company_id: companyId, slot, name })))
      await db.insert(companyCurrencies).values({ event_company_id: companyId, shortcode: defaults.currency })
      await db.insert(companyLanguages).values({ event_company_id: companyId, code: defaults.language })
    },
  }
}
