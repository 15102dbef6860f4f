import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Api } from '../../test-support/api-client'
import { createTestApp, type TestApp } from '../../test-support/test-app'
import {
  clientWithContact,
  leadBody,
  type ProjectFixtures,
  projectFixtures,
  uniqueName,
} from './project-test-fixtures'

/**
 * docs/decisions/0047: a USER-scope user also sees, read-only, the projects they take part in (a task of
 * theirs, a meeting they are a participant of, an approved operation request of theirs). The session
 * cache keeps the viewer for a minute here, so the test also shows that a write forgets it at once.
 */
let testApp: TestApp
let f: ProjectFixtures
let companyId: number
let otherCompanyId: number
let otherType: number
const token = uniqueName('Katılım').replace(/\s/g, '')
const RANGE = 'from=2015-01-01&to=2015-12-31'
type Ref = { id: number; code: string }
/** Deniz's projects (Teşvik team): user@ (Lansman team, USER scope) is neither responsible nor creator. */
const p = {} as Record<
  | 'task'
  | 'meeting'
  | 'operation'
  | 'pending'
  | 'foreignTask'
  | 'other'
  | 'named'
  | 'declined'
  | 'foreignNamed',
  Ref
>
let taskId: number
let ourClient: { id: number; contactId: number | null }

async function project(api: Api, clientId: number | string, contactId: number | null, name: string) {
  const created = await api.post(
    '/leads',
    leadBody(f, clientId, contactId, {
      name: `${token} ${name}`,
      status: 'PREP',
      dates: ['2015-03-01', '2015-03-03'],
      lead_close_date: '2015-01-15',
      ...(api === f.other
        ? { type: otherType }
        : { responsible: api === f.user ? f.ids.user : f.people['deniz.koc'] }),
    }),
  )
  if (created.statusCode !== 200) throw new Error(created.body)
  const code = created.json().code as string
  return { id: (await api.get(`/project/${code}`)).json().data.id as number, code }
}

const run = (query: ReturnType<typeof sql>) => testApp.database.db.execute(query)

beforeAll(async () => {
  testApp = await createTestApp({ sessionCacheMs: 60_000 })
  f = await projectFixtures(testApp)
  companyId = (await f.admin.get('/me')).json().event_company_id
  otherCompanyId = (await f.other.get('/me')).json().event_company_id
  otherType = (await f.other.get('/definition/project-types')).json()[0].id
  const { client, contactId } = await clientWithContact(f.admin, f.positionId)
  ourClient = { id: client.id, contactId }
  for (const name of [
    'task',
    'meeting',
    'operation',
    'pending',
    'foreignTask',
    'named',
    'declined',
    'foreignNamed',
  ] as const)
    p[name] = await project(f.admin, client.id, contactId, name)
  const otherPosition = (await f.other.get('/definition/contact-positions')).json()[0].id
  const theirs = await clientWithContact(f.other, otherPosition)
  p.other = await project(f.other, theirs.client.id, theirs.contactId, 'other')

  // Rows no API call makes (another company's task naming user@, an approval already decided), written
  // before user@ first asks: the cache would not know them otherwise.
  const operation = (projectId: number, status: string) => sql`
    insert into requests (event_company_id, request_type, requester_id, status, project_id, starts_at, ends_at)
    values (${companyId}, 'OPERATION', ${f.ids.user}, ${status}, ${projectId}, now(), now() + interval '1 day')`
  await run(operation(p.operation.id, 'APPROVED'))
  await run(operation(p.pending.id, 'PENDING'))
  const foreignTask = async (company: number, projectId: number) => {
    const rows = await run(sql`
      insert into tasks (event_company_id, title, creator_id, responsible_id, project_id)
      values (${company}, 'Yabancı görev', ${f.ids.user}, ${f.ids.user}, ${projectId}) returning id`)
    const id = (rows as unknown as { rows: { id: number }[] }).rows[0]?.id
    await run(sql`insert into task_responsibles (task_id, user_id) values (${id}, ${f.ids.user})`)
  }
  // Another company's task on this company's project, and this company's task on another's project.
  await foreignTask(otherCompanyId, p.foreignTask.id)
  await foreignTask(companyId, p.other.id)
  // Another company's approved operation request naming user@, on this company's project and on theirs.
  for (const projectId of [p.foreignNamed.id, p.other.id])
    await run(sql`
      insert into requests (event_company_id, request_type, requester_id, status, project_id, starts_at, ends_at, details)
      values (${otherCompanyId}, 'OPERATION', ${(await f.other.get('/me')).json().id}, 'APPROVED', ${projectId},
        now(), now() + interval '1 day', ${JSON.stringify({ responsibles: [f.ids.user] })}::jsonb)`)
  // Operation requests go to admin@ alone: the test decides them.
  const chain = await f.admin.put('/approval-chains/OPERATION', {
    needs_approval: true,
    steps: [{ approver: 'USER', user_id: f.ids.admin }],
  })
  if (chain.statusCode !== 200) throw new Error(chain.body)
})
afterAll(async () => {
  await testApp?.close()
})

