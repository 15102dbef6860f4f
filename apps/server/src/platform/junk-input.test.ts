import { CURRENCY_CODES } from '@ajanda/contracts/common/currencies'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../app'
import { tasks } from '../modules/tasks/tasks.table'
import { createTestApp, loginAs, type TestApp } from '../test-support/test-app'
import { loadConfig } from './config'
import { createInlineJobQueue } from './jobs/index'

let testApp: TestApp
/** One admin session for the value checks, taken before the junk run signs in once per route. */
let admin: Awaited<ReturnType<typeof loginAs>>
beforeAll(async () => {
  testApp = await createTestApp()
  admin = await loginAs(testApp.app, 'admin@demo.ajanda.test')
})
afterAll(async () => {
  await testApp?.close()
})

const JUNK_BODIES: unknown[] = [
  [],
  'text',
  42,
  null,
  { unexpected: true },
  { email: { $ne: null }, password: ['x'] },
  { full_name: 'x'.repeat(10_000), language: 'tr' },
  { a: { b: { c: { d: { e: { f: [[[[[]]]]] } } } } } },
  // PostgreSQL text cannot hold U+0000.
  { name: 'a\u0000b', full_name: 'c\u0000', email: 'x\u0000@y.co', code: '\u0000' },
]
const JUNK_QUERIES = [
  '',
  '?page=-1&page_size=abc',
  '?locale[]=en&sort_order=sideways',
  `?q=${'%00'.repeat(50)}`,
  '?search=%00&page=1e20',
]

/** Every API route, fed junk: the answer is a 2xx or a 4xx with a message, never a 500. */
describe('junk input on every route', () => {
  it('never answers 5xx and always says something', async () => {
    const routes = testApp.app.routeInventory.filter(
      (route) => route.url.startsWith('/api/v1') && route.method !== 'HEAD' && route.method !== 'OPTIONS',
    )
    const failures: string[] = []
    let session = await loginAs(testApp.app, 'admin@demo.ajanda.test')
    for (const [index, route] of routes.entries()) {
      // Each route's junk comes from its own address: junk posted to /login or /register counts against
      // the per-IP limits of those routes, and must not lock out the sign-ins of this test (from 127.0.0.1).
      const remoteAddress = `10.0.${Math.floor(index / 250)}.${(index % 250) + 1}`
      // A session that a logout or a password change ended is replaced; signing in before every route
      // would run into the per-IP sign-in limit.
      const me = await testApp.app.inject({ method: 'GET', url: '/api/v1/me', headers: session.headers })
      if (me.statusCode !== 200) session = await loginAs(testApp.app, 'admin@demo.ajanda.test')
      const { headers } = session
      const url = route.url.replace(/:(\w+)/g, 'x%27%22')
      for (const query of JUNK_QUERIES) {
        const bodies = route.method === 'GET' || route.method === 'DELETE' ? [undefined] : JUNK_BODIES
        for (const body of bodies) {
          const response = await testApp.app.inject({
            method: route.method as 'POST',
            url: `${url}${query}`,
            headers: { ...headers, 'content-type': 'application/json' },
            remoteAddress,
            payload: body === undefined ? undefined : JSON.stringify(body),
          })
          // A success may be a file (the .xlsx exports); errors are always JSON with a message.
          const json = String(response.headers['content-type'] ?? '').includes('application/json')
          const message =
            response.statusCode === 204 || (!json && response.statusCode < 400)
              ? 'none'
              : (response.json() as { message?: unknown }).message
          if (response.statusCode >= 500 || (response.statusCode >= 400 && typeof message !== 'string')) {
            failures.push(
              `${route.method} ${route.url}${query} ${JSON.stringify(body)?.slice(0, 40)}: ${response.statusCode}`,
            )
          }
        }
      }
    }
    expect(failures).toEqual([])
  }, 120_000)
})

