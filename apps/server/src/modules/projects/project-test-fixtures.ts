import { type Api, apiAs } from '../../test-support/api-client'
import { loginAs, type TestApp } from '../../test-support/test-app'

/** The demo company's sessions and ids the project route tests share. */
export interface ProjectFixtures {
  admin: Api
  division: Api
  team: Api
  user: Api
  client: Api
  other: Api
  ids: { admin: number; division: number; team: number; user: number; client: number }
  /** Project types by name: Lansman is linked to Kurumsal Etkinlikler, Kongre to Kongre ve Toplantı. */
  types: Record<string, number>
  positionId: number
  /** Demo people's ids by e-mail local part (`ayse.yilmaz`: Kongre ve Toplantı, no generated refs). */
  people: Record<string, number>
}

export async function projectFixtures(testApp: TestApp): Promise<ProjectFixtures> {
  const login = (email: string) => loginAs(testApp.app, email)
  const [admin, division, team, user, client, other] = await Promise.all(
    ['admin', 'division', 'team', 'user', 'client']
      .map((who) => login(`${who}@demo.ajanda.test`))
      .concat(login('admin@other.ajanda.test')),
  )
  const api = (session: { headers: Record<string, string> }) => apiAs(testApp.app, session.headers)
  const adminApi = api(admin as { headers: Record<string, string> })
  const types = (await adminApi.get('/definition/project-types')).json() as { id: number; name: string }[]
  const positions = (await adminApi.get('/definition/contact-positions')).json() as { id: number }[]
  const users = (await adminApi.get('/users')).json() as { id: number; email: string }[]
  const s = (x: typeof admin) => x as Awaited<ReturnType<typeof loginAs>>
  return {
    admin: adminApi,
    division: api(s(division)),
    team: api(s(team)),
    user: api(s(user)),
    client: api(s(client)),
    other: api(s(other)),
    ids: {
      admin: s(admin).user.id,
      division: s(division).user.id,
      team: s(team).user.id,
      user: s(user).user.id,
      client: s(client).user.id,
    },
    types: Object.fromEntries(types.map((type) => [type.name, type.id])),
    positionId: positions[0]?.id as number,
    people: Object.fromEntries(users.map((u) => [u.email.split('@')[0], u.id])),
  }
}

let sequence = 0
/** A name no seeded record has, so lists can be filtered to the test's own records. */
export const uniqueName = (base: string) => `${base} ${Date.now().toString(36)}${++sequence}`

/** A client with one contact, created through the API; gives their ids. */
export async function clientWithContact(api: Api, positionId: number, name = uniqueName('Proje Müşterisi')) {
  const client = (await api.post('/client', { name })).json().data as { id: number; code: string }
  const contact = (
    await api.post('/contacts', {
      name: `${name} Kişisi`,
      position_id: positionId,
      company_id: `C-${client.id}`,
      email: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@ornek.com`,
    })
  ).json().data as { id: number }
  return { client, contactId: contact.id }
}

/** A complete lead form body for `client` and `contact`. */
export function leadBody(
  fixtures: ProjectFixtures,
  client: number | string,
  contact: number | null,
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    name: uniqueName('Fırsat'),
    dates: ['2027-03-10', '2027-03-12'],
    country: 'TR',
    city: 'İstanbul',
    type: fixtures.types.Lansman,
    client,
    ...(contact ? { contact } : {}),
    status: 'LEAD-0',
    lead_close_date: '2027-01-15',
    lead_value: '100000',
    lead_currency: 'TRY',
    project_ref: uniqueName('REF').replace(/\s+/g, '-'),
    ...extra,
  }
}
