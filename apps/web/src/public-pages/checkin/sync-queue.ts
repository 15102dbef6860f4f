import {
  CHECKIN_BATCH_MAX,
  type CheckinCounts,
  type CheckinScanBatchResponse,
} from '@ajanda/contracts/checkin.contract'
import { type CheckinStore, pendingCount, pendingScans, type QueuedScan, removeScans } from './checkin-store'

/** Why a send failed: the network (retry later) or the point is gone (revoked 410, unknown 404: stop). */
export class SyncStopped extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

export interface SyncState {
  pending: number
  /** The last send failed for the network (or the server): the page says it is offline. */
  offline: boolean
  /** The point was revoked (or is unknown): the server's words. */
  stopped: string | null
  counts: CheckinCounts | null
}

/** 1 s, 2 s, 4 s … at most 30 s between retries, with a little jitter so devices spread out. */
export function retryDelay(attempt: number, random = Math.random): number {
  const base = Math.min(30_000, 1000 * 2 ** Math.max(0, attempt))
  return Math.round(base * (0.8 + 0.4 * random()))
}

export interface SyncerOptions {
  store: CheckinStore
  send: (scans: QueuedScan[]) => Promise<CheckinScanBatchResponse>
  onChange: (state: SyncState) => void
  setTimer?: (run: () => void, ms: number) => unknown
  clearTimer?: (timer: unknown) => void
}

/**
 * Sends the queue in batches (oldest first, 500 at most each) until it is empty. A batch is removed from
 * the queue only once the server has answered for it; resending is safe (the server keeps one scan per
 * client id), so a lost answer just means the same batch again. A failure waits retryDelay and tries
 * again; `kick` (a new scan, the browser back online) tries at once. A revoked point stops for good.
 */
export function createSyncer(options: SyncerOptions) {
  const setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms))
  const clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>))
  const state: SyncState = { pending: 0, offline: false, stopped: null, counts: null }
  let running: Promise<void> | null = null
  let again = false
  let attempt = 0
  let timer: unknown = null

  const publish = () => options.onChange({ ...state })

  async function drain(): Promise<void> {
    for (;;) {
      state.pending = await pendingCount(options.store)
      publish()
      if (state.pending === 0 || state.stopped) return
      const batch = await pendingScans(options.store, CHECKIN_BATCH_MAX)
      try {
        const answer = await options.send(batch)
        await removeScans(
          options.store,
          answer.results.map((r) => r.client_id),
        )
        state.counts = answer.counts
        state.offline = false
        attempt = 0
      } catch (error) {
        if (error instanceof SyncStopped) {
          state.stopped = error.message
          state.offline = false
          publish()
          return
        }
        state.offline = true
        publish()
        timer = setTimer(() => {
          timer = null
          void kick()
        }, retryDelay(attempt++))
        return
      }
    }
  }

  async function kick(): Promise<void> {
    if (timer !== null) {
      clearTimer(timer)
      timer = null
    }
    if (running) {
      again = true
      return running
    }
    running = (async () => {
      do {
        again = false
        await drain()
      } while (again && !state.stopped && timer === null)
    })().finally(() => {
      running = null
    })
    return running
  }

  return {
    kick,
    state: () => ({ ...state }),
    /** The server answered the roster: online again, with its counters. */
    online(counts: CheckinCounts) {
      state.offline = false
      state.counts = counts
      publish()
    },
    markOffline() {
      state.offline = true
      publish()
    },
    stop(message: string) {
      state.stopped = message
      publish()
    },
    dispose() {
      if (timer !== null) clearTimer(timer)
      timer = null
    },
  }
}
