import type { FeeTotals } from '@ajanda/contracts/fees.contract'
import type { AppContext } from '../../platform/context'
import { reusedComputation } from '../../platform/reused-computation'
import type { LedgerEntry, LedgerInput } from './fee-ledger'

/** How long a project's computed ledger is served without being computed again (decisions/0043). */
export const LEDGER_REUSE_MS = 5_000

export interface Ledger {
  input: LedgerInput
  entries: LedgerEntry[]
  totals: FeeTotals
}

/**
 * A project's fee ledger, computed once and reused (platform/reused-computation.ts): for 5,000 attendees
 * it is five queries and the arithmetic. Writes that change fees through this process (payments,
 * products, periods, an option's product) forget it; registrations, answers and statuses show within
 * LEDGER_REUSE_MS. Project ids are unique across companies: the project alone names its ledger.
 */
const ledgers = reusedComputation<Ledger>(LEDGER_REUSE_MS)

export const cachedLedger = (ctx: AppContext, projectId: number, compute: () => Promise<Ledger>) =>
  ledgers.get(ctx, projectId, compute)
export const forgetLedger = (ctx: AppContext, projectId: number) => ledgers.forget(ctx, projectId)
