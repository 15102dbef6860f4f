import type { CompanySummary } from '@ajanda/contracts/common/crm-fields'
import { findActiveRecordSummary } from '../../platform/company-record-lookup'
import type { AppContext } from '../../platform/context'
import type { DbOrTx } from '../../platform/db'
import { suppliers } from './suppliers.table'

/**
 * Kept apart from the suppliers service so that contacts, notes and calls can name a supplier without a
 * cycle (the suppliers service shows their records on the profile).
 */
export function createSupplierLookupService(ctx: AppContext) {
  return {
    async findSummary(
      companyId: number,
      ref: string | number,
      db: DbOrTx = ctx.db,
    ): Promise<CompanySummary | undefined> {
      const row = await findActiveRecordSummary(db, suppliers, companyId, ref)
      return row && { type: 'supplier', ...row }
    },
  }
}
