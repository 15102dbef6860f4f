import type {
  CheckinDirection,
  CheckinPublicPoint,
  CheckinRosterEntry,
} from '@ajanda/contracts/checkin.contract'
import type { Locale } from '@ajanda/contracts/common/locale'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { fetchRoster, sendScans } from './checkin.api'
import {
  type CheckinStore,
  deviceId,
  loadRoster,
  newClientId,
  openCheckinStore,
  recordScan,
  saveRoster,
} from './checkin-store'
import { decide, type Verdict } from './decide'
import { buildNameIndex } from './name-match'
import { createSyncer, type SyncState, SyncStopped } from './sync-queue'

/** How often an open page re-reads the roster (other devices' scans, staff's changes) while online. */
const REFRESH_MS = 60_000

export type LoadState = 'loading' | 'ready' | 'failed'

/**
 * The door page's state: the roster from IndexedDB at once, then the server's; the scan queue and its
 * syncer; `scan` answers from memory (no network, well under 300 ms) and queues a green scan.
 */
export function useCheckin(code: string, locale: Locale) {
  const [load, setLoad] = useState<LoadState>('loading')
  const [point, setPoint] = useState<CheckinPublicPoint | null>(null)
  const [entries, setEntries] = useState<CheckinRosterEntry[]>([])
  const [sync, setSync] = useState<SyncState>({ pending: 0, offline: false, stopped: null, counts: null })
  const store = useRef<CheckinStore | null>(null)
  const device = useRef('')
  const syncer = useRef<ReturnType<typeof createSyncer> | null>(null)
  // The live copy `scan` reads, updated at once (React state follows for the screen).
  const byId = useRef(new Map<number, CheckinRosterEntry>())
  const byAcode = useRef(new Map<string, CheckinRosterEntry>())
  const localeRef = useRef(locale)
  localeRef.current = locale

  const setRoster = useCallback((list: CheckinRosterEntry[]) => {
    byId.current = new Map(list.map((entry) => [entry.id, entry]))
    byAcode.current = new Map(list.map((entry) => [entry.acode, entry]))
    setEntries(list)
  }, [])

  const refresh = useCallback(async () => {
    const db = store.current
    if (!db) return
    try {
      const roster = await fetchRoster(code, localeRef.current)
      setPoint(roster.point)
      setRoster(await saveRoster(db, roster))
      syncer.current?.online(roster.counts)
      setLoad('ready')
      void syncer.current?.kick()
    } catch (error) {
      if (error instanceof SyncStopped) syncer.current?.stop(error.message)
      else syncer.current?.markOffline()
      setLoad((state) => (state === 'loading' ? (byId.current.size > 0 ? 'ready' : 'failed') : state))
    }
  }, [code, setRoster])

  useEffect(() => {
    let disposed = false
    ;(async () => {
      const db = await openCheckinStore(code)
      if (disposed) return
      store.current = db
      device.current = await deviceId(db)
      syncer.current = createSyncer({
        store: db,
        send: (scans) => sendScans(code, localeRef.current, scans),
        onChange: (state) => {
          if (!disposed) setSync(state)
        },
      })
      const local = await loadRoster(db)
      if (local && !disposed) {
        setPoint(local.point)
        setRoster(local.entries)
        setLoad('ready')
      }
      await refresh()
    })()
    const onOnline = () => void refresh()
    window.addEventListener('online', onOnline)
    const timer = setInterval(() => {
      if (navigator.onLine) void refresh()
    }, REFRESH_MS)
    return () => {
      disposed = true
      window.removeEventListener('online', onOnline)
      clearInterval(timer)
      syncer.current?.dispose()
    }
  }, [code, refresh, setRoster])

  /** Answers for an attendee (or an unknown code) and records a green scan in the queue. */
  const scan = useCallback(
    (found: CheckinRosterEntry | undefined, direction: CheckinDirection, method: 'QR' | 'NAME'): Verdict => {
      if (!point) return { kind: 'red', entry: null, reason: 'unknown' }
      const verdict = decide(found, direction, point)
      const db = store.current
      if (verdict.kind === 'green' && db) {
        const queued = {
          client_id: newClientId(),
          attendee_id: verdict.entry.id,
          direction,
          method,
          scanned_at: new Date().toISOString(),
          device_id: device.current,
        }
        // The answer is shown now; the write and the send follow.
        const step = { direction, scanned_at: queued.scanned_at, point_id: point.id, point_name: point.name }
        const next = {
          ...verdict.entry,
          here: step,
          last_entry: direction === 'IN' ? step : verdict.entry.last_entry,
        }
        byId.current.set(next.id, next)
        byAcode.current.set(next.acode, next)
        setEntries((list) => list.map((entry) => (entry.id === next.id ? next : entry)))
        void recordScan(db, verdict.entry, queued, point).then(() => syncer.current?.kick())
      }
      return verdict
    },
    [point],
  )

  const scanCode = useCallback(
    (acode: string, direction: CheckinDirection) => scan(byAcode.current.get(acode.trim()), direction, 'QR'),
    [scan],
  )
  const scanPerson = useCallback(
    (id: number, direction: CheckinDirection) => scan(byId.current.get(id), direction, 'NAME'),
    [scan],
  )
  const companionsOf = useCallback(
    (id: number) => entries.filter((entry) => entry.main_attendee_id === id),
    [entries],
  )
  const nameIndex = useMemo(() => buildNameIndex(entries), [entries])
  const current = useCallback((id: number) => byId.current.get(id), [])

  return { load, point, entries, sync, refresh, scanCode, scanPerson, companionsOf, nameIndex, current }
}
