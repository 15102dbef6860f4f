import { gzipSync } from 'node:zlib'
import { BUDGET_CHANGED_EVENT_TYPE } from '@ajanda/contracts/budgets.contract'
import { LRUCache } from 'lru-cache'
import type { RealtimeBus } from '../../platform/realtime'

/** How long a computed budget may name a renamed supplier, project or client before it is rebuilt. */
const TTL_MS = 60_000
const MAX_ENTRIES = 32
/**
 * A 2,000-line budget's two bodies are about 2.5 MB: at most 64 MB of them, least recently read out first
 * (decisions/0021), where 32 entries of any size were kept before.
 */
export const MAX_CACHED_DETAIL_BYTES = 64 * 1024 * 1024

/** The detail's JSON as bytes, once per value of the caller's `can_edit`: a read only picks one. */
export interface DetailBodies {
  editable: Buffer
  readOnly: Buffer
  /** The same gzipped, made on the first read that accepts gzip (a tenth of the bytes to send). */
  gzipped?: { editable: Buffer; readOnly: Buffer }
}

interface Entry {
  companyId: number
  version: number
  storedAt: number
  bodies: DetailBodies
}

/**
 * GET /budget/{code}'s computed and serialized detail, per budget and version, as bytes ready to send
 * (a 2,000-line budget is over a megabyte of JSON: re-encoding it per request cost more than the rest). Every write to a budget
 * bumps its version in the write's transaction and each read compares the stored version with the
 * database's, so an edit is never served stale, whichever process made it. What the budget only names
 * (a supplier's, the project's or the client's name, the company's service-fee VAT rate) is dropped
 * with any other realtime event of the company, and after TTL_MS at the latest.
 */
export function createBudgetDetailCache(realtime: RealtimeBus, now = () => Date.now()) {
  const entries = new LRUCache<number, Entry>({
    max: MAX_ENTRIES,
    maxSize: MAX_CACHED_DETAIL_BYTES,
    // The gzipped pair made later on is about a tenth more.
    sizeCalculation: (entry) =>
      Math.ceil((entry.bodies.editable.length + entry.bodies.readOnly.length) * 1.1),
  })
  const forgetCompany = (companyId: number, type: string) => {
    if (type === BUDGET_CHANGED_EVENT_TYPE) return
    const stale = [...entries.entries()].filter(([, entry]) => entry.companyId === companyId)
    for (const [id] of stale) entries.delete(id)
  }
  realtime.subscribe((companyId, event) => forgetCompany(companyId, event.type))
  realtime.subscribePeers((companyId, event) => forgetCompany(companyId, event.type))

  return {
    get(budgetId: number, version: number): DetailBodies | undefined {
      const entry = entries.get(budgetId)
      if (!entry) return undefined
      if (entry.version !== version || now() - entry.storedAt > TTL_MS) {
        entries.delete(budgetId)
        return undefined
      }
      return entry.bodies
    },
    /** Stores the detail (`json` without `can_edit`) and answers its two bodies. */
    set(budgetId: number, companyId: number, version: number, json: string): DetailBodies {
      const head = json.slice(0, -1)
      const bodies = {
        editable: Buffer.from(`${head},"can_edit":true}`),
        readOnly: Buffer.from(`${head},"can_edit":false}`),
      }
      entries.set(budgetId, { companyId, version, storedAt: now(), bodies })
      return bodies
    },
    /** What the kept bodies weigh now (never more than MAX_CACHED_DETAIL_BYTES). */
    get bytes() {
      return entries.calculatedSize
    },
  }
}
export type BudgetDetailCache = ReturnType<typeof createBudgetDetailCache>

/** The body for a caller with or without the edit right. */
export const bodyFor = (bodies: DetailBodies, canEdit: boolean) =>
  canEdit ? bodies.editable : bodies.readOnly

/** The gzipped body (browsers accept it): compressed once per version, then sent as is. */
export function gzippedFor(bodies: DetailBodies, canEdit: boolean): Buffer {
  bodies.gzipped ??= { editable: gzipSync(bodies.editable), readOnly: gzipSync(bodies.readOnly) }
  return canEdit ? bodies.gzipped.editable : bodies.gzipped.readOnly
}
