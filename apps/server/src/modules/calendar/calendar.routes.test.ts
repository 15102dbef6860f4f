import { type CalendarEvent, calendarEventsResponseSchema } from '@ajanda/contracts/calendar.contract'
import { and, between, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Api, apiAs } from '../../test-support/api-client'
import { createTestApp, loginAs, type TestApp } from '../../test-support/test-app'
import { meetingTypes } from '../definitions/definitions.table'
import { meetingParticipants, meetings } from '../meetings/meetings.table'
import { projects } from '../projects/projects.table'
import { requests } from '../requests/requests.table'
import { taskResponsibles, tasks } from '../tasks/tasks.table'
import { users } from '../users/users.table'

let testApp: TestApp
let admin: Api
let team: Api
let user: Api
let other: Api
type Name =
  | 'gizem'
  | 'can'
  | 'kerem'
  | 'deniz'
  | 'mWithGizem'
  | 'mDeniz'
  | 'mCancelled'
  | 'mKerem'
  | 'tGizem'
  | 'tDeniz'
  | 'tApril'
  | 'milestone'
  | 'leave'
  | 'declined'
  | 'inspection'
  | 'operation'
const ids = {} as Record<Name, number>
let companyId: number

// A month far from the demo data, so that only this file's rows are in it.
const RANGE = 'start=2031-03-01T00:00:00%2B03:00&end=2031-04-01T00:00:00%2B03:00'
const at = (day: number, hour: number) => new Date(Date.UTC(2031, 2, day, hour))

async function events(api: Api, query = ''): Promise<CalendarEvent[]> {
  const response = await api.get(`/calendar/events?${RANGE}${query}`)
  expect(response.statusCode, response.body).toBe(200)
  // The database writes the JSON text: byte for byte what JSON.stringify would have written.
  expect(response.body).toBe(JSON.stringify(response.json()))
  return calendarEventsResponseSchema.parse(response.json())
}
/** Keeps inserted rows' ids under the given names, in order. */
function keep(names: Name[], rows: { id: number }[]) {
  names.forEach((name, i) => {
    ids[name] = rows[i]?.id as number
  })
}
/** A title the database writes into the answer's JSON itself: quotes, a backslash, control characters. */
const DENIZ_TITLE = 'Deniz "görevi" \\ yol\tsekme\nsatır \u0001 ☕'
const idsOf = (list: CalendarEvent[]) => list.map((event) => event.id).sort()

