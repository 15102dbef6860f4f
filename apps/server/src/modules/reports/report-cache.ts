import type { SQL } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import type { AppContext } from '../../platform/context'

/**
 * The grouped report facts, computed once and reused (issue 24 item 7: every report over 100,000 projects
 * under 10 connections). A year of a big company is 20,000 projects to read and group, tens of
 * milliseconds of database time per report; the same figures are asked for by every report page, chart,
 * export and refresh of the same range and scope, and change far less often than they are read.
 *
 * A copy is fresh for REUSE_MS; after that it still answers while one new computation runs, and past twice
 * that it is not served (the next read waits for a fresh copy). Every realtime event of the company
 * (projects, budgets, attendees... written through any process: `subscribe` and `subscribePeers`) forgets
 * the company's copies at once, so a write through the app shows in the next report. Only changes that
 * publish nothing (an organisation chart move, a direct database edit) wait up to 2 × REUSE_MS. Targets,
 * names and exchange rates are read fresh each time; only the facts are kept.
 */
export const REUSE_MS = 30_000
const MAX_PER_COMPANY = 300

interface Kept {
  at: number
  value: Promise<unknown>
  refreshing: boolean
}
interface Store {
  companies: Map<number, Map<string, Kept>>
  stop: () => void
}

const stores = new WeakMap<AppContext, Store>()
const dialect = new PgDialect()

function storeOf(ctx: AppContext): Store {
  let store = stores.get(ctx)
  if (!store) {
    const companies = new Map<number, Map<string, Kept>>()
    const forget = (companyId: number) => {
      companies.delete(companyId)
    }
    const stopLocal = ctx.realtime.subscribe(forget)
    const stopPeers = ctx.realtime.subscribePeers(forget)
    store = {
      companies,
      stop: () => {
        stopLocal()
        stopPeers()
      },
    }
    stores.set(ctx, store)
  }
  return store
}

/** A cache key for a query's SQL and parameters (a scope's people ids included). */
export function sqlKey(query: SQL | undefined): string {
  if (!query) return ''
  const { sql, params } = dialect.sqlToQuery(query)
  return `${sql}|${JSON.stringify(params)}`
}

export const reportCache = {
  /** Subscribes the app's realtime bus (the reports plugin calls it at registration); answers the stop. */
  start(ctx: AppContext): () => void {
    const store = storeOf(ctx)
    return () => {
      store.stop()
      stores.delete(ctx)
    }
  },

  get<T>(ctx: AppContext, companyId: number, key: string, compute: () => Promise<T>): Promise<T> {
    const { companies } = storeOf(ctx)
    let company = companies.get(companyId)
    if (!company) {
      company = new Map()
      companies.set(companyId, company)
    }
    const found = company.get(key)
    const now = Date.now()
    if (found && now - found.at < 2 * REUSE_MS) {
      company.delete(key)
      company.set(key, found)
      if (now - found.at >= REUSE_MS && !found.refreshing) {
        found.refreshing = true
        const next = compute()
        const owner = company
        next.then(
          () => {
            if (owner.get(key) === found) owner.set(key, { at: Date.now(), value: next, refreshing: false })
          },
          () => {
            found.refreshing = false
          },
        )
      }
      return found.value as Promise<T>
    }
    const value = compute()
    const entry: Kept = { at: now, value, refreshing: false }
    const owner = company
    owner.set(key, entry)
    value.catch(() => {
      if (owner.get(key) === entry) owner.delete(key)
    })
    if (owner.size > MAX_PER_COMPANY) {
      const oldest = owner.keys().next().value
      if (oldest !== undefined) owner.delete(oldest)
    }
    return value
  },

  forget(ctx: AppContext, companyId: number): void {
    storeOf(ctx).companies.delete(companyId)
  },
}
