import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../platform/db'
import { cities, countries, currencies, languages } from '../reference/reference.table'
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
export type CompanyChildren = Awaited<
  ReturnType<ReturnType<typeof createEventCompaniesRepository>['findChildren']>
>

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
          .select({ slot: bizdevStages.slot, name: bizdevStages.name, name_en: bizdevStages.name_en })
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
        /** The stages' English names, slot 0 first. */
        stageNamesEn?: readonly string[]
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
      await db.insert(bizdevStages).values(
        defaults.stageNames.map((name, slot) => ({
          event_company_id: companyId,
          slot,
          name,
          name_en: defaults.stageNamesEn?.[slot] ?? null,
        })),
      )
      await db.insert(companyCurrencies).values({ event_company_id: companyId, shortcode: defaults.currency })
      await db.insert(companyLanguages).values({ event_company_id: companyId, code: defaults.language })
    },

    /** The company a host name belongs to (domains are stored lower-case and unique). */
    async findByDomain(domain: string): Promise<EventCompanyRow | undefined> {
      const rows = await db.select().from(eventCompanies).where(eq(eventCompanies.domain, domain)).limit(1)
      return rows[0]
    },
    async domainTakenByOther(domain: string, companyId: number): Promise<boolean> {
      const rows = await db
        .select({ id: eventCompanies.id })
        .from(eventCompanies)
        .where(and(eq(eventCompanies.domain, domain), ne(eventCompanies.id, companyId)))
        .limit(1)
      return rows.length > 0
    },
    async update(companyId: number, values: Partial<typeof eventCompanies.$inferInsert>): Promise<void> {
      await db
        .update(eventCompanies)
        .set({ ...values, updated_at: new Date() })
        .where(eq(eventCompanies.id, companyId))
    },
    async replaceVatRates(companyId: number, rates: readonly string[]) {
      await db.delete(companyVatRates).where(eq(companyVatRates.event_company_id, companyId))
      await db
        .insert(companyVatRates)
        .values(rates.map((vat_rate) => ({ event_company_id: companyId, vat_rate })))
    },
    /** In the given order: the first is what pickers offer first. */
    async replaceCurrencies(companyId: number, shortcodes: readonly string[]) {
      await db.delete(companyCurrencies).where(eq(companyCurrencies.event_company_id, companyId))
      await db
        .insert(companyCurrencies)
        .values(shortcodes.map((shortcode) => ({ event_company_id: companyId, shortcode })))
    },
    async replaceLanguages(companyId: number, codes: readonly string[]) {
      await db.delete(companyLanguages).where(eq(companyLanguages.event_company_id, companyId))
      await db.insert(companyLanguages).values(codes.map((code) => ({ event_company_id: companyId, code })))
    },
    /**
     * One statement for all the slots named: UPDATE ... FROM (VALUES ...). A stage whose `name_en` is left
     * out keeps its English name; an empty one clears it.
     */
    async renameStages(
      companyId: number,
      stages: readonly { id: number; name: string; name_en?: string | null | undefined }[],
    ) {
      const rows = sql.join(
        stages.map(
          (stage) =>
            sql`(${stage.id}::smallint, ${stage.name}::varchar, ${stage.name_en || null}::varchar, ${stage.name_en === undefined}::boolean)`,
        ),
        sql`, `,
      )
      await db.execute(sql`
        update ${bizdevStages} set name = renamed.name,
          name_en = case when renamed.keep_en then ${bizdevStages.name_en} else renamed.name_en end,
          updated_at = now()
        from (values ${rows}) as renamed(slot, name, name_en, keep_en)
        where ${bizdevStages.event_company_id} = ${companyId} and ${bizdevStages.slot} = renamed.slot`)
    },
    async countriesIn(codes: readonly string[]) {
      if (codes.length === 0) return []
      return db
        .select({ code: countries.code, has_states: countries.has_states })
        .from(countries)
        .where(inArray(countries.code, [...codes]))
    },
    async citiesOf(country: string) {
      return db
        .select({ name: cities.name, state: cities.state })
        .from(cities)
        .where(eq(cities.country_code, country))
    },
    async knownCurrencies(codes: readonly string[]): Promise<Set<string>> {
      if (codes.length === 0) return new Set()
      const rows = await db
        .select({ code: currencies.shortcode })
        .from(currencies)
        .where(inArray(currencies.shortcode, [...codes]))
      return new Set(rows.map((row) => row.code))
    },
    async knownLanguages(codes: readonly string[]): Promise<Set<string>> {
      if (codes.length === 0) return new Set()
      const rows = await db
        .select({ code: languages.code })
        .from(languages)
        .where(inArray(languages.code, [...codes]))
      return new Set(rows.map((row) => row.code))
    },
  }
}
