import { foldTurkish } from '@ajanda/contracts/common/turkish-fold'
import { and, eq, inArray, isNull, or } from 'drizzle-orm'
import type { DbOrTx } from '../../platform/db'
import { countries, currencies, taxOffices } from '../reference/reference.table'
import { clientIndustries, contactPositions, supplierCategories } from './definitions.table'

const NAMED_TABLES = {
  'client-industries': clientIndustries,
  'supplier-categories': supplierCategories,
  'contact-positions': contactPositions,
} as const
export type LookupDefinition = keyof typeof NAMED_TABLES

/**
 * What the address book (clients, suppliers, contacts, their import) asks of the definitions and the
 * reference lists: which of some ids are the company's own, and name → id maps for the import.
 */
export function createDefinitionLookups(db: DbOrTx) {
  const visibleOffice = (companyId: number) =>
    or(isNull(taxOffices.event_company_id), eq(taxOffices.event_company_id, companyId))

  return {
    /** The ids among `ids` that are this company's records of the definition. */
    async ownIds(name: LookupDefinition, companyId: number, ids: readonly number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set()
      const table = NAMED_TABLES[name]
      const rows = await db
        .select({ id: table.id })
        .from(table)
        .where(and(eq(table.event_company_id, companyId), inArray(table.id, [...new Set(ids)])))
      return new Set(rows.map((row) => row.id))
    },
    async visibleTaxOfficeIds(companyId: number, ids: readonly number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set()
      const rows = await db
        .select({ id: taxOffices.id })
        .from(taxOffices)
        .where(and(inArray(taxOffices.id, [...new Set(ids)]), visibleOffice(companyId)))
      return new Set(rows.map((row) => row.id))
    },
    async knownCountries(codes: readonly string[]): Promise<Set<string>> {
      if (codes.length === 0) return new Set()
      const rows = await db
        .select({ code: countries.code })
        .from(countries)
        .where(inArray(countries.code, [...new Set(codes)]))
      return new Set(rows.map((row) => row.code))
    },
    async knownCurrencies(codes: readonly string[]): Promise<Set<string>> {
      if (codes.length === 0) return new Set()
      const rows = await db
        .select({ code: currencies.shortcode })
        .from(currencies)
        .where(inArray(currencies.shortcode, [...new Set(codes)]))
      return new Set(rows.map((row) => row.code))
    },

    /** Folded name → id of the company's records (the import maps "Otomotiv" to its id). */
    async idsByName(name: LookupDefinition, companyId: number): Promise<Map<string, number>> {
      const table = NAMED_TABLES[name]
      const rows = await db
        .select({ id: table.id, name: table.name })
        .from(table)
        .where(eq(table.event_company_id, companyId))
      return new Map(rows.map((row) => [foldTurkish(row.name), row.id]))
    },
    /** Tax offices by code and by folded name; the company's own win over shared ones. */
    async taxOfficeIdsByCodeOrName(companyId: number): Promise<Map<string, number>> {
      const rows = await db
        .select({
          id: taxOffices.id,
          code: taxOffices.code,
          name: taxOffices.name,
          own: taxOffices.event_company_id,
        })
        .from(taxOffices)
        .where(visibleOffice(companyId))
      const map = new Map<string, number>()
      for (const row of rows.sort((a, b) => Number(a.own !== null) - Number(b.own !== null))) {
        map.set(row.code.toUpperCase(), row.id)
        map.set(foldTurkish(row.name), row.id)
      }
      return map
    },
    /** Countries by ISO code and by folded Turkish and English name. */
    async countryCodesByCodeOrName(): Promise<Map<string, string>> {
      const rows = await db
        .select({ code: countries.code, name: countries.name, name_en: countries.name_en })
        .from(countries)
      const map = new Map<string, string>()
      for (const row of rows) {
        map.set(foldTurkish(row.name_en), row.code)
        map.set(foldTurkish(row.name), row.code)
        map.set(row.code.toLowerCase(), row.code)
      }
      return map
    },
  }
}
