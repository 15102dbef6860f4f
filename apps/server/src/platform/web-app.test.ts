import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isPublicPagePath, isWebFormPath, registerWebApp } from './web-app'

describe('isPublicPagePath', () => {
  it.each([
    '/web-form/yaz-etkinligi',
    '/web-form/yaz-etkinligi/AB12CD?lang=en',
    '/web-form/claim/abc123',
    '/client-review/abc',
    '/approval-decision/12/34/leave?token=x',
    '/manuel-rsvp/tok/login',
    '/manuel-rsvp/form',
    '/manuel-rsvp/form/INV1',
    '/checkin/abc',
    '/event-badge/Ab12Cd34Ef56Gh78Ij90Kl',
  ])('%s is a public page', (url) => expect(isPublicPagePath(url)).toBe(true))

  it.each([
    '/',
    '/login',
    '/projects',
    '/project/P1/main',
    '/my-brief',
    '/my-brief/C0DE',
    '/web-form',
    '/web-form/a/b/c',
    '/client-review',
    '/manuel-rsvp/tok',
    '/approval-decision/1/2',
  ])('%s keeps the app entry', (url) => expect(isPublicPagePath(url)).toBe(false))
})

describe('isWebFormPath', () => {
  it.each(['/web-form/yaz-etkinligi', '/web-form/yaz-etkinligi/AB12CD?locale=en', '/web-form/claim/'])(
    '%s is the web form',
    (url) => expect(isWebFormPath(url)).toBe(true),
  )
  it.each([
    '/web-form/claim/abc123',
    '/web-form/room-mate/abc',
    '/web-form',
    '/web-form/a/b/c',
    '/x/web-form/a',
  ])('%s is not', (url) => expect(isWebFormPath(url)).toBe(false))
})

describe('registerWebApp', () => {
  let dist: string
  let app: FastifyInstance

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-app-'))
    fs.writeFileSync(path.join(dist, 'index.html'), 'app entry')
    fs.writeFileSync(path.join(dist, 'public.html'), 'public entry')
    fs.writeFileSync(path.join(dist, 'web-form.html'), 'web form entry')
    app = Fastify()
    await registerWebApp(app, dist)
    await app.ready()
  })

  afterAll(async () => {
    await app.close()
    fs.rmSync(dist, { recursive: true, force: true })
  })

  it('sends web-form.html for the web form, public.html for another public page and index.html for the rest, never cached', async () => {
    const form = await app.inject({ method: 'GET', url: '/web-form/yaz-etkinligi' })
    expect(form.statusCode).toBe(200)
    expect(form.body).toBe('web form entry')
    expect(form.headers['cache-control']).toBe('no-cache')
    const claim = await app.inject({ method: 'GET', url: '/web-form/claim/abc123' })
    expect(claim.body).toBe('public entry')
    expect(claim.headers['cache-control']).toBe('no-cache')
    const brief = await app.inject({ method: 'GET', url: '/my-brief/C0DE' })
    expect(brief.body).toBe('app entry')
    const staff = await app.inject({ method: 'GET', url: '/projects' })
    expect(staff.body).toBe('app entry')
  })

  it('keeps index.html for every page when the build has no public entry', async () => {
    fs.rmSync(path.join(dist, 'public.html'))
    fs.rmSync(path.join(dist, 'web-form.html'))
    const bare = Fastify()
    await registerWebApp(bare, dist)
    const form = await bare.inject({ method: 'GET', url: '/web-form/yaz-etkinligi' })
    expect(form.body).toBe('app entry')
    await bare.close()
  })

  it('answers 404 for unknown API paths', async () => {
    const api = await app.inject({ method: 'GET', url: '/api/v1/nothing-here' })
    expect(api.statusCode).toBe(404)
  })
})

describe('registerWebApp with compressed copies', () => {
  it('sends the brotli copy of a script the browser accepts, the plain file otherwise', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-app-br-'))
    fs.mkdirSync(path.join(dist, 'assets'))
    fs.writeFileSync(path.join(dist, 'index.html'), 'app entry')
    fs.writeFileSync(path.join(dist, 'assets', 'page.js'), 'console.log(1)')
    fs.writeFileSync(path.join(dist, 'assets', 'page.js.br'), 'brotli bytes')
    const app = Fastify()
    await registerWebApp(app, dist)
    const compressed = await app.inject({
      method: 'GET',
      url: '/assets/page.js',
      headers: { 'accept-encoding': 'br, gzip' },
    })
    expect(compressed.headers['content-encoding']).toBe('br')
    expect(compressed.body).toBe('brotli bytes')
    const plain = await app.inject({ method: 'GET', url: '/assets/page.js' })
    expect(plain.body).toBe('console.log(1)')
    const entry = await app.inject({ method: 'GET', url: '/projects', headers: { 'accept-encoding': 'br' } })
    expect(entry.body).toBe('app entry')
    await app.close()
    fs.rmSync(dist, { recursive: true, force: true })
  })
})
