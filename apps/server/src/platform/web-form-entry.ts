import fs from 'node:fs/promises'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { LOCALES, type Locale } from '@ajanda/contracts/common/locale'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { requestLocale } from './request-locale'
import { escapeHtml, webFormFrame } from './web-form-frame'

/** Where web-form-main.tsx looks for the inlined answer of GET /webform (decisions/0034). */
export const WEBFORM_DATA_ID = 'webform-data'
/** Where the server writes the page's first paint (web-form-frame.ts), which web-form-main.tsx removes. */
export const WEB_FORM_FRAME_ID = 'web-form-frame'

/** JSON made safe inside a <script> element: no `<` can close it, the line separators JS once refused. */
export function scriptSafeJson(json: string): string {
  return json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

export { escapeHtml }

/**
 * The language the page will speak (web-form-screen.tsx formLanguages): the visitor's when the form
 * has it, else the form's first this app speaks, Turkish when it names none.
 */
export function pageLocale(asked: Locale, formLanguages: unknown): Locale {
  const spoken = (Array.isArray(formLanguages) ? formLanguages : []).filter((code): code is Locale =>
    (LOCALES as readonly unknown[]).includes(code),
  )
  if (spoken.length === 0) return 'tr'
  return spoken.includes(asked) ? asked : (spoken[0] as Locale)
}

/**
 * The build writes a `<link rel="modulepreload" data-locale>` per language's texts into web-form.html
 * (apps/web/vite.web-form.config.ts); the page loads its language's before it paints (decisions/0034).
 * This keeps that language's link and drops the others, so the texts come with the page's scripts and
 * the other language's only if the visitor switches.
 */
export function keepTextsOf(html: string, locale: Locale): string {
  return html.replace(
    /\n?[ \t]*<link rel="modulepreload"[^>]*\sdata-locale="([a-z]+)"[^>]*>/g,
    (link, language) => (language === locale ? link : ''),
  )
}

/**
 * web-form.html with the page's first API answer in it: the server asks its own GET
 * /api/v1/webform/{slug}[/{pcode}] (rate limit, locale and 404s as for the browser's call, from the
 * visitor's address) and writes the 200 answer into a `<script type="application/json">` before the
 * page's script, with the form's name as the document title and the page's frame with that name in
 * #web-form-frame (web-form-frame.ts), which paints before the page's scripts have come. The page then
 * renders the form as soon as its JavaScript runs, without a second round trip on a slow phone link.
 * Any other answer leaves the HTML as built and the page asks itself (and shows the server's message),
 * the frame empty. Either way the HTML preloads the texts of the page's language only (keepTextsOf).
 */
export async function webFormHtml(
  app: FastifyInstance,
  request: FastifyRequest,
  file: string,
): Promise<string> {
  const built = await fs.readFile(file, 'utf8')
  const [pathname = '', query = ''] = request.url.split('?', 2)
  const [, , slug, pcode] = pathname.split('/')
  const locale = requestLocale(
    new URLSearchParams(query).get('locale') ?? undefined,
    request.headers['accept-language'],
  )
  const html = keepTextsOf(built, locale)
  if (!slug) return html
  let answer: Awaited<ReturnType<FastifyInstance['inject']>>
  try {
    answer = await app.inject({
      method: 'GET',
      url: `/api/v1/webform/${slug}${pcode ? `/${pcode}` : ''}?locale=${locale}`,
      remoteAddress: request.ip,
      headers: { 'accept-language': request.headers['accept-language'] ?? '' },
    })
  } catch (error) {
    request.log.warn({ err: error }, 'web form data not inlined')
    return html
  }
  if (answer.statusCode !== 200) return html
  let title = ''
  let spoken = locale
  let frame = ''
  try {
    const parsed = JSON.parse(answer.body) as { form?: { name?: unknown; languages?: unknown } }
    title = typeof parsed.form?.name === 'string' ? parsed.form.name : ''
    spoken = pageLocale(locale, parsed.form?.languages)
    frame = webFormFrame(parsed)
  } catch {
    return html
  }
  const data = `<script type="application/json" id="${WEBFORM_DATA_ID}" data-locale="${locale}">${scriptSafeJson(answer.body)}</script>`
  let out = keepTextsOf(built, spoken)
    .replace(`<div id="${WEB_FORM_FRAME_ID}"></div>`, `<div id="${WEB_FORM_FRAME_ID}">${frame}</div>`)
    .replace('<div id="root"></div>', `<div id="root"></div>\n    ${data}`)
  if (title) out = out.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
  return out
}

/** Sends the web form's HTML, gzipped when the browser takes it (the built .gz copy lacks the data). */
export async function sendWebForm(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  distDir: string,
) {
  const html = await webFormHtml(app, request, path.join(distDir, 'web-form.html'))
  reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').header('vary', 'accept-encoding')
  const accepts = String(request.headers['accept-encoding'] ?? '')
  if (/\bgzip\b/.test(accepts) && html.length > 1024)
    return reply.header('content-encoding', 'gzip').send(gzipSync(html, { level: 6 }))
  return reply.send(html)
}
