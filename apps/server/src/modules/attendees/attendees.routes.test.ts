import { ATTENDEE_COLUMNS } from '@ajanda/contracts/forms.contract'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_EMAILS } from '../../seed/demo-logins'
import { type Api, apiAs } from '../../test-support/api-client'
import { createTestApp, loginAs, type TestApp } from '../../test-support/test-app'
import { forms } from '../forms/forms.table'

let testApp: TestApp
let admin: Api
let client: Api
let other: Api
let anonymous: Api
let congressId: number

beforeAll(async () => {
  testApp = await createTestApp()
  const session = async (email: string) => apiAs(testApp.app, (await loginAs(testApp.app, email)).headers)
  admin = await session(DEMO_EMAILS.admin)
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

describe('GET /project/{id}/attendees/column', () => {
  it("names the attendee columns in the request's language", async () => {
    const turkish = (await admin.get(`/project/${congressId}/attendees/column`)).json()
    // The fixed columns, then the project's custom ones (demo-attendees.ts adds two).
    expect(turkish.data).toHaveLength(ATTENDEE_COLUMNS.length + 2)
    expect(turkish.data.slice(ATTENDEE_COLUMNS.length)).toEqual([
      { key: 'custom.uzmanlik', text: 'Uzmanlık alanı' },
      { key: 'custom.sicil_no', text: 'Sicil no' },
    ])
    expect(turkish.data.slice(0, 3)).toEqual([
      { key: 'first_name', text: 'Ad' },
      { key: 'last_name', text: 'Soyad' },
      { key: 'email', text: 'E-posta' },
    ])
    const english = (await admin.get(`/project/${congressId}/attendees/column?locale=en`)).json()
    expect(english.data[4]).toEqual({ key: 'company', text: 'Organisation' })
  })
})

describe('GET /project/{id}/attendees/lists', () => {
  it("lists the project's attendee lists in their order", async () => {
    const response = await admin.get(`/project/${congressId}/attendees/lists`)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json().data.map((list: { name: string }) => list.name)).toEqual([
      'VIP',
      'Konuşmacı',
      'Basın',
      'Sponsor',
    ])
    // Each list says how many attendees are on it (the demo congress has members on every list).
    for (const list of response.json().data as { attendees_count: number }[])
      expect(list.attendees_count).toBeGreaterThan(0)
  })
})

describe('permissions', () => {
  it('404 for another company or no project; 403 CLIENT; 401 anonymous', async () => {
    for (const path of ['column', 'lists']) {
      const url = `/project/${congressId}/attendees/${path}`
      expect((await other.get(url)).statusCode).toBe(404)
      expect((await admin.get(`/project/999999999/attendees/${path}`)).statusCode).toBe(404)
      expect((await client.get(url)).statusCode).toBe(403)
      expect((await anonymous.get(url)).statusCode).toBe(401)
    }
  })
})
