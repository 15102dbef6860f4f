import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registerWebApp } from './web-app'
import { escapeHtml, scriptSafeJson } from './web-form-entry'

/** Over 1 KB, as a real build's (its preload links), so that the gzip branch is taken. */
const HTML = `<!doctype html><html><head><title>Ajanda</title><!-- ${'x'.repeat(1100)} --></head><body><div id="root"></div><script type="module" src="/a.js"></script></body></html>`
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
    expect(page.body).toBe(HTML)
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
