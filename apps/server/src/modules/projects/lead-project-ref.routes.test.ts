import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../test-support/test-app'
import { clientWithContact, leadBody, type ProjectFixtures, projectFixtures } from './project-test-fixtures'

let testApp: TestApp
let f: ProjectFixtures
let client: { id: number; code: string }
let contactId: number
beforeAll(async () => {
  testApp = await createTestApp()
  f = await projectFixtures(testApp)
  ;({ client, contactId } = await clientWithContact(f.admin, f.positionId))
})
afterAll(async () => {
  await testApp?.close()
})

const year = new Intl.DateTimeFormat('en', { timeZone: 'Europe/Istanbul', year: 'numeric' }).format(
  new Date(),
)
const sequence = (ref: string) => Number(ref.split('-')[2])

describe('GET /leads/project-ref', () => {
  it("shows the reference the responsible's generating division will give, without taking it", async () => {
    const first = await f.user.get('/leads/project-ref')
    expect(first.statusCode, first.body).toBe(200)
    const suggestion = first.json() as { project_ref: string; generated: boolean }
    expect(suggestion).toEqual({
      project_ref: expect.stringMatching(new RegExp(`^KE-${year}-\\d{3,}$`)),
      generated: true,
    })
    // Asking again takes no number.
    expect((await f.user.get('/leads/project-ref')).json()).toEqual(suggestion)
    const saved = await f.user.post('/leads', leadBody(f, client.id, contactId, { project_ref: null }))
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json().data.project_ref).toBe(suggestion.project_ref)
    const next = (await f.user.get('/leads/project-ref')).json() as { project_ref: string }
    expect(sequence(next.project_ref)).toBe(sequence(suggestion.project_ref) + 1)
  })

  it('skips a number a typed reference took, as the save does', async () => {
    const { project_ref: ref } = (await f.user.get('/leads/project-ref')).json() as { project_ref: string }
    const typed = await f.admin.post('/leads', leadBody(f, client.id, contactId, { project_ref: ref }))
    expect(typed.statusCode, typed.body).toBe(200)
    const after = (await f.user.get('/leads/project-ref')).json() as { project_ref: string }
    expect(sequence(after.project_ref)).toBe(sequence(ref) + 1)
  })

  it("answers for the responsible named; a division that types references gets its prefix's pattern to accept", async () => {
    const ayse = f.people['ayse.yilmaz'] as number
    expect((await f.admin.get(`/leads/project-ref?responsible=${f.ids.user}`)).json()).toMatchObject({
      generated: true,
      project_ref: expect.stringMatching(/^KE-/),
    })
    // Kongre ve Toplantı types its references and has no prefix: nothing to suggest.
    expect((await f.admin.get(`/leads/project-ref?responsible=${ayse}`)).json()).toEqual({
      project_ref: null,
      generated: false,
    })
    const divisions = (await f.admin.get('/divisions')).json() as { id: number; name: string }[]
    const kt = divisions.find((division) => division.name === 'Kongre ve Toplantı') as { id: number }
    const updated = await f.admin.put(`/divisions/${kt.id}`, {
      name: 'Kongre ve Toplantı',
      auto_project_ref: 0,
      project_ref_prefix: 'kt',
    })
    expect(updated.statusCode, updated.body).toBe(200)
    expect((await f.admin.get(`/leads/project-ref?responsible=${ayse}`)).json()).toEqual({
      project_ref: `KT-${year}-001`,
      generated: false,
    })
    // Accepted as typed, it is taken; the next suggestion moves on.
    const saved = await f.admin.post(
      '/leads',
      leadBody(f, client.id, contactId, { responsible: ayse, project_ref: `KT-${year}-001` }),
    )
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json().data.project_ref).toBe(`KT-${year}-001`)
    expect((await f.admin.get(`/leads/project-ref?responsible=${ayse}`)).json()).toEqual({
      project_ref: `KT-${year}-002`,
      generated: false,
    })
  })

  it('is for staff of the company: another company gets 404, a CLIENT user 403, bad ids 422', async () => {
    expect((await f.other.get(`/leads/project-ref?responsible=${f.ids.user}`)).statusCode).toBe(404)
    expect((await f.client.get('/leads/project-ref')).statusCode).toBe(403)
    const bad = await f.admin.get('/leads/project-ref?responsible=abc')
    expect(bad.statusCode).toBe(422)
    expect(Object.keys(bad.json().errors)).toEqual(['responsible'])
  })
})
