import { REALTIME_EVENTS, REALTIME_PATH } from '@ajanda/contracts/realtime.contract'
import type { FastifyInstance } from 'fastify'
import { Server } from 'socket.io'
import type { AppContext } from '../context'
import { readBuildVersion } from './build-version'
import { broadcastForm } from './company-events'
import { findEndedTokenIds } from './ended-sessions'
import { createPresence } from './presence'
import { connectRedisAdapter, type RedisLink } from './redis-adapter'
import { agencyRoom, companyRoom, userRoom } from './rooms'
import { type SocketData, socketAuthenticator } from './socket-auth'

/** Presence changes within this window go out as one list. */
const PRESENCE_COALESCE_MS = 250
/** Between server processes (Redis adapter): a company event published elsewhere, for local caches. */
const PEER_DATA_CREATED = 'peer:data-created'
/** How often a process looks for sockets whose session ended (logout elsewhere, deactivation). */
const SESSION_CHECK_MS = 60_000

export interface RealtimeSocket {
  io: Server
  /** The web build announced to every new socket (null without a build). */
  buildVersion: string | null
  /** Disconnects this process's sockets whose token was revoked or expired (runs every minute). */
  checkSessions(): Promise<void>
}

declare module 'fastify' {
  interface FastifyInstance {
    realtimeSocket: RealtimeSocket
  }
}

/**
 * The realtime channel (staff-app.md 7, decisions.md 6): Socket.IO on Fastify's own HTTP server at
 * /socket.io. It forwards the in-process bus (platform/realtime.ts): company events as `data-created` to
 * the company's AGENCY room in their broadcast form (company-events.ts), user events to each user's
 * private room. With REDIS_URL the Redis adapter carries
 * every emit to the other processes, so a write on one reaches a browser connected to another.
 */
export function attachRealtimeSocket(app: FastifyInstance, ctx: AppContext): RealtimeSocket {
  let redis: RedisLink | undefined
  if (ctx.config.redisUrl) redis = connectRedisAdapter(ctx.config.redisUrl, app.log)
  const io = new Server(app.server, {
    path: REALTIME_PATH,
    serveClient: false,
    // Same origin only: the web app is served by this process (CORS stays off).
    ...(redis ? { adapter: redis.adapter } : {}),
  })
  const buildVersion = readBuildVersion(ctx.config.webDistDir)
  const presence = createPresence(io, app.log, PRESENCE_COALESCE_MS)

  io.use(socketAuthenticator(ctx.db, ctx.sessions, ctx.storage, app.log))
  io.on('connection', (socket) => {
    const { user } = socket.data as SocketData
    const rooms = [userRoom(user.id), companyRoom(user.companyId)]
    if (user.agency) rooms.push(agencyRoom(user.companyId))
    void socket.join(rooms)
    socket.emit(REALTIME_EVENTS.version, { version: buildVersion })
    presence.changed(user.companyId)
    // By 'disconnect' the socket has left its rooms: the next list no longer counts it.
    socket.on('disconnect', () => presence.changed(user.companyId))
  })

  // Other processes hear of this process's writes (and this one of theirs) to forget cached data.
  if (redis)
    io.on(PEER_DATA_CREATED, (companyId: number, event) => ctx.realtime.peerPublished(companyId, event))
  const unsubscribers = [
    ctx.realtime.subscribe((companyId, event) => {
      // AGENCY sessions only (CLIENT users get no company events), and only what any of them may read.
      io.to(agencyRoom(companyId)).emit(REALTIME_EVENTS.dataCreated, broadcastForm(event))
      if (redis) io.serverSideEmit(PEER_DATA_CREATED, companyId, event)
    }),
    ctx.realtime.subscribeUsers((userIds, eventName, payload) => {
      // One broadcast to all the rooms: one Redis message however many recipients.
      io.to(userIds.map(userRoom)).emit(eventName, payload)
    }),
  ]

  async function checkSessions() {
    const sockets = [...io.of('/').sockets.values()]
    const tokenIds = [...new Set(sockets.map((socket) => (socket.data as SocketData).user.tokenId))]
    const ended = await findEndedTokenIds(ctx.db, tokenIds)
    for (const socket of sockets)
      if (ended.has((socket.data as SocketData).user.tokenId)) socket.disconnect(true)
  }
  const sessionTimer = setInterval(() => {
    checkSessions().catch((error) => app.log.warn({ err: error }, 'realtime: session check failed'))
  }, SESSION_CHECK_MS)
  sessionTimer.unref()

  // Before Fastify closes its server: upgraded connections are not HTTP requests and would hold the close.
  // io.close() is not used because it would close Fastify's HTTP server a second time.
  app.addHook('preClose', async () => {
    clearInterval(sessionTimer)
    presence.close()
    for (const unsubscribe of unsubscribers) unsubscribe()
    io.local.disconnectSockets(true)
    await io.of('/').adapter.close()
    io.engine.close()
  })
  app.addHook('onClose', async () => {
    await redis?.close()
  })
  return { io, buildVersion, checkSessions }
}
