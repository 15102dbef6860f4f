import type { ClientListQuery } from '@ajanda/contracts/clients.contract'
import { and, eq, inArray, isNull } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { DbOrTx } from '../../platform/db'
import {
  type AddressBookDetailRow,
  type AddressBookListRow,
  createAddressBookRepository,
} from '../address-book/address-book.repository'
import { clientIndustries } from '../definitions/definitions.table'
import { clients } from './clients.table'

const targets = alias(clients, 'merge_targets')

export type ClientRow = typeof clients.$inferSelect
type ClientJoins = { industry: { id: number; name: string } | null }
export type ClientListRow = AddressBookListRow<ClientRow, ClientJoins>
export type ClientDetailRow = AddressBookDetailRow<ClientRow, ClientJoins>

type ListFilter = Pick<ClientListQuery, 'status' | 'industry_id' | 'search' | 'id'>

/**
 * Drizzle queries only; every statement is limited to the caller's company. The address book's core
 * (address-book.repository.ts) with the industry: a filter, and a join on every row.
 */
export function createClientsRepository(db: DbOrTx) {
  const own = (companyId: number) => eq(clients.event_company_id, companyId)
  const core = createAddressBookRepository<typeof clients, ListFilter, ClientRow, ClientJoins>(db, {
    table: clients,
    targets,
    filter: (query) => (query.industry_id ? eq(clients.industry_id, query.industry_id) : undefined),
    listColumns: { industry: { id: clientIndustries.id, name: clientIndustries.name } },
    joinList: (query) => query.leftJoin(clientIndustries, eq(clientIndustries.id, clients.industry_id)),
  })

  return {
    ...core,
    /** Active clients among `ids` (merges and imports check them in bulk). */
    findActiveByIds(companyId: number, ids: readonly number[]) {
      return db
        .select()
        .from(clients)
        .where(and(own(companyId), inArray(clients.id, [...ids]), isNull(clients.deleted_at)))
    },

    async insertMany(values: (typeof clients.$inferInsert)[]): Promise<void> {
      for (let start = 0; start < values.length; start += 500)
        await db.insert(clients).values(values.slice(start, start + 500))
    },
  }
}
