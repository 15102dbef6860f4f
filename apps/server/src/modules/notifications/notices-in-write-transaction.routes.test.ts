import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { loadConfig } from '../../platform/config'
import { createRealtimeBus } from '../../platform/realtime'
import { createSessionCache } from '../../platform/session-cache'
import { createLocalStorage } from '../../platform/storage'
import { type Api, apiAs } from '../../test-support/api-client'
import { createTestApp, type TestApp } from '../../test-support/test-app'
import { type BudgetFixtures, budgetFixtures, newBudget } from '../budgets/budget-test-fixtures'
import { remindTask, TASK_REMIND_JOB } from '../tasks/task-remind.job'

/**
 * Issue 18: every write that mails stores its mail jobs in its own transaction, on the real pg-boss queue.
 * Each case makes one write twice: first with the queue refusing one of its mails (a trigger on
 * pgboss.job), which must fail the write whole (nothing of it stored, none of its jobs), then normally,
 * which must answer with its mail jobs already in pgboss.job. A write that queued its mails after its
 * commit answered 200 in the first run and kept its rows.
 */
let testApp: TestApp
let f: BudgetFixtures
let anonymous: Api
const EMAIL = {
  admin: 'admin@demo.ajanda.test',
  team: 'team@demo.ajanda.test',
  user: 'user@demo.ajanda.test',
}

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await testApp.database.db.execute(query)) as unknown as { rows: T[] }).rows
}
const one = async (query: ReturnType<typeof sql>) => (await rows<{ value: unknown }>(query))[0]?.value
const mailJobsTo = async (to: string) =>
  Number(
    await one(sql`select count(*) as value from pgboss.job where name = 'mail.send' and data->>'to' = ${to}`),
  )

beforeAll(async () => {
  testApp = await createTestApp({ queue: 'pg-boss' })
  f = await budgetFixtures(testApp)
  anonymous = apiAs(testApp.app)
  // The queue refuses a mail to any address in refused_mail_to, inside whatever transaction inserts it.
  await testApp.database.db.execute(sql`create table refused_mail_to (address text primary key)`)
  await testApp.database.db.execute(sql`
    create function refuse_mail() returns trigger language plpgsql as $$
    begin
      if new.name = 'mail.send' and exists (select 1 from refused_mail_to where address = new.data->>'to') then
        raise exception 'mail to % refused by the test', new.data->>'to';
      end if;
      return new;
    end $$`)
  await testApp.database.db.execute(
    sql`create trigger refuse_mail after insert on pgboss.job for each row execute function refuse_mail()`,
  )
  const chain = await f.admin.put('/approval-chains/ANNUAL_LEAVE', {
    needs_approval: true,
    steps: [{ approver: 'USER', user_id: f.ids.team }],
  })
  expect(chain.statusCode, chain.body).toBe(200)
}, 60_000)
afterAll(async () => {
  await testApp?.close()
})
afterEach(async () => {
  await testApp.database.db.execute(sql`delete from refused_mail_to`)
})

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
let sequence = 0
const marker = (base: string) => `${base} ${Date.now().toString(36)}${++sequence}`

function fileLeave(note: string) {
  return f.user.post('/leaves', {
    leave_type: 'annual_leave',
    starts_at: `${inDays(20 + sequence)}T09:00:00+03:00`,
    ends_at: `${inDays(21 + sequence)}T18:00:00+03:00`,
    note,
  })
}
const requestsNoted = (note: string) =>
  rows<{ status: string }>(sql`select status from requests where note = ${note}`)

async function sharedReview(name: string) {
  const code = await newBudget(f.admin, f.projectCode, { name })
  const shared = await f.admin.post(`/budget/${code}/review`)
  expect(shared.statusCode, shared.body).toBe(200)
  return shared.json().code as string
}
const reviewStatusOf = (name: string) =>
  one(sql`select review_status as value from budgets where name = ${name}`)

async function internalMeeting(subject: string, guest: string) {
  const types = (await f.user.get('/definition/meeting-types')).json() as { id: number; name: string }[]
  return f.user.post('/meetings', {
    subject,
    meeting_type_id: types.find((type) => type.name === 'İç Toplantı')?.id,
    starts_at: `${inDays(4)}T10:00:00+03:00`,
    ends_at: `${inDays(4)}T11:00:00+03:00`,
    location_code: 2,
    location: 'Ofis',
    participants: [`U-${f.ids.team}`],
    external_participants: guest,
  })
}

