import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registerWebApp } from './web-app'
import { escapeHtml, keepTextsOf, pageLocale, scriptSafeJson } from './web-form-entry'

/** The build's preload links of each language's texts (apps/web/vite.web-form.config.ts). */
const TEXTS = {
  tr: '<link rel="modulepreload" crossorigin href="/assets/web-form-texts-tr-A1.js" data-locale="tr">',
  en: '<link rel="modulepreload" crossorigin href="/assets/web-form-texts-en-B2.js" data-locale="en">',
}
/** Over 1 KB, as a real build's (its preload links), so that the gzip branch is taken. */
const HTML = `<!doctype html><html><head><title>Ajanda</title><!-- ${'x'.repeat(1100)} -->
    ${TEXTS.en}
    ${TEXTS.tr}
  </head><body><div id="web-form-frame"></div><div id="root"></div><script type="module" src="/a.js"></script></body></html>`
const EVIL = '</script><script>alert(1)</script> & "Kayıt"'

/** The inlined data as the page's JSON.parse reads it from the script element's text. */
function inlined(html: string): { locale: string; data: unknown } | null {
  const match =
    /<script type="application\/json" id="webform-data" data-locale="(\w+)">([\s\S]*?)<\/script>/.exec(html)
  return match ? { locale: match[1] as string, data: JSON.parse(match[2] as string) } : null
}

describe('the web form entry with its data inlined', () => {
  let dist: string
  let app: FastifyInstance
  const asked: { url: string; ip: string }[] = []

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-form-entry-'))
    fs.writeFileSync(path.join(dist, 'index.html'), 'app entry')
    fs.writeFileSync(path.join(dist, 'web-form.html'), HTML)
    app = Fastify()
    // Stands for the webform module's GET: the entry asks the app itself.
    app.get('/api/v1/webform/:slug', async (request, reply) => {
      asked.push({ url: request.url, ip: request.ip })
      const { slug } = request.params as { slug: string }
      if (slug === 'yok') return reply.status(404).send({ message: 'Form bulunamadı.' })
      if (slug === 'turkce') return { form: { name: 'Yalnız Türkçe', languages: ['tr'] } }
      if (slug === 'iki-dil') return { form: { name: 'İki dil', languages: ['tr', 'en'] } }
      return { form: { name: EVIL, description: 'a\u2028b' }, is_open: true }
    })
    app.get('/api/v1/webform/:slug/:pcode', async (request) => {
      asked.push({ url: request.url, ip: request.ip })
      return { form: { name: 'Kişisel' }, attendee: { code: (request.params as { pcode: string }).pcode } }
    })
    await registerWebApp(app, dist)
    await app.ready()
  })

  afterAll(async () => {
    await app.close()
    fs.rmSync(dist, { recursive: true, force: true })
  })

  it('writes the GET answer into a JSON script no title can break out of, and the title into <title>', async () => {
    const page = await app.inject({
      method: 'GET',
      url: '/web-form/kongre?locale=en',
      remoteAddress: '10.1.2.3',
    })
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toContain('text/html')
    expect(page.headers['cache-control']).toBe('no-cache')
    expect(page.body).not.toContain('<script>alert(1)')
    expect(page.body).toContain(
      '<title>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Kayıt&quot;</title>',
    )
    expect(inlined(page.body)).toEqual({
      locale: 'en',
      data: { form: { name: EVIL, description: 'a\u2028b' }, is_open: true },
    })
    // The first paint: the form's name as the frame's h1, escaped (web-form-frame.ts).
    expect(page.body).toContain(
      '<h1>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Kayıt&quot;</h1>',
    )
    expect(page.body.indexOf('<main class="wf-shell">')).toBeGreaterThan(
      page.body.indexOf('id="web-form-frame"'),
    )
    expect(page.body.indexOf('<main class="wf-shell">')).toBeLessThan(page.body.indexOf('id="root"'))
    // The script element comes before the page's script, which reads it.
    expect(page.body.indexOf('id="webform-data"')).toBeLessThan(page.body.indexOf('/a.js'))
    expect(asked.at(-1)).toEqual({ url: '/api/v1/webform/kongre?locale=en', ip: '10.1.2.3' })
  })

  it('asks with the personal code and the browser language', async () => {
    const page = await app.inject({
      method: 'GET',
      url: '/web-form/kongre/P4ERS0NAL',
      headers: { 'accept-language': 'en-GB,en;q=0.9' },
    })
    expect(inlined(page.body)).toEqual({
      locale: 'en',
      data: { form: { name: 'Kişisel' }, attendee: { code: 'P4ERS0NAL' } },
    })
    expect(asked.at(-1)?.url).toBe('/api/v1/webform/kongre/P4ERS0NAL?locale=en')
  })

  it('leaves the HTML as built when the form does not answer 200 (the page shows the message itself)', async () => {
    const page = await app.inject({ method: 'GET', url: '/web-form/yok' })
    expect(page.statusCode).toBe(200)
    expect(page.body).toBe(keepTextsOf(HTML, 'tr'))
  })

  it('preloads the texts of the language the page will speak, not the other', async () => {
    const visit = async (url: string, acceptLanguage = '') =>
      (await app.inject({ method: 'GET', url, headers: { 'accept-language': acceptLanguage } })).body
    const english = await visit('/web-form/iki-dil', 'en-GB,en;q=0.9')
    expect(english).toContain(TEXTS.en)
    expect(english).not.toContain(TEXTS.tr)
    const turkish = await visit('/web-form/iki-dil?locale=tr', 'en')
    expect(turkish).toContain(TEXTS.tr)
    expect(turkish).not.toContain(TEXTS.en)
    // The form speaks Turkish only: so will the page, whatever the browser asks.
    const only = await visit('/web-form/turkce', 'en')
    expect(only).toContain(TEXTS.tr)
    expect(only).not.toContain(TEXTS.en)
    // No answer to inline: the asked language's texts all the same.
    const missing = await visit('/web-form/yok?locale=en')
    expect(missing).toContain(TEXTS.en)
    expect(missing).not.toContain(TEXTS.tr)
    expect(keepTextsOf(HTML, 'en').split('modulepreload')).toHaveLength(2)
  })

  it('picks the page language as the page does', () => {
    expect(pageLocale('en', ['tr', 'en'])).toBe('en')
    expect(pageLocale('en', ['tr'])).toBe('tr')
    expect(pageLocale('tr', ['en'])).toBe('en')
    expect(pageLocale('en', ['de'])).toBe('tr')
    expect(pageLocale('en', undefined)).toBe('tr')
  })

  it('gzips the page for a browser that takes it', async () => {
    const page = await app.inject({
      method: 'GET',
      url: '/web-form/kongre',
      headers: { 'accept-encoding': 'gzip, br' },
    })
    expect(page.headers['content-encoding']).toBe('gzip')
    expect(inlined(gunzipSync(page.rawPayload).toString('utf8'))?.locale).toBe('tr')
  })

  it('escapes for a script and for HTML', () => {
    expect(scriptSafeJson('{"a":"</script>\u2028"}')).toBe('{"a":"\\u003c/script>\\u2028"}')
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;')
  })
})
