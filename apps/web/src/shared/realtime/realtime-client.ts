import {
  type OnlineUser,
  REALTIME_EVENTS,
  REALTIME_PATH,
  REALTIME_REFUSALS,
  type VersionEvent,
} from '@ajanda/contracts/realtime.contract'
import { io, type Socket } from 'socket.io-client'
import { sessionStore } from '../session/session-store'
import { serverVersion } from './server-version'

type Handler = (payload: unknown) => void
/** When the server could not check the token, the next try comes this much later. */
const UNAVAILABLE_RETRY_MS = 10_000
type Listener = () => void

/**
 * One Socket.IO connection per signed-in session, shared by every component that listens. It is open
 * while something holds it (`retainRealtime`) and a session exists: a new token reconnects, a logout
 * closes it. Socket.IO reconnects by itself after a network loss (with the same token); a refused
 * handshake (`connect_error`: the token is no longer valid) is not retried, and the API's own 401 takes
 * the user to /login.
 */
let socket: Socket | null = null
let socketToken: string | null = null
let holders = 0
/** The session store is watched from the first hold on, for the life of the page. */
let watchingSession = false
const handlers = new Map<string, Set<Handler>>()
let onlineUsers: OnlineUser[] = []
const presenceListeners = new Set<Listener>()

function setOnlineUsers(next: OnlineUser[]) {
  onlineUsers = next
  for (const listener of presenceListeners) listener()
}

function dispatch(eventName: string, payload: unknown) {
  if (eventName === REALTIME_EVENTS.presence && Array.isArray(payload))
    setOnlineUsers(payload as OnlineUser[])
  // The dev server's bundle is never the build the API process read from disk: no banner there.
  if (eventName === REALTIME_EVENTS.version && !import.meta.env.DEV)
    serverVersion.set((payload as VersionEvent | null)?.version ?? null)
  for (const handler of handlers.get(eventName) ?? []) {
    try {
      handler(payload)
    } catch (error) {
      // One listener's bug must not keep the event from the others.
      console.error(error)
    }
  }
}

function sync() {
  const token = holders > 0 ? sessionStore.token() : null
  if (token === socketToken) return
  socket?.disconnect()
  socket = null
  socketToken = token
  setOnlineUsers([])
  if (!token) return
  // WebSocket first (no long-polling round trips, no upgrade); polling only where a proxy refuses it.
  socket = io({
    path: REALTIME_PATH,
    auth: { token },
    transports: ['websocket', 'polling'],
    tryAllTransports: true,
  })
  socket.onAny(dispatch)
  const current = socket
  current.on('connect_error', (error: Error) => {
    // A refusal is not retried by Socket.IO; only "could not check" is worth another try.
    if (!current.active && error.message === REALTIME_REFUSALS.unavailable)
      setTimeout(() => {
        if (socket === current) current.connect()
      }, UNAVAILABLE_RETRY_MS)
  })
  // Whoever was online is unknown while the connection is down.
  socket.on('disconnect', () => setOnlineUsers([]))
}

/** Keeps the connection open until the returned function is called. */
export function retainRealtime(): () => void {
  holders += 1
  if (!watchingSession) {
    sessionStore.subscribe(sync)
    watchingSession = true
  }
  sync()
  let released = false
  return () => {
    if (released) return
    released = true
    holders -= 1
    // A component that unmounts and mounts again (a route change, StrictMode) keeps the same connection.
    setTimeout(sync, 0)
  }
}

/** Calls `handler` with the payload of every `eventName` the server sends; returns the unsubscribe. */
export function onRealtimeEvent(eventName: string, handler: Handler): () => void {
  let set = handlers.get(eventName)
  if (!set) {
    set = new Set()
    handlers.set(eventName, set)
  }
  set.add(handler)
  return () => {
    set.delete(handler)
  }
}

export const presenceStore = {
  get: (): OnlineUser[] => onlineUsers,
  subscribe(listener: Listener): () => void {
    presenceListeners.add(listener)
    return () => presenceListeners.delete(listener)
  },
}

/** Tests: the connection as it is now. */
export function currentSocket(): Socket | null {
  return socket
}
