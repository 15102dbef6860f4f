import type { CompanySummary } from '@ajanda/contracts/common/crm-fields'
import { and, eq, isNull } from 'drizzle-orm'
import type { AppContext } from '../../platform/context'
import type { DbOrTx } from '../../platform/db'
import { clients } from './clients.table'

/**
 * Finds an active client of the company by its code or its id, as the screens name it in a contact, a
 * note or a call. Kept apart from the clients service so those modules can use it without a cycle (the
 * clients service shows their records on the profile).
 */
export function createClientLookupService(ctx: AppContext) {
  return {
    async findSummary(
      companyId: number,
      ref: string | number,
      db: DbOrTx = ctx.db,
    ): Promise<CompanySummary | undefined> {
      const value = String(ref)
      const byId = /^\d{1,15}$/.test(value)
      const rows = await db
        .select({ id: clients.id, code: clients.code, name: clients.name })
        .from(clients)
        .where(
          and(
            eq(clients.event_company_id, companyId),
            isNull(clients.deleted_at),
            byId ? eq(clients.id, Number(value)) : eq(clients.code, value),
          ),
        )
        .limit(1)
      const row = rows[0]
      return row && { type: 'client', ...row }
    },
  }
}
