import { BUDGET_CHANGED_EVENT_TYPE } from '@ajanda/contracts/budgets.contract'
import type { RealtimeBus } from '../../platform/realtime'

/** How long a computed budget may name a renamed supplier, project or client before it is rebuilt. */
const TTL_MS = 60_000
const MAX_ENTRIES = 64

interface Entry {
  companyId: number
  version: number
  storedAt: number
  /** The detail's JSON without its closing brace: the caller's `can_edit` is appended per request. */
  head: string
}

/**
 * GET /budget/{code}'s computed and serialized detail, per budget and version. Every write to a budget
 * bumps its version in the write's transaction and each read compares the stored version with the
 * database's, so an edit is never served stale, whichever process made it. What the budget only names
 * (a supplier's, the project's or the client's name, the company's service-fee VAT rate) is dropped
 * with any other realtime event of the company, and after TTL_MS at the latest.
 */
export function createBudgetDetailCache(realtime: RealtimeBus, now = () => Date.now()) {
  const entries = new Map<number, Entry>()
  const forgetCompany = (companyId: number, type: string) => {
    if (type === BUDGET_CHANGED_EVENT_TYPE) return
    for (const [id, entry] of entries) if (entry.companyId === companyId) entries.delete(id)
  }
  realtime.subscribe((companyId, event) => forgetCompany(companyId, event.type))
  realtime.subscribePeers((companyId, event) => forgetCompany(companyId, event.type))

  return {
    get(budgetId: number, version: number): string | undefined {
      const entry = entries.get(budgetId)
      if (!entry) return undefined
      if (entry.version !== version || now() - entry.storedAt > TTL_MS) {
        entries.delete(budgetId)
        return undefined
      }
      return entry.head
    },
    set(budgetId: number, companyId: number, version: number, json: string): string {
      const head = json.slice(0, -1)
      entries.delete(budgetId)
      if (entries.size >= MAX_ENTRIES) {
        const oldest = entries.keys().next().value
        if (oldest !== undefined) entries.delete(oldest)
      }
      entries.set(budgetId, { companyId, version, storedAt: now(), head })
      return head
    },
  }
}
export type BudgetDetailCache = ReturnType<typeof createBudgetDetailCache>

/** The answer's text from the cached head and the caller's edit right. */
export const withCanEdit = (head: string, canEdit: boolean) => `${head},"can_edit":${canEdit}}`
