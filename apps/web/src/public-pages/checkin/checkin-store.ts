import type {
  CheckinCounts,
  CheckinDirection,
  CheckinPublicPoint,
  CheckinRoster,
  CheckinRosterEntry,
} from '@ajanda/contracts/checkin.contract'
import { type DBSchema, type IDBPDatabase, openDB } from 'idb'

/** A scan waiting to be sent (POST /checkin/{code}/scans), keyed by its own client id. */
export interface QueuedScan {
  client_id: string
  attendee_id: number
  direction: CheckinDirection
  method: 'QR' | 'NAME'
  scanned_at: string
  device_id: string
}

interface CheckinDb extends DBSchema {
  roster: { key: number; value: CheckinRosterEntry }
  queue: { key: string; value: QueuedScan; indexes: { scanned_at: string } }
  meta: { key: string; value: unknown }
}

export type CheckinStore = IDBPDatabase<CheckinDb>

/**
 * The page's browser storage, one IndexedDB database per point code: the roster (as the server last
 * gave it, with this device's own scans applied), the queue of scans not yet sent, and a few facts
 * (the point, its counters, this device's id). It is what the page answers from, online or not.
 */
export function openCheckinStore(code: string, factory?: IDBFactory): Promise<CheckinStore> {
  const name = `ajanda-checkin-${code}`
  const open = () =>
    openDB<CheckinDb>(name, 1, {
      upgrade(db) {
        db.createObjectStore('roster', { keyPath: 'id' })
        db.createObjectStore('queue', { keyPath: 'client_id' }).createIndex('scanned_at', 'scanned_at')
        db.createObjectStore('meta')
      },
    })
  if (!factory) return open()
  // Tests pass fake-indexeddb's factory.
  const saved = globalThis.indexedDB
  globalThis.indexedDB = factory
  return open().finally(() => {
    globalThis.indexedDB = saved
  })
}

/**
 * Replaces the roster with the server's, then lays this device's unsent scans back over it, so a reload
 * while offline scans are queued still answers amber for them.
 */
export async function saveRoster(store: CheckinStore, roster: CheckinRoster): Promise<CheckinRosterEntry[]> {
  const tx = store.transaction(['roster', 'meta', 'queue'], 'readwrite')
  const queued = await tx.objectStore('queue').getAll()
  const byId = new Map(roster.roster.map((entry) => [entry.id, entry]))
  for (const scan of queued.sort((a, b) => a.scanned_at.localeCompare(b.scanned_at))) {
    const entry = byId.get(scan.attendee_id)
    if (entry) byId.set(entry.id, applyScan(entry, scan, roster.point))
  }
  const rosterStore = tx.objectStore('roster')
  await rosterStore.clear()
  const entries = [...byId.values()]
  await Promise.all(entries.map((entry) => rosterStore.put(entry)))
  await tx.objectStore('meta').put(roster.point, 'point')
  await tx.objectStore('meta').put(roster.counts, 'counts')
  await tx.objectStore('meta').put(roster.loaded_at, 'loaded_at')
  await tx.done
  return entries
}

export async function loadRoster(store: CheckinStore): Promise<{
  point: CheckinPublicPoint
  entries: CheckinRosterEntry[]
  counts: CheckinCounts | null
} | null> {
  const point = (await store.get('meta', 'point')) as CheckinPublicPoint | undefined
  if (!point) return null
  const counts = ((await store.get('meta', 'counts')) as CheckinCounts | undefined) ?? null
  return { point, entries: await store.getAll('roster'), counts }
}

/** The entry as it is after this scan (its state at this point, and its last entry anywhere). */
export function applyScan(
  entry: CheckinRosterEntry,
  scan: QueuedScan,
  point: CheckinPublicPoint,
): CheckinRosterEntry {
  const step = {
    direction: scan.direction,
    scanned_at: scan.scanned_at,
    point_id: point.id,
    point_name: point.name,
  }
  return { ...entry, here: step, last_entry: scan.direction === 'IN' ? step : entry.last_entry }
}

/** Queues a scan and records its effect on the roster in one transaction. */
export async function recordScan(
  store: CheckinStore,
  entry: CheckinRosterEntry,
  scan: QueuedScan,
  point: CheckinPublicPoint,
) {
  const next = applyScan(entry, scan, point)
  const tx = store.transaction(['roster', 'queue'], 'readwrite')
  await tx.objectStore('queue').put(scan)
  await tx.objectStore('roster').put(next)
  await tx.done
  return next
}

/** The oldest queued scans, at most `limit`. */
export async function pendingScans(store: CheckinStore, limit: number): Promise<QueuedScan[]> {
  return store.getAllFromIndex('queue', 'scanned_at', undefined, limit)
}

export function pendingCount(store: CheckinStore): Promise<number> {
  return store.count('queue')
}

export async function removeScans(store: CheckinStore, clientIds: string[]): Promise<void> {
  const tx = store.transaction('queue', 'readwrite')
  await Promise.all(clientIds.map((id) => tx.store.delete(id)))
  await tx.done
}

/** This browser's id for the point, made once (the server tells two devices' scans apart by it). */
export async function deviceId(store: CheckinStore): Promise<string> {
  const known = (await store.get('meta', 'device_id')) as string | undefined
  if (known) return known
  const made = newClientId()
  await store.put('meta', made, 'device_id')
  return made
}

export function newClientId(): string {
  const bytes = new Uint8Array(16)
  crypto.getRandomValues(bytes)
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}
