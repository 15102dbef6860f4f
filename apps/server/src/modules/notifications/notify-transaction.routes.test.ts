import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { loadConfig } from '../../platform/config'
import { MAIL_SEND } from '../../platform/jobs/mail-send.job'
import { createSessionCache } from '../../platform/session-cache'
import { createLocalStorage } from '../../platform/storage'
import { createTestApp, type TestApp } from '../../test-support/test-app'
import {
  clientWithContact,
  leadBody,
  type ProjectFixtures,
  projectFixtures,
} from '../projects/project-test-fixtures'
import { notify } from './notify'
import { transactionWithNotices } from './transaction-with-notices'

/**
 * Issue 18: a write's notices and their mails are stored in the write's own transaction, in the real
 * pg-boss queue (not the inline one), so a crash right after the answer cannot lose them and a write
 * that rolls back leaves none.
 */
let testApp: TestApp
let f: ProjectFixtures
let client: { id: number; code: string }
let contactId: number
const live: unknown[] = []
beforeAll(async () => {
  testApp = await createTestApp({ queue: 'pg-boss' })
  f = await projectFixtures(testApp)
  ;({ client, contactId } = await clientWithContact(f.admin, f.positionId))
  testApp.app.realtime.subscribeUsers((_userIds, eventName, payload) => live.push({ eventName, payload }))
  const saved = await f.admin.post('/settings/notification-recipients', {
    BizdevCreated: [f.ids.admin, f.ids.division],
  })
  expect(saved.statusCode, saved.body).toBe(200)
}, 60_000)
afterAll(async () => {
  await testApp?.close()
})

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await testApp.database.db.execute(query)) as unknown as { rows: T[] }).rows
}
const mailJobsAbout = (text: string) =>
  rows<{ to: string; state: string; group_id: string }>(
    sql`select data->>'to' as to, state, group_id from pgboss.job
        where name = ${MAIL_SEND} and data->>'text' like ${`%${text}%`} order by data->>'to'`,
  )
const notificationsAbout = (subject: string) =>
  rows<{ user_id: number }>(sql`select user_id from notifications where data->>'subject' = ${subject}`)

describe('notices in the write transaction (issue 18)', () => {
  it("a lead's mail jobs are in pg-boss when the answer arrives, in the company's group", async () => {
    const body = { ...leadBody(f, client.id, contactId), name: 'Kalıcı Aday Toplantısı' }
    const response = await f.user.post('/leads', body)
    expect(response.statusCode, response.body).toBe(200)
    const jobs = await mailJobsAbout('Kalıcı Aday Toplantısı')
    expect(jobs.map((job) => job.to)).toEqual(['admin@demo.ajanda.test', 'division@demo.ajanda.test'])
    const companyId = (await f.admin.get('/me')).json().event_company_id as number
    expect(jobs.every((job) => job.state === 'created' && job.group_id === `company-${companyId}`)).toBe(true)
  })

  it('a client whose notice cannot be stored is not created either (one transaction)', async () => {
    const name = `Bildirimsiz müşteri ${Date.now()}`
    await testApp.database.db.execute(sql`alter table notifications rename to notifications_away`)
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      const response = await f.user.post('/client', { name })
      expect(response.statusCode, response.body).toBe(500)
    } finally {
      await testApp.database.db.execute(sql`alter table notifications_away rename to notifications`)
      quiet.mockRestore()
    }
    expect(await rows(sql`select id from clients where name = ${name}`)).toEqual([])
    // With the notices back, the same client is created with its notice and its mail job.
    const created = await f.user.post('/client', { name })
    expect(created.statusCode, created.body).toBe(200)
    expect(await notificationsAbout(name)).toHaveLength(1)
  })

  it('a write that rolls back after its notice leaves no notification, no job and no live event', async () => {
    const companyId = (await f.admin.get('/me')).json().event_company_id as number
    const ctx = {
      db: testApp.database.db,
      realtime: testApp.app.realtime,
      sessions: createSessionCache(0),
      config: loadConfig({ DATA_DIR: testApp.dataDir, APP_URL: 'http://ajanda.test' }),
      storage: createLocalStorage(testApp.dataDir, 'http://ajanda.test'),
      jobs: testApp.queue,
    }
    const liveBefore = live.length
    await expect(
      transactionWithNotices(ctx, async (_tx, notices) => {
        await notify(notices, {
          companyId,
          type: 'TaskCompleted',
          data: { subject: 'Geri alınan iş' },
          involvedUserIds: [f.ids.division],
        })
        throw new Error('the write failed after its notice')
      }),
    ).rejects.toThrow('the write failed')
    expect(await notificationsAbout('Geri alınan iş')).toEqual([])
    expect(await mailJobsAbout('Geri alınan iş')).toEqual([])
    expect(live.length).toBe(liveBefore)

    // The same write committed brings both, and its live event after the commit.
    await transactionWithNotices(ctx, (_tx, notices) =>
      notify(notices, {
        companyId,
        type: 'TaskCompleted',
        data: { subject: 'Kalan iş' },
        involvedUserIds: [f.ids.division],
      }),
    )
    expect(await notificationsAbout('Kalan iş')).toHaveLength(1)
    expect((await mailJobsAbout('Kalan iş')).map((job) => job.to)).toEqual(['division@demo.ajanda.test'])
    expect(live.length).toBe(liveBefore + 1)
  })
})
