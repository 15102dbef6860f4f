import { and, asc, desc, eq, ne } from 'drizzle-orm'
import type { DbOrTx } from '../../platform/db'
import { eventCompanies } from '../event-companies/event-companies.table'
import { currencies, exchangeRates, formFieldTemplates, languages, productModules } from './reference.table'

/** Drizzle queries only. Currencies, languages and modules are shared; templates and rates are per company. */
export function createReferenceRepository(db: DbOrTx) {
  return {
    findCurrencies() {
      return db.select().from(currencies).orderBy(asc(currencies.shortcode))
    },
    findLanguages() {
      return db.select().from(languages).orderBy(asc(languages.name_in_english))
    },
    findModules() {
      return db.select().from(productModules).orderBy(asc(productModules.name))
    },
    /** In the order they were defined: the form builder's palette shows the common fields first. */
    findFormFieldTemplatesByCompanyId(companyId: number) {
      return db
        .select({
          id: formFieldTemplates.id,
          name: formFieldTemplates.name,
          type: formFieldTemplates.type,
          props: formFieldTemplates.props,
        })
        .from(formFieldTemplates)
        .where(eq(formFieldTemplates.event_company_id, companyId))
        .orderBy(asc(formFieldTemplates.id))
    },
    async findCompanyCurrency(companyId: number): Promise<string | undefined> {
      const rows = await db
        .select({ currency: eventCompanies.currency })
        .from(eventCompanies)
        .where(eq(eventCompanies.id, companyId))
        .limit(1)
      return rows[0]?.currency
    },
    /** The newest rate of each currency (the unique index on company, currency, day serves it). */
    findLatestRatesByCompanyId(companyId: number, baseCurrency: string) {
      return db
        .selectDistinctOn([exchangeRates.currency], {
          currency: exchangeRates.currency,
          rate: exchangeRates.rate,
          date: exchangeRates.rate_date,
        })
        .from(exchangeRates)
        .where(and(eq(exchangeRates.event_company_id, companyId), ne(exchangeRates.currency, baseCurrency)))
        .orderBy(asc(exchangeRates.currency), desc(exchangeRates.rate_date))
    },
  }
}
