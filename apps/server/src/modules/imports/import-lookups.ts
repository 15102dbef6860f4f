import { foldTurkish } from '@ajanda/contracts/common/turkish-fold'
import type { ImportEntity } from '@ajanda/contracts/imports.contract'
import { and, eq, isNull } from 'drizzle-orm'
import type { DbOrTx } from '../../platform/db'
import { clients } from '../clients/clients.table'
import { createDefinitionLookups } from '../definitions/definition-lookups'
import { suppliers } from '../suppliers/suppliers.table'
import type { ImportLookups } from './import-rows'

/** The lists an import of `entity` resolves names with; the others stay empty. */
export async function loadImportLookups(
  db: DbOrTx,
  companyId: number,
  entity: ImportEntity,
): Promise<ImportLookups> {
  const definitions = createDefinitionLookups(db)
  const empty = <T>() => Promise.resolve(new Map<string, T>())
  const organisation = entity !== 'contacts'
  const activeNames = async (table: typeof clients | typeof suppliers) => {
    const rows = await db
      .select({ id: table.id, name_search: table.name_search })
      .from(table)
      .where(and(eq(table.event_company_id, companyId), isNull(table.deleted_at)))
    return new Map(rows.map((row) => [foldTurkish(row.name_search), row.id]))
  }
  const [industries, categories, positions, taxOffices, countries, clientNames, supplierNames] =
    await Promise.all([
      entity === 'clients' ? definitions.idsByName('client-industries', companyId) : empty<number>(),
      entity === 'suppliers' ? definitions.idsByName('supplier-categories', companyId) : empty<number>(),
      entity === 'contacts' ? definitions.idsByName('contact-positions', companyId) : empty<number>(),
      organisation ? definitions.taxOfficeIdsByCodeOrName(companyId) : empty<number>(),
      organisation ? definitions.countryCodesByCodeOrName() : empty<string>(),
      entity === 'contacts' ? activeNames(clients) : empty<number>(),
      entity === 'contacts' ? activeNames(suppliers) : empty<number>(),
    ])
  return {
    industries,
    categories,
    positions,
    taxOffices,
    countries,
    clients: clientNames,
    suppliers: supplierNames,
  }
}
