import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_EMAILS } from '../../seed/demo-logins'
import { type Api, apiAs } from '../../test-support/api-client'
import { createTestApp, loginAs, type TestApp } from '../../test-support/test-app'
import { formFlightOptions, forms } from '../forms/forms.table'
import { loadViewer, visibleProjects } from '../projects/project-access'
import { projects } from '../projects/projects.table'
import { projectFlights } from './flights.table'

let testApp: TestApp
let admin: Api
let user: Api
let client: Api
let other: Api
let anonymous: Api
/** The demo congress (its registration form's project): two flights, four attendee lists. */
let congressId: number

beforeAll(async () => {
  testApp = await createTestApp()
  const session = async (email: string) => apiAs(testApp.app, (await loginAs(testApp.app, email)).headers)
  admin = await session(DEMO_EMAILS.admin)
  user = await session(DEMO_EMAILS.user)
  client = await session(DEMO_EMAILS.client)
  other = await session(DEMO_EMAILS.otherAdmin)
  anonymous = apiAs(testApp.app)
  const [form] = await testApp.database.db
    .select({ project_id: forms.project_id })
    .from(forms)
    .where(eq(forms.slug, 'kongre-kayit'))
  congressId = form?.project_id as number
})
afterAll(async () => {
  await testApp?.close()
})

/** A project of the demo company the USER-scope demo user does not see. */
async function projectOutOfUserScope(): Promise<number> {
  const login = await loginAs(testApp.app, DEMO_EMAILS.user)
  const db = testApp.database.db
  const viewer = await loadViewer(db, { user: login.user } as never)
  const seen = await db
    .select({ id: projects.id })
    .from(projects)
    .where(
      and(eq(projects.event_company_id, login.user.event_company_id), visibleProjects(viewer.visibility)),
    )
  const all = await db
    .select({ id: projects.id })
    .from(projects)
    .where(eq(projects.event_company_id, login.user.event_company_id))
  const seenIds = new Set(seen.map((row) => row.id))
  return all.find((row) => !seenIds.has(row.id))?.id as number
}

describe('GET /project/{id}/flights', () => {
  it("lists the project's group flights in the API's names", async () => {
    const response = await admin.get(`/project/${congressId}/flights`)
    expect(response.statusCode, response.body).toBe(200)
    const { data } = response.json()
    expect(data).toHaveLength(2)
    expect(data[0]).toEqual({
      id: expect.any(Number),
      airline_code: 'TK',
      flight_code: '2135',
      flight_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      outbound_departure_airport_code: 'ESB',
      outbound_departure_airport_name: 'Ankara Esenboğa Havalimanı',
      outbound_arrival_airport_code: 'IST',
      outbound_airline_code: 'TK',
      arrival_airport_name: 'İstanbul Havalimanı',
      departs_at: '08:30',
      arrives_at: '09:40',
      seats: 40,
      flight_options: expect.any(Number),
      seats_taken: expect.any(Number),
      seats_offered: expect.toBeOneOf([expect.any(Number), null]),
    })
    expect(data[1]).toMatchObject({ airline_code: 'PC', outbound_departure_airport_code: 'ADB', seats: 30 })
  })

  it("adds up each flight's options: seats taken, and seats offered unless an option has no quota", async () => {
    const db = testApp.database.db
    const options = await db
      .select({
        id: formFlightOptions.id,
        flight: formFlightOptions.flight_id,
        taken: formFlightOptions.quota_allocated,
        offered: formFlightOptions.quota_available,
      })
      .from(formFlightOptions)
      .innerJoin(projectFlights, eq(projectFlights.id, formFlightOptions.flight_id))
      .where(eq(projectFlights.project_id, congressId))
    expect(options.length).toBeGreaterThan(0)
    const [first] = options
    const flightId = first?.flight as number
    const mine = options.filter((row) => row.flight === flightId)
    await db
      .update(formFlightOptions)
      .set({ quota_allocated: 7, quota_available: 12 })
      .where(eq(formFlightOptions.flight_id, flightId))
    const listed = async () =>
      ((await admin.get(`/project/${congressId}/flights`)).json().data as { id: number }[]).find(
        (row) => row.id === flightId,
      )
    expect(await listed()).toMatchObject({
      flight_options: mine.length,
      seats_taken: 7 * mine.length,
      seats_offered: 12 * mine.length,
    })
    await db
      .update(formFlightOptions)
      .set({ quota_available: null })
      .where(eq(formFlightOptions.id, first?.id as number))
    expect(await listed()).toMatchObject({ seats_taken: 7 * mine.length, seats_offered: null })
    // Put the demo's numbers back for the other tests.
    for (const row of mine)
      await db
        .update(formFlightOptions)
        .set({ quota_allocated: row.taken, quota_available: row.offered })
        .where(eq(formFlightOptions.id, row.id))
  })

  it('a project without flights answers an empty list', async () => {
    const outOfScope = await projectOutOfUserScope()
    expect((await admin.get(`/project/${outOfScope}/flights`)).json()).toEqual({ data: [] })
  })

  it('404 for another company, a project out of the caller’s scope or none; 403 CLIENT; 401 anonymous', async () => {
    expect((await other.get(`/project/${congressId}/flights`)).statusCode).toBe(404)
    expect((await user.get(`/project/${await projectOutOfUserScope()}/flights`)).statusCode).toBe(404)
    expect((await admin.get('/project/999999999/flights')).statusCode).toBe(404)
    expect((await client.get(`/project/${congressId}/flights`)).statusCode).toBe(403)
    expect((await anonymous.get(`/project/${congressId}/flights`)).statusCode).toBe(401)
  })
})
