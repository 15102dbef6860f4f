import path from 'node:path'
import { type Task, taskListResponseSchema } from '@ajanda/contracts/tasks.contract'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createRealtimeBus } from '../../platform/realtime'
import { createSessionCache } from '../../platform/session-cache'
import { createLocalStorage } from '../../platform/storage'
import { type Api, apiAs } from '../../test-support/api-client'
import { createTestApp, loginAs, type TestApp } from '../../test-support/test-app'
import type { NotifyContext } from '../notifications/notify'
import { remindTask, TASK_REMIND_JOB } from './task-remind.job'
import { tasks } from './tasks.table'

let testApp: TestApp
let admin: Api
let team: Api
let user: Api
let other: Api
const ids = { admin: 0, team: 0, user: 0, division: 0, outsider: 0, teammate: 0 }
let projectId = 0
let companyId = 0

const inHours = (hours: number) => new Date(Date.now() + hours * 3600_000).toISOString()
let sequence = 0
const uniqueTitle = (name: string) => `${name} #${++sequence} ${Date.now()}`

beforeAll(async () => {
  testApp = await createTestApp()
  const sessions = {
    admin: await loginAs(testApp.app, 'admin@demo.ajanda.test'),
    team: await loginAs(testApp.app, 'team@demo.ajanda.test'),
    user: await loginAs(testApp.app, 'user@demo.ajanda.test'),
    division: await loginAs(testApp.app, 'division@demo.ajanda.test'),
  }
  admin = apiAs(testApp.app, sessions.admin.headers)
  team = apiAs(testApp.app, sessions.team.headers)
  user = apiAs(testApp.app, sessions.user.headers)
  other = apiAs(testApp.app, (await loginAs(testApp.app, 'admin@other.ajanda.test')).headers)
  ids.admin = sessions.admin.user.id
  ids.team = sessions.team.user.id
  ids.user = sessions.user.user.id
  ids.division = sessions.division.user.id
  companyId = sessions.admin.user.event_company_id
  const people = (await admin.get('/users')).json() as {
    id: number
    team_id: number | null
    division_id: number | null
    deleted_at: string | null
    email?: string
  }[]
  const me = people.find((p) => p.id === ids.team)
  const active = people.filter((p) => !p.deleted_at && ![ids.admin, ids.division].includes(p.id))
  ids.outsider = active.find((p) => p.team_id !== null && p.team_id !== me?.team_id)?.id ?? 0
  ids.teammate =
    active.find((p) => p.team_id === me?.team_id && ![ids.team, ids.user].includes(p.id))?.id ?? 0
  // A project of user@'s own (team@'s scope covers it too; one she only takes part in is read-only to her).
  projectId = (await user.get(`/projects?page_size=1&responsible=user|${ids.user}`)).json().data[0].id
})
afterAll(async () => {
  await testApp?.close()
})

function taskBody(overrides: Record<string, unknown> = {}) {
  return {
    title: uniqueTitle('Görev'),
    starts_at: inHours(1),
    deadline_at: inHours(5),
    responsibles: [ids.user],
    ...overrides,
  }
}

async function createTask(api: Api, overrides: Record<string, unknown> = {}) {
  const response = await api.post('/tasks', taskBody(overrides))
  expect(response.statusCode, response.body).toBe(200)
  return response.json().data as { id: number; title: string; [key: string]: unknown }
}

async function listIds(api: Api, query: string) {
  const response = await api.get(`/tasks?per_page=200&${query}`)
  expect(response.statusCode, response.body).toBe(200)
  return (response.json().tasks.data as { id: number }[]).map((task) => task.id)
}

async function notificationsOf(api: Api, type: string, taskId: number) {
  const page = (await api.get('/notifications?page_size=100')).json() as {
    data: { type: string; data: { record?: { kind: string; code: string } } }[]
  }
  return page.data.filter((n) => n.type === type && n.data.record?.code === String(taskId))
}

