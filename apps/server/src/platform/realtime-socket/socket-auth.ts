import { REALTIME_REFUSALS } from '@ajanda/contracts/realtime.contract'
import type { FastifyBaseLogger } from 'fastify'
import type { Socket } from 'socket.io'
import { resolveToken } from '../auth'
import type { Db } from '../db'
import { SessionExpiredError, UnauthenticatedError } from '../errors'
import type { SessionCache } from '../session-cache'
import type { FileStorage } from '../storage'

/** What a socket knows about its user, fixed at the handshake (socket.data survives fetchSockets()). */
export interface SocketUser {
  id: number
  companyId: number
  name: string
  profilePicture: string | null
  agency: boolean
  tokenId: number
}

export interface SocketData {
  user: SocketUser
}

function tokenOf(socket: Socket): string | null {
  const token: unknown = socket.handshake.auth?.token
  return typeof token === 'string' && token !== '' ? token : null
}

/**
 * The handshake is the authorisation (docs/decisions/0006-realtime.md): the same bearer token and the
 * same session lookup as the API. A refused handshake ends in the client's `connect_error` with
 * `unauthenticated` or `session_expired` (not retried), or `unavailable` when the lookup itself failed.
 */
export function socketAuthenticator(
  db: Db,
  sessions: SessionCache,
  storage: FileStorage,
  log: FastifyBaseLogger,
) {
  return async (socket: Socket, next: (error?: Error) => void) => {
    const token = tokenOf(socket)
    if (!token) return next(new Error(REALTIME_REFUSALS.unauthenticated))
    let auth: Awaited<ReturnType<typeof resolveToken>>
    try {
      auth = await resolveToken(db, token, sessions)
    } catch (error) {
      if (error instanceof SessionExpiredError) return next(new Error(REALTIME_REFUSALS.sessionExpired))
      if (error instanceof UnauthenticatedError) return next(new Error(REALTIME_REFUSALS.unauthenticated))
      log.warn({ err: error }, 'realtime: the handshake could not be checked')
      return next(new Error(REALTIME_REFUSALS.unavailable))
    }
    const user: SocketUser = {
      id: auth.user.id,
      companyId: auth.user.event_company_id,
      name: auth.user.full_name,
      profilePicture: auth.user.profile_picture ? storage.url(auth.user.profile_picture) : null,
      agency: auth.user.kind === 'AGENCY',
      tokenId: auth.tokenId,
    }
    ;(socket.data as SocketData).user = user
    next()
  }
}
