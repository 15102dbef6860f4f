import { type AnyPgColumn, index, numeric, pgTable, varchar } from 'drizzle-orm/pg-core'
import { bigintRef } from '../../platform/columns'
import { addressBookColumns, addressBookIndexes } from '../address-book/address-book-columns'
import { clientIndustries } from '../definitions/definitions.table'

/**
 * The agency's clients: the address book's shared columns (address-book-columns.ts) with an industry and
 * the financial defaults a lead and a budget start from. `name_search` is the folded name (foldTurkish in
 * the contracts) that search, sorting and the similar-records list read; `deleted_at` archives (a delete
 * or a merge, then `merged_into_id` names the target). EXISTING once `first_confirmed_at` is set: the
 * projects module sets it when a project of the client passes the lead stages.
 */
export const clients = pgTable(
  'clients',
  {
    ...addressBookColumns.identity(),
    industry_id: bigintRef('industry_id').references(() => clientIndustries.id),
    ...addressBookColumns.contact(),
    fin_fee_type: varchar('fin_fee_type', { length: 10 }),
    fin_fee_rate: numeric('fin_fee_rate', { precision: 18, scale: 4 }),
    fin_fee_currency: varchar('fin_fee_currency', { length: 3 }),
    profit_target: numeric('profit_target', { precision: 18, scale: 4 }),
    ...addressBookColumns.bookkeeping((): AnyPgColumn => clients.id),
  },
  (t) => [...addressBookIndexes('clients', t), index('clients_industry_idx').on(t.industry_id)],
)
