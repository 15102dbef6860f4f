import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../test-support/test-app'

let testApp: TestApp
beforeAll(async () => {
  testApp = await createTestApp()
})
afterAll(async () => {
  await testApp?.close()
})

/**
 * Public routes that carry no limit, each with the reason. Every other public API route must declare
 * `config.rateLimit` (platform/rate-limit.ts); a new public route that does neither fails here.
 */
const UNLIMITED_PUBLIC_ROUTES: Record<string, string> = {
  'GET /api/health': 'load balancers and monitors probe it; it does no work a caller controls',
  'GET /api/v1/sanctum/csrf-cookie': 'answers 204 and does nothing (Laravel compatibility)',
}

describe('public endpoints are rate limited (decisions.md 5)', () => {
  it('every public API route declares a limit or is a named exception', () => {
    const publicRoutes = testApp.app.routeInventory.filter(
      (route) => route.access === 'public' && route.url.startsWith('/api/') && route.method !== 'HEAD',
    )
    expect(publicRoutes.length).toBeGreaterThan(10)
    const unlimited = publicRoutes
      .filter((route) => !route.rateLimit)
      .map((route) => `${route.method} ${route.url}`)
      .filter((key) => !(key in UNLIMITED_PUBLIC_ROUTES))
    expect(unlimited).toEqual([])
  })

  it('the calendar feed answers 429 with the app message past 60 calls a minute from one address', async () => {
    const remoteAddress = '10.40.0.1'
    const statuses: number[] = []
    for (let i = 0; i < 61; i++) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: '/api/v1/calendar/feed/bilinmeyen-token.ics',
        remoteAddress,
      })
      statuses.push(response.statusCode)
    }
    expect(statuses.slice(0, 60).every((s) => s === 404)).toBe(true)
    const refused = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/calendar/feed/bilinmeyen-token.ics?locale=en',
      remoteAddress,
    })
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toEqual({ message: 'Too many requests. Please wait a moment and try again.' })
    expect(refused.headers['retry-after']).toBe('60')
  })

  it('the approval-decision link answers 429 past 30 calls a minute from one address', async () => {
    const remoteAddress = '10.40.0.2'
    const call = () =>
      testApp.app.inject({ method: 'GET', url: '/api/v1/approval-decision/1/x/leave?token=x', remoteAddress })
    const statuses: number[] = []
    for (let i = 0; i < 31; i++) statuses.push((await call()).statusCode)
    expect(statuses.filter((s) => s === 429)).toHaveLength(1)
    expect(statuses[30]).toBe(429)
  })
})
