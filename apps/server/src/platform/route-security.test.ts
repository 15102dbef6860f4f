import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { companyMemberships } from '../modules/event-companies/event-companies.table'
import {
  crossCompanyCases,
  type DemoSession,
  GLOBAL_PARAMETER_ROUTES,
} from '../test-support/cross-company-cases'
import { registerCompany } from '../test-support/register-company'
import { createTestApp, loginAs, type TestApp } from '../test-support/test-app'

let testApp: TestApp
beforeAll(async () => {
  testApp = await createTestApp()
})
afterAll(async () => {
  await testApp?.close()
})

const apiRoutes = () =>
  testApp.app.routeInventory.filter((route) => route.url.startsWith('/api/') && route.method !== 'HEAD')
const key = (route: { method: string; url: string }) => `${route.method} ${route.url}`
const concreteUrl = (url: string) => url.replace(/:(\w+)/g, '1')
const PROTECTED = ['user', 'staff', 'admin']

describe('route security net', () => {
  it('finds the routes', () => {
    expect(apiRoutes().length).toBeGreaterThan(20)
  })

  it('every API route is classified as public, user, staff or admin', () => {
    const unclassified = apiRoutes()
      .filter((route) => !['public', 'user', 'staff', 'admin'].includes(route.access ?? ''))
      .map(key)
      .filter((name) => !name.startsWith('GET /api/docs'))
    expect(unclassified).toEqual([])
  })

  it('every protected route answers 401 without a token, and with a forged one', async () => {
    const failures: string[] = []
    for (const route of apiRoutes().filter((r) => PROTECTED.includes(r.access ?? 'public'))) {
      const url = concreteUrl(route.url)
      const method = route.method as 'GET'
      const anonymous = await testApp.app.inject({ method, url, payload: method === 'GET' ? undefined : {} })
      const forged = await testApp.app.inject({
        method,
        url,
        headers: { authorization: 'Bearer not-a-real-token' },
        payload: method === 'GET' ? undefined : {},
      })
      if (anonymous.statusCode !== 401 || forged.statusCode !== 401) {
        failures.push(`${key(route)}: ${anonymous.statusCode}/${forged.statusCode}`)
      }
    }
    expect(failures).toEqual([])
  })

  it('every back-office route answers 403 to a CLIENT user and to a company without ECOS', async () => {
    const client = await loginAs(testApp.app, 'client@demo.ajanda.test')
    const { token, user } = await registerCompany(testApp, {
      company_name: 'ECOS Olmayan Ajans',
      full_name: 'Ece Olmaz',
      email: 'ece@ecos-olmayan.test',
      password: 'guclu-sifre-1',
    })
    await testApp.database.db
      .delete(companyMemberships)
      .where(
        and(
          eq(companyMemberships.event_company_id, user.event_company_id),
          eq(companyMemberships.name, 'ECOS'),
        ),
      )
    const staffRoutes = apiRoutes().filter((route) => route.staff)
    expect(staffRoutes.length).toBeGreaterThan(10)
    const failures: string[] = []
    for (const route of staffRoutes) {
      for (const [who, authorization] of [
        ['client', client.headers.authorization],
        ['no ECOS', `Bearer ${token}`],
      ]) {
        const method = route.method as 'GET'
        const response = await testApp.app.inject({
          method,
          url: concreteUrl(route.url),
          headers: { authorization: authorization as string },
          payload: method === 'GET' ? undefined : {},
        })
        if (response.statusCode !== 403) failures.push(`${key(route)} (${who}): ${response.statusCode}`)
      }
    }
    expect(failures).toEqual([])
  })

  it('every protected route with a record parameter has a cross-company case', () => {
    const covered = new Set([
      ...crossCompanyCases.map((c) => c.route),
      ...Object.keys(GLOBAL_PARAMETER_ROUTES),
    ])
    const missing = apiRoutes()
      .filter((route) => route.access !== 'public' && route.url.includes(':'))
      .map(key)
      .filter((name) => !covered.has(name))
    expect(missing).toEqual([])
  })

  // Every module's cases in batches of 40, each its own test: all of them (uploads, PDFs and zips among
  // them) in one test outgrew any sensible time limit on a loaded CI machine, while each call stayed correct.
  const BATCH = 40
  const batches = Array.from({ length: Math.ceil(crossCompanyCases.length / BATCH) }, (_, index) => ({
    from: index * BATCH,
    cases: crossCompanyCases.slice(index * BATCH, (index + 1) * BATCH),
  }))
  it.each(batches)(
    "a user of another company gets 404 for every case's demo-company record (from case $from)",
    async ({ cases }) => {
      const demoLogin = await loginAs(testApp.app, 'admin@demo.ajanda.test')
      const demo: DemoSession = {
        app: testApp.app,
        headers: demoLogin.headers,
        userId: demoLogin.user.id,
        companyId: demoLogin.user.event_company_id,
      }
      const other = await loginAs(testApp.app, 'admin@other.ajanda.test')
      const failures: string[] = []
      for (const testCase of cases) {
        const [method, _route] = testCase.route.split(' ') as ['GET', string]
        const url = await testCase.target(demo)
        const payload =
          typeof testCase.payload === 'function' ? await testCase.payload(demo) : testCase.payload
        // The foreign call goes first: a case that writes must find the record untouched by the owner.
        const foreign = await testApp.app.inject({ method, url, headers: other.headers, payload })
        const own = await testApp.app.inject({ method, url, headers: demo.headers, payload })
        if (own.statusCode >= 400)
          failures.push(`${testCase.route}: the demo admin itself got ${own.statusCode} ${own.body}`)
        if (foreign.statusCode !== 404)
          failures.push(`${testCase.route}: another company got ${foreign.statusCode}`)
      }
      expect(failures).toEqual([])
    },
    120_000,
  )
})
