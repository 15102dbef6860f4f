import { LEADS_CHANGED_EVENT_TYPE } from '@ajanda/contracts/projects.contract'
import { type OnlineUser, REALTIME_EVENTS } from '@ajanda/contracts/realtime.contract'
import { sql } from 'drizzle-orm'
import type { Socket } from 'socket.io-client'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { clientWithContact, leadBody, projectFixtures } from '../../modules/projects/project-test-fixtures'
import { DEMO_EMAILS } from '../../seed/demo-logins'
import { createTestApp, loginAs, type TestApp } from '../../test-support/test-app'
import { sha256 } from '../codes'
import {
  collect,
  eventually,
  listenOnEphemeralPort,
  nextEvent,
  openSocket,
  pause,
} from './socket-test-client'

let testApp: TestApp
let baseUrl: string
type Login = Awaited<ReturnType<typeof loginAs>>
let admin: Login
let user: Login
let client: Login
let other: Login
const opened: Socket[] = []

async function connect(login: Login | string | undefined): Promise<Socket> {
  const socket = await openSocket(baseUrl, typeof login === 'object' ? login.token : login)
  opened.push(socket)
  return socket
}
const names = (list: OnlineUser[]) => list.map((entry) => entry.id).sort((a, b) => a - b)

beforeAll(async () => {
  testApp = await createTestApp()
  baseUrl = await listenOnEphemeralPort(testApp.app)
  admin = await loginAs(testApp.app, DEMO_EMAILS.admin)
  user = await loginAs(testApp.app, DEMO_EMAILS.user)
  client = await loginAs(testApp.app, DEMO_EMAILS.client)
  other = await loginAs(testApp.app, DEMO_EMAILS.otherAdmin)
})
afterEach(() => {
  for (const socket of opened.splice(0)) socket.close()
})
let closed = false
afterAll(async () => {
  if (!closed) await testApp?.close()
})

describe('the realtime handshake', () => {
  it('refuses no token, an unknown token and a revoked one', async () => {
    await expect(connect(undefined)).rejects.toThrow('unauthenticated')
    await expect(connect('not-a-token')).rejects.toThrow('unauthenticated')
    const short = await loginAs(testApp.app, DEMO_EMAILS.division)
    expect(
      (await testApp.app.inject({ method: 'POST', url: '/api/v1/logout', headers: short.headers }))
        .statusCode,
    ).toBeLessThan(300)
    await expect(connect(short)).rejects.toThrow('unauthenticated')
  })

  it('refuses an expired session with its own reason', async () => {
    const session = await loginAs(testApp.app, DEMO_EMAILS.admin)
    await testApp.database.db.execute(
      sql`update access_tokens set expires_at = now() - interval '1 minute' where token_hash = ${sha256(session.token)}`,
    )
    await expect(connect(session)).rejects.toThrow('session_expired')
  })

  it('announces the build version on connect (none without a web build)', async () => {
    let version: unknown
    const socket = await openSocket(baseUrl, admin.token, (s) =>
      s.once(REALTIME_EVENTS.version, (v) => (version = v)),
    )
    opened.push(socket)
    await eventually(() => version !== undefined)
    expect(version).toEqual({ version: null })
  })

  it('disconnects a socket whose session ended (logout in another tab), at the next session check', async () => {
    const session = await loginAs(testApp.app, DEMO_EMAILS.team)
    const socket = await connect(session)
    const kept = await connect(admin)
    await testApp.app.inject({ method: 'POST', url: '/api/v1/logout', headers: session.headers })
    await testApp.app.realtimeSocket.checkSessions()
    await eventually(() => !socket.connected)
    await pause(50)
    expect(kept.connected).toBe(true)
  })
})

