import type { FastifyReply, FastifyRequest } from 'fastify'
import type { AppContext } from './context'
import type { RouteDocument } from './openapi'
import type { DownloadAs } from './storage'

/** What the OpenAPI document says of a signed download: a 302 to the file, or its address as JSON. */
export const signedDownload: RouteDocument = { status: 302, keepJson: true }

/** A caller that asks for JSON (the web app's fetch) gets the address; a browser or curl is redirected. */
export const wantsJson = (request: FastifyRequest) =>
  /\bapplication\/json\b/i.test(request.headers.accept ?? '')

/**
 * Answers a private file's download once the route has checked the caller may have it: a signed address
 * that works for a few minutes without the bearer token (platform/storage.ts `signedUrl`), as a redirect,
 * or as `{data: {url, expires_at}}` for a caller that accepts JSON. A redirect to object storage is on
 * another origin, where fetch drops the Authorization header: the signature is the only credential.
 */
export async function sendSignedDownload(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  download: DownloadAs,
) {
  const signed = await ctx.storage.signedUrl(key, download)
  reply.header('cache-control', 'no-store')
  if (wantsJson(request))
    return reply.send({ data: { url: signed.url, expires_at: signed.expiresAt.toISOString() } })
  return reply.redirect(signed.url, 302)
}