const listed = async (api: Api) => {
  const response = await api.get(`/projects?statuses=PREP&search=${encodeURIComponent(token)}`)
  expect(response.statusCode, response.body).toBe(200)
  const body = response.json()
  const codes = body.data.map((row: { code: string }) => row.code).sort()
  expect(body.total).toBe(codes.length)
  return codes as string[]
}
const searched = async (api: Api) =>
  ((await api.get(`/search?query=${encodeURIComponent(token)}&types=project`)).json() as { code: string }[])
    .map((row) => row.code)
    .sort()
const unclosed = async (api: Api) => {
  const response = await api.get(`/reports/unclosed-projects?${RANGE}`)
  expect(response.statusCode, response.body).toBe(200)
  return (response.json().projects as { code: string }[]).map((row) => row.code)
}
const sorted = (...refs: Ref[]) => refs.map((ref) => ref.code).sort()

describe('a USER-scope user taking part in a project', () => {
  it('sees the projects of an approved operation request of theirs, not of a pending one', async () => {
    expect(await listed(f.user)).toEqual(sorted(p.operation))
    expect((await f.user.get(`/project/${p.pending.code}`)).statusCode).toBe(404)
  })

  it('sees a project once a task of it is theirs: list, count, page, search and reports', async () => {
    expect((await f.user.get(`/project/${p.task.code}`)).statusCode).toBe(404)
    const created = await f.admin.post('/tasks', {
      title: `${token} görevi`,
      starts_at: '2015-02-20T09:00:00+03:00',
      deadline_at: '2015-02-21T18:00:00+03:00',
      responsibles: [f.ids.user, f.ids.team],
      project_id: p.task.id,
    })
    expect(created.statusCode, created.body).toBe(200)
    taskId = created.json().data.id
    expect(await listed(f.user)).toEqual(sorted(p.task, p.operation))
    const page = await f.user.get(`/project/${p.task.code}`)
    expect(page.statusCode, page.body).toBe(200)
    expect(page.json().data).toMatchObject({ code: p.task.code, can_edit: false, can_delete: false })
    expect((await f.user.get(`/project/${p.task.code}/timeline`)).statusCode).toBe(200)
    expect(await searched(f.user)).toEqual(sorted(p.task, p.operation))
    expect(await unclosed(f.user)).toEqual(expect.arrayContaining([p.task.code, p.operation.code]))
  })

  it('cannot edit, move or delete it, nor write on its tabs', async () => {
    const moved = await f.user.put(`/leads/${p.task.code}`, { status: 'OPERATION' })
    expect([403, 404]).toContain(moved.statusCode)
    expect([403, 404]).toContain((await f.user.delete(`/leads/${p.task.code}`)).statusCode)
    const link = await f.user.post(`/project/${p.task.code}/photo-links`, {
      name: 'Fotoğraflar',
      max_file_mb: 5,
      max_total_mb: 50,
    })
    expect([403, 404]).toContain(link.statusCode)
    // The project is unchanged and still read-only to them.
    const page = (await f.user.get(`/project/${p.task.code}`)).json().data
    expect(page).toMatchObject({ current_status: 'PREP', can_edit: false })
  })

  it('a TEAM-scope user sees no more for taking part', async () => {
    expect(await listed(f.team)).toEqual([])
    expect((await f.team.get(`/project/${p.task.code}`)).statusCode).toBe(404)
  })

  it('sees a project of a meeting they are a participant of', async () => {
    const types = (await f.admin.get('/definition/meeting-types')).json() as { id: number; name: string }[]
    const meeting = await f.admin.post('/meetings', {
      subject: `${token} toplantısı`,
      meeting_type_id: types.find((type) => type.name === 'İç Toplantı')?.id,
      starts_at: '2015-02-25T10:00:00+03:00',
      ends_at: '2015-02-25T11:00:00+03:00',
      location_code: 1,
      location: 'Ofis',
      companies: [],
      participants: [`U-${f.ids.user}`],
      project_id: p.meeting.id,
    })
    expect(meeting.statusCode, meeting.body).toBe(200)
    expect(await listed(f.user)).toEqual(sorted(p.task, p.meeting, p.operation))
  })

  it('may link a task of their own to it (a read of the project), not to a project out of reach', async () => {
    const body = (projectId: number) => ({
      title: `${token} takip`,
      starts_at: '2015-02-26T09:00:00+03:00',
      deadline_at: '2015-02-26T18:00:00+03:00',
      responsibles: [f.ids.user],
      project_id: projectId,
    })
    const linked = await f.user.post('/tasks', body(p.meeting.id))
    expect(linked.statusCode, linked.body).toBe(200)
    const refused = await f.user.post('/tasks', body(p.pending.id))
    expect(refused.statusCode).toBe(422)
    expect(refused.json().errors).toHaveProperty('project_id')
  })

  it('loses the project when the task goes to someone else', async () => {
    const moved = await f.admin.put(`/tasks/${taskId}`, { responsibles: [f.ids.admin] })
    expect(moved.statusCode, moved.body).toBe(200)
    expect(await listed(f.user)).toEqual(sorted(p.meeting, p.operation))
    expect((await f.user.get(`/project/${p.task.code}`)).statusCode).toBe(404)
    expect(await searched(f.user)).toEqual(sorted(p.meeting, p.operation))
    expect(await unclosed(f.user)).not.toContain(p.task.code)
  })

  it('another company’s task never opens a project, in either direction', async () => {
    expect((await f.user.get(`/project/${p.foreignTask.code}`)).statusCode).toBe(404)
    expect((await f.user.get(`/project/${p.other.code}`)).statusCode).toBe(404)
    expect(await listed(f.user)).not.toContain(p.foreignTask.code)
    expect(await listed(f.other)).toEqual(sorted(p.other))
  })
})

