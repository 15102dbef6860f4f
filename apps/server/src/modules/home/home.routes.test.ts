import { clientHomeTodaySchema } from '@ajanda/contracts/client-views.contract'
import { type HomeToday, homeTodaySchema } from '@ajanda/contracts/home.contract'
import { and, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_EMAILS } from '../../seed/demo-logins'
import { type Api, apiAs } from '../../test-support/api-client'
import { registerCompany } from '../../test-support/register-company'
import { createTestApp, loginAs, type TestApp } from '../../test-support/test-app'
import { companyMemberships, eventCompanies } from '../event-companies/event-companies.table'
import { projects } from '../projects/projects.table'
import { users } from '../users/users.table'

type Session = Awaited<ReturnType<typeof loginAs>>
let testApp: TestApp
let admin: Session
let team: Session
let client: Session
let other: Session
const api = (session: Session): Api => apiAs(testApp.app, session.headers)

beforeAll(async () => {
  testApp = await createTestApp()
  admin = await loginAs(testApp.app, DEMO_EMAILS.admin)
  team = await loginAs(testApp.app, DEMO_EMAILS.team)
  client = await loginAs(testApp.app, DEMO_EMAILS.client)
  other = await loginAs(testApp.app, DEMO_EMAILS.otherAdmin)
})
afterAll(() => testApp?.close())

async function home(session: Session): Promise<HomeToday> {
  const response = await api(session).get('/home/today')
  expect(response.statusCode, response.body).toBe(200)
  return homeTodaySchema.parse(response.json())
}

const setTimeZone = (companyId: number, timezone: string) =>
  testApp.database.db.update(eventCompanies).set({ timezone }).where(eq(eventCompanies.id, companyId))

async function newTask(session: Session, title: string, deadline: Date, responsibles: number[]) {
  const response = await api(session).post('/tasks', {
    title,
    starts_at: new Date(deadline.getTime() - 3_600_000).toISOString(),
    deadline_at: deadline.toISOString(),
    responsibles,
  })
  expect(response.statusCode, response.body).toBe(200)
  return response.json().data.id as number
}

