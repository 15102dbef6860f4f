import type { ScopeOptionGroup } from '@ajanda/contracts/scope-options'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../platform/config'
import type { AppContext } from '../../platform/context'
import { createCountCache } from '../../platform/count-cache'
import { ForbiddenError } from '../../platform/errors'
import { createPublicPageCache } from '../../platform/public-page-cache'
import { createRateLimits } from '../../platform/rate-limit'
import { createRealtimeBus } from '../../platform/realtime'
import { createSessionCache } from '../../platform/session-cache'
import { createLocalStorage } from '../../platform/storage'
import { apiAs } from '../../test-support/api-client'
import { createTestApp, loginAs, type TestApp } from '../../test-support/test-app'
import { createScopeOptionsService } from './scope-options.service'
import { createUsersRepository } from './users.repository'

let testApp: TestApp
beforeAll(async () => {
  testApp = await createTestApp()
})
afterAll(async () => {
  await testApp?.close()
})

async function optionsOf(email: string, query = ''): Promise<ScopeOptionGroup[]> {
  const { headers } = await loginAs(testApp.app, email)
  const response = await apiAs(testApp.app, headers).get(`/users/scope-options${query}`)
  expect(response.statusCode, response.body).toBe(200)
  return response.json()
}
const texts = (groups: ScopeOptionGroup[]) =>
  Object.fromEntries(groups.map((g) => [g.value, g.options.map((o) => o.text)]))

describe('GET /users/scope-options', () => {
  it('AGENCY (the admin): everyone, every division, every team and every active person', async () => {
    const groups = await optionsOf('admin@demo.ajanda.test')
    expect(groups.map((g) => g.title)).toEqual(['Genel', 'Departmanlar', 'Takımlar', 'Kişiler'])
    const all = texts(groups)
    expect(all.all).toEqual(['Tümü'])
    expect(all.divisions).toEqual(['Kongre ve Toplantı', 'Kurumsal Etkinlikler'])
    expect(all.teams).toEqual(['Kongre Takımı', 'Lansman Takımı', 'Teşvik ve Gala Takımı', 'Toplantı Takımı'])
    expect(all.users).toHaveLength(19)
    expect(all.users).not.toContain('Hakan Güneş')
    const gizem = groups[3]?.options.find((o) => o.text === 'Gizem Aydın')
    expect(gizem).toMatchObject({ value: expect.stringMatching(/^user\|\d+$/), subtext: 'Proje Yöneticisi' })
  })

  it('DIVISION: the teams and people of its division', async () => {
    const all = texts(await optionsOf('division@demo.ajanda.test'))
    expect(Object.keys(all)).toEqual(['teams', 'users'])
    expect(all.teams).toEqual(['Lansman Takımı', 'Teşvik ve Gala Takımı'])
    expect(all.users).toEqual([
      'Burak Yıldız',
      'Can Öztürk',
      'Deniz Koç',
      'Ece Kurt',
      'Gizem Aydın',
      'Kerem Doğan',
      'Oğuz Kılıç',
      'Onur Özdemir',
      'Serkan Yalçın',
    ])
  })

  it('TEAM: the people of its team; USER: only themself; English on request', async () => {
    expect(texts(await optionsOf('team@demo.ajanda.test'))).toEqual({
      users: ['Can Öztürk', 'Gizem Aydın', 'Kerem Doğan'],
    })
    const own = await optionsOf('user@demo.ajanda.test', '?locale=en')
    expect(own).toEqual([
      { value: 'users', title: 'People', options: [expect.objectContaining({ text: 'Gizem Aydın' })] },
    ])
  })

  it('answers 401 without a session', async () => {
    expect((await apiAs(testApp.app).get('/users/scope-options')).statusCode).toBe(401)
  })
})

describe('scope values on the server', () => {
  const service = () => {
    const config = loadConfig({ DATA_DIR: testApp.dataDir, APP_URL: 'http://ajanda.test' })
    const ctx: AppContext = {
      config,
      database: testApp.database,
      db: testApp.database.db,
      mailer: { send: async () => {} },
      storage: createLocalStorage(testApp.dataDir, config.appUrl),
      counts: createCountCache(),
      sessions: createSessionCache(0),
      publicPages: createPublicPageCache(0),
      realtime: createRealtimeBus(),
      jobs: { enqueue: async () => {}, enqueueMany: async () => {} },
      rateLimits: createRateLimits({}),
    }
    return createScopeOptionsService(ctx)
  }
  const authOf = async (email: string) => {
    const user = await createUsersRepository(testApp.database.db).findByEmail(email)
    if (!user) throw new Error(email)
    return { user, tokenId: 0 }
  }
  const optionValue = (groups: ScopeOptionGroup[], text: string) =>
    groups.flatMap((g) => g.options).find((o) => o.text === text)?.value as string

  it("turns a value into the people it covers, and refuses one outside the caller's scope with 403", async () => {
    const scopes = service()
    const agency = await authOf('admin@demo.ajanda.test')
    const division = await authOf('division@demo.ajanda.test')
    const groups = await scopes.options(agency, 'tr')
    const kongre = optionValue(groups, 'Kongre Takımı')
    const lansman = optionValue(groups, 'Lansman Takımı')

    expect(await scopes.userIdsFor(agency, 'all')).toHaveLength(20)
    expect(await scopes.userIdsFor(agency, kongre)).toHaveLength(4)
    expect(await scopes.userIdsFor(division, lansman)).toHaveLength(3)
    // No value: the caller's whole scope, here the division director's division.
    expect(await scopes.userIdsFor(division, undefined)).toHaveLength(9)
    await expect(scopes.userIdsFor(division, kongre)).rejects.toBeInstanceOf(ForbiddenError)
    await expect(scopes.userIdsFor(division, 'all')).rejects.toBeInstanceOf(ForbiddenError)
    // Another company's team is outside every demo scope.
    const theirs = await scopes.options(await authOf('admin@other.ajanda.test'), 'tr')
    await expect(scopes.userIdsFor(agency, optionValue(theirs, 'Ankara Ekibi'))).rejects.toBeInstanceOf(
      ForbiddenError,
    )
    await expect(scopes.userIdsFor(agency, 'user|abc')).rejects.toBeInstanceOf(ForbiddenError)
  })
})
