import 'fake-indexeddb/auto'
import type { CheckinRoster, CheckinScanBatchResponse } from '@ajanda/contracts/checkin.contract'
import { describe, expect, it } from 'vitest'
import {
  loadRoster,
  openCheckinStore,
  pendingCount,
  type QueuedScan,
  recordScan,
  saveRoster,
} from './checkin-store'
import { createSyncer, retryDelay, type SyncState, SyncStopped } from './sync-queue'

let dbSeq = 0
const point = { id: 7, name: 'Ana Giriş', project_name: 'Kongre', with_exit: false, admits: 'ALL' as const }
const entry = (id: number) => ({
  id,
  acode: `a${id}`,
  first_name: 'Ali',
  last_name: `Kaya ${id}`,
  company: null,
  status: 'REGISTERED' as const,
  refusal: null,
  lists: [],
  main_attendee_id: null,
  here: null,
  last_entry: null,
})
const roster: CheckinRoster = {
  point,
  roster: [entry(1), entry(2), entry(3)],
  counts: { inside: 0, entries: 0, exits: 0, conflicts: 0 },
  loaded_at: new Date().toISOString(),
}
const scanOf = (id: number, n: number): QueuedScan => ({
  client_id: `c-${id}-${n}`,
  attendee_id: id,
  direction: 'IN',
  method: 'QR',
  scanned_at: new Date(1_700_000_000_000 + n * 1000).toISOString(),
  device_id: 'dev',
})
const answer = (scans: QueuedScan[]): CheckinScanBatchResponse => ({
  results: scans.map((s) => ({ client_id: s.client_id, result: 'saved', conflict: false })),
  counts: { inside: scans.length, entries: scans.length, exits: 0, conflicts: 0 },
})

async function storeWithQueue(count: number) {
  const store = await openCheckinStore(`test-${++dbSeq}`)
  await saveRoster(store, roster)
  for (let i = 0; i < count; i += 1)
    await recordScan(store, entry((i % 3) + 1), scanOf((i % 3) + 1, i), point)
  return store
}

/** Timers the test runs by hand. */
function manualTimers() {
  const due: (() => void)[] = []
  return {
    due,
    setTimer: (run: () => void) => {
      due.push(run)
      return due.length
    },
    clearTimer: () => undefined,
  }
}

describe('check-in store and sync queue', () => {
  it('keeps the roster and lays queued scans back over a newer roster', async () => {
    const store = await storeWithQueue(1)
    expect(await pendingCount(store)).toBe(1)
    await saveRoster(store, roster)
    const local = await loadRoster(store)
    expect(local?.entries.find((e) => e.id === 1)?.here?.direction).toBe('IN')
    expect(local?.entries.find((e) => e.id === 2)?.here).toBeNull()
  })

  it('sends the queue in batches of 500 and empties it', async () => {
    const store = await storeWithQueue(1203)
    const sizes: number[] = []
    const states: SyncState[] = []
    const syncer = createSyncer({
      store,
      send: async (scans) => {
        sizes.push(scans.length)
        return answer(scans)
      },
      onChange: (state) => states.push(state),
    })
    await syncer.kick()
    expect(sizes).toEqual([500, 500, 203])
    expect(await pendingCount(store)).toBe(0)
    expect(states.at(-1)).toMatchObject({ pending: 0, offline: false })
  })

  it('keeps the batch after a failure, says offline, and resends the same scans later', async () => {
    const store = await storeWithQueue(3)
    const timers = manualTimers()
    const sent: string[][] = []
    let fail = true
    const states: SyncState[] = []
    const syncer = createSyncer({
      store,
      send: async (scans) => {
        sent.push(scans.map((s) => s.client_id))
        if (fail) throw new TypeError('Failed to fetch')
        return answer(scans)
      },
      onChange: (state) => states.push(state),
      ...timers,
    })
    await syncer.kick()
    expect(states.at(-1)).toMatchObject({ pending: 3, offline: true })
    expect(timers.due).toHaveLength(1)
    fail = false
    timers.due.shift()?.()
    await new Promise((resolve) => setTimeout(resolve, 50))
    await syncer.kick()
    expect(sent[1]).toEqual(sent[0])
    expect(states.at(-1)).toMatchObject({ pending: 0, offline: false })
  })

  it('stops for good when the point is revoked', async () => {
    const store = await storeWithQueue(2)
    const timers = manualTimers()
    const syncer = createSyncer({
      store,
      send: async () => {
        throw new SyncStopped(410, 'Bu check-in noktası iptal edildi.')
      },
      onChange: () => undefined,
      ...timers,
    })
    await syncer.kick()
    expect(syncer.state().stopped).toMatch(/iptal/)
    expect(timers.due).toHaveLength(0)
    expect(await pendingCount(store)).toBe(2)
  })

  it('backs off 1, 2, 4 … 30 seconds', () => {
    const mid = () => 0.5
    expect([0, 1, 2, 5, 10].map((n) => retryDelay(n, mid))).toEqual([1000, 2000, 4000, 30000, 30000])
  })
})
