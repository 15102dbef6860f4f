import type { FastifyInstance, LightMyRequestResponse } from 'fastify'

/**
 * GETs a private file's route as a browser would: the route answers 302 to a signed `/files/…` address
 * (local disk), which is then fetched without the bearer token. Any other first answer is returned as is.
 */
export async function getSignedFile(
  app: FastifyInstance,
  url: string,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const first = await app.inject({ method: 'GET', url, headers })
  if (first.statusCode !== 302) return first
  const location = new URL(String(first.headers.location))
  return app.inject({ method: 'GET', url: `${location.pathname}${location.search}` })
}
