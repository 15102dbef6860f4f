import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, loginAs, type TestApp } from '../test-support/test-app'

let testApp: TestApp
beforeAll(async () => {
  testApp = await createTestApp()
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
    for (const route of routes) {
      // A fresh session per route: logout and password changes must not spoil the next route.
      const { headers } = await loginAs(testApp.app, 'admin@demo.ajanda.test')
      const url = route.url.replace(/:(\w+)/g, 'x%27%22')
      for (const query of JUNK_QUERIES) {
        const bodies = route.method === 'GET' || route.method === 'DELETE' ? [undefined] : JUNK_BODIES
        for (const body of bodies) {
          const response = await testApp.app.inject({
            method: route.method as 'POST',
            url: `${url}${query}`,
            headers: { ...headers, 'content-type': 'application/json' },
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