describe('data-created', () => {
  it('reaches the AGENCY sessions of the company that wrote: not its CLIENT users, not another company', async () => {
    const adminSocket = await connect(admin)
    const clientSocket = await connect(client)
    const otherSocket = await connect(other)
    const toOther = collect(otherSocket, REALTIME_EVENTS.dataCreated)
    const toClient = collect(clientSocket, REALTIME_EVENTS.dataCreated)
    const event = { type: 'calendar/changed', content: { kind: 'meeting' }, message: 'Kaydedildi' }
    const toAdmin = nextEvent(adminSocket, REALTIME_EVENTS.dataCreated)
    testApp.app.realtime.publish(admin.user.event_company_id, event)
    expect(await toAdmin).toEqual({ type: 'calendar/changed', content: { kind: 'meeting' } })
    await pause(200)
    expect(toOther).toEqual([])
    expect(toClient).toEqual([])
  })

  it('a lead change goes out as a bare "reload" signal: no code, stage or message for any session', async () => {
    const userSocket = await connect(user)
    const received = nextEvent(userSocket, REALTIME_EVENTS.dataCreated)
    testApp.app.realtime.publish(admin.user.event_company_id, {
      type: LEADS_CHANGED_EVENT_TYPE,
      content: { code: 'secret-code', stage: 3 },
      message: 'Fırsat kaydedildi',
    })
    expect(await received).toEqual({ type: LEADS_CHANGED_EVENT_TYPE, content: {} })
  })

  it('an unknown event type carries no content to browsers (allow-list)', async () => {
    const adminSocket = await connect(admin)
    const received = nextEvent(adminSocket, REALTIME_EVENTS.dataCreated)
    testApp.app.realtime.publish(admin.user.event_company_id, {
      type: 'something/new',
      content: { secret: 'x' },
      message: 'y',
    })
    expect(await received).toEqual({ type: 'something/new', content: {} })
  })

  it('follows a real write: a USER-scope colleague and a CLIENT contact learn nothing of a lead they may not read', async () => {
    const f = await projectFixtures(testApp)
    const { client: company, contactId } = await clientWithContact(f.admin, f.positionId)
    const adminSocket = await connect(admin)
    const userSocket = await connect(user)
    const clientSocket = await connect(client)
    const otherSocket = await connect(other)
    const toOther = collect(otherSocket, REALTIME_EVENTS.dataCreated)
    const toClient = collect(clientSocket, REALTIME_EVENTS.dataCreated)
    const toUser = nextEvent(userSocket, REALTIME_EVENTS.dataCreated)
    const toAdmin = nextEvent(adminSocket, REALTIME_EVENTS.dataCreated)
    const created = await f.admin.post('/leads', leadBody(f, company.id, contactId))
    expect(created.statusCode).toBe(200)
    expect(await toAdmin).toEqual({ type: LEADS_CHANGED_EVENT_TYPE, content: {} })
    const seen = JSON.stringify(await toUser)
    expect(seen).not.toContain(created.json().code)
    await pause(100)
    expect(toOther).toEqual([])
    expect(toClient).toEqual([])
  })
})

describe('events for some users', () => {
  it('reach only the named users, in every tab they have open', async () => {
    const userTab1 = await connect(user)
    const userTab2 = await connect(user)
    const adminSocket = await connect(admin)
    const otherSocket = await connect(other)
    const leaks = [...collect(adminSocket, 'notification'), ...collect(otherSocket, 'notification')]
    const first = nextEvent(userTab1, 'notification')
    const second = nextEvent(userTab2, 'notification')
    testApp.app.realtime.publishToUsers([user.user.id], 'notification', { id: 7 })
    expect(await first).toEqual({ id: 7 })
    expect(await second).toEqual({ id: 7 })
    await pause(200)
    expect(leaks).toEqual([])
  })
})

describe('presence', () => {
  it('lists the online users of the company to its AGENCY sessions only, until their last tab closes', async () => {
    const adminSocket = await connect(admin)
    const lists = collect<OnlineUser[]>(adminSocket, REALTIME_EVENTS.presence)
    const clientSocket = await connect(client)
    const clientLists = collect<OnlineUser[]>(clientSocket, REALTIME_EVENTS.presence)
    const otherSocket = await connect(other)
    const otherLists = collect<OnlineUser[]>(otherSocket, REALTIME_EVENTS.presence)
    const userTab1 = await connect(user)
    const userTab2 = await connect(user)

    const expected = names([
      { id: admin.user.id, name: '', profile_picture: null },
      { id: client.user.id, name: '', profile_picture: null },
      { id: user.user.id, name: '', profile_picture: null },
    ])
    await eventually(() => lists.length > 0 && String(names(lists.at(-1) ?? [])) === String(expected))
    const latest = lists.at(-1) ?? []
    expect(latest.find((entry) => entry.id === user.user.id)).toMatchObject({
      name: expect.any(String),
      profile_picture: null,
    })
    // One entry per user, whatever the number of tabs.
    expect(latest.filter((entry) => entry.id === user.user.id)).toHaveLength(1)

    userTab1.close()
    await pause(600)
    expect(names(lists.at(-1) ?? [])).toContain(user.user.id)
    userTab2.close()
    await eventually(() => !names(lists.at(-1) ?? []).includes(user.user.id))

    // A CLIENT user is listed but is not sent the list; another company hears nothing of this one.
    expect(clientLists).toEqual([])
    expect(otherLists.every((list) => list.every((entry) => entry.id === other.user.id))).toBe(true)
  })
})

describe('closing the app', () => {
  it('ends promptly with sockets connected, and the clients see the disconnect', async () => {
    const socket = await connect(admin)
    const started = Date.now()
    closed = true
    await testApp.close()
    expect(Date.now() - started).toBeLessThan(5000)
    await eventually(() => !socket.connected)
  })
})
