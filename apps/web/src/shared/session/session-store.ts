import type { Me } from '@ajanda/contracts/auth.contract'

export interface Session {
  token: string
  user: Me
  /** false: kept for this browser tab only (sessionStorage); true: restored after a restart too. */
  remember: boolean
}

const STORAGE_KEY = 'ajanda.session'
type Listener = () => void

function storages(): Storage[] {
  const list: Storage[] = []
  try {
    list.push(globalThis.localStorage, globalThis.sessionStorage)
  } catch {
    // storage can be blocked (private mode); the session then lives in memory only
  }
  return list.filter(Boolean)
}

function isSession(value: unknown): value is Session {
  if (typeof value !== 'object' || value === null) return false
  const record = value as Record<string, unknown>
  return typeof record.token === 'string' && typeof record.user === 'object' && record.user !== null
}

function readStored(): Session | null {
  for (const storage of storages()) {
    const raw = storage.getItem(STORAGE_KEY)
    if (!raw) continue
    try {
      const parsed: unknown = JSON.parse(raw)
      if (isSession(parsed)) return parsed
    } catch {
      storage.removeItem(STORAGE_KEY)
    }
  }
  return null
}

function writeStored(session: Session | null): void {
  const [local, tab] = storages()
  for (const storage of [local, tab]) storage?.removeItem(STORAGE_KEY)
  if (!session) return
  const target = session.remember ? local : tab
  target?.setItem(STORAGE_KEY, JSON.stringify(session))
}

let current: Session | null = readStored()
const listeners = new Set<Listener>()

function set(next: Session | null): void {
  current = next
  writeStored(next)
  for (const listener of listeners) listener()
}

/** Token and user of the signed-in person, restored from storage at startup. */
export const sessionStore = {
  get: (): Session | null => current,
  token: (): string | null => current?.token ?? null,
  user: (): Me | null => current?.user ?? null,
  subscribe(listener: Listener): () => void {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  start(token: string, user: Me, remember: boolean): void {
    set({ token, user, remember })
  },
  setUser(user: Me): void {
    if (current) set({ ...current, user })
  },
  clear(): void {
    set(null)
  },
  /** Re-reads storage (tests, or another tab that signed out). */
  reload(): void {
    current = readStored()
    for (const listener of listeners) listener()
  },
}