describe('POST /tasks', () => {
  it('creates a task with responsibles, labels, priority, project and answers its detail', async () => {
    const label = (await team.post('/tasks/label', { name: `Acil ${Date.now()}`, color: 'red' })).json().data
    const response = await team.post(
      '/tasks',
      taskBody({
        description: 'Mekan ile görüş',
        responsibles: [ids.user, ids.team],
        labels: [label.id],
        priority: 3,
        project_id: projectId,
      }),
    )
    expect(response.statusCode, response.body).toBe(200)
    const body = response.json()
    expect(body.message).toBe('Görev oluşturuldu.')
    expect(body.data).toMatchObject({
      description: 'Mekan ile görüş',
      priority: 3,
      is_milestone: false,
      completed_at: null,
      creator: { id: ids.team },
      labels: [{ id: label.id, color: 'red' }],
      project: { id: projectId },
      can_edit: true,
      can_delete: true,
    })
    expect(body.data.project.short_name.length).toBeLessThanOrEqual(25)
    expect(body.data.responsibles.map((p: { id: number }) => p.id).sort()).toEqual(
      [ids.team, ids.user].sort(),
    )
    const detail = await user.get(`/tasks/${body.data.id}`)
    expect(detail.statusCode).toBe(200)
    expect(detail.json().data).toMatchObject({ id: body.data.id, can_delete: false })
    // TaskCreated reaches the responsibles, never the actor.
    expect(await notificationsOf(user, 'TaskCreated', body.data.id)).toHaveLength(1)
    expect(await notificationsOf(team, 'TaskCreated', body.data.id)).toHaveLength(0)
  })

  it('requires title, start, deadline and responsibles with the spec messages', async () => {
    const response = await user.post('/tasks', {})
    expect(response.statusCode).toBe(422)
    expect(response.json().errors).toMatchObject({
      title: ['Bu alan zorunludur'],
      starts_at: ['Bu alan zorunludur'],
      deadline_at: ['Bu alan zorunludur'],
      responsibles: ['Bu alan zorunludur'],
    })
    const empty = await user.post('/tasks', taskBody({ responsibles: [] }))
    expect(empty.statusCode).toBe(422)
    expect(empty.json().errors).toHaveProperty('responsibles')
  })

  it('allows 500 characters of description, not 501', async () => {
    expect((await user.post('/tasks', taskBody({ description: 'a'.repeat(500) }))).statusCode).toBe(200)
    const long = await user.post('/tasks', taskBody({ description: 'a'.repeat(501) }))
    expect(long.statusCode).toBe(422)
    expect(long.json().errors.description).toEqual(['En fazla 500 karakterden oluşmalı'])
  })

  it('refuses a deadline before the start', async () => {
    const response = await user.post('/tasks', taskBody({ starts_at: inHours(5), deadline_at: inHours(1) }))
    expect(response.statusCode).toBe(422)
    expect(response.json().errors.deadline_at).toEqual(['Bitiş tarihi başlangıç tarihinden önce olamaz'])
  })

  it('refuses another company’s people, labels, projects and someone else’s section', async () => {
    const foreignLabel = (await other.post('/tasks/label', { name: `Yabancı ${Date.now()}` })).json().data
    const foreignUser = (await other.get('/users')).json()[0].id
    const teamSection = (await team.post('/tasks/section', { title: 'Ekip bölümü' })).json().data
    const response = await user.post(
      '/tasks',
      taskBody({
        responsibles: [foreignUser],
        labels: [foreignLabel.id],
        project_id: 999_999,
        section_id: teamSection.id,
      }),
    )
    expect(response.statusCode).toBe(422)
    expect(Object.keys(response.json().errors).sort()).toEqual(
      ['labels', 'project_id', 'responsibles', 'section_id'].sort(),
    )
  })
})

