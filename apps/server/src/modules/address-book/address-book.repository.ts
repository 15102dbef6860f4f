import type { ClientListQuery } from '@ajanda/contracts/clients.contract'
import { foldTurkish } from '@ajanda/contracts/common/turkish-fold'
import { and, asc, count, desc, eq, isNotNull, isNull, like, or, type SQL } from 'drizzle-orm'
import type { PgColumn, PgSelect, PgTable, SelectedFields } from 'drizzle-orm/pg-core'
import type { DbOrTx } from '../../platform/db'
import { pageWindow } from '../../platform/pagination'
import { byteOrder, containsPattern } from '../../platform/text-search'
import { taxOffices } from '../reference/reference.table'
import { users } from '../users/users.table'

/** The columns of an address-book table (address-book-columns.ts) the core reads and writes. */
export type AddressBookTable = PgTable &
  Record<
    | 'id'
    | 'event_company_id'
    | 'code'
    | 'name'
    | 'name_search'
    | 'tax_number'
    | 'email'
    | 'city'
    | 'tax_office_id'
    | 'created_by'
    | 'merged_into_id'
    | 'first_confirmed_at'
    | 'deleted_at'
    | 'created_at'
    | 'updated_at',
    PgColumn
  >

/** What the clients' and suppliers' lists share: the status, search and id filters, the sorts, the page. */
export type AddressBookListQuery = Pick<
  ClientListQuery,
  'status' | 'search' | 'id' | 'sort_by' | 'sort_order' | 'page' | 'page_size'
>
/** The filters the cached list totals depend on (the kind adds its own). */
export type AddressBookListFilter = Pick<AddressBookListQuery, 'status' | 'search' | 'id'>

/** A list row: the record (`record`) and what the kind joins to it (a client's industry). */
export type AddressBookListRow<Row, Extra> = { record: Row } & Extra
/** A record with its tax office, creator and merge target. */
export type AddressBookDetailRow<Row, Extra> = AddressBookListRow<Row, Extra> & {
  tax_office: { id: number; code: string; name: string } | null
  creator: { id: number; full_name: string } | null
  merged_into: { id: number; code: string; name: string } | null
}

/** What makes one kind of address-book record (clients, suppliers) for the repository core. */
export interface AddressBookRepositoryKind<T extends AddressBookTable, Query> {
  table: T
  /** The table under the alias `merge_targets`, for the merge target's name. */
  targets: AddressBookTable
  /** The kind's own list filter (a client's industry, a supplier's category). */
  filter: (query: Query) => SQL | undefined
  /** Columns a list row adds to `record`, and the joins they need. */
  listColumns?: SelectedFields
  joinList?: (query: PgSelect) => PgSelect
}

/** The queries of the core, for one kind's `Query` filters, `Row`s with their `Extra` joins. */
export interface AddressBookRepository<Query, Row, Extra, Insert> {
  findPage(companyId: number, query: Query & AddressBookListQuery): Promise<AddressBookListRow<Row, Extra>[]>
  countMatching(companyId: number, query: Query): Promise<number>
  findAll(companyId: number, query: Query & AddressBookListQuery): Promise<AddressBookDetailRow<Row, Extra>[]>
  findByCode(companyId: number, code: string): Promise<AddressBookDetailRow<Row, Extra> | undefined>
  findById(companyId: number, id: number): Promise<AddressBookDetailRow<Row, Extra> | undefined>
  insert(values: Insert): Promise<number>
  markConfirmed(companyId: number, id: number): Promise<void>
  update(companyId: number, id: number, values: Partial<Insert>): Promise<void>
}

/**
 * The Drizzle queries clients and suppliers share (decisions/0029); every statement is limited to the
 * caller's company. `Row` is the table's row, `Extra` what `listColumns` add to a list row.
 */
export function createAddressBookRepository<
  T extends AddressBookTable,
  Query extends AddressBookListFilter,
  Row = T['$inferSelect'],
  Extra = object,