interface Case {
  name: string
  /** Whatever the write needs first, made before the queue refuses anything. */
  prepare?: () => Promise<string>
  write: (key: string, prepared: string) => Promise<{ statusCode: number; body: string }>
  /** The address of one of the write's mails: refused in the failing run, counted in the good one. */
  mailTo: (key: string) => string
  /** Whether the write's effect is stored. */
  stored: (key: string, prepared: string) => Promise<boolean>
}

const cases: Case[] = [
  {
    name: 'a request asks its approver (ApproveRequested)',
    write: (note) => fileLeave(note),
    mailTo: () => EMAIL.team,
    stored: async (note) => (await requestsNoted(note)).length > 0,
  },
  {
    name: 'a declined request tells its requester (ApproveDenied)',
    prepare: async () => {
      const note = marker('Reddedilecek izin')
      const filed = await fileLeave(note)
      expect(filed.statusCode, filed.body).toBe(200)
      return String(filed.json().data.id)
    },
    write: (_key, id) => f.team.post(`/approvals/${id}/decline`, { reason: 'Takvim dolu' }),
    mailTo: () => EMAIL.user,
    stored: async (_key, id) =>
      (await one(sql`select status as value from requests where id = ${Number(id)}`)) === 'DECLINED',
  },
  {
    name: "an approver's e-mail link decides and tells the requester (ApproveCompleted)",
    prepare: async () => {
      const note = marker('Bağlantıyla onaylanacak izin')
      const filed = await fileLeave(note)
      expect(filed.statusCode, filed.body).toBe(200)
      const id = filed.json().data.id as number
      // The approver's mail job carries the signed link.
      const html = await one(
        sql`select data->>'html' as value from pgboss.job
            where name = 'mail.send' and data->>'to' = ${EMAIL.team} and data->>'html' like ${`%/approval-decision/${id}/%`}`,
      )
      const link = String(html).match(/(\/approval-decision\/\d+\/[^/]+\/[A-Z_]+)\?token=([A-Za-z0-9_-]+)/)
      expect(link).not.toBeNull()
      return `${id} ${link?.[1]} ${link?.[2]}`
    },
    write: (_key, prepared) => {
      const [, path, token] = prepared.split(' ')
      return anonymous.post(path as string, { token, decision: 'APPROVED' })
    },
    mailTo: () => EMAIL.user,
    stored: async (_key, prepared) =>
      (await one(sql`select status as value from requests where id = ${Number(prepared.split(' ')[0])}`)) ===
      'APPROVED',
  },
  {
    name: 'a new budget tells the project responsible (BudgetCreated)',
    write: (name) => f.admin.post(`/project/${f.projectCode}/budgets`, { name }),
    mailTo: () => EMAIL.user,
    stored: async (name) => (await reviewStatusOf(name)) !== undefined,
  },
  {
    name: "the client's review decision tells the agency (BudgetReviewed)",
    prepare: async () => sharedReview(marker('İncelenen bütçe')),
    write: (_key, reviewCode) =>
      anonymous.post(`/client-review/${reviewCode}/decision`, { decision: 'APPROVED' }),
    mailTo: () => EMAIL.admin,
    stored: async (_key, reviewCode) =>
      (await one(sql`select review_status as value from budgets where review_code = ${reviewCode}`)) ===
      'APPROVED',
  },
  {
    name: 'a meeting invites its guests (iCalendar REQUEST) and tells its colleagues (MeetingCreated)',
    write: (subject) => internalMeeting(subject, `${keyAddress(subject)}`),
    mailTo: (subject) => keyAddress(subject),
    stored: async (subject) =>
      (await one(sql`select id as value from meetings where subject = ${subject}`)) != null,
  },
  {
    name: 'a cancelled meeting mails its cancellation (iCalendar CANCEL)',
    prepare: async () => {
      const subject = marker('İptal edilecek toplantı')
      const created = await internalMeeting(subject, keyAddress(subject))
      expect(created.statusCode, created.body).toBe(200)
      return `${created.json().data.id} ${keyAddress(subject)}`
    },
    write: (_key, prepared) => f.user.delete(`/meetings/${prepared.split(' ')[0]}`),
    mailTo: () => '',
    stored: async (_key, prepared) =>
      (await one(
        sql`select cancelled_at as value from meetings where id = ${Number(prepared.split(' ')[0])}`,
      )) != null,
  },
  {
    name: 'an invited colleague is created with the link and its mail (one transaction)',
    write: (name) =>
      f.admin.post('/admin/users/invite', {
        email: keyAddress(name),
        full_name: 'Davetli Kişi',
        kind: 'AGENCY',
        is_admin: 0,
      }),
    mailTo: (name) => keyAddress(name),
    stored: async (name) =>
      (await one(sql`select id as value from users where email = ${keyAddress(name)}`)) != null,
  },
]

