import { NOTIFICATION_TYPES } from '@ajanda/contracts/notifications.contract'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../test-support/test-app'
import { type ProjectFixtures, projectFixtures } from '../projects/project-test-fixtures'

let testApp: TestApp
let f: ProjectFixtures
beforeAll(async () => {
  testApp = await createTestApp()
  f = await projectFixtures(testApp)
})
afterAll(async () => {
  await testApp?.close()
})

/** `count` unread notifications for a demo user, oldest first; gives their ids. */
async function insertFor(userId: number, count: number, type = 'BizdevCreated'): Promise<number[]> {
  const result = (await testApp.database.db.execute(sql`
    insert into notifications (event_company_id, user_id, type, data)
    select u.event_company_id, u.id, ${type}, jsonb_build_object('subject', 'Bildirim ' || g)
    from users u, generate_series(1, ${count}) g where u.id = ${userId}
    order by g
    returning id`)) as unknown as { rows: { id: number | string }[] }
  return result.rows.map((row) => Number(row.id))
}
const unreadOnMe = async (api = f.user) => (await api.get('/me')).json().unread_notifications_count as number

describe('GET /notifications', () => {
  it('pages the caller’s own notifications, newest first, with the unread filter', async () => {
    const ids = await insertFor(f.ids.team, 25)
    const first = await f.team.get('/notifications?page_size=10')
    expect(first.statusCode, first.body).toBe(200)
    const page = first.json()
    expect(page).toMatchObject({ current_page: 1, per_page: 10, total: 25, last_page: 3, from: 1, to: 10 })
    expect(page.data.map((n: { id: number }) => n.id)).toEqual([...ids].reverse().slice(0, 10))
    expect(page.data[0]).toMatchObject({
      type: 'BizdevCreated',
      data: { subject: 'Bildirim 25' },
      read_at: null,
    })
    const last = (await f.team.get('/notifications?page_size=10&page=3')).json()
    expect(last.data).toHaveLength(5)

    await f.team.put(`/notifications/${ids[0]}/read`)
    const unread = (await f.team.get('/notifications?unread=1&page_size=100')).json()
    expect(unread.total).toBe(24)
    expect(unread.data.some((n: { id: number }) => n.id === ids[0])).toBe(false)
  })

  it('never shows another user’s notifications', async () => {
    const [theirs] = await insertFor(f.ids.division, 1)
    const mine = (await f.team.get('/notifications?page_size=100')).json()
    expect(mine.data.some((n: { id: number }) => n.id === theirs)).toBe(false)
  })

  it('needs a session', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: '/api/v1/notifications' })).statusCode).toBe(401)
  })
})

describe('marking read', () => {
  it('marks one read (404 for a colleague’s or another company’s) and /me follows', async () => {
    const [a, b] = await insertFor(f.ids.user, 2)
    const before = await unreadOnMe()
    const one = await f.user.put(`/notifications/${a}/read`)
    expect(one.statusCode, one.body).toBe(200)
    expect(one.json()).toEqual({ unread_notifications_count: before - 1 })
    expect(await unreadOnMe()).toBe(before - 1)
    // Marking it again changes nothing.
    expect((await f.user.put(`/notifications/${a}/read`)).json().unread_notifications_count).toBe(before - 1)

    expect((await f.division.put(`/notifications/${b}/read`)).statusCode).toBe(404)
    expect((await f.other.put(`/notifications/${b}/read`)).statusCode).toBe(404)
    expect((await f.user.put('/notifications/999999999/read')).statusCode).toBe(404)
    expect((await f.user.put('/notifications/abc/read')).statusCode).toBe(422)
    expect(await unreadOnMe()).toBe(before - 1)
  })

  it('marks all read and answers the new count', async () => {
    await insertFor(f.ids.user, 3)
    expect(await unreadOnMe()).toBeGreaterThanOrEqual(3)
    const all = await f.user.put('/notifications/read-all')
    expect(all.statusCode, all.body).toBe(200)
    expect(all.json()).toEqual({ unread_notifications_count: 0 })
    expect(await unreadOnMe()).toBe(0)
    // Only the caller's: the division director's stay unread.
    expect(await unreadOnMe(f.division)).toBeGreaterThan(0)
  })
})

describe('settings/notification-recipients', () => {
  it('lists every type, or one; the seed names the demo admin for BizdevCreated', async () => {
    const all = await f.admin.get('/settings/notification-recipients')
    expect(all.statusCode, all.body).toBe(200)
    expect(Object.keys(all.json().data).sort()).toEqual([...NOTIFICATION_TYPES].sort())
    expect(all.json().data.BizdevCreated).toContain(f.ids.admin)
    const one = (await f.admin.get('/settings/notification-recipients?type=ClientCreated')).json()
    expect(Object.keys(one.data)).toEqual(['ClientCreated'])
    expect((await f.admin.get('/settings/notification-recipients?type=Nope')).statusCode).toBe(422)
  })

  it('replaces the given types only, and reads back', async () => {
    const before = (await f.admin.get('/settings/notification-recipients')).json().data
    const saved = await f.admin.post('/settings/notification-recipients', {
      TaskCreated: [f.ids.team, f.ids.user, f.ids.team],
      MeetingCreated: [],
    })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json()).toEqual({
      message: 'Bildirim alıcıları kaydedildi.',
      data: { TaskCreated: [f.ids.team, f.ids.user].sort((a, b) => a - b), MeetingCreated: [] },
    })
    const after = (await f.admin.get('/settings/notification-recipients')).json().data
    expect(after.TaskCreated).toEqual([f.ids.team, f.ids.user].sort((a, b) => a - b))
    expect(after.BizdevCreated).toEqual(before.BizdevCreated)
    await f.admin.post('/settings/notification-recipients', { TaskCreated: [] })
    expect((await f.admin.get('/settings/notification-recipients?type=TaskCreated')).json().data).toEqual({
      TaskCreated: [],
    })
  })

  it('422 for a user of another company or a deactivated one; nothing is saved', async () => {
    const otherAdmin = (await f.other.get('/me')).json().id as number
    const foreign = await f.admin.post('/settings/notification-recipients', {
      TaskCompleted: [f.ids.team, otherAdmin],
    })
    expect(foreign.statusCode).toBe(422)
    expect(foreign.json().errors).toHaveProperty(['TaskCompleted.1'])
    expect((await f.admin.get('/settings/notification-recipients?type=TaskCompleted')).json().data).toEqual({
      TaskCompleted: [],
    })
    await testApp.database.db.execute(sql`update users set deleted_at = now() where id = ${f.ids.client}`)
    try {
      const inactive = await f.admin.post('/settings/notification-recipients', {
        TaskCompleted: [f.ids.client],
      })
      expect(inactive.statusCode).toBe(422)
    } finally {
      await testApp.database.db.execute(sql`update users set deleted_at = null where id = ${f.ids.client}`)
    }
    const badType = await f.admin.post('/settings/notification-recipients', { Unknown: [f.ids.team] })
    expect(badType.statusCode).toBe(422)
  })

  it('is for admins only', async () => {
    expect((await f.user.get('/settings/notification-recipients')).statusCode).toBe(403)
    expect((await f.user.post('/settings/notification-recipients', { TaskCreated: [] })).statusCode).toBe(403)
  })
})