/** Values that passed the contracts and failed later, or were stored as nonsense (issue 18, item 5). */
describe('bad values that got through', () => {
  const invoice = (supplierId: number, extra: Record<string, unknown> = {}) => ({
    number: `JUNK-${Math.random().toString(36).slice(2, 10)}`,
    invoice_date: '2026-03-10',
    due_date: '2026-04-10',
    supplier_id: supplierId,
    currency: 'TRY',
    lines: [{ description: 'Salon', quantity: '2', unit_price: '1500', vat_rate: '0.2' }],
    ...extra,
  })
  async function adminWithSupplier() {
    const { headers } = admin
    const supplier = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/supplier',
      headers,
      payload: { name: `Junk Supplier ${Math.random().toString(36).slice(2, 8)}` },
    })
    return { headers, supplierId: supplier.json().data.id as number }
  }

  it('answers 422 for 50 invoice lines of 99999999 × 99999999, not a numeric overflow', async () => {
    const { headers, supplierId } = await adminWithSupplier()
    const line = { description: 'x', quantity: '99999999', unit_price: '99999999', vat_rate: '0.2' }
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/accounting/purchase-invoices',
      headers,
      payload: invoice(supplierId, { lines: Array(50).fill(line) }),
    })
    expect(response.statusCode).toBe(422)
    expect(response.json().errors['lines.0.quantity']).toEqual(['Bu değer en fazla 999999.9999 olabilir'])
    // The largest lines the bounds allow are stored, and their total fits.
    const largest = { description: 'x', quantity: '999999.9999', unit_price: '99999999.9999', vat_rate: '1' }
    const stored = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/accounting/purchase-invoices',
      headers,
      payload: invoice(supplierId, { lines: Array(50).fill(largest) }),
    })
    expect(stored.statusCode).toBe(200)
    expect(stored.json().data.total).toMatch(/^\d{16}\.\d{2}$/)
  })

  it('refuses an unknown currency, a year-9999 date and a due date before the invoice date', async () => {
    const { headers, supplierId } = await adminWithSupplier()
    const post = (extra: Record<string, unknown>, locale = 'tr') =>
      testApp.app.inject({
        method: 'POST',
        url: `/api/v1/accounting/purchase-invoices?locale=${locale}`,
        headers,
        payload: invoice(supplierId, extra),
      })
    const currency = await post({ currency: 'XXX' })
    expect(currency.statusCode).toBe(422)
    expect(currency.json().errors).toEqual({ currency: ['Geçersiz seçim'] })
    const farFuture = await post({ invoice_date: '9999-12-31', due_date: null })
    expect(farFuture.json().errors).toEqual({ invoice_date: ['Tarih 2000 ile 2100 yılları arasında olmalı'] })
    const early = await post({ due_date: '2026-03-09' }, 'en')
    expect(early.statusCode).toBe(422)
    expect(early.json().errors).toEqual({ due_date: ['The due date cannot be before the invoice date'] })
  })

  it('refuses line breaks and bidi overrides in a single-line field', async () => {
    const { headers } = admin
    for (const name of ['Tedarikçi\nİkinci satır', 'fatura\u202Efdp.exe', '\u200B\u200B']) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/v1/supplier',
        headers,
        payload: { name },
      })
      expect(response.statusCode, JSON.stringify(name)).toBe(422)
      expect(Object.keys(response.json().errors)).toEqual(['name'])
    }
  })

  it('reads ids in paths as decimal only: /tasks/0x1D is not task 29', async () => {
    const { headers, user } = admin
    const [task] = await testApp.database.db
      .select({ id: tasks.id })
      .from(tasks)
      .where(eq(tasks.event_company_id, user.event_company_id))
      .limit(1)
    if (!task) throw new Error('the demo company has no task')
    const read = (id: string) => testApp.app.inject({ method: 'GET', url: `/api/v1/tasks/${id}`, headers })
    expect((await read(String(task.id))).statusCode).toBe(200)
    for (const id of [`0x${task.id.toString(16)}`, `${task.id}.0`, `${task.id}e0`, `0${task.id}`]) {
      const response = await read(id)
      expect(response.statusCode, id).toBe(422)
      expect(response.json().errors).toEqual({ id: ['Geçersiz kayıt numarası'] })
    }
  })

  it('names each request itself, whatever x-request-id the client sends', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'chosen-by-the-client' },
    })
    expect(response.headers['x-request-id']).not.toBe('chosen-by-the-client')
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('answers an over-long path parameter with a 414 in the app shape', async () => {
    const url = `/api/v1/tasks/${'1'.repeat(500)}`
    const tr = await testApp.app.inject({ method: 'GET', url })
    expect(tr.statusCode).toBe(414)
    expect(tr.json()).toEqual({ message: 'İstenen adres çok uzun.' })
    const en = await testApp.app.inject({ method: 'GET', url: `${url}?locale=en` })
    expect(en.json()).toEqual({ message: 'The requested address is too long.' })
  })

  it('lists the same currencies in GET /currencies as the contracts accept', async () => {
    const { headers } = admin
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/currencies', headers })
    const codes = (response.json() as { shortcode: string }[]).map((row) => row.shortcode)
    expect([...codes].sort()).toEqual([...CURRENCY_CODES].sort())
  })
})

/** HSTS and upgrade-insecure-requests only when the app is reached over HTTPS (issue 18, item 5). */
describe('transport security headers', () => {
  async function appWith(env: Record<string, string>) {
    const config = { ...loadConfig({ DATA_DIR: testApp.dataDir, ...env }), webDistDir: undefined }
    const app = await buildApp({
      config,
      // The shared test app owns the database: these apps must not close it.
      database: { ...testApp.database, close: async () => {} },
      mailer: { send: async () => {} },
      jobs: createInlineJobQueue([], { run: [] }),
      logger: false,
    })
    await app.ready()
    return app
  }
  const csp = (headers: Record<string, unknown>) => String(headers['content-security-policy'])

  it('sends neither over plain HTTP, even when a client claims https without a trusted proxy', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    })
    expect(response.headers['strict-transport-security']).toBeUndefined()
    expect(csp(response.headers)).not.toContain('upgrade-insecure-requests')
    expect(csp(response.headers)).toContain("default-src 'self'")
  })

  it('sends both when APP_URL is https, or when a trusted proxy says https', async () => {
    const https = await appWith({ APP_URL: 'https://ajans.example' })
    const proxied = await appWith({ APP_URL: 'http://ajanda.internal', TRUST_PROXY: 'true' })
    try {
      const direct = await https.inject({ method: 'GET', url: '/api/health' })
      expect(direct.headers['strict-transport-security']).toContain('max-age=')
      expect(csp(direct.headers)).toContain('upgrade-insecure-requests')
      const viaProxy = await proxied.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-forwarded-proto': 'https' },
      })
      expect(viaProxy.headers['strict-transport-security']).toContain('max-age=')
      const plain = await proxied.inject({ method: 'GET', url: '/api/health' })
      expect(plain.headers['strict-transport-security']).toBeUndefined()
    } finally {
      await Promise.all([https.close(), proxied.close()])
    }
  })
})
