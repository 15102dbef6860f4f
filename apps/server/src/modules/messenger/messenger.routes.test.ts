import { MESSAGE_MAX_LENGTH, MESSENGER_EVENTS } from '@ajanda/contracts/messenger.contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_EMAILS } from '../../seed/demo-logins'
import { createTestApp, loginAs, type TestApp } from '../../test-support/test-app'

type Session = Awaited<ReturnType<typeof loginAs>>
let testApp: TestApp
let admin: Session
let team: Session
let user: Session
let client: Session
let other: Session
const delivered: { userIds: number[]; eventName: string; payload: unknown }[] = []

beforeAll(async () => {
  testApp = await createTestApp()
  admin = await loginAs(testApp.app, 'admin@demo.ajanda.test')
  team = await loginAs(testApp.app, 'team@demo.ajanda.test')
  user = await loginAs(testApp.app, 'user@demo.ajanda.test')
  client = await loginAs(testApp.app, 'client@demo.ajanda.test')
  other = await loginAs(testApp.app, DEMO_EMAILS.otherAdmin)
  testApp.app.realtime.subscribeUsers((userIds, eventName, payload) =>
    delivered.push({ userIds, eventName, payload }),
  )
})
afterAll(() => testApp.close())

const call = (session: Session, method: 'GET' | 'POST', url: string, payload?: object) =>
  testApp.app.inject({ method, url: `/api/v1/messenger${url}`, headers: session.headers, payload })

async function start(session: Session, userIds: number[], title?: string) {
  const response = await call(session, 'POST', '/conversations', { user_ids: userIds, title })
  expect(response.statusCode, response.body).toBe(200)
  return response.json().data as { id: number; kind: string; participants: { id: number }[] }
}
const send = async (session: Session, id: number, body: string) => {
  const response = await call(session, 'POST', `/conversations/${id}/messages`, { body })
  expect(response.statusCode, response.body).toBe(201)
  return response.json().data as { id: number; body: string }
}

describe('conversations', () => {
  it('gives two people one direct conversation, whoever starts it', async () => {
    const first = await start(admin, [team.user.id])
    const again = await start(team, [admin.user.id])
    expect(again.id).toBe(first.id)
    expect(first.kind).toBe('direct')
    expect(first.participants.map((p) => p.id).sort()).toEqual([admin.user.id, team.user.id].sort())
  })

  it('makes a group of several people or with a title, and tells the others', async () => {
    delivered.length = 0
    const group = await start(admin, [team.user.id, user.user.id], 'Lansman ekibi')
    expect(group.kind).toBe('group')
    expect(group.participants).toHaveLength(3)
    expect(delivered).toContainEqual({
      userIds: expect.arrayContaining([team.user.id, user.user.id]),
      eventName: MESSENGER_EVENTS.conversation,
      payload: { conversation_id: group.id },
    })
  })

  it('refuses nobody, a client user or a user of another company (422), and client users altogether (403)', async () => {
    for (const ids of [[admin.user.id], [client.user.id], [other.user.id], []]) {
      const response = await call(admin, 'POST', '/conversations', { user_ids: ids })
      expect(response.statusCode, JSON.stringify(ids)).toBe(422)
    }
    expect((await call(client, 'GET', '/conversations')).statusCode).toBe(403)
  })
})

