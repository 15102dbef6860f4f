import type { CompanySummary } from '@ajanda/contracts/common/crm-fields'
import { and, eq, isNull } from 'drizzle-orm'
import type { AppContext } from '../../platform/context'
import type { DbOrTx } from '../../platform/db'
import { suppliers } from './suppliers.table'

/**
 * Finds an active supplier of the company by its code or its id, as the screens name it in a contact, a
 * note or a call. Kept apart from the suppliers service so those modules can use it without a cycle (the
 * suppliers service shows their records on the profile).
 */
export function createSupplierLookupService(ctx: AppContext) {
  return {
    async findSummary(
      companyId: number,
      ref: string | number,
      db: DbOrTx = ctx.db,
    ): Promise<CompanySummary | undefined> {
      const value = String(ref)
      const byId = /^\d{1,15}$/.test(value)
      const rows = await db
        .select({ id: suppliers.id, code: suppliers.code, name: suppliers.name })
        .from(suppliers)
        .where(
          and(
            eq(suppliers.event_company_id, companyId),
            isNull(suppliers.deleted_at),
            byId ? eq(suppliers.id, Number(value)) : eq(suppliers.code, value),
          ),
        )
        .limit(1)
      const row = rows[0]
      return row && { type: 'supplier', ...row }
    },
  }
}
