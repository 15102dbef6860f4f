import { createRequire } from 'node:module'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type helmetType from 'helmet'

// helmet itself, as @fastify/helmet installs it: its header values are computed here once.
const requireFromPlugin = createRequire(createRequire(import.meta.url).resolve('@fastify/helmet'))
const helmet = requireFromPlugin('helmet') as typeof helmetType

const DIRECTIVES = {
  defaultSrc: ["'self'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  styleSrc: ["'self'", "'unsafe-inline'"],
  // 'wasm-unsafe-eval' lets the check-in page compile its own QR reader (/assets/*.wasm, decisions/0038);
  // it allows WebAssembly only, never eval() of script text.
  scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
  // The photo upload page turns a HEIC into a JPEG with heic-to, which runs libheif in a worker made from
  // a blob: URL of its own code (decisions/0041). Only the page's own scripts can make such a URL.
  workerSrc: ["'self'", 'blob:'],
  connectSrc: ["'self'", 'ws:', 'wss:'],
  fontSrc: ["'self'", 'data:'],
}

export type HeaderSet = Readonly<Record<string, string>>

/**
 * helmet's headers for our policy, as values. @fastify/helmet ran helmet's middleware on every response
 * (parsing the directives each time, seen in a profile); the values never change, so they are built once.
 * Over plain HTTP there is no Strict-Transport-Security and no `upgrade-insecure-requests`: a browser
 * would then refuse or rewrite every request of a server that has no HTTPS.
 */
export function buildSecurityHeaders(https: boolean): HeaderSet {
  const headers: Record<string, string> = {}
  const middleware = helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: { ...DIRECTIVES, upgradeInsecureRequests: https ? [] : null },
    },
    strictTransportSecurity: https,
  })
  const response = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value)
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()]
    },
  }
  middleware({} as never, response as never, () => {})
  return headers
}

/**
 * Sends the headers on every answer. A request is over HTTPS when APP_URL says so (the app is only ever
 * reached that way), or when the connection is TLS, or, with TRUST_PROXY, when the proxy's
 * X-Forwarded-Proto says https (Fastify's `request.protocol` reads it only when the proxy is trusted).
 */
export function registerSecurityHeaders(app: FastifyInstance, options: { appUrl: string }) {
  const secure = buildSecurityHeaders(true)
  const plain = buildSecurityHeaders(false)
  const alwaysHttps = options.appUrl.startsWith('https://')
  const overHttps = (request: FastifyRequest) => alwaysHttps || request.protocol === 'https'
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(overHttps(request) ? secure : plain)
  })
}