beforeAll(async () => {
  testApp = await createTestApp()
  const db = testApp.database.db
  const adminLogin = await loginAs(testApp.app, 'admin@demo.ajanda.test')
  admin = apiAs(testApp.app, adminLogin.headers)
  team = apiAs(testApp.app, (await loginAs(testApp.app, 'team@demo.ajanda.test')).headers)
  user = apiAs(testApp.app, (await loginAs(testApp.app, 'user@demo.ajanda.test')).headers)
  other = apiAs(testApp.app, (await loginAs(testApp.app, 'admin@other.ajanda.test')).headers)
  companyId = adminLogin.user.event_company_id
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(users.email, [
        'user@demo.ajanda.test',
        'team@demo.ajanda.test',
        'kerem.dogan@demo.ajanda.test',
        'deniz.koc@demo.ajanda.test',
      ]),
    )
  const person = (email: string) => people.find((p) => p.email === email)?.id as number
  ids.gizem = person('user@demo.ajanda.test') // user@, team Lansman
  ids.can = person('team@demo.ajanda.test') // team@, leads Lansman
  ids.kerem = person('kerem.dogan@demo.ajanda.test') // Lansman
  ids.deniz = person('deniz.koc@demo.ajanda.test') // another team
  const [type] = await db
    .select({ id: meetingTypes.id })
    .from(meetingTypes)
    .where(eq(meetingTypes.event_company_id, companyId))
    .limit(1)
  const meeting = (subject: string, createdBy: number, day: number, extra = {}) => ({
    event_company_id: companyId,
    subject,
    meeting_type_id: type?.id as number,
    starts_at: at(day, 9),
    ends_at: at(day, 10),
    location_code: 1,
    location: 'Ofis',
    created_by: createdBy,
    ...extra,
  })
  const rows = await db
    .insert(meetings)
    .values([
      meeting('Gizem katılıyor', ids.deniz, 3),
      meeting('Deniz tek', ids.deniz, 4),
      meeting('İptal edilen', ids.gizem, 5, { cancelled_at: new Date() }),
      meeting('Kerem toplantısı', ids.kerem, 6),
      // Ends before the range starts (the 1st, 00:00 Istanbul is 28 February 21:00 UTC).
      meeting('Aralık dışı', ids.gizem, 1, { starts_at: at(-1, 9), ends_at: at(-1, 10) }),
    ])
    .returning({ id: meetings.id })
  keep(['mWithGizem', 'mDeniz', 'mCancelled', 'mKerem'], rows)
  await db
    .insert(meetingParticipants)
    .values({ meeting_id: ids.mWithGizem, ref: `U-${ids.gizem}`, user_id: ids.gizem })
  const task = (title: string, creator: number, deadline: Date, extra = {}) => ({
    event_company_id: companyId,
    title,
    creator_id: creator,
    deadline_at: deadline,
    ...extra,
  })
  const taskRows = await db
    .insert(tasks)
    .values([
      task('Gizem sorumlu', ids.deniz, at(10, 14), { responsible_id: ids.gizem }),
      task(DENIZ_TITLE, ids.deniz, at(11, 14)),
      task('Nisan görevi', ids.gizem, new Date(Date.UTC(2031, 3, 5))),
      task('Kilometre taşı', ids.gizem, at(20, 8), { is_milestone: true, starts_at: at(20, 8) }),
    ])
    .returning({ id: tasks.id })
  keep(['tGizem', 'tDeniz', 'tApril', 'milestone'], taskRows)
  await db.insert(taskResponsibles).values({ task_id: ids.tGizem, user_id: ids.gizem })
  const request = (type: string, requester: number, starts: Date, ends: Date, status = 'APPROVED') => ({
    event_company_id: companyId,
    request_type: type,
    requester_id: requester,
    status,
    starts_at: starts,
    ends_at: ends,
  })
  const requestRows = await db
    .insert(requests)
    .values([
      request('ANNUAL_LEAVE', ids.gizem, at(12, 6), at(14, 15)),
      request('ANNUAL_LEAVE', ids.gizem, at(16, 6), at(17, 15), 'DECLINED'),
      request('INSPECTION', ids.kerem, at(18, 0), at(19, 0), 'PENDING'),
      request('OPERATION', ids.deniz, at(21, 7), at(22, 20)),
    ])
    .returning({ id: requests.id })
  keep(['leave', 'declined', 'inspection', 'operation'], requestRows)
})
afterAll(async () => {
  await testApp?.close()
})

