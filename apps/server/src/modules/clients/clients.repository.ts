import type { ClientListQuery } from '@ajanda/contracts/clients.contract'
import { foldTurkish } from '@ajanda/contracts/common/turkish-fold'
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, like, or, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { DbOrTx } from '../../platform/db'
import { pageWindow } from '../../platform/pagination'
import { byteOrder, containsPattern } from '../../platform/text-search'
import { clientIndustries } from '../definitions/definitions.table'
import { taxOffices } from '../reference/reference.table'
import { users } from '../users/users.table'
import type { ClientValues } from './client-values'
import { clients } from './clients.table'

const targets = alias(clients, 'merge_targets')

const listColumns = {
  client: clients,
  industry: { id: clientIndustries.id, name: clientIndustries.name },
}
const detailColumns = {
  ...listColumns,
  tax_office: { id: taxOffices.id, code: taxOffices.code, name: taxOffices.name },
  creator: { id: users.id, full_name: users.full_name },
  merged_into: { id: targets.id, code: targets.code, name: targets.name },
}
export type ClientListRow = {
  client: typeof clients.$inferSelect
  industry: { id: number; name: string } | null
}
export type ClientDetailRow = ClientListRow & {
  tax_office: { id: number; code: string; name: string } | null
  creator: { id: number; full_name: string } | null
  merged_into: { id: number; code: string; name: string } | null
}

type ListFilter = Pick<ClientListQuery, 'status' | 'industry_id' | 'search' | 'id'>

/** Drizzle queries only; every statement is limited to the caller's company. */
export function createClientsRepository(db: DbOrTx) {
  const own = (companyId: number) => eq(clients.event_company_id, companyId)

  /**
   * Active clients matching the filters. The search reads the folded name (trigram index), the tax
   * number when the term is one, the e-mail when the term has an @: each branch has an index.
   */
  function listWhere(companyId: number, query: ListFilter): SQL {
    const status =
      query.status === 'EXISTING'
        ? isNotNull(clients.first_confirmed_at)
        : query.status === 'POTENTIAL'
          ? isNull(clients.first_confirmed_at)
          : undefined
    const term = query.search ? foldTurkish(query.search) : ''
    const search = term
      ? or(
          like(clients.name_search, containsPattern(term)),
          /^\d{10,11}$/.test(term) ? eq(clients.tax_number, term) : undefined,
          term.includes('@') ? like(clients.email, containsPattern(term)) : undefined,
        )
      : undefined
    return and(
      own(companyId),
      isNull(clients.deleted_at),
      status,
      query.industry_id ? eq(clients.industry_id, query.industry_id) : undefined,
      query.id ? eq(clients.id, query.id) : undefined,
      search,
    ) as SQL
  }

  function listOrder(query: Pick<ClientListQuery, 'sort_by' | 'sort_order'>) {
    const direction = query.sort_order === 'desc' ? desc : asc
    if (query.sort_by === 'created_at') return [direction(clients.created_at), direction(clients.id)]
    if (query.sort_by === 'city')
      return [direction(clients.city), direction(byteOrder(clients.name_search)), direction(clients.id)]
    return [direction(byteOrder(clients.name_search)), direction(clients.id)]
  }

  const listed = () =>
    db
      .select(listColumns)
      .from(clients)
      .leftJoin(clientIndustries, eq(clientIndustries.id, clients.industry_id))
  const detailed = () =>
    db
      .select(detailColumns)
      .from(clients)
      .leftJoin(clientIndustries, eq(clientIndustries.id, clients.industry_id))
      .leftJoin(taxOffices, eq(taxOffices.id, clients.tax_office_id))
      .leftJoin(users, eq(users.id, clients.created_by))
      .leftJoin(targets, eq(targets.id, clients.merged_into_id))

  return {
    /** One page of the matches, in SQL. */
    findPage(companyId: number, query: ClientListQuery): Promise<ClientListRow[]> {
      const { limit, offset } = pageWindow({ page: query.page, pageSize: query.page_size })
      return listed()
        .where(listWhere(companyId, query))
        .orderBy(...listOrder(query))
        .limit(limit)
        .offset(offset)
    },
    async countMatching(companyId: number, query: ListFilter): Promise<number> {
      const rows = await db.select({ value: count() }).from(clients).where(listWhere(companyId, query))
      return Number(rows[0]?.value ?? 0)
    },
    findAll(companyId: number, query: ClientListQuery): Promise<ClientDetailRow[]> {
      return detailed()
        .where(listWhere(companyId, query))
        .orderBy(...listOrder(query))
    },

    async findByCode(companyId: number, code: string): Promise<ClientDetailRow | undefined> {
      const rows = await detailed()
        .where(and(own(companyId), eq(clients.code, code)))
        .limit(1)
      return rows[0]
    },
    async findById(companyId: number, id: number): Promise<ClientDetailRow | undefined> {
      const rows = await detailed()
        .where(and(own(companyId), eq(clients.id, id)))
        .limit(1)
      return rows[0]
    },
    /** Active clients among `ids` (merges and imports check them in bulk). */
    findActiveByIds(companyId: number, ids: readonly number[]) {
      return db
        .select()
        .from(clients)
        .where(and(own(companyId), inArray(clients.id, [...ids]), isNull(clients.deleted_at)))
    },

    async insert(values: typeof clients.$inferInsert): Promise<number> {
      const rows = await db.insert(clients).values(values).returning({ id: clients.id })
      return rows[0]?.id as number
    },
    async insertMany(values: (typeof clients.$inferInsert)[]): Promise<void> {
      for (let start = 0; start < values.length; start += 500)
        await db.insert(clients).values(values.slice(start, start + 500))
    },
    /** A conditional update: the first confirmation stays, concurrent ones do not race. */
    async markConfirmed(companyId: number, id: number): Promise<void> {
      await db
        .update(clients)
        .set({ first_confirmed_at: new Date(), updated_at: new Date() })
        .where(and(own(companyId), eq(clients.id, id), isNull(clients.first_confirmed_at)))
    },
    async update(companyId: number, id: number, values: ClientValues): Promise<void> {
      await db
        .update(clients)
        .set({ ...values, updated_at: new Date() })
        .where(and(own(companyId), eq(clients.id, id)))
    },
  }
}