>(
  db: DbOrTx,
  kind: AddressBookRepositoryKind<T, Query>,
): AddressBookRepository<Query, Row, Extra, T['$inferInsert']> {
  type ListRow = AddressBookListRow<Row, Extra>
  type DetailRow = AddressBookDetailRow<Row, Extra>
  const { table, targets } = kind
  const own = (companyId: number) => eq(table.event_company_id, companyId)

  /**
   * Active records matching the filters. The search reads the folded name (trigram index), the tax
   * number when the term is one, the e-mail when the term has an @: each branch has an index.
   */
  function listWhere(companyId: number, query: Query): SQL {
    const status =
      query.status === 'EXISTING'
        ? isNotNull(table.first_confirmed_at)
        : query.status === 'POTENTIAL'
          ? isNull(table.first_confirmed_at)
          : undefined
    const term = query.search ? foldTurkish(query.search) : ''
    const search = term
      ? or(
          like(table.name_search, containsPattern(term)),
          /^\d{10,11}$/.test(term) ? eq(table.tax_number, term) : undefined,
          term.includes('@') ? like(table.email, containsPattern(term)) : undefined,
        )
      : undefined
    return and(
      own(companyId),
      isNull(table.deleted_at),
      status,
      kind.filter(query),
      query.id ? eq(table.id, query.id) : undefined,
      search,
    ) as SQL
  }

  function listOrder(query: Pick<AddressBookListQuery, 'sort_by' | 'sort_order'>) {
    const direction = query.sort_order === 'desc' ? desc : asc
    if (query.sort_by === 'created_at') return [direction(table.created_at), direction(table.id)]
    if (query.sort_by === 'city')
      return [direction(table.city), direction(byteOrder(table.name_search)), direction(table.id)]
    return [direction(byteOrder(table.name_search)), direction(table.id)]
  }

  const listColumns = { record: table, ...kind.listColumns } as SelectedFields
  const joinList = <Q extends PgSelect>(query: Q): Q => (kind.joinList ? (kind.joinList(query) as Q) : query)
  const listed = () =>
    joinList(
      db
        .select(listColumns)
        .from(table as PgTable)
        .$dynamic(),
    )
  const detailed = () =>
    joinList(
      db
        .select({
          ...listColumns,
          tax_office: { id: taxOffices.id, code: taxOffices.code, name: taxOffices.name },
          creator: { id: users.id, full_name: users.full_name },
          merged_into: { id: targets.id, code: targets.code, name: targets.name },
        })
        .from(table as PgTable)
        .$dynamic(),
    )
      .leftJoin(taxOffices, eq(taxOffices.id, table.tax_office_id))
      .leftJoin(users, eq(users.id, table.created_by))
      .leftJoin(targets, eq(targets.id, table.merged_into_id))

  return {
    /** One page of the matches, in SQL. */
    async findPage(companyId: number, query: Query & AddressBookListQuery): Promise<ListRow[]> {
      const { limit, offset } = pageWindow({ page: query.page, pageSize: query.page_size })
      return (await listed()
        .where(listWhere(companyId, query))
        .orderBy(...listOrder(query))
        .limit(limit)
        .offset(offset)) as ListRow[]
    },
    async countMatching(companyId: number, query: Query): Promise<number> {
      const rows = await db
        .select({ value: count() })
        .from(table as PgTable)
        .where(listWhere(companyId, query))
      return Number(rows[0]?.value ?? 0)
    },
    async findAll(companyId: number, query: Query & AddressBookListQuery): Promise<DetailRow[]> {
      return (await detailed()
        .where(listWhere(companyId, query))
        .orderBy(...listOrder(query))) as DetailRow[]
    },

    async findByCode(companyId: number, code: string): Promise<DetailRow | undefined> {
      const rows = await detailed()
        .where(and(own(companyId), eq(table.code, code)))
        .limit(1)
      return rows[0] as DetailRow | undefined
    },
    async findById(companyId: number, id: number): Promise<DetailRow | undefined> {
      const rows = await detailed()
        .where(and(own(companyId), eq(table.id, id)))
        .limit(1)
      return rows[0] as DetailRow | undefined
    },

    async insert(values: T['$inferInsert']): Promise<number> {
      const rows = await db.insert(table).values(values).returning({ id: table.id })
      return rows[0]?.id as number
    },
    /** A conditional update: the first confirmation stays, concurrent ones do not race. */
    async markConfirmed(companyId: number, id: number): Promise<void> {
      await db
        .update(table)
        .set({ first_confirmed_at: new Date(), updated_at: new Date() } as Partial<T['$inferInsert']>)
        .where(and(own(companyId), eq(table.id, id), isNull(table.first_confirmed_at)))
    },
    async update(companyId: number, id: number, values: Partial<T['$inferInsert']>): Promise<void> {
      await db
        .update(table)
        .set({ ...values, updated_at: new Date() })
        .where(and(own(companyId), eq(table.id, id)))
    },
  }
}
