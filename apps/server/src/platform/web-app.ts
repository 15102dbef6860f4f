import fs from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import { t } from './messages'
import { sendWebForm } from './web-form-entry'

/**
 * The paths of the web app's public pages (apps/web/src/public-pages/public.routes.tsx), which have
 * their own light entry, public.html (decisions/0033). Each pattern is one route's path; a path that
 * matches none (the brief catch-all `/{slug}/{ccode?}` among them) gets index.html, whose router also
 * knows the staff routes that outrank the catch-all.
 */
const PUBLIC_PAGE_PATHS: readonly RegExp[] = [
  /^\/web-form\/claim\/[^/]+\/?$/,
  /^\/web-form\/[^/]+(\/[^/]+)?\/?$/,
  /^\/post-event-survey-form\/[^/]+\/?$/,
  /^\/(client-review|sponsor-review|judge-review|checkin|declaration|event-badge|photo-uploader)\/[^/]+\/?$/,
  /^\/approval-decision\/[^/]+\/[^/]+\/[^/]+\/?$/,
  /^\/manuel-rsvp\/[^/]+\/login\/?$/,
  /^\/manuel-rsvp\/form(\/[^/]+)?\/?$/,
]

/** Whether a URL (path and query) is one of the public pages. */
export function isPublicPagePath(url: string): boolean {
  const pathname = url.split(/[?#]/, 1)[0] ?? ''
  return PUBLIC_PAGE_PATHS.some((pattern) => pattern.test(pathname))
}

/** The web form's own path, /web-form/{slug}/{pcode?}; not its claim and room-mate links. */
const WEB_FORM_PATH = /^\/web-form\/(?!(claim|room-mate)\/[^/])[^/]+(\/[^/]+)?\/?$/

/** Whether a URL is the web form itself, which has an entry of its own without a router (decisions/0034). */
export function isWebFormPath(url: string): boolean {
  return WEB_FORM_PATH.test(url.split(/[?#]/, 1)[0] ?? '')
}

/**
 * Serves the built SPA: hashed assets are cached for good, the HTML entries and version.json never,
 * and any other GET outside /api falls back to an entry so that client routes load: web-form.html for
 * the web form, public.html for the other public pages when the build has them, index.html for
 * everything else.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string | undefined) {
  const hasBuild = distDir !== undefined && fs.existsSync(path.join(distDir, 'index.html'))
  const hasPublicEntry = hasBuild && fs.existsSync(path.join(distDir, 'public.html'))
  const hasWebFormEntry = hasBuild && fs.existsSync(path.join(distDir, 'web-form.html'))
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The build's .br and .gz copies (apps/web/vite.config.ts precompress), by Accept-Encoding.
      preCompressed: true,
      setHeaders(res, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable')
        } else {
          res.header('cache-control', 'no-cache')
        }
      },
    })
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith('/api') || request.url.startsWith('/files/')
    if (hasBuild && request.method === 'GET' && !isApi) {
      if (hasWebFormEntry && isWebFormPath(request.url)) return sendWebForm(app, request, reply, distDir)
      const entry = hasPublicEntry && isPublicPagePath(request.url) ? 'public.html' : 'index.html'
      return reply.header('cache-control', 'no-cache').sendFile(entry)
    }
    return reply.status(404).send({ message: t(request.locale ?? 'tr', 'route_not_found') })
  })
}
