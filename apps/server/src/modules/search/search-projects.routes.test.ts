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
  company_id: string | null
  company: { type: string; code: string; name: string } | null
  project_ref: string | null
  starts_at: string | null
  path: string | null
}

let testApp: TestApp
let f: ProjectFixtures
/** One word no seeded record has: every name below carries it. */
const token = uniqueName('Arkeo').replace(/\s/g, '').toLowerCase()
const leads: Record<'mine' | 'kt', { code: string; ref: string }> = {
  mine: { code: '', ref: '' },
  kt: { code: '', ref: '' },
}
beforeAll(async () => {
  testApp = await createTestApp()
  f = await projectFixtures(testApp)
  const { client, contactId } = await clientWithContact(f.admin, f.positionId)
  const create = async (api: Api, name: string, extra: Record<string, unknown>) => {
    const response = await api.post('/leads', leadBody(f, client.id, contactId, { name, ...extra }))
    if (response.statusCode !== 200) throw new Error(response.body)
    const code = response.json().code as string
    const project = (await api.get(`/project/${code}`)).json().data as { project_ref: string }
    return { code, ref: project.project_ref }
  }
  // The user's own lead (the Lansman team of Kurumsal Etkinlikler: a generated KE-… reference).
  leads.mine = await create(f.user, `${token} Şirket İçi Gala`, {})
  // Ayşe's (Kongre ve Toplantı, another division and team): a typed reference with Turkish letters.
  leads.kt = await create(f.admin, `${token} Ulusal ÇAĞDAŞ Kongre`, {
    responsible: f.people['ayse.yilmaz'],
    type: f.types.Kongre,
    project_ref: `AKD-2027-İZM-${token.slice(-4)}`,
  })
})
afterAll(async () => {
  await testApp?.close()
})

const search = async (api: Api, query: string, types?: string) => {
  const response = await api.get(
    `/search?query=${encodeURIComponent(query)}${types ? `&types=${types}` : ''}`,
  )
  expect(response.statusCode, response.body).toBe(200)
  return response.json() as Found[]
}
const codes = (results: Found[]) => results.map((result) => result.code).sort()

describe('GET /search finds projects and leads', () => {
  it('by name: "gala" finds the demo gala project and gala lead, typed, with their client and page', async () => {
    const results = await search(f.admin, 'gala')
    const project = results.find((r) => r.name === 'Boğaziçi Yatırım Yıl Sonu Galası')
    expect(project).toMatchObject({
      type: 'project',
      company: { type: 'client', name: 'Boğaziçi Yatırım Bankası' },
    })
    expect(project?.path).toBe(`/project/${project?.code}/main`)
    expect(project?.company_id).toMatch(/^C-\d+$/)
    expect(project?.starts_at).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    const lead = results.find((r) => r.name === 'Atlas Yapı Proje Tanıtım Galası')
    expect(lead).toMatchObject({ type: 'lead', company: { name: 'Atlas Yapı ve Gayrimenkul' } })
    expect(lead?.path).toBe(`/bizdev/${lead?.code}`)
    // The clients and suppliers are still there beside them.
    expect((await search(f.admin, 'bogazici')).map((r) => r.type)).toEqual(
      expect.arrayContaining(['client', 'project']),
    )
  })

  it('ignores case and Turkish letters in names and references', async () => {
    for (const query of [`${token} cagdas`, `${token.toUpperCase()} ÇAĞDAŞ`, `ulusal çağdaş kongre`]) {
      expect(codes(await search(f.admin, query)), query).toContain(leads.kt.code)
    }
    expect(leads.kt.ref).toMatch(/^AKD-2027-İZM-/)
    for (const query of ['AKD-2027', 'akd-2027-izm', `akd-2027-İzm-${token.slice(-4)}`, '2027-izm']) {
      const found = (await search(f.admin, query)).find((r) => r.code === leads.kt.code)
      expect(found, query).toMatchObject({ type: 'lead', project_ref: leads.kt.ref })
    }
    // A generated reference too (KE-{year}-{n}), and the code as it is in the page's address.
    expect(leads.mine.ref).toMatch(/^KE-\d{4}-\d+$/)
    expect(codes(await search(f.admin, leads.mine.ref.toLowerCase()))).toContain(leads.mine.code)
    expect(codes(await search(f.admin, leads.mine.code))).toEqual([leads.mine.code])
  })

  it('finds only the projects the caller sees: USER scope its own, not another team’s', async () => {
    expect(codes(await search(f.admin, token))).toEqual([leads.kt.code, leads.mine.code].sort())
    expect(codes(await search(f.user, token))).toEqual([leads.mine.code])
    expect(codes(await search(f.user, leads.kt.ref))).toEqual([])
    expect(codes(await search(f.user, 'gala')).filter(Boolean)).not.toContain(leads.kt.code)
    expect(codes(await search(f.division, token))).toEqual([leads.mine.code])
  })

  it('nothing of another company', async () => {
    expect(await search(f.other, token)).toEqual([])
    expect(await search(f.other, leads.kt.ref)).toEqual([])
    expect(await search(f.other, leads.mine.code)).toEqual([])
    expect((await search(f.other, 'gala')).filter((r) => r.name.includes('Boğaziçi'))).toEqual([])
  })

  it('types limits the kinds: leads only, projects only, companies only', async () => {
    expect((await search(f.admin, 'gala', 'lead')).every((r) => r.type === 'lead')).toBe(true)
    expect((await search(f.admin, 'gala', 'project')).map((r) => r.name)).toContain(
      'Boğaziçi Yatırım Yıl Sonu Galası',
    )
    expect(await search(f.admin, token, 'client,supplier')).toEqual([])
    expect((await f.admin.get('/search?query=gala&types=people')).statusCode).toBe(422)
  })

  it('shares the 20 places between the kinds: many clients do not hide the one lead', async () => {
    const word = uniqueName('Kalabalık').replace(/\s/g, '')
    for (let n = 0; n < 22; n++) await f.admin.post('/client', { name: `${word} Müşteri ${n}` })
    const { client, contactId } = await clientWithContact(f.admin, f.positionId)
    await f.admin.post('/leads', leadBody(f, client.id, contactId, { name: `${word} Fırsat` }))
    const results = await search(f.admin, word)
    expect(results).toHaveLength(20)
    expect(results.filter((r) => r.type === 'lead').map((r) => r.name)).toEqual([`${word} Fırsat`])
    expect((await search(f.admin, word, 'client')).length).toBe(20)
    expect(results.filter((r) => r.type === 'client')).toHaveLength(19)
  })

  it('answers a CLIENT user 403: they find no agency record', async () => {
    const client = await loginAs(testApp.app, DEMO_EMAILS.client)
    for (const query of ['gala', token, leads.kt.ref]) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: `/api/v1/search?query=${encodeURIComponent(query)}`,
        headers: client.headers,
      })
      expect(response.statusCode).toBe(403)
      expect(response.body).not.toContain('Galası')
    }
  })
})