/** A unique address for a case's key (a meeting guest, an invited colleague). */
function keyAddress(key: string) {
  return `k${key
    .replace(/[^a-z0-9]/gi, '')
    .toLowerCase()
    .slice(-12)}@ornek.com`
}

describe("every write's mails are queued in its own transaction (issue 18)", () => {
  it.each(cases)('$name', async (c) => {
    const key = marker('Kayıt')
    const prepared = (await c.prepare?.()) ?? ''
    // The cancellation's guest is known only once the meeting exists.
    const address = c.mailTo(key) || prepared.split(' ')[1] || ''
    const before = await mailJobsTo(address)

    await testApp.database.db.execute(sql`insert into refused_mail_to values (${address})`)
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      const refused = await c.write(key, prepared)
      expect(refused.statusCode, refused.body).toBe(500)
    } finally {
      quiet.mockRestore()
    }
    expect(await c.stored(key, prepared)).toBe(false)
    await testApp.database.db.execute(sql`delete from refused_mail_to`)

    const done = await c.write(key, prepared)
    expect(done.statusCode, done.body).toBe(200)
    expect(await c.stored(key, prepared)).toBe(true)
    expect(await mailJobsTo(address)).toBeGreaterThan(before)
  })
})

describe("the task reminder's own notice (issue 18)", () => {
  it('marks the task reminded together with its notice and mail, or not at all', async () => {
    const title = marker('Hatırlatılacak görev')
    const now = Date.now()
    const created = await f.team.post('/tasks', {
      title,
      starts_at: new Date(now + 3600_000).toISOString(),
      deadline_at: new Date(now + 5 * 3600_000).toISOString(),
      responsibles: [f.ids.user],
      remind_at: new Date(now + 2 * 3600_000).toISOString(),
    })
    expect(created.statusCode, created.body).toBe(200)
    const taskId = created.json().data.id as number
    const [job] = await rows<{ data: Record<string, unknown> }>(
      sql`select data from pgboss.job where name = ${TASK_REMIND_JOB} and (data->>'taskId')::int = ${taskId}`,
    )
    const ctx = {
      db: testApp.database.db,
      realtime: createRealtimeBus(),
      sessions: createSessionCache(0),
      config: loadConfig({ DATA_DIR: testApp.dataDir, APP_URL: 'http://ajanda.test' }),
      storage: createLocalStorage(path.join(testApp.dataDir, 'files'), 'http://ajanda.test'),
      jobs: testApp.queue,
    }
    const remindedAt = () => one(sql`select reminded_at as value from tasks where id = ${taskId}`)
    const before = await mailJobsTo(EMAIL.user)

    await testApp.database.db.execute(sql`insert into refused_mail_to values (${EMAIL.user})`)
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      await expect(remindTask(ctx, job?.data)).rejects.toThrow()
    } finally {
      quiet.mockRestore()
    }
    // Not marked: the job's retry reminds.
    expect(await remindedAt()).toBeNull()
    await testApp.database.db.execute(sql`delete from refused_mail_to`)

    expect(await remindTask(ctx, job?.data)).toBe(true)
    expect(await remindedAt()).not.toBeNull()
    expect(await mailJobsTo(EMAIL.user)).toBeGreaterThan(before)
  })
})
