import type { CompanySummary } from '@ajanda/contracts/common/crm-fields'
import { findActiveRecordSummary } from '../../platform/company-record-lookup'
import type { AppContext } from '../../platform/context'
import type { DbOrTx } from '../../platform/db'
import { clients } from './clients.table'

/**
 * Kept apart from the clients service so that contacts, notes and calls can name a client without a
 * cycle (the clients service shows their records on the profile).
 */
export function createClientLookupService(ctx: AppContext) {
  return {
    async findSummary(
      companyId: number,
      ref: string | number,
      db: DbOrTx = ctx.db,
    ): Promise<CompanySummary | undefined> {
      const row = await findActiveRecordSummary(db, clients, companyId, ref)
      return row && { type: 'client', ...row }
    },
  }
}
