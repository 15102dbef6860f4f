import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../test-support/test-app'
import { clientWithContact, leadBody, type ProjectFixtures, projectFixtures } from './project-test-fixtures'

let testApp: TestApp
let f: ProjectFixtures
let client: { id: number; code: string }
let contactId: number
let project: { id: number; code: string }
beforeAll(async () => {
  testApp = await createTestApp()
  f = await projectFixtures(testApp)
  ;({ client, contactId } = await clientWithContact(f.admin, f.positionId))
  const data = (await f.user.post('/leads', leadBody(f, client.id, contactId))).json().data
  project = { id: data.id, code: data.code }
})
afterAll(async () => {
  await testApp?.close()
})

describe('notes and calls about a project', () => {
  it('are added with a project of the same client and shown on the project and its timeline', async () => {
    const note = await f.user.post('/notes', {
      note_title: 'Brifing',
      note_content: 'Mekan seçenekleri konuşuldu.',
      note_type: 'C',
      note_for: client.code,
      project_id: project.id,
    })
    expect(note.statusCode, note.body).toBe(200)
    expect(note.json().data.project).toEqual({ id: project.id, code: project.code, name: expect.any(String) })
    const call = await f.user.post('/phone-call-logs', {
      description: 'Tarihleri teyit ettik.',
      call_direction: 'OUTGOING',
      called_at: new Date(Date.now() - 60_000).toISOString(),
      contact_id: contactId,
      call_type: 'C',
      call_for: client.id,
      project_id: project.id,
    })
    expect(call.statusCode, call.body).toBe(200)
    const detail = (await f.user.get(`/project/${project.code}`)).json().data
    expect(detail.notes.map((n: { note_title: string }) => n.note_title)).toEqual(['Brifing'])
    expect(detail.calls.map((c: { description: string }) => c.description)).toEqual([
      'Tarihleri teyit ettik.',
    ])
    const timeline = (await f.user.get(`/project/${project.code}/timeline`)).json()
    expect(timeline.total).toBe(3)
    expect(timeline.data.map((e: { kind: string }) => e.kind).sort()).toEqual(['call', 'created', 'note'])
    const noteEntry = timeline.data.find((e: { kind: string }) => e.kind === 'note')
    expect(noteEntry).toMatchObject({
      id: `note-${note.json().data.id}`,
      actor: { id: f.ids.user, full_name: 'Gizem Aydın' },
      data: { note_title: 'Brifing', note_content: 'Mekan seçenekleri konuşuldu.' },
    })
    expect(timeline.data.find((e: { kind: string }) => e.kind === 'call').data).toMatchObject({
      call_direction: 'OUTGOING',
      contact_name: expect.any(String),
    })
  })

  it('refuses a project of another client, of a supplier note, or one the caller does not see', async () => {
    const other = await clientWithContact(f.admin, f.positionId)
    const wrongClient = await f.user.post('/notes', {
      note_title: 'x',
      note_content: 'y',
      note_type: 'C',
      note_for: other.client.id,
      project_id: project.id,
    })
    expect(wrongClient.json().errors).toEqual({ project_id: ['Geçersiz seçim'] })
    const hidden = (
      await f.admin.post(
        '/leads',
        leadBody(f, client.id, contactId, { responsible: f.people['ayse.yilmaz'], type: f.types.Kongre }),
      )
    ).json().data
    const unseen = await f.user.post('/notes', {
      note_title: 'x',
      note_content: 'y',
      note_type: 'C',
      note_for: client.id,
      project_id: hidden.id,
    })
    expect(unseen.json().errors).toEqual({ project_id: ['Geçersiz seçim'] })
    const note = (
      await f.user.post('/notes', { note_title: 'a', note_content: 'b', note_type: 'C', note_for: client.id })
    ).json().data
    expect(note.project).toBeNull()
    const moved = await f.user.put(`/notes/${note.id}`, { project_id: project.id })
    expect(moved.json().data.project.id).toBe(project.id)
    expect((await f.user.put(`/notes/${note.id}`, { project_id: null })).json().data.project).toBeNull()
  })
})

describe('the timeline', () => {
  it('pages newest first', async () => {
    for (const stage of [1, 2, 3, 4]) await f.user.put(`/leads/${project.code}`, { status: `LEAD-${stage}` })
    const first = (await f.user.get(`/project/${project.code}/timeline?page_size=2`)).json()
    expect(first.data.map((e: { data: { to_stage: number } }) => e.data.to_stage)).toEqual([4, 3])
    const second = (await f.user.get(`/project/${project.code}/timeline?page_size=2&page=2`)).json()
    expect(second.data.map((e: { data: { to_stage: number } }) => e.data.to_stage)).toEqual([2, 1])
    expect(first.total).toBe(second.total)
    expect(Date.parse(first.data[0].at)).toBeGreaterThanOrEqual(Date.parse(second.data[0].at))
  })
})
