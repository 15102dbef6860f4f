import type { AppContext } from './context'

/** Projects (or other records) whose computed value is kept at once; the one unused longest goes first. */
const MAX_KEPT = 200

interface Kept<T> {
  at: number
  value: Promise<T>
  /** A newer copy being computed while this one is still served. */
  refreshing: boolean
}

export interface ReusedComputation<T> {
  /** The record's value: the kept copy, computed when there is none (decisions/0043). */
  get(ctx: AppContext, id: number, compute: () => Promise<T>): Promise<T>
  /** Drops the record's copy: a write through this process changed it. */
  forget(ctx: AppContext, id: number): void
}

/**
 * A value computed from many rows (a project's fee ledger, its rooming list), computed once and reused:
 * a busy list's pages, filters and searches are then work over memory. Past `reuseMs` the old copy still
 * answers while one new computation runs, so a busy list never waits for it; a copy older than twice
 * that is not served at all (a list opened after a quiet spell waits for a fresh one). So a change that
 * does not forget the copy shows within 2 × `reuseMs`; a write through this process forgets it at once.
 * One store per app (tests run several apps, each on its own database, in one process); a failed
 * computation is not kept.
 */
export function reusedComputation<T>(reuseMs: number): ReusedComputation<T> {
  const stores = new WeakMap<AppContext, Map<number, Kept<T>>>()
  const storeOf = (ctx: AppContext) => {
    let store = stores.get(ctx)
    if (!store) {
      store = new Map()
      stores.set(ctx, store)
    }
    return store
  }
  return {
    get(ctx, id, compute) {
      const store = storeOf(ctx)
      const found = store.get(id)
      // Too old to be served while a new one is computed: computed afresh below.
      const kept = found && Date.now() - found.at < 2 * reuseMs ? found : undefined
      if (kept) {
        // Most recently used last: the first key is the one to drop.
        store.delete(id)
        store.set(id, kept)
        if (Date.now() - kept.at >= reuseMs && !kept.refreshing) {
          kept.refreshing = true
          const next = compute()
          next.then(
            () => {
              // Not forgotten meanwhile (a write's forget drops `kept`: this computation may predate it).
              if (store.get(id) === kept) store.set(id, { at: Date.now(), value: next, refreshing: false })
            },
            () => {
              kept.refreshing = false
            },
          )
        }
        return kept.value
      }
      const value = compute()
      const entry: Kept<T> = { at: Date.now(), value, refreshing: false }
      store.set(id, entry)
      value.catch(() => {
        if (store.get(id) === entry) store.delete(id)
      })
      if (store.size > MAX_KEPT) {
        const oldest = store.keys().next().value
        if (oldest !== undefined) store.delete(oldest)
      }
      return value
    },
    forget(ctx, id) {
      storeOf(ctx).delete(id)
    },
  }
}