describe('POST /tasks/milestone', () => {
  it('needs title, date and responsibles; the milestone starts and ends at its date', async () => {
    const invalid = await user.post('/tasks/milestone', {})
    expect(invalid.statusCode).toBe(422)
    expect(invalid.json().errors).toMatchObject({
      title: ['Bu alan zorunludur'],
      date: ['Bu alan zorunludur'],
      responsibles: ['Bu alan zorunludur'],
    })
    const date = inHours(48)
    const response = await user.post('/tasks/milestone', {
      title: uniqueTitle('Teklif teslimi'),
      description: 'Müşteriye son teklif',
      date,
      responsibles: [ids.user],
      project_id: projectId,
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json().message).toBe('Kilometre taşı oluşturuldu.')
    const task = response.json().data
    expect(task).toMatchObject({ is_milestone: true, project: { id: projectId } })
    expect(Date.parse(task.starts_at)).toBe(Date.parse(date))
    expect(Date.parse(task.deadline_at)).toBe(Date.parse(date))
  })
})

describe('GET /tasks lists', () => {
  it('answers the caller’s sections and a paginator of tasks', async () => {
    const response = await user.get('/tasks?type=list&per_page=5')
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(Array.isArray(body.sections)).toBe(true)
    expect(body.tasks).toMatchObject({ current_page: 1, per_page: 5 })
    expect(body.tasks.data.length).toBeLessThanOrEqual(5)
    expect(body.tasks.links.length).toBeGreaterThan(0)
  })

  it('answers rows as the contract says, each the same as the task detail', async () => {
    const label = (await team.post('/tasks/label', { name: `Liste ${Date.now()}`, color: 'blue' })).json()
      .data
    const full = await createTask(team, {
      responsibles: [ids.user, ids.team],
      labels: [label.id],
      project_id: projectId,
      priority: 2,
      description: 'Tüm alanlarıyla',
    })
    const done = await createTask(team, { responsibles: [ids.user] })
    await team.put(`/tasks/${done.id}`, { completed: true })
    for (const type of ['assigned', 'completed']) {
      const body = (await team.get(`/tasks?type=${type}&per_page=200`)).json()
      // The page is serialized by the service without the route's schema check: the contract holds.
      expect(taskListResponseSchema.safeParse(body).error).toBeUndefined()
      const id = type === 'assigned' ? full.id : done.id
      const row = body.tasks.data.find((task: { id: number }) => task.id === id)
      expect(row).toEqual((await team.get(`/tasks/${id}`)).json().data)
    }
  })

  it('puts each task in the right lists for admin, team and user', async () => {
    const mine = await createTask(user, { responsibles: [ids.user] })
    const fromTeam = await createTask(team, { responsibles: [ids.user] })
    const outsiders = await createTask(admin, { responsibles: [ids.outsider] })
    const done = await createTask(user, { responsibles: [ids.user] })
    await user.put(`/tasks/${done.id}`, { completed: true })

    const userList = await listIds(user, 'type=list')
    expect(userList).toEqual(expect.arrayContaining([mine.id, fromTeam.id]))
    expect(userList).not.toContain(done.id)
    expect(await listIds(team, 'type=assigned')).toContain(fromTeam.id)
    expect(await listIds(user, 'type=assigned')).not.toContain(mine.id)
    expect(await listIds(team, 'type=list')).not.toContain(fromTeam.id)

    const teamTeam = await listIds(team, 'type=team')
    expect(teamTeam).toEqual(expect.arrayContaining([mine.id, fromTeam.id]))
    expect(teamTeam).not.toContain(outsiders.id)
    expect(teamTeam).not.toContain(done.id)
    expect(await listIds(team, 'type=completed')).toContain(done.id)
    expect(await listIds(team, 'type=all')).toEqual(expect.arrayContaining([mine.id, done.id]))

    const adminAll = await listIds(admin, 'type=all')
    expect(adminAll).toEqual(expect.arrayContaining([mine.id, fromTeam.id, outsiders.id, done.id]))
    expect(await listIds(admin, 'type=team')).toContain(outsiders.id)
    expect(await listIds(admin, 'type=completed')).toContain(done.id)

    const userAll = await listIds(user, 'type=all')
    expect(userAll).not.toContain(outsiders.id)
    expect(await listIds(user, 'type=team')).not.toContain(outsiders.id)
  })

  it('keeps responsible_ids with the responsibles, and the totals with every write', async () => {
    const responsibleIds = async (id: number) =>
      (await testApp.database.db.select().from(tasks).where(eq(tasks.id, id)))[0]?.responsible_ids
    const total = async (api: Api, query: string) =>
      (await api.get(`/tasks?per_page=5&${query}`)).json().tasks.total as number
    const allBefore = await total(team, 'type=all')
    const teamBefore = await total(team, 'type=team')
    const task = await createTask(team, { responsibles: [ids.teammate, ids.user] })
    expect(await responsibleIds(task.id)).toEqual([ids.user, ids.teammate].sort((a, b) => a - b))
    expect(await total(team, 'type=all')).toBe(allBefore + 1)
    expect(await total(team, 'type=team')).toBe(teamBefore + 1)
    // Given to someone outside the team alone: it leaves the team's lists, and the total follows.
    await admin.put(`/tasks/${task.id}`, { responsibles: [ids.outsider] })
    expect(await responsibleIds(task.id)).toEqual([ids.outsider])
    const teamIds = await listIds(team, 'type=all')
    // team@ created it, so it stays theirs.
    expect(teamIds).toContain(task.id)
    await team.put(`/tasks/${task.id}`, { completed: true })
    expect(await total(team, 'type=team')).toBe(teamBefore)
    expect(await total(team, 'type=completed')).toBeGreaterThan(0)
    const alsoMine = await createTask(user, { responsibles: [ids.user] })
    expect(await total(team, 'type=all')).toBe(allBefore + 2)
    await user.delete(`/tasks/${alsoMine.id}`)
    expect(await total(team, 'type=all')).toBe(allBefore + 1)
  })

  it('keeps a page while nothing is told to change, and reads it again once another process says so', async () => {
    const task = await createTask(team, { responsibles: [ids.teammate] })
    const page = async () => (await team.get('/tasks?type=team&per_page=200')).json().tasks.data as Task[]
    const titleOf = async () => (await page()).find((row) => row.id === task.id)?.title
    expect(await titleOf()).toBe(task.title)
    // Written past this process: its kept page stands until that process's realtime event arrives.
    await testApp.database.db.update(tasks).set({ title: 'Başka süreçten' }).where(eq(tasks.id, task.id))
    expect(await titleOf()).toBe(task.title)
    testApp.app.realtime.peerPublished(companyId, { type: 'calendar/changed', content: { kind: 'task' } })
    expect(await titleOf()).toBe('Başka süreçten')
  })

  it('filters by label, project, search and a scope user picker value', async () => {
    const label = (await user.post('/tasks/label', { name: `Filtre ${Date.now()}` })).json().data
    const title = uniqueTitle('Aranan başlık')
    const labelled = await createTask(user, { title, labels: [label.id], project_id: projectId })
    const plain = await createTask(user)
    expect(await listIds(user, `type=list&label=${label.id}`)).toEqual([labelled.id])
    expect(await listIds(user, `type=list&project_id=${projectId}`)).toContain(labelled.id)
    expect(await listIds(user, `type=list&q=${encodeURIComponent(title)}`)).toEqual([labelled.id])
    const forUser = await listIds(team, `type=team&user=${encodeURIComponent(`user|${ids.user}`)}`)
    expect(forUser).toEqual(expect.arrayContaining([labelled.id, plain.id]))
    // A value outside the caller's scope is refused.
    expect(
      (await user.get(`/tasks?type=team&user=${encodeURIComponent(`user|${ids.team}`)}`)).statusCode,
    ).toBe(403)
  })
})

describe('PUT /tasks/{id}', () => {
  it('updates any subset of fields', async () => {
    const task = await createTask(user)
    const response = await user.put(`/tasks/${task.id}`, {
      title: 'Yeni başlık',
      priority: 2,
      description: null,
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toMatchObject({
      message: 'Görev güncellendi.',
      data: { title: 'Yeni başlık', priority: 2, description: null },
    })
    const late = await user.put(`/tasks/${task.id}`, { deadline_at: inHours(-10) })
    expect(late.statusCode).toBe(422)
    expect(late.json().errors.deadline_at).toEqual(['Bitiş tarihi başlangıç tarihinden önce olamaz'])
    expect((await user.put(`/tasks/${task.id}`, { title: '' })).statusCode).toBe(422)
    expect((await user.put(`/tasks/${task.id}`, { description: 'x'.repeat(501) })).statusCode).toBe(422)
  })

  it('completes (completed_at, completed_by) and undoes; TaskCompleted reaches creator and responsibles', async () => {
    const task = await createTask(team, { responsibles: [ids.user] })
    const done = await user.put(`/tasks/${task.id}`, { completed: true })
    expect(done.statusCode, done.body).toBe(200)
    expect(await listIds(team, 'type=team')).not.toContain(task.id)
    expect(await listIds(team, 'type=completed')).toContain(task.id)
    expect(done.json().message).toBe('Görev tamamlandı.')
    expect(done.json().data.completed_at).not.toBeNull()
    expect(done.json().data.completed_by).toMatchObject({ id: ids.user })
    expect(await notificationsOf(team, 'TaskCompleted', task.id)).toHaveLength(1)
    expect(await notificationsOf(user, 'TaskCompleted', task.id)).toHaveLength(0)
    const undone = await user.put(`/tasks/${task.id}`, { completed: false })
    expect(undone.json().message).toBe('Görev yeniden açıldı.')
    expect(undone.json().data).toMatchObject({ completed_at: null, completed_by: null })
    // Undone, it is open again in every open list (the responsibles' open flag follows).
    expect(await listIds(user, 'type=list')).toContain(task.id)
    expect(await listIds(team, 'type=team')).toContain(task.id)
    expect(await listIds(team, 'type=completed')).not.toContain(task.id)
  })

  it('notifies only newly added responsibles', async () => {
    const task = await createTask(user, { responsibles: [ids.user] })
    await user.put(`/tasks/${task.id}`, { responsibles: [ids.user, ids.team] })
    expect(await notificationsOf(team, 'TaskCreated', task.id)).toHaveLength(1)
    await user.put(`/tasks/${task.id}`, { responsibles: [ids.user, ids.team], title: 'Başka' })
    expect(await notificationsOf(team, 'TaskCreated', task.id)).toHaveLength(1)
  })

  it('moves a task between sections at a position', async () => {
    const a = (await user.post('/tasks/section', { title: 'Yapılacak' })).json().data
    const b = (await user.post('/tasks/section', { title: 'Yapılıyor' })).json().data
    const first = await createTask(user, { section_id: b.id })
    const second = await createTask(user, { section_id: b.id })
    const moving = await createTask(user, { section_id: a.id })
    const moved = await user.put(`/tasks/${moving.id}`, { section_id: b.id, position: 1 })
    expect(moved.statusCode, moved.body).toBe(200)
    expect(moved.json().data.section_id).toBe(b.id)
    const inB = await listIds(user, `type=list&section=${b.id}`)
    expect(inB).toEqual([second.id, moving.id, first.id])
  })

  it('lets the team lead edit a teammate’s task; user@ gets 404 for a task outside their scope', async () => {
    const task = await createTask(user, { responsibles: [ids.user] })
    expect((await team.put(`/tasks/${task.id}`, { priority: 1 })).statusCode).toBe(200)
    const outside = await createTask(admin, { responsibles: [ids.outsider] })
    expect((await user.get(`/tasks/${outside.id}`)).statusCode).toBe(404)
    expect((await user.put(`/tasks/${outside.id}`, { title: 'x' })).statusCode).toBe(404)
    expect((await user.delete(`/tasks/${outside.id}`)).statusCode).toBe(404)
    expect((await team.get(`/tasks/${outside.id}`)).statusCode).toBe(404)
  })

  it('answers 404 to another company', async () => {
    const task = await createTask(user)
    expect((await other.get(`/tasks/${task.id}`)).statusCode).toBe(404)
    expect((await other.put(`/tasks/${task.id}`, { title: 'x' })).statusCode).toBe(404)
    expect((await other.delete(`/tasks/${task.id}`)).statusCode).toBe(404)
  })
})

describe('DELETE /tasks/{id}', () => {
  it('lets the creator or an admin delete, not a responsible', async () => {
    const task = await createTask(team, { responsibles: [ids.user] })
    expect((await user.delete(`/tasks/${task.id}`)).statusCode).toBe(403)
    expect((await team.delete(`/tasks/${task.id}`)).json().message).toBe('Görev silindi.')
    expect((await team.get(`/tasks/${task.id}`)).statusCode).toBe(404)
    const another = await createTask(user)
    expect((await admin.delete(`/tasks/${another.id}`)).statusCode).toBe(200)
  })
})

describe('labels and sections', () => {
  it('lists and creates labels; the same name gives the same label', async () => {
    const name = `Etiket ${Date.now()}`
    const created = await user.post('/tasks/label', { name })
    expect(created.statusCode).toBe(200)
    expect((await user.post('/tasks/label', { name: name.toUpperCase() })).json().data.id).toBe(
      created.json().data.id,
    )
    expect((await user.get('/tasks/label')).json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ name })]),
    )
    expect((await other.get('/tasks/label')).json()).not.toEqual(
      expect.arrayContaining([expect.objectContaining({ name })]),
    )
    expect((await user.post('/tasks/label', { name: '' })).statusCode).toBe(422)
  })

  it('creates, renames, orders and deletes sections; titles up to 300 characters', async () => {
    expect((await user.post('/tasks/section', { title: 's'.repeat(300) })).statusCode).toBe(200)
    const long = await user.post('/tasks/section', { title: 's'.repeat(301) })
    expect(long.statusCode).toBe(422)
    expect(long.json().errors.title).toEqual(['En fazla 300 karakterden oluşmalı'])
    expect((await user.post('/tasks/section', { title: '' })).json().errors.title).toEqual([
      'Bu alan zorunludur',
    ])

    const section = (await user.post('/tasks/section', { title: 'Eski ad' })).json().data
    const renamed = await user.put(`/tasks/section/${section.id}`, { title: 'Yeni ad' })
    expect(renamed.json()).toMatchObject({ message: 'Bölüm güncellendi.', data: { title: 'Yeni ad' } })
    expect((await team.put(`/tasks/section/${section.id}`, { title: 'x' })).statusCode).toBe(404)

    const sections = (await user.get('/tasks?per_page=1')).json().sections as { id: number }[]
    const reversed = sections.map((s) => s.id).reverse()
    const ordered = await user.put('/tasks/sections/order', { ids: reversed })
    expect(ordered.statusCode, ordered.body).toBe(200)
    expect(ordered.json().data.map((s: { id: number }) => s.id)).toEqual(reversed)
    expect((await user.put('/tasks/sections/order', { ids: reversed.slice(1) })).statusCode).toBe(422)

    const task = await createTask(user, { section_id: section.id })
    expect((await user.delete(`/tasks/section/${section.id}`)).statusCode).toBe(200)
    expect((await user.get(`/tasks/${task.id}`)).json().data.section_id).toBeNull()
    expect((await other.delete(`/tasks/section/${sections[0]?.id}`)).statusCode).toBe(404)
  })
})