describe('GET /home/today', () => {
  it('answers 401 without a session', async () => {
    expect((await apiAs(testApp.app).get('/home/today')).statusCode).toBe(401)
  })

  it("shows team@ the approvals waiting for them, the ones the approval queue's waiting tab lists", async () => {
    const day = await home(team)
    const queue = (await api(team).get('/approvals?tab=waiting')).json()
    expect(day.approvals?.total).toBe(queue.waiting_count)
    expect(day.approvals?.total).toBeGreaterThan(0)
    // Nobody else's: user@ decides nothing in the demo.
    expect((await home(await loginAs(testApp.app, DEMO_EMAILS.user))).approvals?.total).toBe(0)
    expect(day.approvals?.items.map((item) => item.id).sort()).toEqual(
      (queue.data as { id: number }[]).map((row) => row.id).sort(),
    )
    expect(day.approvals?.items.every((item) => item.status === 'PENDING')).toBe(true)
  })

  it("splits overdue and today's tasks at the company's midnight, not UTC's", async () => {
    // Tokyo has no daylight saving: its midnight is 15:00 UTC, far from UTC's.
    await setTimeZone(team.user.event_company_id, 'Asia/Tokyo')
    try {
      const tokyoToday = new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10)
      const midnight = Date.parse(`${tokyoToday}T00:00:00+09:00`)
      const minute = 60_000
      const me = [team.user.id]
      const late = await newTask(team, 'Dün gece bitmeliydi', new Date(midnight - minute), me)
      const early = await newTask(team, 'Bu gece yarısından sonra', new Date(midnight + minute), me)
      const evening = await newTask(team, 'Bu akşam', new Date(midnight + 24 * 60 * minute - minute), me)
      const tomorrow = await newTask(team, 'Yarın', new Date(midnight + 24 * 60 * minute + minute), me)
      // Someone else's task is not on team@'s day, nor is a completed one.
      const others = await newTask(admin, 'Başkasının işi', new Date(midnight + minute), [admin.user.id])
      const done = await newTask(team, 'Bitti bile', new Date(midnight + 2 * minute), me)
      expect((await api(team).put(`/tasks/${done}`, { completed: true })).statusCode).toBe(200)

      const day = await home(team)
      expect(day.date).toBe(tokyoToday)
      expect(day.time_zone).toBe('Asia/Tokyo')
      const overdue = day.tasks?.overdue.items.map((task) => task.id) ?? []
      const today = day.tasks?.today.items.map((task) => task.id) ?? []
      expect(today).toEqual(expect.arrayContaining([early, evening]))
      for (const id of [late, tomorrow, others, done]) expect(today).not.toContain(id)
      // The overdue list holds the 10 soonest of many (the demo's too): its total counts the late one.
      const allOverdue = (await api(team).get('/tasks?type=list&per_page=100')).json().tasks.data as {
        id: number
        deadline_at: string
      }[]
      const expectedOverdue = allOverdue.filter((task) => Date.parse(task.deadline_at) < midnight)
      expect(day.tasks?.overdue.total).toBe(expectedOverdue.length)
      expect(expectedOverdue.map((task) => task.id)).toContain(late)
      expect(overdue.length).toBe(Math.min(10, expectedOverdue.length))
      for (const id of [early, evening, tomorrow, others, done]) expect(overdue).not.toContain(id)
      const deadlines = day.tasks?.overdue.items.map((task) => Date.parse(task.deadline_at)) ?? []
      expect(deadlines).toEqual([...deadlines].sort((a, b) => a - b))
    } finally {
      await setTimeZone(team.user.event_company_id, 'Europe/Istanbul')
    }
  })

  it("shows today's and tomorrow's meetings the user takes part in, by the company's days", async () => {
    const types = (await api(admin).get('/definition/meeting-types')).json() as { id: number; name: string }[]
    const internal = types.find((type) => type.name === 'İç Toplantı')?.id
    const istanbulToday = new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10)
    const midnight = Date.parse(`${istanbulToday}T00:00:00+03:00`)
    const hour = 3_600_000
    const meeting = async (subject: string, startsAt: number, participants: string[]) => {
      const response = await api(admin).post('/meetings', {
        subject,
        meeting_type_id: internal,
        starts_at: new Date(startsAt).toISOString(),
        ends_at: new Date(startsAt + hour).toISOString(),
        location_code: 1,
        location: 'Ofis',
        participants,
      })
      expect(response.statusCode, response.body).toBe(200)
      return response.json().data.id as number
    }
    const withTeam = [`U-${team.user.id}`]
    const late = await meeting('Bugün geç saatte', midnight + 22 * hour, withTeam)
    const next = await meeting('Yarın sabah', midnight + 33 * hour, withTeam)
    const later = await meeting('Öbür gün', midnight + 58 * hour, withTeam)
    const notMine = await meeting('Ekip dışı', midnight + 22 * hour, [`U-${admin.user.id}`])
    const day = await home(team)
    const today = day.meetings?.today.items.map((m) => m.id) ?? []
    const tomorrow = day.meetings?.tomorrow.items.map((m) => m.id) ?? []
    expect(today).toContain(late)
    expect(tomorrow).toContain(next)
    for (const id of [later, notMine]) {
      expect(today).not.toContain(id)
      expect(tomorrow).not.toContain(id)
    }
    expect(today).not.toContain(next)
    expect(day.meetings?.today.items.find((m) => m.id === late)?.title).toBe('Bugün geç saatte')
  })

  it("lists this week's projects the user may see, as the project list does", async () => {
    const day = await home(team)
    const list = (
      await api(team).get(
        `/projects?paginate=1&page_size=100&date_from=${day.week.start}&date_to=${day.week.end}`,
      )
    ).json()
    expect(day.projects.total).toBe(list.total)
    expect(day.projects.items.map((p) => p.code)).toEqual(
      (list.data as { code: string }[]).slice(0, 10).map((p) => p.code),
    )
    for (const project of day.projects.items) {
      expect(project.starts_at && project.starts_at <= day.week.end).toBeTruthy()
      expect(project.ends_at && project.ends_at >= day.week.start).toBeTruthy()
    }
    // The whole company's week is more than team@'s scope sees (or the same when the team has all of it).
    expect((await home(admin)).projects.total).toBeGreaterThanOrEqual(day.projects.total)
  })

  it("shows a requester their request's decision, and the approver one fewer waiting", async () => {
    const approvals = (await home(team)).approvals
    const waiting = approvals?.items[0]
    if (!approvals || !waiting) throw new Error('team@ has no waiting approval')
    const declined = await api(team).post(`/approvals/${waiting.id}/decline`, { reason: 'Bütçe yok' })
    expect(declined.statusCode, declined.body).toBe(200)
    const [requester] = await testApp.database.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, waiting.requester.id))
    const requesterSession = await loginAs(testApp.app, requester?.email as string)
    const theirs = await home(requesterSession)
    const decision = theirs.decisions?.items.find((item) => item.id === waiting.id)
    expect(decision?.status).toBe('DECLINED')
    expect(decision?.declined_reason).toBe('Bütçe yok')
    expect((await home(team)).approvals?.total).toBe(approvals.total - 1)
  })

  it('counts unread messages and lists the conversation until it is read', async () => {
    const started = await api(admin).post('/messenger/conversations', { user_ids: [team.user.id] })
    const conversationId = started.json().data.id as number
    const sent = await api(admin).post(`/messenger/conversations/${conversationId}/messages`, {
      body: 'Akşam toplantısını unutma',
    })
    const before = await home(team)
    const listed = before.messages?.items.find((item) => item.id === conversationId)
    const [sender] = await testApp.database.db
      .select({ full_name: users.full_name })
      .from(users)
      .where(eq(users.id, admin.user.id))
    expect(listed?.name).toBe(sender?.full_name)
    expect(listed?.last_message?.body).toBe('Akşam toplantısını unutma')
    expect(before.messages?.unread_count).toBeGreaterThanOrEqual(1)
    await api(team).post(`/messenger/conversations/${conversationId}/read`, {
      message_id: sent.json().data.id,
    })
    const after = await home(team)
    expect(after.messages?.items.some((item) => item.id === conversationId)).toBe(false)
    expect(after.messages?.unread_count).toBe(
      (before.messages?.unread_count ?? 0) - (listed?.unread_count ?? 0),
    )
  })

  it("gives managers this month's turnover against target, the performance report's figures", async () => {
    const day = await home(admin)
    expect(day.turnover).not.toBeNull()
    const month = day.date.slice(0, 7)
    expect(day.turnover?.from).toBe(`${month}-01`)
    expect(day.turnover?.to.slice(0, 7)).toBe(month)
    const report = await api(admin).get(
      `/reports/performance?from=${day.turnover?.from}&to=${day.turnover?.to}&scope=all`,
    )
    expect(report.statusCode, report.body).toBe(200)
    const totals = report.json().totals
    expect(day.turnover).toMatchObject({
      turnover: totals.turnover,
      target: totals.target,
      target_ratio: totals.target_ratio,
      currency: report.json().currency,
    })
    // team@ manages a team: the team's month; user@ (USER scope) gets none.
    expect((await home(team)).turnover).not.toBeNull()
    const user = await loginAs(testApp.app, DEMO_EMAILS.user)
    expect((await home(user)).turnover).toBeNull()
  })

  it("never shows another company's records", async () => {
    const marker = await newTask(admin, 'Demo şirketinin bugünkü işi', new Date(Date.now() + 60_000), [
      admin.user.id,
    ])
    const day = await home(other)
    const taskIds = [...(day.tasks?.overdue.items ?? []), ...(day.tasks?.today.items ?? [])].map((t) => t.id)
    expect(taskIds).not.toContain(marker)
    expect(day.approvals?.total).toBe(0)
    const codes = day.projects.items.map((project) => project.code)
    if (codes.length > 0) {
      const rows = await testApp.database.db
        .select({ company: projects.event_company_id })
        .from(projects)
        .where(inArray(projects.code, codes))
      expect(new Set(rows.map((row) => row.company))).toEqual(new Set([other.user.event_company_id]))
    }
    expect(JSON.stringify(day)).not.toContain('Demo şirketinin')
  })

  it('answers a CLIENT user their projects only, nothing of the agency', async () => {
    const response = await api(client).get('/home/today')
    expect(response.statusCode, response.body).toBe(200)
    const body = response.json()
    expect(Object.keys(body).sort()).toEqual(['date', 'projects', 'time_zone', 'week'])
    const day = clientHomeTodaySchema.parse(body)
    const theirs = (
      await api(client).get('/projects?paginate=1&page_size=100&statuses=LEAD,PREP,OPERATION,PRECLOSE')
    ).json()
    expect(day.projects.total).toBe(theirs.total)
    expect(day.projects.total).toBeGreaterThan(0)
    expect(day.projects.items.map((p) => p.code).sort()).toEqual(
      (theirs.data as { code: string }[])
        .slice(0, 10)
        .map((p) => p.code)
        .sort(),
    )
    // A project of the company they are no contact of stays out.
    const [foreign] = await testApp.database.db
      .select({ code: projects.code })
      .from(projects)
      .where(and(eq(projects.event_company_id, client.user.event_company_id), eq(projects.stage, 9)))
      .limit(50)
    if (foreign && !(theirs.data as { code: string }[]).some((p) => p.code === foreign.code))
      expect(day.projects.items.map((p) => p.code)).not.toContain(foreign.code)
  })

  it('answers a company without the back office its projects only', async () => {
    const { token, user } = await registerCompany(testApp, {
      company_name: 'Ofissiz Ajans',
      full_name: 'Oya Ofissiz',
      email: 'oya@ofissiz.test',
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
    const response = await apiAs(testApp.app, { authorization: `Bearer ${token}` }).get('/home/today')
    expect(response.statusCode, response.body).toBe(200)
    const day = homeTodaySchema.parse(response.json())
    expect(day.tasks).toBeNull()
    expect(day.approvals).toBeNull()
    expect(day.messages).toBeNull()
    expect(day.projects).toEqual({ total: 0, items: [] })
  })
})