describe('messages', () => {
  it('delivers a message to every participant and counts it unread for the others until read', async () => {
    const group = await start(admin, [team.user.id, user.user.id], 'Okundu testi')
    delivered.length = 0
    const message = await send(admin, group.id, '  Yarın 10:00 toplantı  ')
    expect(message.body).toBe('Yarın 10:00 toplantı')
    expect(delivered).toContainEqual({
      userIds: expect.arrayContaining([admin.user.id, team.user.id, user.user.id]),
      eventName: MESSENGER_EVENTS.message,
      payload: { message: expect.objectContaining({ id: message.id, sender_id: admin.user.id }) },
    })

    const unreadOf = async (session: Session) =>
      (await call(session, 'GET', '/conversations'))
        .json()
        .data.find((c: { id: number }) => c.id === group.id)
    expect((await unreadOf(team)).unread_count).toBe(1)
    expect((await unreadOf(admin)).unread_count).toBe(0)
    expect((await call(team, 'GET', '/unread')).json().unread_count).toBeGreaterThanOrEqual(1)

    delivered.length = 0
    expect(
      (await call(team, 'POST', `/conversations/${group.id}/read`, { message_id: message.id })).statusCode,
    ).toBe(204)
    const seen = await unreadOf(team)
    expect(seen.unread_count).toBe(0)
    expect(seen.participants.find((p: { id: number }) => p.id === team.user.id).last_read_message_id).toBe(
      message.id,
    )
    expect(delivered[0]).toMatchObject({
      eventName: MESSENGER_EVENTS.read,
      payload: { conversation_id: group.id, user_id: team.user.id, last_read_message_id: message.id },
    })
    // A late receipt for an older message never moves the mark back.
    const later = await send(admin, group.id, 'İkinci')
    await call(team, 'POST', `/conversations/${group.id}/read`, { message_id: later.id })
    await call(team, 'POST', `/conversations/${group.id}/read`, { message_id: message.id })
    const still = await unreadOf(team)
    expect(still.participants.find((p: { id: number }) => p.id === team.user.id).last_read_message_id).toBe(
      later.id,
    )
  })

  it('pages the history backwards from the newest message', async () => {
    const group = await start(admin, [team.user.id, user.user.id], 'Geçmiş')
    for (let i = 1; i <= 5; i++) await send(i % 2 ? admin : team, group.id, `Mesaj ${i}`)
    const newest = (await call(team, 'GET', `/conversations/${group.id}/messages?limit=2`)).json()
    expect(newest.data.map((m: { body: string }) => m.body)).toEqual(['Mesaj 4', 'Mesaj 5'])
    expect(newest.has_more).toBe(true)
    const older = (
      await call(team, 'GET', `/conversations/${group.id}/messages?limit=3&before=${newest.data[0].id}`)
    ).json()
    expect(older.data.map((m: { body: string }) => m.body)).toEqual(['Mesaj 1', 'Mesaj 2', 'Mesaj 3'])
    expect(older.has_more).toBe(false)
  })

  it('tells the others that someone is typing, not the typist', async () => {
    const direct = await start(user, [team.user.id])
    delivered.length = 0
    expect((await call(user, 'POST', `/conversations/${direct.id}/typing`)).statusCode).toBe(204)
    expect(delivered).toEqual([
      {
        userIds: [team.user.id],
        eventName: MESSENGER_EVENTS.typing,
        payload: { conversation_id: direct.id, user: expect.objectContaining({ id: user.user.id }) },
      },
    ])
  })

  it('refuses an empty or too long message and a receipt for a message of another conversation', async () => {
    const direct = await start(admin, [user.user.id])
    const empty = await call(admin, 'POST', `/conversations/${direct.id}/messages`, { body: '   ' })
    expect(empty.statusCode).toBe(422)
    expect(empty.json().errors.body).toBeDefined()
    const long = await call(admin, 'POST', `/conversations/${direct.id}/messages`, {
      body: 'x'.repeat(MESSAGE_MAX_LENGTH + 1),
    })
    expect(long.statusCode).toBe(422)
    const elsewhere = await start(admin, [team.user.id, user.user.id], 'Başka')
    const foreign = await send(admin, elsewhere.id, 'Başka yerde')
    const receipt = await call(user, 'POST', `/conversations/${direct.id}/read`, { message_id: foreign.id })
    expect(receipt.statusCode).toBe(422)
    expect(receipt.json().errors.message_id).toBeDefined()
  })

  it('keeps a conversation from anyone outside it (404)', async () => {
    const direct = await start(admin, [team.user.id])
    await send(admin, direct.id, 'Özel')
    for (const url of [`/conversations/${direct.id}`, `/conversations/${direct.id}/messages`])
      expect((await call(user, 'GET', url)).statusCode).toBe(404)
    expect(
      (await call(user, 'POST', `/conversations/${direct.id}/messages`, { body: 'Selam' })).statusCode,
    ).toBe(404)
    expect((await call(user, 'POST', `/conversations/${direct.id}/typing`)).statusCode).toBe(404)
    const mine = (await call(user, 'GET', '/conversations')).json().data.map((c: { id: number }) => c.id)
    expect(mine).not.toContain(direct.id)
  })
})
