import { and, asc, eq } from 'drizzle-orm'
import type { DbOrTx } from '../../platform/db'
import { companyCreditCards } from './event-companies.table'

const columns = { id: companyCreditCards.id, name: companyCreditCards.name }

export function createCreditCardsRepository(db: DbOrTx) {
  const ownRow = (companyId: number, id: number) =>
    and(eq(companyCreditCards.id, id), eq(companyCreditCards.event_company_id, companyId))
  return {
    findManyByCompanyId(companyId: number) {
      return db
        .select(columns)
        .from(companyCreditCards)
        .where(eq(companyCreditCards.event_company_id, companyId))
        .orderBy(asc(companyCreditCards.name), asc(companyCreditCards.id))
    },
    async findById(companyId: number, id: number) {
      const rows = await db.select(columns).from(companyCreditCards).where(ownRow(companyId, id))
      return rows[0]
    },
    async insert(companyId: number, name: string) {
      const rows = await db
        .insert(companyCreditCards)
        .values({ event_company_id: companyId, name })
        .returning(columns)
      return rows[0] as { id: number; name: string }
    },
    async update(companyId: number, id: number, name: string) {
      const rows = await db
        .update(companyCreditCards)
        .set({ name, updated_at: new Date() })
        .where(ownRow(companyId, id))
        .returning(columns)
      return rows[0]
    },
    async remove(companyId: number, id: number) {
      await db.delete(companyCreditCards).where(ownRow(companyId, id))
    },
  }
}
