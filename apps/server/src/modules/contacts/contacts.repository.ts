import { parseCompanyRef } from '@ajanda/contracts/common/crm-fields'
import { foldTurkish } from '@ajanda/contracts/common/turkish-fold'
import type { ContactListQuery } from '@ajanda/contracts/contacts.contract'
import { and, asc, count, desc, eq, inArray, isNull, like, or, type SQL } from 'drizzle-orm'
import type { DbOrTx } from '../../platform/db'
import { pageWindow } from '../../platform/pagination'
import { byteOrder, containsPattern } from '../../platform/text-search'
import { clients } from '../clients/clients.table'
import { contactPositions } from '../definitions/definitions.table'
import { suppliers } from '../suppliers/suppliers.table'
import { users } from '../users/users.table'
import { contacts } from './contacts.table'

const joinedColumns = {
  contact: contacts,
  position: { id: contactPositions.id, name: contactPositions.name },
  client: { id: clients.id, code: clients.code, name: clients.name },
  supplier: { id: suppliers.id, code: suppliers.code, name: suppliers.name },
  creator: { id: users.id, full_name: users.full_name },
}
type Ref = { id: number; code: string; name: string } | null
export interface ContactRow {
  contact: typeof contacts.$inferSelect
  position: { id: number; name: string } | null
  client: Ref
  supplier: Ref
  creator: { id: number; full_name: string } | null
}
export type ContactValues = Partial<typeof contacts.$inferInsert>

/** Drizzle queries only; every statement is limited to the caller's company. */
export function createContactsRepository(db: DbOrTx) {
  const own = (companyId: number) => eq(contacts.event_company_id, companyId)
  const joined = () =>
    db
      .select(joinedColumns)
      .from(contacts)
      .leftJoin(contactPositions, eq(contactPositions.id, contacts.position_id))
      .leftJoin(clients, eq(clients.id, contacts.client_id))
      .leftJoin(suppliers, eq(suppliers.id, contacts.supplier_id))
      .leftJoin(users, eq(users.id, contacts.created_by))

  function listWhere(companyId: number, query: ContactListQuery): SQL {
    const company = query.for ? parseCompanyRef(query.for) : null
    const term = query.search ? foldTurkish(query.search) : ''
    return and(
      own(companyId),
      isNull(contacts.deleted_at),
      query.type ? eq(contacts.contact_type, query.type) : undefined,
      company?.type === 'C' ? eq(contacts.client_id, company.id) : undefined,
      company?.type === 'S' ? eq(contacts.supplier_id, company.id) : undefined,
      term
        ? or(
            like(contacts.name_search, containsPattern(term)),
            term.includes('@') ? like(contacts.email, containsPattern(term)) : undefined,
          )
        : undefined,
    ) as SQL
  }
  function listOrder(query: ContactListQuery) {
    const direction = query.sort_order === 'desc' ? desc : asc
    return query.sort_by === 'created_at'
      ? [direction(contacts.created_at), direction(contacts.id)]
      : [direction(byteOrder(contacts.name_search)), direction(contacts.id)]
  }

  return {
    async findPage(companyId: number, query: ContactListQuery, page: number): Promise<ContactRow[]> {
      const { limit, offset } = pageWindow({ page, pageSize: query.page_size })
      return (await joined()
        .where(listWhere(companyId, query))
        .orderBy(...listOrder(query))
        .limit(limit)
        .offset(offset)) as ContactRow[]
    },
    async countMatching(companyId: number, query: ContactListQuery): Promise<number> {
      const rows = await db.select({ value: count() }).from(contacts).where(listWhere(companyId, query))
      return Number(rows[0]?.value ?? 0)
    },
    async findAll(companyId: number, query: ContactListQuery): Promise<ContactRow[]> {
      return (await joined()
        .where(listWhere(companyId, query))
        .orderBy(...listOrder(query))) as ContactRow[]
    },
    /** The active contacts of one client (C) or supplier (S), for its profile. */
    async findManyByCompany(companyId: number, type: 'C' | 'S', id: number): Promise<ContactRow[]> {
      return (await joined()
        .where(
          and(
            own(companyId),
            isNull(contacts.deleted_at),
            type === 'C' ? eq(contacts.client_id, id) : eq(contacts.supplier_id, id),
          ),
        )
        .orderBy(asc(byteOrder(contacts.name_search)), asc(contacts.id))) as ContactRow[]
    },
    async findById(companyId: number, id: number): Promise<ContactRow | undefined> {
      const rows = await joined()
        .where(and(own(companyId), eq(contacts.id, id)))
        .limit(1)
      return rows[0] as ContactRow | undefined
    },
    findActiveByIds(companyId: number, ids: readonly number[]) {
      return db
        .select()
        .from(contacts)
        .where(and(own(companyId), inArray(contacts.id, [...ids]), isNull(contacts.deleted_at)))
    },
    async insert(values: typeof contacts.$inferInsert): Promise<number> {
      const rows = await db.insert(contacts).values(values).returning({ id: contacts.id })
      return rows[0]?.id as number
    },
    async insertMany(values: (typeof contacts.$inferInsert)[]): Promise<void> {
      for (let start = 0; start < values.length; start += 500)
        await db.insert(contacts).values(values.slice(start, start + 500))
    },
    /** Archives every active contact of a client (C) or supplier (S) that is being archived. */
    async archiveAllOf(companyId: number, type: 'C' | 'S', id: number): Promise<void> {
      await db
        .update(contacts)
        .set({ deleted_at: new Date(), updated_at: new Date() })
        .where(
          and(
            own(companyId),
            isNull(contacts.deleted_at),
            type === 'C' ? eq(contacts.client_id, id) : eq(contacts.supplier_id, id),
          ),
        )
    },
    async update(companyId: number, id: number, values: ContactValues): Promise<void> {
      await db
        .update(contacts)
        .set({ ...values, updated_at: new Date() })
        .where(and(own(companyId), eq(contacts.id, id)))
    },
  }
}
