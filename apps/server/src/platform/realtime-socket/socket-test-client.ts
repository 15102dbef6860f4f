import type { AddressInfo } from 'node:net'
import { REALTIME_PATH } from '@ajanda/contracts/realtime.contract'
import type { FastifyInstance } from 'fastify'
import { io as connectClient, type Socket } from 'socket.io-client'

/** Tests only: the app on an ephemeral port, for real Socket.IO clients. */
export async function listenOnEphemeralPort(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = app.server.address() as AddressInfo
  return `http://127.0.0.1:${port}`
}

/**
 * A client socket that has connected, or the refusal's message. `beforeConnect` adds listeners for what the
 * server sends on connect: those events are delivered in the same tick as 'connect'.
 */
export function openSocket(
  baseUrl: string,
  token: string | undefined,
  beforeConnect?: (socket: Socket) => void,
): Promise<Socket> {
  const socket = connectClient(baseUrl, {
    path: REALTIME_PATH,
    auth: token === undefined ? {} : { token },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  })
  beforeConnect?.(socket)
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket))
    socket.once('connect_error', (error) => {
      socket.close()
      reject(error)
    })
  })
}

/** The next `event` on the socket (its first argument), or a timeout error. */
export function nextEvent<T = unknown>(socket: Socket, event: string, timeoutMs = 5000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, onEvent)
      reject(new Error(`no "${event}" within ${timeoutMs} ms`))
    }, timeoutMs)
    function onEvent(payload: T) {
      clearTimeout(timer)
      resolve(payload)
    }
    socket.once(event, onEvent)
  })
}

/** Every `event` the socket receives from now on. */
export function collect<T = unknown>(socket: Socket, event: string): T[] {
  const received: T[] = []
  socket.on(event, (payload: T) => received.push(payload))
  return received
}

/** Waits until the predicate holds (polling), or fails after `timeoutMs`. */
export async function eventually(predicate: () => boolean, timeoutMs = 5000): Promise<void> {
  const start = Date.now()
  while (!predicate()) {
    if (Date.now() - start > timeoutMs) throw new Error('condition not met in time')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