describe('GET /calendar/events', () => {
  it('lists every kind in the range for an AGENCY admin, in the contract shape', async () => {
    const list = await events(admin, '&kinds=meeting,task,milestone,leave,operation,inspection')
    expect(idsOf(list)).toEqual(
      [
        `meeting-${ids.mWithGizem}`,
        `meeting-${ids.mDeniz}`,
        `meeting-${ids.mKerem}`,
        `task-${ids.tGizem}`,
        `task-${ids.tDeniz}`,
        `milestone-${ids.milestone}`,
        `leave-${ids.leave}`,
        `inspection-${ids.inspection}`,
        `operation-${ids.operation}`,
      ].sort(),
    )
    const byId = new Map(list.map((event) => [event.id, event]))
    expect(byId.get(`meeting-${ids.mWithGizem}`)).toMatchObject({
      kind: 'meeting',
      record_id: ids.mWithGizem,
      title: 'Gizem katılıyor',
      start: at(3, 9).toISOString(),
      end: at(3, 10).toISOString(),
      all_day: false,
      editable: true,
    })
    expect(byId.get(`milestone-${ids.milestone}`)).toMatchObject({ start: at(20, 8).toISOString() })
    expect(byId.get(`task-${ids.tGizem}`)).toMatchObject({ status: 'open', start: at(10, 14).toISOString() })
    expect(byId.get(`task-${ids.tDeniz}`)).toMatchObject({ title: DENIZ_TITLE, project_code: null })
    expect(byId.get(`leave-${ids.leave}`)).toMatchObject({
      title: 'Gizem Aydın',
      status: 'APPROVED',
      subtype: 'ANNUAL_LEAVE',
      editable: false,
    })
    // An inspection is days: the last one inclusive, so the exclusive end is the day after.
    expect(byId.get(`inspection-${ids.inspection}`)).toMatchObject({
      all_day: true,
      start: '2031-03-18',
      end: '2031-03-20',
    })
    // Sorted by start.
    const starts = list.map((event) => Date.parse(event.start))
    expect([...starts].sort((a, b) => a - b)).toEqual(starts)
  })

  it('a TEAM lead sees the team, a USER only their own; the picked person narrows', async () => {
    const teamIds = idsOf(await events(team))
    expect(teamIds).toEqual(
      expect.arrayContaining([
        `meeting-${ids.mWithGizem}`,
        `meeting-${ids.mKerem}`,
        `task-${ids.tGizem}`,
        `milestone-${ids.milestone}`,
        `leave-${ids.leave}`,
        `inspection-${ids.inspection}`,
      ]),
    )
    expect(teamIds).not.toContain(`meeting-${ids.mDeniz}`)
    expect(teamIds).not.toContain(`task-${ids.tDeniz}`)
    expect(teamIds).not.toContain(`operation-${ids.operation}`)

    const own = await events(user)
    expect(idsOf(own).filter((id) => !id.startsWith('project-'))).toEqual(
      [
        `meeting-${ids.mWithGizem}`,
        `task-${ids.tGizem}`,
        `milestone-${ids.milestone}`,
        `leave-${ids.leave}`,
      ].sort(),
    )
    // Whoever sees a meeting or a task may move it (decisions 0010, the tasks module); requests not.
    expect(own.find((e) => e.id === `task-${ids.tGizem}`)?.editable).toBe(true)
    expect(own.find((e) => e.id === `meeting-${ids.mWithGizem}`)?.editable).toBe(true)
    expect(own.find((e) => e.id === `leave-${ids.leave}`)?.editable).toBe(false)

    const picked = idsOf(await events(team, `&user=user|${ids.kerem}`))
    expect(picked.filter((id) => !id.startsWith('project-'))).toEqual(
      [`meeting-${ids.mKerem}`, `inspection-${ids.inspection}`].sort(),
    )
    const outside = await user.get(`/calendar/events?${RANGE}&user=user|${ids.kerem}`)
    expect(outside.statusCode).toBe(403)
  })

  it('filters by kind', async () => {
    const list = await events(admin, '&kinds=meeting')
    expect(new Set(list.map((event) => event.kind))).toEqual(new Set(['meeting']))
    expect(list).toHaveLength(3)
  })

  it('shows project dates as all-day entries', async () => {
    const [project] = await testApp.database.db
      .select({
        id: projects.id,
        code: projects.code,
        starts_at: projects.starts_at,
        ends_at: projects.ends_at,
      })
      .from(projects)
      .where(and(eq(projects.event_company_id, companyId), between(projects.stage, 8, 11)))
      .limit(1)
    if (!project) throw new Error('the demo company has no dated project')
    const start = project.starts_at
    const end = new Date(Date.parse(`${start}T00:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10)
    const response = await admin.get(`/calendar/events?start=${start}&end=${end}&kinds=project`)
    expect(response.statusCode, response.body).toBe(200)
    const list = calendarEventsResponseSchema.parse(response.json())
    const entry = list.find((event) => event.id === `project-${project.id}`)
    const dayAfterEnd = new Date(Date.parse(`${project.ends_at}T00:00:00Z`) + 86_400_000)
      .toISOString()
      .slice(0, 10)
    expect(entry).toMatchObject({
      kind: 'project',
      all_day: true,
      project_code: project.code,
      start: project.starts_at,
      end: dayAfterEnd,
      editable: false,
    })
  })

  it('shows a change at once in the process that made it, and in another once that process says so', async () => {
    const published: string[] = []
    const stop = testApp.app.realtime.subscribe((company, event) => {
      if (company === companyId) published.push(event.type)
    })
    const before = idsOf(await events(admin, '&kinds=task'))
    // Through the tasks module: this process forgets its kept months and tells the company.
    const created = await admin.post('/tasks', {
      title: 'Sonradan',
      starts_at: at(12, 8).toISOString(),
      deadline_at: at(12, 9).toISOString(),
      responsibles: [ids.deniz],
    })
    expect(created.statusCode, created.body).toBe(200)
    const id = created.json().data.id as number
    expect(published).toContain('calendar/changed')
    expect(idsOf(await events(admin, '&kinds=task'))).toEqual([...before, `task-${id}`].sort())
    // Past this process (another server process wrote it): the kept month stands until that process's
    // event arrives through the realtime channel, then the month is read again.
    await testApp.database.db
      .update(tasks)
      .set({ deadline_at: at(13, 9) })
      .where(eq(tasks.id, id))
    const kept = (await events(admin, '&kinds=task')).find((event) => event.record_id === id)
    expect(kept?.start).toBe(at(12, 9).toISOString())
    testApp.app.realtime.peerPublished(companyId, { type: 'calendar/changed', content: { kind: 'task' } })
    const moved = (await events(admin, '&kinds=task')).find((event) => event.record_id === id)
    expect(moved?.start).toBe(at(13, 9).toISOString())
    // Another company's event leaves this company's months alone; a removal here shows at once.
    expect((await admin.delete(`/tasks/${id}`)).statusCode).toBe(200)
    expect(idsOf(await events(admin, '&kinds=task'))).toEqual(before)
    stop()
  })

  it("builds a team's month once for everyone who asks for that team", async () => {
    const teamId = (
      await testApp.database.db.select({ team_id: users.team_id }).from(users).where(eq(users.id, ids.gizem))
    )[0]?.team_id as number
    const month = `/calendar/events?${RANGE}&user=team|${teamId}`
    const asLead = await team.get(month)
    expect(asLead.statusCode, asLead.body).toBe(200)
    expect(idsOf(calendarEventsResponseSchema.parse(asLead.json()))).toContain(`task-${ids.tGizem}`)
    // Renamed past this process: the admin is answered the lead's kept month (one build for both)...
    const db = testApp.database.db
    await db.update(tasks).set({ title: 'Yeni ad' }).where(eq(tasks.id, ids.tGizem))
    expect((await admin.get(month)).body).toBe(asLead.body)
    // ...until the change is told, after which both read it.
    testApp.app.realtime.peerPublished(companyId, { type: 'calendar/changed', content: { kind: 'task' } })
    const renamed = calendarEventsResponseSchema.parse((await admin.get(month)).json())
    expect(renamed.find((event) => event.id === `task-${ids.tGizem}`)?.title).toBe('Yeni ad')
    expect((await team.get(month)).body).toBe(JSON.stringify(renamed))
  })

  it('refuses a range over 62 days, an end before the start and an unknown kind with 422', async () => {
    const long = await admin.get('/calendar/events?start=2031-01-01&end=2031-04-01')
    expect(long.statusCode).toBe(422)
    expect(long.json().errors.end).toEqual(['Tarih aralığı en fazla 62 gün olabilir'])
    const backwards = await admin.get('/calendar/events?start=2031-04-01&end=2031-03-01')
    expect(backwards.statusCode).toBe(422)
    expect(backwards.json().errors.end).toEqual(['Bitiş tarihi başlangıç tarihinden önce olamaz'])
    const kind = await admin.get(`/calendar/events?${RANGE}&kinds=meeting,party`)
    expect(kind.statusCode).toBe(422)
    const missing = await admin.get('/calendar/events')
    expect(missing.statusCode).toBe(422)
    expect(missing.json().errors.start).toEqual(['Bu alan zorunludur'])
  })
})

describe('the private iCalendar feed', () => {
  const pathOf = (url: string) => new URL(url).pathname

  it('creates, serves, rotates and revokes the URL', async () => {
    const soon = new Date(Date.now() + 2 * 86_400_000)
    await testApp.database.db.insert(meetings).values({
      event_company_id: companyId,
      subject: 'Akış toplantısı',
      meeting_type_id: (
        await testApp.database.db.select({ id: meetingTypes.id }).from(meetingTypes).limit(1)
      )[0]?.id as number,
      starts_at: soon,
      ends_at: new Date(soon.getTime() + 3_600_000),
      location_code: 4,
      location: 'Online',
      created_by: ids.gizem,
    })
    expect((await user.get('/calendar/feed')).json()).toMatchObject({ active: false, created_at: null })
    const created = await user.post('/calendar/feed')
    expect(created.statusCode, created.body).toBe(200)
    const { url, message } = created.json()
    expect(message).toBe('Takvim bağlantın oluşturuldu.')
    expect(url).toMatch(/\/api\/v1\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/)
    expect((await user.get('/calendar/feed')).json()).toMatchObject({ active: true })

    const ics = await testApp.app.inject({ method: 'GET', url: pathOf(url) })
    expect(ics.statusCode, ics.body).toBe(200)
    expect(ics.headers['content-type']).toContain('text/calendar')
    expect(ics.body).toContain('BEGIN:VCALENDAR')
    expect(ics.body).toContain('SUMMARY:Toplantı: Akış toplantısı')
    // Only the owner's own entries: Deniz's meeting alone is not Gizem's.
    expect(ics.body).not.toContain('Deniz tek')
    expect((await user.get('/calendar/feed')).json().last_fetched_at).not.toBeNull()

    const rotated = (await user.post('/calendar/feed')).json().url as string
    expect(rotated).not.toBe(url)
    expect((await testApp.app.inject({ method: 'GET', url: pathOf(url) })).statusCode).toBe(404)
    expect((await testApp.app.inject({ method: 'GET', url: pathOf(rotated) })).statusCode).toBe(200)

    const revoked = await user.delete('/calendar/feed')
    expect(revoked.json()).toEqual({ message: 'Takvim bağlantın iptal edildi.' })
    expect((await testApp.app.inject({ method: 'GET', url: pathOf(rotated) })).statusCode).toBe(404)
    expect((await user.get('/calendar/feed')).json().active).toBe(false)
  })

  it('answers 404 to a made-up or malformed token', async () => {
    const madeUp = await testApp.app.inject({
      method: 'GET',
      url: `/api/v1/calendar/feed/${'A'.repeat(43)}.ics`,
    })
    expect(madeUp.statusCode).toBe(404)
    const malformed = await testApp.app.inject({ method: 'GET', url: '/api/v1/calendar/feed/abc.ics' })
    expect(malformed.statusCode).toBe(404)
  })
})

describe('linked calendar accounts', () => {
  it('links, lists and removes an account; /me.calendars follows', async () => {
    const linked = await team.post('/user/calendars', { platform: 'microsoft', email: 'Can@Ornek.com' })
    expect(linked.statusCode, linked.body).toBe(200)
    expect(linked.json()).toMatchObject({
      message: 'Takvim hesabı eklendi.',
      data: { platform: 'microsoft', email: 'can@ornek.com' },
    })
    const id = linked.json().data.id as number
    // The same account again is the one already linked.
    expect(
      (await team.post('/user/calendars', { platform: 'microsoft', email: 'can@ornek.com' })).json().data.id,
    ).toBe(id)
    expect((await team.get('/user/calendars')).json()).toMatchObject([{ id, platform: 'microsoft' }])
    expect((await team.get('/me')).json().calendars).toEqual([{ platform: 'microsoft' }])
    expect((await user.get('/me')).json().calendars).toEqual([])

    expect((await other.delete(`/user/calendars/${id}`)).statusCode).toBe(404)
    expect((await user.delete(`/user/calendars/${id}`)).statusCode).toBe(404)
    const removed = await team.delete(`/user/calendars/${id}`)
    expect(removed.json()).toEqual({ message: 'Takvim hesabı kaldırıldı.' })
    expect((await team.get('/me')).json().calendars).toEqual([])
  })

  it('checks the platform and the e-mail', async () => {
    const bad = await team.post('/user/calendars', { platform: 'yahoo', email: 'not-an-email' })
    expect(bad.statusCode).toBe(422)
    expect(Object.keys(bad.json().errors).sort()).toEqual(['email', 'platform'])
  })
})
