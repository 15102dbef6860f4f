import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_EMAILS } from '../../seed/demo-logins'
import type { Api } from '../../test-support/api-client'
import { createTestApp, loginAs, type TestApp } from '../../test-support/test-app'
import {
  clientWithContact,
  leadBody,
  type ProjectFixtures,
  projectFixtures,
  uniqueName,
} from '../projects/project-test-fixtures'

interface Found {
  type: string
  id: number
  code: string | null
  name: string
  email: string | null
  project_ref: string | null
  project_name: string | null
  path: string | null
}

let testApp: TestApp
let f: ProjectFixtures
/** One word no seeded record has: every attendee's last name below carries it. */
const token = uniqueName('Zeytin').replace(/\s/g, '').toLowerCase()
const found: Record<'mine' | 'kt', { id: number; project: string; name: string }> = {
  mine: { id: 0, project: '', name: '' },
  kt: { id: 0, project: '', name: '' },
}

beforeAll(async () => {
  testApp = await createTestApp()
  f = await projectFixtures(testApp)
  const { client, contactId } = await clientWithContact(f.admin, f.positionId)
  const lead = async (api: Api, name: string, extra: Record<string, unknown>) => {
    const response = await api.post('/leads', leadBody(f, client.id, contactId, { name, ...extra }))
    if (response.statusCode !== 200) throw new Error(response.body)
    return response.json().code as string
  }
  const attendee = async (project: string, body: Record<string, unknown>) => {
    const id = (await f.admin.get(`/project/${project}`)).json().data.id as number
    const response = await f.admin.post(`/project/${id}/attendees`, body)
    if (response.statusCode !== 200) throw new Error(response.body)
    return response.json().data.id as number
  }
  // The user's own project, and one of Ayşe's (another division and team) the user does not see.
  const mine = await lead(f.user, `${token} Bayi Toplantısı`, {})
  const kt = await lead(f.admin, `${token} Kongre`, {
    responsible: f.people['ayse.yilmaz'],
    type: f.types.Kongre,
  })
  found.mine = {
    project: mine,
    name: `Şükran ${token}`,
    id: await attendee(mine, {
      first_name: 'Şükran',
      last_name: token,
      email: `sukran.${token}@bayi.test`,
      phone: '+90 532 417 88 19',
    }),
  }
  found.kt = {
    project: kt,
    name: `Ilgaz ${token}`,
    id: await attendee(kt, { first_name: 'Ilgaz', last_name: token, email: `ilgaz.${token}@kongre.test` }),
  }
})
afterAll(async () => {
  await testApp?.close()
})

const search = async (api: Api, query: string, types?: string) => {
  const response = await api.get(
    `/search?query=${encodeURIComponent(query)}${types ? `&types=${types}` : ''}`,
  )
  expect(response.statusCode, response.body).toBe(200)
  return (response.json() as Found[]).filter((result) => result.type === 'attendee')
}
const ids = (results: Found[]) => results.map((result) => result.id).sort((a, b) => a - b)

describe('GET /search finds attendees', () => {
  it('by name, Turkish letters ignored, opening the project’s attendees tab with the drawer', async () => {
    for (const query of [`sukran ${token}`, `ŞÜKRAN ${token.toUpperCase()}`, token.slice(0, -1)]) {
      expect(ids(await search(f.admin, query)), query).toContain(found.mine.id)
    }
    const [result] = await search(f.admin, `sukran ${token}`)
    expect(result).toMatchObject({
      type: 'attendee',
      name: found.mine.name,
      code: found.mine.project,
      email: `sukran.${token}@bayi.test`,
      project_name: `${token} Bayi Toplantısı`,
    })
    expect(result?.path).toBe(`/project/${found.mine.project}/attendees?attendee=${found.mine.id}`)
  })

  it('by e-mail when the query reads as one, by phone digits when it reads as a number', async () => {
    // The address first; names alike (the token) follow as near spellings.
    expect((await search(f.admin, `sukran.${token}@`))[0]?.id).toBe(found.mine.id)
    expect((await search(f.admin, `${token}@kongre`))[0]?.id).toBe(found.kt.id)
    expect((await search(f.admin, `@bayi.test`)).map((r) => r.id)).toContain(found.mine.id)
    for (const phone of ['532 417 88', '0532-417-8819', '4178819']) {
      expect(ids(await search(f.admin, phone)), phone).toEqual([found.mine.id])
    }
  })

  it('only attendees of projects in the caller’s scope', async () => {
    expect(ids(await search(f.admin, token))).toEqual([found.mine.id, found.kt.id].sort((a, b) => a - b))
    expect(ids(await search(f.user, token))).toEqual([found.mine.id])
    expect(ids(await search(f.user, `${token}@kongre`))).not.toContain(found.kt.id)
    expect(ids(await search(f.division, token))).toEqual([found.mine.id])
    expect(ids(await search(f.admin, token, 'attendee'))).toHaveLength(2)
    expect(await search(f.admin, token, 'client,supplier')).toEqual([])
  })

  it('nothing of another company', async () => {
    expect(await search(f.other, token)).toEqual([])
    expect(await search(f.other, `sukran.${token}@bayi.test`)).toEqual([])
    expect(await search(f.other, '532 417 88 19')).toEqual([])
  })

  it('answers a CLIENT user 403', async () => {
    const client = await loginAs(testApp.app, DEMO_EMAILS.client)
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/v1/search?query=${encodeURIComponent(token)}&types=attendee`,
      headers: client.headers,
    })
    expect(response.statusCode).toBe(403)
    expect(response.body).not.toContain(token)
  })
})
