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

let testApp: TestApp
let f: ProjectFixtures
const token = uniqueName('Görünürlük').replace(/\s/g, '')
/** One lead per responsible: the user (Lansman team, KE), Deniz (Teşvik team, KE), Ayşe (KT). */
const leads: Record<'mine' | 'tesvik' | 'kt', string> = { mine: '', tesvik: '', kt: '' }
beforeAll(async () => {
  testApp = await createTestApp()
  f = await projectFixtures(testApp)
  const { client, contactId } = await clientWithContact(f.admin, f.positionId)
  const create = async (api: Api, name: string, extra: Record<string, unknown>) => {
    const response = await api.post(
      '/leads',
      leadBody(f, client.id, contactId, { name: `${token} ${name}`, ...extra }),
    )
    if (response.statusCode !== 200) throw new Error(response.body)
    return response.json().code as string
  }
  leads.mine = await create(f.user, 'mine', {})
  leads.tesvik = await create(f.admin, 'tesvik', { responsible: f.people['deniz.koc'] })
  leads.kt = await create(f.admin, 'kt', { responsible: f.people['ayse.yilmaz'], type: f.types.Kongre })
})
afterAll(async () => {
  await testApp?.close()
})

const boardCodes = async (api: Api) => {
  const board = (await api.get(`/leads?search=${encodeURIComponent(token)}`)).json()
  return board.stages.flatMap((s: { leads: { code: string }[] }) => s.leads.map((l) => l.code)).sort()
}
const listCodes = async (api: Api) =>
  (await api.get(`/projects?statuses=LEAD&search=${encodeURIComponent(token)}`))
    .json()
    .data.map((p: { code: string }) => p.code)
    .sort()

describe('who sees which projects', () => {
  it('AGENCY scope (admin) sees everything of the company', async () => {
    expect(await boardCodes(f.admin)).toEqual([leads.mine, leads.tesvik, leads.kt].sort())
  })
  it('DIVISION scope sees the projects of its division', async () => {
    expect(await boardCodes(f.division)).toEqual([leads.mine, leads.tesvik].sort())
    expect(await listCodes(f.division)).toEqual([leads.mine, leads.tesvik].sort())
    expect((await f.division.get(`/project/${leads.kt}`)).statusCode).toBe(404)
  })
  it('TEAM scope sees its team’s, USER scope its own', async () => {
    expect(await boardCodes(f.team)).toEqual([leads.mine])
    expect(await boardCodes(f.user)).toEqual([leads.mine])
    expect(await listCodes(f.user)).toEqual([leads.mine])
    for (const code of [leads.tesvik, leads.kt]) {
      expect((await f.user.get(`/leads/${code}`)).statusCode).toBe(404)
      expect((await f.user.get(`/project/${code}/timeline`)).statusCode).toBe(404)
      expect((await f.user.get(`/project/${code}/files`)).statusCode).toBe(404)
      expect((await f.user.put(`/leads/${code}`, { status: 'LEAD-1' })).statusCode).toBe(404)
      expect((await f.user.delete(`/leads/${code}`)).statusCode).toBe(404)
    }
  })
  it('another company gets 404 for every project route', async () => {
    for (const url of [`/leads/${leads.mine}`, `/project/${leads.mine}`, `/project/${leads.mine}/timeline`])
      expect((await f.other.get(url)).statusCode).toBe(404)
    expect((await f.other.put(`/leads/${leads.mine}`, { status: 'LEAD-1' })).statusCode).toBe(404)
    expect((await f.other.delete(`/leads/${leads.mine}`)).statusCode).toBe(404)
    expect(await boardCodes(f.other)).toEqual([])
  })
})

