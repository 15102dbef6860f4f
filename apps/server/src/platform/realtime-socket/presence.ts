import { type OnlineUser, REALTIME_EVENTS } from '@ajanda/contracts/realtime.contract'
import type { FastifyBaseLogger } from 'fastify'
import type { Server } from 'socket.io'
import { agencyRoom, companyRoom } from './rooms'
import type { SocketData } from './socket-auth'

/** One user once, whatever the number of their tabs and processes, in name order. */
export function onlineUsersOf(sockets: { data: unknown }[]): OnlineUser[] {
  const byId = new Map<number, OnlineUser>()
  for (const socket of sockets) {
    const user = (socket.data as Partial<SocketData>).user
    if (!user || byId.has(user.id)) continue
    byId.set(user.id, { id: user.id, name: user.name, profile_picture: user.profilePicture })
  }
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name, 'tr') || a.id - b.id)
}

export interface Presence {
  /** A session of the company came or went: its AGENCY sessions get the new list shortly. */
  changed(companyId: number): void
  close(): void
}

/**
 * Presence is not stored: the list is the sockets in the company's room, asked of every process
 * (`fetchSockets()` goes through the Redis adapter), so a user with two tabs stays online until the last
 * one closes and a crashed process's users drop out with it. Changes are coalesced per company: a morning
 * sign-in wave or a reconnect storm after a deploy sends one list per window, not one per socket.
 */
export function createPresence(io: Server, log: FastifyBaseLogger, coalesceMs: number): Presence {
  const pending = new Map<number, NodeJS.Timeout>()
  let closed = false

  async function broadcast(companyId: number) {
    try {
      const sockets = await io.in(companyRoom(companyId)).fetchSockets()
      if (closed) return
      io.to(agencyRoom(companyId)).emit(REALTIME_EVENTS.presence, onlineUsersOf(sockets))
    } catch (error) {
      // Another process did not answer in time: the next change sends a fresh list.
      log.warn({ err: error, companyId }, 'presence list could not be gathered')
    }
  }

  return {
    changed(companyId) {
      if (closed || pending.has(companyId)) return
      const timer = setTimeout(() => {
        pending.delete(companyId)
        void broadcast(companyId)
      }, coalesceMs)
      pending.set(companyId, timer)
    },
    close() {
      closed = true
      for (const timer of pending.values()) clearTimeout(timer)
      pending.clear()
    },
  }
}
