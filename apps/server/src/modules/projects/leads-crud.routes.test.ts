import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RealtimeEvent } from '../../platform/realtime'
import { createTestApp, type TestApp } from '../../test-support/test-app'
import {
  clientWithContact,
  leadBody,
  type ProjectFixtures,
  projectFixtures,
  uniqueName,
} from './project-test-fixtures'

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

describe('leads: create, read, update, delete', () => {
  it('creates a lead (responsible defaults to the caller) and reads it back', async () => {
    const body = leadBody(f, client.id, contactId, { lead_value: '2500.50', lead_currency: 'EUR' })
    const response = await f.user.post('/leads', body)
    expect(response.statusCode, response.body).toBe(200)
    const json = response.json()
    expect(json.message).toBe('İş fırsatı eklendi.')
    expect(json.code).toBe(json.data.code)
    expect(json.data).toMatchObject({
      name: body.name,
      stage: 0,
      current_status: 'LEAD-0',
      current_status_group: 'LEAD',
      starts_at: '2027-03-10',
      ends_at: '2027-03-12',
      lead_value: '2500.5',
      lead_currency: 'EUR',
      client: { id: client.id, code: client.code },
      responsible: { id: f.ids.user, full_name: 'Gizem Aydın' },
      contacts: [{ id: contactId }],
      status_history: [{ from_stage: null, to_stage: 0, by: { id: f.ids.user } }],
      can_edit: true,
      can_delete: true,
      read_only: false,
    })
    const read = await f.user.get(`/leads/${json.code}`)
    expect(read.statusCode).toBe(200)
    expect(read.json().data.name).toBe(body.name)
    expect((await f.user.get(`/project/${json.code}`)).json().data.code).toBe(json.code)
  })

  it('creates the client and its contact with the lead, in one go', async () => {
    const clientName = uniqueName('Yeni Müşteri')
    const response = await f.user.post(
      '/leads',
      leadBody(f, clientName, null, {
        new_contact: { name: 'Yeni Kişi', email: 'Yeni.Kisi@Ornek.com', position_id: f.positionId },
      }),
    )
    expect(response.statusCode, response.body).toBe(200)
    const data = response.json().data
    expect(data.client.name).toBe(clientName)
    expect(data.contacts).toMatchObject([{ name: 'Yeni Kişi', email: 'yeni.kisi@ornek.com' }])
    const profile = (await f.user.get(`/client/${data.client.code}`)).json()
    expect(profile.contacts.map((c: { name: string }) => c.name)).toEqual(['Yeni Kişi'])
  })

  it('moves a lead between stages: each move on the history with who and when; edits name their fields', async () => {
    const code = (await f.user.post('/leads', leadBody(f, client.id, contactId))).json().code
    const moved = await f.team.put(`/leads/${code}`, { status: 'LEAD-3' })
    expect(moved.statusCode, moved.body).toBe(200)
    expect(moved.json()).toMatchObject({ message: 'İş fırsatı güncellendi.', data: { stage: 3 } })
    await f.user.put(`/leads/${code}`, { status: 'PREP', city: 'Ankara' })
    const detail = (await f.user.get(`/leads/${code}`)).json().data
    expect(detail.current_status_group).toBe('PREP')
    expect(detail.status_history).toMatchObject([
      { from_stage: null, to_stage: 0, by: { id: f.ids.user } },
      { from_stage: 0, to_stage: 3, by: { id: f.ids.team } },
      { from_stage: 3, to_stage: 8, by: { id: f.ids.user } },
    ])
    expect(Date.parse(detail.status_history[1].at)).toBeGreaterThan(0)
    const timeline = (await f.user.get(`/project/${code}/timeline`)).json()
    expect(timeline.data.map((e: { kind: string }) => e.kind)).toEqual([
      'stage_changed',
      'updated',
      'stage_changed',
      'created',
    ])
    expect(timeline.data[1].data).toEqual({ fields: ['city'] })
    expect(timeline.data[0]).toMatchObject({
      data: { from_stage: 3, to_stage: 8 },
      actor: { id: f.ids.user },
    })
    // Past the lead stages the client is a confirmed (existing) client.
    expect((await f.user.get(`/client/${client.code}`)).json().status).toBe('EXISTING')
  })

  it('lets only the responsible, the creator, their scope superiors and admins edit; others 403 or 404', async () => {
    const code = (await f.user.post('/leads', leadBody(f, client.id, contactId))).json().code
    expect((await f.division.put(`/leads/${code}`, { status: 'LEAD-1' })).statusCode).toBe(200)
    expect((await f.admin.put(`/leads/${code}`, { status: 'LEAD-2' })).statusCode).toBe(200)
    // A colleague of another team does not see it at all.
    const kongre = await f.admin.post(
      '/leads',
      leadBody(f, client.id, contactId, { responsible: f.people['ayse.yilmaz'], type: f.types.Kongre }),
    )
    expect(kongre.statusCode, kongre.body).toBe(200)
    expect((await f.user.put(`/leads/${kongre.json().code}`, { status: 'LEAD-1' })).statusCode).toBe(404)
    // The division director sees a lead created by one of theirs, but may not move it when the
    // responsible is outside the division.
    const foreign = await f.user.post(
      '/leads',
      leadBody(f, client.id, contactId, { responsible: f.ids.user }),
    )
    await f.admin.put(`/leads/${foreign.json().code}`, {
      responsible: f.people['ayse.yilmaz'],
      project_ref: uniqueName('X').replace(/\s/g, ''),
    })
    const denied = await f.team.put(`/leads/${foreign.json().code}`, { status: 'LEAD-1' })
    expect(denied.statusCode).toBe(403)
    expect(denied.json()).toEqual({ message: 'Bu işlem için yetkin yok.' })
    expect((await f.team.get(`/leads/${foreign.json().code}`)).json().data.can_edit).toBe(false)
  })

  it('deletes only leads; a confirmed project answers 422 with the archive hint', async () => {
    const lead = (await f.user.post('/leads', leadBody(f, client.id, contactId))).json().code
    expect((await f.user.delete(`/leads/${lead}`)).json()).toEqual({ message: 'İş fırsatı silindi.' })
    expect((await f.user.get(`/leads/${lead}`)).statusCode).toBe(404)
    const project = (
      await f.user.post('/leads', leadBody(f, client.id, contactId, { status: 'OPERATION' }))
    ).json()
    expect(project.data.can_delete).toBe(false)
    const refused = await f.user.delete(`/leads/${project.code}`)
    expect(refused.statusCode).toBe(422)
    expect(refused.json().errors.status[0]).toMatch(/arşivlenir/)
    expect(refused.json().message).toBe(refused.json().errors.status[0])
  })

  it('publishes a realtime event on create, update and delete', async () => {
    const events: { companyId: number; event: RealtimeEvent }[] = []
    const stop = testApp.app.realtime.subscribe((companyId, event) => events.push({ companyId, event }))
    try {
      const created = (await f.user.post('/leads', leadBody(f, client.id, contactId))).json()
      await f.user.put(`/leads/${created.code}`, { status: 'LEAD-4' })
      await f.user.delete(`/leads/${created.code}`)
      expect(events.map((e) => e.event.content)).toMatchObject([
        { code: created.code, stage: 0 },
        { code: created.code, stage: 4 },
        { code: created.code, deleted: true },
      ])
      expect(events[0]?.event.type).toBe('projects/setLeads')
      expect(events[0]?.event.message).toBe('İş fırsatı eklendi.')
      const me = (await f.user.get('/me')).json()
      expect(events.every((e) => e.companyId === me.event_company_id)).toBe(true)
    } finally {
      stop()
    }
  })
})