describe('responsible picker', () => {
  it('lists the caller’s scope (SCHEMA), sorted by name in Turkish order; only for oneself', async () => {
    const mine = (await f.user.get(`/leads/responsibles/${f.ids.user}`)).json()
    expect(mine.map((u: { id: number }) => u.id)).toEqual([f.ids.user])
    const team = (await f.team.get(`/leads/responsibles/${f.ids.team}`)).json() as {
      id: number
      full_name: string
    }[]
    expect(team.map((u) => u.id)).toContain(f.ids.user)
    expect(team.map((u) => u.id)).not.toContain(f.people['deniz.koc'])
    const names = team.map((u) => u.full_name)
    expect(names).toEqual([...names].sort(new Intl.Collator('tr').compare))
    const all = (await f.admin.get(`/leads/responsibles/${f.ids.admin}`)).json() as { id: number }[]
    expect(all.map((u) => u.id)).not.toContain(f.ids.client)
    expect(all.length).toBeGreaterThan(team.length)
    expect((await f.user.get(`/leads/responsibles/${f.ids.admin}`)).statusCode).toBe(403)
  })
  it('refuses a responsible outside the list', async () => {
    const { client, contactId } = await clientWithContact(f.admin, f.positionId)
    const response = await f.user.post(
      '/leads',
      leadBody(f, client.id, contactId, { responsible: f.people['deniz.koc'] }),
    )
    expect(response.json().errors).toEqual({ responsible: ['Geçersiz seçim'] })
  })
})

describe('CLIENT users', () => {
  it('cannot call the back office routes', async () => {
    expect((await f.client.get('/leads')).statusCode).toBe(403)
    expect((await f.client.post('/leads', {})).statusCode).toBe(403)
    expect((await f.client.get(`/leads/responsibles/${f.ids.client}`)).statusCode).toBe(403)
  })

  it('create simple projects with their division’s types; see their own and those they are a contact of', async () => {
    const refused = await f.client.post('/projects', {
      name: `${token} talep`,
      dates: ['2027-06-01', '2027-06-02'],
      country: 'TR',
      expected_attendee_count: 120,
      languages: ['tr'],
      type: f.types.Kongre,
    })
    expect(refused.json().errors).toEqual({ type: ['Geçersiz seçim'] })
    const missing = await f.client.post('/projects', { name: 'x' })
    expect(Object.keys(missing.json().errors).sort()).toEqual([
      'dates',
      'expected_attendee_count',
      'languages',
    ])
    const created = await f.client.post('/projects', {
      name: `${token} talep`,
      dates: ['2027-06-01', '2027-06-02'],
      country: 'TR',
      expected_attendee_count: 120,
      languages: ['tr', 'en'],
      type: f.types.Lansman,
    })
    expect(created.statusCode, created.body).toBe(200)
    // The demo client user is a contact of a client: the request names that client and that contact.
    const data = created.json().data
    expect(data).toMatchObject({
      stage: 0,
      responsible: null,
      languages: ['tr', 'en'],
      creator: { id: f.ids.client },
      contacts: [{ email: 'client@demo.ajanda.test' }],
      can_edit: false,
    })
    expect(data.client).not.toBeNull()
    const listed = await f.client.get(`/projects?statuses=LEAD&search=${encodeURIComponent(token)}`)
    expect(listed.statusCode, listed.body).toBe(200)
    expect(await listCodes(f.client)).toEqual([created.json().code])
    expect((await f.client.get(`/project/${leads.mine}`)).statusCode).toBe(404)

    // A lead the agency makes with the client user as its contact is visible to them too.
    const agencyLead = await f.admin.post(
      '/leads',
      leadBody(f, data.client.id, data.contacts[0].id, {
        name: `${token} ajans`,
        responsible: f.people['ayse.yilmaz'],
        type: f.types.Kongre,
      }),
    )
    expect(agencyLead.statusCode, agencyLead.body).toBe(200)
    expect((await f.client.get(`/project/${agencyLead.json().code}`)).statusCode).toBe(200)
    expect(await listCodes(f.client)).toHaveLength(2)
  })
})
