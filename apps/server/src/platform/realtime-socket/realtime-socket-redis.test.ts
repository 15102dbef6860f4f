import { type OnlineUser, REALTIME_EVENTS } from '@ajanda/contracts/realtime.contract'
import type { FastifyInstance } from 'fastify'
import type { Socket } from 'socket.io-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../app'
import { DEMO_EMAILS } from '../../seed/demo-logins'
import { redisAnswers } from '../../test-support/redis-probe'
import { createTestApp, loginAs, type TestApp } from '../../test-support/test-app'
import { loadConfig } from '../config'
import {
  collect,
  eventually,
  listenOnEphemeralPort,
  nextEvent,
  openSocket,
  pause,
} from './socket-test-client'

const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379'

/** A valid stage-0 lead of the demo company, with a new client and contact. */
async function minimalLead(app: FastifyInstance, headers: Record<string, string>) {
  const get = async (url: string) => (await app.inject({ method: 'GET', url, headers })).json()
  const types = (await get('/api/v1/definition/project-types')) as { id: number }[]
  const positions = (await get('/api/v1/definition/contact-positions')) as { id: number }[]
  const today = new Date().toISOString().slice(0, 10)
  return {
    name: `İki süreç ${Date.now()}`,
    dates: [today, today],
    country: 'TR',
    city: 'İstanbul',
    type: types[0]?.id,
    client: `İki Süreç Müşterisi ${Date.now()}`,
    new_contact: {
      name: 'İki Süreç Kontak',
      email: `iki.${Date.now()}@firma.example`,
      position_id: positions[0]?.id,
    },
    status: 'LEAD-0',
    lead_close_date: today,
    lead_value: '1000',
    lead_currency: 'TRY',
    project_ref: `IKI-${Date.now()}`,
  }
}

const redisUp = await redisAnswers(redisUrl)
if (!redisUp) console.warn(`realtime Redis test skipped: no Redis answers at ${redisUrl}`)

/**
 * Two server processes behind one Redis: two apps, each with its own Socket.IO server and Redis adapter,
 * on one database (the PGlite copy of this file). Nothing but Redis joins them.
 */
let testApp: TestApp
let processA: FastifyInstance
let processB: FastifyInstance
let urlA: string
let urlB: string
const sockets: Socket[] = []

async function serverProcess(): Promise<FastifyInstance> {
  const config = {
    ...loadConfig({ DATA_DIR: testApp.dataDir, APP_URL: 'http://ajanda.test', REDIS_URL: redisUrl }),
    webDistDir: undefined,
    sessionCacheMs: 0,
  }
  // The database belongs to testApp, which closes it last.
  const database = { ...testApp.database, close: async () => {} }
  const app = await buildApp({ config, database, mailer: { send: async () => {} }, logger: false })
  await app.ready()
  return app
}

describe.skipIf(!redisUp)('two server processes joined by Redis', () => {
  beforeAll(async () => {
    testApp = await createTestApp()
    processA = await serverProcess()
    processB = await serverProcess()
    urlA = await listenOnEphemeralPort(processA)
    urlB = await listenOnEphemeralPort(processB)
  })
  afterAll(async () => {
    for (const socket of sockets) socket.close()
    await processA?.close()
    await processB?.close()
    await testApp?.close()
  })

  it('delivers an event created on process A to a user connected to process B, and only to them', async () => {
    const admin = await loginAs(processA, DEMO_EMAILS.admin)
    const user = await loginAs(processA, DEMO_EMAILS.user)
    const other = await loginAs(processA, DEMO_EMAILS.otherAdmin)
    const userOnB = await openSocket(urlB, user.token)
    const adminOnB = await openSocket(urlB, admin.token)
    const otherOnB = await openSocket(urlB, other.token)
    sockets.push(userOnB, adminOnB, otherOnB)
    // The adapter's subscriptions are set up asynchronously after the connection.
    await pause(300)

    const leaks = [...collect(adminOnB, 'notification'), ...collect(otherOnB, 'notification')]
    const notification = nextEvent(userOnB, 'notification')
    processA.realtime.publishToUsers([user.user.id], 'notification', { id: 1, type: 'BizdevCreated' })
    expect(await notification).toEqual({ id: 1, type: 'BizdevCreated' })

    const otherCompany = collect(otherOnB, REALTIME_EVENTS.dataCreated)
    const dataCreated = nextEvent(adminOnB, REALTIME_EVENTS.dataCreated)
    processA.realtime.publish(admin.user.event_company_id, {
      type: 'projects/setLeads',
      content: { code: 'a' },
    })
    // In its broadcast form (company-events.ts): a lead change is a bare reload signal.
    expect(await dataCreated).toEqual({ type: 'projects/setLeads', content: {} })
    await pause(200)
    expect(leaks).toEqual([])
    expect(otherCompany).toEqual([])
  })

  it("tells process B of process A's company events, so B's cached board is not served stale", async () => {
    const admin = await loginAs(processA, DEMO_EMAILS.admin)
    const heard: number[] = []
    const stop = processB.realtime.subscribePeers((companyId) => heard.push(companyId))
    const boardOnB = async () =>
      (await processB.inject({ method: 'GET', url: '/api/v1/leads', headers: admin.headers })).json() as {
        stages: { count: number }[]
      }
    const leadsOnB = async () => (await boardOnB()).stages.reduce((sum, stage) => sum + stage.count, 0)
    try {
      const before = await leadsOnB()
      const lead = await processA.inject({
        method: 'POST',
        url: '/api/v1/leads',
        headers: admin.headers,
        payload: await minimalLead(processA, admin.headers),
      })
      expect(lead.statusCode, lead.body).toBe(200)
      await eventually(() => heard.includes(admin.user.event_company_id))
      expect(await leadsOnB()).toBe(before + 1)
    } finally {
      stop()
    }
  })

  it('lists users connected to either process, and drops them when they leave', async () => {
    const admin = await loginAs(processA, DEMO_EMAILS.admin)
    const team = await loginAs(processA, DEMO_EMAILS.team)
    const adminOnA = await openSocket(urlA, admin.token)
    sockets.push(adminOnA)
    const lists = collect<OnlineUser[]>(adminOnA, REALTIME_EVENTS.presence)
    const teamOnB = await openSocket(urlB, team.token)
    sockets.push(teamOnB)
    const has = (id: number) => (lists.at(-1) ?? []).some((entry) => entry.id === id)
    await eventually(() => has(team.user.id) && has(admin.user.id))
    teamOnB.close()
    await eventually(() => !has(team.user.id))
    expect(has(admin.user.id)).toBe(true)
  })
})