describe('reminders', () => {
  function notifyContext(): NotifyContext {
    return {
      db: testApp.database.db,
      realtime: createRealtimeBus(),
      sessions: createSessionCache(0),
      config: { appUrl: 'http://ajanda.test', mailFrom: 'Ajanda <no-reply@ajanda.test>' } as never,
      storage: createLocalStorage(path.join(testApp.dataDir, 'files'), 'http://ajanda.test'),
    }
  }

  it('queues task.remind at the reminder and reminds the responsibles once', async () => {
    const remindAt = inHours(2)
    const task = await createTask(team, { responsibles: [ids.user], remind_at: remindAt })
    const job = testApp.jobs.enqueued.findLast(
      (queued) => queued.name === TASK_REMIND_JOB && queued.data.taskId === task.id,
    )
    expect(job?.options?.startAfterSeconds).toBeGreaterThan(7000)
    expect(job?.options?.startAfterSeconds).toBeLessThanOrEqual(7200)
    expect(await remindTask(notifyContext(), job?.data)).toBe(true)
    expect(await notificationsOf(user, 'TaskReminder', task.id)).toHaveLength(1)
    const [row] = await testApp.database.db.select().from(tasks).where(eq(tasks.id, task.id))
    expect(row?.reminded_at).not.toBeNull()
    // A second run of the same job does nothing.
    expect(await remindTask(notifyContext(), job?.data)).toBe(false)
  })

  it('skips a moved or completed reminder', async () => {
    const task = await createTask(user, { remind_at: inHours(1) })
    const first = testApp.jobs.enqueued.findLast(
      (q) => q.name === TASK_REMIND_JOB && q.data.taskId === task.id,
    )
    await user.put(`/tasks/${task.id}`, { remind_at: inHours(3) })
    const second = testApp.jobs.enqueued.findLast(
      (q) => q.name === TASK_REMIND_JOB && q.data.taskId === task.id,
    )
    expect(second).not.toBe(first)
    expect(await remindTask(notifyContext(), first?.data)).toBe(false)
    await user.put(`/tasks/${task.id}`, { completed: true })
    expect(await remindTask(notifyContext(), second?.data)).toBe(false)
  })
})
