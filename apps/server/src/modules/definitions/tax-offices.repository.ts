import { and, eq, isNull, ne, or } from 'drizzle-orm'
import type { DbOrTx } from '../../platform/db'
import { taxOffices } from '../reference/reference.table'

const columns = {
  id: taxOffices.id,
  code: taxOffices.code,
  name: taxOffices.name,
  city: taxOffices.city,
  event_company_id: taxOffices.event_company_id,
}

/** Shared offices (no company) are visible to everyone; a company writes only its own. */
export function createTaxOfficesRepository(db: DbOrTx) {
  const visibleTo = (companyId: number) =>
    or(isNull(taxOffices.event_company_id), eq(taxOffices.event_company_id, companyId))
  const ownRow = (companyId: number, id: number) =>
    and(eq(taxOffices.id, id), eq(taxOffices.event_company_id, companyId))

  return {
    async findVisible(companyId: number, id: number) {
      const rows = await db
        .select(columns)
        .from(taxOffices)
        .where(and(eq(taxOffices.id, id), visibleTo(companyId)))
      return rows[0]
    },
    /** A code is taken when the shared list or the company's own list has it (other than `exceptId`). */
    async codeTaken(companyId: number, code: string, exceptId: number | null): Promise<boolean> {
      const rows = await db
        .select({ id: taxOffices.id })
        .from(taxOffices)
        .where(
          and(
            eq(taxOffices.code, code),
            visibleTo(companyId),
            exceptId === null ? undefined : ne(taxOffices.id, exceptId),
          ),
        )
        .limit(1)
      return rows.length > 0
    },
    async insert(values: { event_company_id: number; code: string; name: string; city: string | null }) {
      const rows = await db.insert(taxOffices).values(values).returning({ id: taxOffices.id })
      return rows[0]?.id as number
    },
    async update(companyId: number, id: number, values: { code: string; name: string; city: string | null }) {
      await db
        .update(taxOffices)
        .set({ ...values, updated_at: new Date() })
        .where(ownRow(companyId, id))
    },
    async remove(companyId: number, id: number) {
      await db.delete(taxOffices).where(ownRow(companyId, id))
    },
  }
}
