import type { FastifyInstance, LightMyRequestResponse } from 'fastify'

export type ApiCall = (url: string, payload?: unknown) => Promise<LightMyRequestResponse>

/** Calls under /api/v1 with one session's headers (or none), for short route tests. */
export function apiAs(app: FastifyInstance, headers: Record<string, string> = {}) {
  const call =
    (method: 'GET' | 'POST' | 'PUT' | 'DELETE'): ApiCall =>
    (url, payload) =>
      app.inject({ method, url: `/api/v1${url}`, headers, payload: payload as object | undefined })
  return { get: call('GET'), post: call('POST'), put: call('PUT'), delete: call('DELETE') }
}
export type Api = ReturnType<typeof apiAs>
