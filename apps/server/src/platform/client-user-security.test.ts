import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { notificationRecipients } from '../modules/notifications/notifications.table'
import { clientWithContact, leadBody, projectFixtures } from '../modules/projects/project-test-fixtures'
import { DEMO_EMAILS } from '../seed/demo-logins'
import {
  CLIENT_ALLOWED,
  CLIENT_DENIED,
  type ClientSession,
  FORBIDDEN_KEYS,
  isAdminRoute,
} from '../test-support/client-user-cases'
import { createTestApp, loginAs, type TestApp } from '../test-support/test-app'

let testApp: TestApp
let session: ClientSession
let ownCodes: Set<string>
let foreignCode: string

const apiRoutes = () =>
  testApp.app.routeInventory.filter(
    (route) => route.url.startsWith('/api/') && route.method !== 'HEAD' && !route.url.startsWith('/api/docs'),
  )
const key = (route: { method: string; url: string }) => `${route.method} ${route.url}`
const concreteUrl = (url: string) => url.replace(/:(\w+)/g, '1')
const ALL_STATUSES = 'statuses=LEAD,PREP,OPERATION,PRECLOSE,CLOSED,POSTPONED,CANCELLED,COMPETITION'

async function projectCodes(authorization: string): Promise<string[]> {
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/api/v1/projects?${ALL_STATUSES}&page_size=100`,
    headers: { authorization },
  })
  expect(response.statusCode).toBe(200)
  return (response.json() as { data: { code: string }[] }).data.map((row) => row.code)
}

/** Every key path of a JSON value whose last key is forbidden (array indexes dropped from the path). */
function forbiddenPaths(value: unknown, ownKeys: readonly string[], path: string[] = []): string[] {
  if (Array.isArray(value)) return value.flatMap((item) => forbiddenPaths(item, ownKeys, path))
  if (value === null || typeof value !== 'object') return []
  return Object.entries(value).flatMap(([name, child]) => {
    const here = [...path, name]
    const found =
      (FORBIDDEN_KEYS as readonly string[]).includes(name) && !ownKeys.includes(here.join('.'))
        ? [here.join('.')]
        : []
    return [...found, ...forbiddenPaths(child, ownKeys, here)]
  })
}

beforeAll(async () => {
  testApp = await createTestApp()
  const client = await loginAs(testApp.app, DEMO_EMAILS.client)
  const admin = await loginAs(testApp.app, DEMO_EMAILS.admin)
  const own = await projectCodes(client.headers.authorization)
  ownCodes = new Set(own)
  foreignCode = (await projectCodes(admin.headers.authorization)).find(
    (code) => !ownCodes.has(code),
  ) as string
  session = {
    app: testApp.app,
    headers: client.headers,
    userId: client.user.id,
    userCode: (client.user as typeof client.user & { code: string }).code,
    companyId: client.user.event_company_id,
    projectCode: own[0] as string,
  }
})
afterAll(async () => {
  await testApp?.close()
})

describe('CLIENT-user net', () => {
  it('the demo CLIENT user is on some projects and not on others', () => {
    expect(ownCodes.size).toBeGreaterThan(0)
    expect(foreignCode).toBeDefined()
  })

  it('every API route is classified for CLIENT users, and the route config agrees with the table', () => {
    const allowed = new Map(CLIENT_ALLOWED.map((c) => [c.route, c.access]))
    const denied = new Set(CLIENT_DENIED)
    const problems: string[] = []
    for (const route of apiRoutes()) {
      const name = key(route)
      if (route.access === 'public' || route.staff) {
        if (route.client) problems.push(`${name}: public or staff, yet open to CLIENT users`)
        continue
      }
      if (allowed.has(name)) {
        if (route.client !== allowed.get(name)) problems.push(`${name}: config says ${route.client}`)
      } else if (denied.has(name) || isAdminRoute(route)) {
        if (route.client) problems.push(`${name}: denied in the table, allowed (${route.client}) in config`)
      } else problems.push(`${name}: not classified for CLIENT users`)
    }
    expect(problems).toEqual([])
  })

  it('every other protected route answers 403 to a CLIENT user', async () => {
    const failures: string[] = []
    for (const route of apiRoutes().filter((r) => r.access !== 'public' && !r.client)) {
      const method = route.method as 'GET'
      const response = await testApp.app.inject({
        method,
        url: concreteUrl(route.url),
        headers: session.headers,
        payload: method === 'GET' ? undefined : {},
      })
      if (response.statusCode !== 403) failures.push(`${key(route)}: ${response.statusCode}`)
    }
    expect(failures).toEqual([])
  })

  it('every allowed route answers a CLIENT user without agency internals', async () => {
    const failures: string[] = []
    for (const testCase of CLIENT_ALLOWED) {
      const method = testCase.route.split(' ')[0] as 'GET'
      const headers = testCase.ownSession
        ? (await loginAs(testApp.app, DEMO_EMAILS.client)).headers
        : session.headers
      const response = await testApp.app.inject({
        method,
        url: testCase.url(session),
        headers,
        payload: testCase.payload?.(session) as never,
      })
      if (!testCase.statuses.includes(response.statusCode)) {
        failures.push(`${testCase.route}: ${response.statusCode} ${response.body.slice(0, 200)}`)
        continue
      }
      const json =
        response.body && response.headers['content-type']?.includes('json') ? response.json() : null
      for (const path of forbiddenPaths(json, testCase.ownKeys ?? []))
        failures.push(`${testCase.route}: answers ${path}`)
    }
    expect(failures).toEqual([])
  })
})

describe('what a CLIENT user sees', () => {
  const get = (url: string) => testApp.app.inject({ method: 'GET', url, headers: session.headers })

  it('a project they are not on answers 404, on every project route', async () => {
    for (const url of [
      `/api/v1/project/${foreignCode}`,
      `/api/v1/project/${foreignCode}/files`,
      `/api/v1/project/${foreignCode}/file/1`,
    ])
      expect((await get(url)).statusCode, url).toBe(404)
  })

  it('the project list holds only their projects', async () => {
    const codes = await projectCodes(session.headers.authorization)
    expect(codes.length).toBeGreaterThan(0)
    // The seeded ones, and any the net's POST /projects created for them.
    for (const code of codes) expect((await get(`/api/v1/project/${code}`)).statusCode).toBe(200)
    expect([...ownCodes].filter((code) => !codes.includes(code))).toEqual([])
    expect(codes).not.toContain(foreignCode)
  })

  it('the people list holds only the people on their projects, a name and a picture each', async () => {
    const people = (await get('/api/v1/users')).json() as Record<string, unknown>[]
    const project = (await get(`/api/v1/project/${session.projectCode}`)).json().data as {
      responsible: { id: number } | null
    }
    expect(people.length).toBeGreaterThan(0)
    expect(people.length).toBeLessThan(10)
    for (const person of people)
      expect(Object.keys(person).sort()).toEqual(['full_name', 'id', 'profile_picture_full'])
    if (project.responsible) expect(people.map((person) => person.id)).toContain(project.responsible.id)
  })

  it('the project types are those of their division', async () => {
    const me = (await get('/api/v1/me')).json() as { division_id: number }
    const types = (await get('/api/v1/definition/project-types')).json() as { divisions: number[] }[]
    expect(types.length).toBeGreaterThan(0)
    expect(types.every((type) => type.divisions.includes(me.division_id))).toBe(true)
  })

  it("is never a configured recipient of the agency's notifications (a lead's name and code)", async () => {
    await testApp.database.db
      .insert(notificationRecipients)
      .values({ event_company_id: session.companyId, type: 'BizdevCreated', user_id: session.userId })
    const f = await projectFixtures(testApp)
    const { client: company, contactId } = await clientWithContact(f.admin, f.positionId)
    const created = await f.admin.post('/leads', leadBody(f, company.id, contactId))
    expect(created.statusCode).toBe(200)
    const mine = (await get('/api/v1/notifications')).json() as { data: unknown[] }
    expect(JSON.stringify(mine.data)).not.toContain(created.json().code)
    expect(testApp.mails.filter((mail) => String(mail.to).includes(DEMO_EMAILS.client))).toEqual([])
  })

  it('an AGENCY admin still gets the full answers', async () => {
    const admin = await loginAs(testApp.app, DEMO_EMAILS.admin)
    const project = await testApp.app.inject({
      method: 'GET',
      url: `/api/v1/project/${session.projectCode}`,
      headers: admin.headers,
    })
    expect(project.json().data).toHaveProperty('profit_target')
    expect(project.json().data).toHaveProperty('notes')
    const company = await testApp.app.inject({
      method: 'GET',
      url: `/api/v1/event-companies/${session.companyId}`,
      headers: admin.headers,
    })
    expect(company.json()).toHaveProperty('credit_cards')
    const users = await testApp.app.inject({ method: 'GET', url: '/api/v1/users', headers: admin.headers })
    expect(users.json()[0]).toHaveProperty('email')
  })
})
