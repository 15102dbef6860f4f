import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { FastifyBaseLogger } from 'fastify'

/** Longest client-supplied request id kept in the log; anything longer is cut. */
const CLIENT_ID_MAX = 128

/**
 * A request's logger: the server's bindings (its own id), plus the client's `x-request-id` under its own
 * name when one was sent, so a proxy's id can still be matched with ours.
 */
function childLogger(
  logger: FastifyBaseLogger,
  bindings: Record<string, unknown>,
  options: Parameters<FastifyBaseLogger['child']>[1],
  rawRequest: IncomingMessage,
): FastifyBaseLogger {
  const clientId = rawRequest.headers['x-request-id']
  if (typeof clientId !== 'string' || clientId === '') return logger.child(bindings, options)
  return logger.child({ ...bindings, clientRequestId: clientId.slice(0, CLIENT_ID_MAX) }, options)
}

/**
 * The server names every request itself (a random UUID in the log, in the `x-request-id` answer header
 * and in a 500's message). A client's `x-request-id` is not taken as that name: trusted, it let a caller
 * choose what the log and a support reply call its request, or give many requests one id.
 */
export const requestIdOptions = {
  genReqId: () => randomUUID(),
  requestIdHeader: false,
  childLoggerFactory: childLogger,
} as const
