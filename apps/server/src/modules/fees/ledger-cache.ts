import type { FeeTotals } from '@ajanda/contracts/fees.contract'
import type { AppContext } from '../../platform/context'
import type { LedgerEntry, LedgerInput } from './fee-ledger'

/** How long a project's computed ledger is served without being read again (decisions/0043). */
export const LEDGER_REUSE_MS = 5_000
/** Projects whose ledger is kept at once; the one unused longest goes first. */
const MAX_PROJECTS = 200

export interface Ledger {
  input: LedgerInput
  entries: LedgerEntry[]
  totals: FeeTotals
}

interface Kept {
  at: number
  ledger: Promise<Ledger>
  /** A newer copy being read while this one is still served. */
  refreshing: boolean
}

// One store per app (tests run several apps, each on its own database, in one process).
const stores = new WeakMap<AppContext, Map<number, Kept>>()

function storeOf(ctx: AppContext): Map<number, Kept> {
  let store = stores.get(ctx)
  if (!store) {
    store = new Map()
    stores.set(ctx, store)
  }
  return store
}

/**
 * A project's fee ledger, computed once and reused: the list's pages, filters and totals of a
 * 5,000-attendee project are then a filter over memory, not five queries and the arithmetic again.
 * Past LEDGER_REUSE_MS the old copy is still served while one new read runs, so a busy list never waits
 * for it. Writes that change fees through this process (payments, products, periods, an option's
 * product) forget the copy at once; other changes (a registration, an answer, a status) show within the
 * reuse time. Project ids are unique across companies: the project alone names its ledger.
 */
export function cachedLedger(
  ctx: AppContext,
  projectId: number,
  compute: () => Promise<Ledger>,
): Promise<Ledger> {
  const store = storeOf(ctx)
  const kept = store.get(projectId)
  if (kept) {
    store.delete(projectId)
    store.set(projectId, kept)
    if (Date.now() - kept.at >= LEDGER_REUSE_MS && !kept.refreshing) {
      kept.refreshing = true
      const next = compute()
      next.then(
        () => {
          // Not forgotten meanwhile (a write's forget drops `kept`: this read may predate the write).
          if (store.get(projectId) === kept)
            store.set(projectId, { at: Date.now(), ledger: next, refreshing: false })
        },
        () => {
          kept.refreshing = false
        },
      )
    }
    return kept.ledger
  }
  const ledger = compute()
  const entry: Kept = { at: Date.now(), ledger, refreshing: false }
  store.set(projectId, entry)
  // A failed read is not kept for the next call.
  ledger.catch(() => {
    if (store.get(projectId) === entry) store.delete(projectId)
  })
  if (store.size > MAX_PROJECTS) {
    const oldest = store.keys().next().value
    if (oldest !== undefined) store.delete(oldest)
  }
  return ledger
}

export function forgetLedger(ctx: AppContext, projectId: number): void {
  storeOf(ctx).delete(projectId)
}
