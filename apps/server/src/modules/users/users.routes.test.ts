import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, loginAs, type TestApp } from '../../test-support/test-app'

let testApp: TestApp
beforeAll(async () => {
  testApp = await createTestApp()
})
afterAll(async () => {
  await testApp?.close()
})

const get = (url: string, headers: Record<string, string>) =>
  testApp.app.inject({ method: 'GET', url, headers })

// The smallest valid PNG: 1x1, transparent.
const PNG_1X1 =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='

describe('GET /me', () => {
  it('returns the user with position, memberships and the unread count', async () => {
    const { headers, user } = await loginAs(testApp.app, 'user@demo.ajanda.test')
    await testApp.database.db.execute(
      sql`insert into notifications (event_company_id, user_id, type, data) values
        (${user.event_company_id}, ${user.id}, 'BizdevCreated', '{}'),
        (${user.event_company_id}, ${user.id}, 'ClientCreated', '{}')`,
    )
    const response = await get('/api/v1/me', headers)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      email: 'user@demo.ajanda.test',
      is_admin: 0,
      kind: 'AGENCY',
      position: { scope: 'USER', scope_text: 'Kişisel' },
      unread_notifications_count: 2,
    })
    const english = await get('/api/v1/me?locale=en', headers)
    expect(english.json().position.scope_text).toBe('Personal')
  })

  it('a CLIENT user is of kind CLIENT', async () => {
    const { headers } = await loginAs(testApp.app, 'client@demo.ajanda.test')
    expect((await get('/api/v1/me', headers)).json().kind).toBe('CLIENT')
  })
})

describe('profile', () => {
  it('updates the name and language', async () => {
    const { headers } = await loginAs(testApp.app, 'team@demo.ajanda.test')
    const response = await testApp.app.inject({
      method: 'PUT',
      url: '/api/v1/me',
      headers,
      payload: { full_name: 'Takım Lideri Yeni', language: 'en' },
    })
    expect(response.statusCode).toBe(200)
    expect(response.json().user).toMatchObject({ full_name: 'Takım Lideri Yeni', language: 'en' })
    expect(response.json().message).toBe('Your profile has been updated.')
    const empty = await testApp.app.inject({
      method: 'PUT',
      url: '/api/v1/me',
      headers,
      payload: { full_name: '   ', language: 'xx' },
    })
    expect(empty.statusCode).toBe(422)
    expect(empty.json().errors).toEqual({ full_name: ['Bu alan zorunludur'], language: ['Geçersiz seçim'] })
  })

  it('changes the password only with the current one', async () => {
    const { headers } = await loginAs(testApp.app, 'division@demo.ajanda.test')
    const wrong = await testApp.app.inject({
      method: 'PUT',
      url: '/api/v1/me/password',
      headers,
      payload: { current_password: 'nope', password: 'yeni-sifre-1', password_confirmation: 'yeni-sifre-1' },
    })
    expect(wrong.statusCode).toBe(422)
    expect(wrong.json().errors.current_password).toEqual(['Mevcut şifren hatalı.'])
    const ok = await testApp.app.inject({
      method: 'PUT',
      url: '/api/v1/me/password',
      headers,
      payload: {
        current_password: 'demo1234',
        password: 'yeni-sifre-1',
        password_confirmation: 'yeni-sifre-1',
      },
    })
    expect(ok.statusCode).toBe(200)
    await loginAs(testApp.app, 'division@demo.ajanda.test', 'yeni-sifre-1')
  })

  it('stores a profile picture and serves it back', async () => {
    const { headers } = await loginAs(testApp.app, 'admin@demo.ajanda.test')
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/me/profile-picture',
      headers,
      payload: { image: PNG_1X1 },
    })
    expect(response.statusCode).toBe(200)
    const url: string = response.json().user.profile_picture_full
    expect(url).toMatch(/^http:\/\/ajanda\.test\/files\/profile-pictures\/\d+\/[\w-]+\.png$/)
    const file = await testApp.app.inject({ method: 'GET', url: url.replace('http://ajanda.test', '') })
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toBe('image/png')
  })

  it('refuses what is not an image', async () => {
    const { headers } = await loginAs(testApp.app, 'admin@demo.ajanda.test')
    const fake = `data:image/png;base64,${Buffer.from('<svg onload=alert(1)>').toString('base64')}`
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/me/profile-picture',
      headers,
      payload: { image: fake },
    })
    expect(response.statusCode).toBe(422)
    expect(response.json().errors.image).toEqual(['Geçerli bir görsel (PNG, JPEG veya WebP) seçmelisin'])
  })
})

describe('company people', () => {
  it("lists only the caller's company's users, teams and divisions", async () => {
    const demo = await loginAs(testApp.app, 'admin@demo.ajanda.test')
    const other = await loginAs(testApp.app, 'admin@other.ajanda.test')
    const demoUsers = (await get('/api/v1/users', demo.headers)).json() as {
      email: string
      event_company_id?: number
    }[]
    const otherUsers = (await get('/api/v1/users', other.headers)).json() as { email: string }[]
    expect(demoUsers.length).toBeGreaterThanOrEqual(15)
    expect(demoUsers.every((u) => u.email.endsWith('@demo.ajanda.test'))).toBe(true)
    expect(otherUsers.every((u) => u.email.endsWith('@other.ajanda.test'))).toBe(true)
    const demoTeams = (await get('/api/v1/teams', demo.headers)).json()
    const otherTeams = (await get('/api/v1/teams', other.headers)).json() as { id: number }[]
    expect(demoTeams).toHaveLength(4)
    const demoTeamIds = new Set((demoTeams as { id: number }[]).map((team) => team.id))
    expect(otherTeams.some((team) => demoTeamIds.has(team.id))).toBe(false)
    expect((await get('/api/v1/divisions', demo.headers)).json()).toHaveLength(2)
  })

  it('shows every position scope among the demo users, and the reports_to tree', async () => {
    const demo = await loginAs(testApp.app, 'admin@demo.ajanda.test')
    const users = (await get('/api/v1/users', demo.headers)).json() as {
      id: number
      reports_to: number | null
      position: { scope: string } | null
      deleted_at: string | null
    }[]
    const scopes = new Set(users.map((u) => u.position?.scope))
    expect([...scopes].sort()).toEqual(expect.arrayContaining(['AGENCY', 'DIVISION', 'TEAM', 'USER']))
    const ids = new Set(users.map((u) => u.id))
    expect(users.filter((u) => u.reports_to !== null).every((u) => ids.has(u.reports_to as number))).toBe(
      true,
    )
  })
})