describe('a colleague named on an operation request (details.responsibles)', () => {
  /** team@ (TEAM scope) asks to work the project's event and names user@ as travelling with her. */
  const ask = async (project: Ref) => {
    const created = await f.team.post('/operations', {
      project_id: project.id,
      starts_at: '2015-03-01T08:00:00+03:00',
      ends_at: '2015-03-03T20:00:00+03:00',
      transportation_type: 'flight',
      responsibles: [f.ids.user],
    })
    expect(created.statusCode, created.body).toBe(200)
    return created.json().data.id as number
  }
  let namedRequest: number

  it('takes part once the request is approved, not before', async () => {
    namedRequest = await ask(p.named)
    expect((await f.user.get(`/project/${p.named.code}`)).statusCode).toBe(404)
    const approved = await f.admin.post(`/approvals/${namedRequest}/approve`)
    expect(approved.statusCode, approved.body).toBe(200)
    expect(approved.json().data.status).toBe('APPROVED')
    expect(await listed(f.user)).toContain(p.named.code)
    const page = await f.user.get(`/project/${p.named.code}`)
    expect(page.statusCode, page.body).toBe(200)
    expect(page.json().data).toMatchObject({ can_edit: false, read_only: true })
  })

  it('a declined request opens nothing', async () => {
    const declined = await f.admin.post(`/approvals/${await ask(p.declined)}/decline`, { reason: 'Yer yok' })
    expect(declined.statusCode, declined.body).toBe(200)
    expect((await f.user.get(`/project/${p.declined.code}`)).statusCode).toBe(404)
    expect(await listed(f.user)).not.toContain(p.declined.code)
  })

  it('loses the project when the request no longer names them', async () => {
    // No screen edits an approved request: the row is changed as a correction would, then any write
    // through the app forgets the cached viewers.
    await run(sql`update requests set details = jsonb_set(details, '{responsibles}', '[]'::jsonb)
      where id = ${namedRequest}`)
    expect((await f.admin.post(`/approvals/${namedRequest}/approve`)).statusCode).not.toBe(200)
    expect((await f.user.get(`/project/${p.named.code}`)).statusCode).toBe(404)
    expect(await listed(f.user)).not.toContain(p.named.code)
  })

  it('another company’s request naming them opens nothing, on either company’s project', async () => {
    expect((await f.user.get(`/project/${p.foreignNamed.code}`)).statusCode).toBe(404)
    expect((await f.user.get(`/project/${p.other.code}`)).statusCode).toBe(404)
  })

  it('the project answer says read_only only to those who see it by taking part', async () => {
    expect((await f.user.get(`/project/${p.operation.code}`)).json().data.read_only).toBe(true)
    expect((await f.admin.get(`/project/${p.operation.code}`)).json().data).toMatchObject({
      can_edit: true,
      read_only: false,
    })
    // A project of her own is hers by scope: writable tabs.
    const own = await project(f.user, ourClient.id, ourClient.contactId, 'own')
    expect((await f.user.get(`/project/${own.code}`)).json().data.read_only).toBe(false)
  })
})
