import type { Conversation, Message } from '@ajanda/contracts/messenger.contract'
import { describe, expect, it } from 'vitest'
import { conversationName, otherPerson, seenBy, unreadFromOthers } from './conversation-view'

const person = (id: number, name: string, lastRead: number | null = null) => ({
  id,
  full_name: name,
  profile_picture_full: null,
  last_read_message_id: lastRead,
})
const conversation = (over: Partial<Conversation> = {}): Conversation => ({
  id: 1,
  kind: 'direct',
  title: null,
  participants: [person(1, 'Ben'), person(2, 'Ayşe Kaya')],
  last_message: null,
  unread_count: 0,
  updated_at: '2026-11-22T10:00:00.000Z',
  ...over,
})
const message = (id: number, sender: number): Message => ({
  id,
  conversation_id: 1,
  sender_id: sender,
  body: `m${id}`,
  created_at: '2026-11-22T10:00:00.000Z',
})

describe('conversation names', () => {
  it('uses a title, else the other people', () => {
    expect(conversationName(conversation(), 1)).toBe('Ayşe Kaya')
    expect(conversationName(conversation({ title: 'Ekip' }), 1)).toBe('Ekip')
    const group = conversation({
      kind: 'group',
      participants: [person(1, 'Ben'), person(2, 'A'), person(3, 'B')],
    })
    expect(conversationName(group, 1)).toBe('A, B')
    expect(otherPerson(group, 1)).toBeNull()
    expect(otherPerson(conversation(), 1)?.id).toBe(2)
  })
})

describe('read receipts', () => {
  it('lists who saw my newest message, and nobody when the newest is not mine', () => {
    const seen = conversation({
      participants: [person(1, 'Ben', 5), person(2, 'Ayşe', 5), person(3, 'Can', 4)],
    })
    expect(seenBy(seen, [message(4, 2), message(5, 1)], 1).map((p) => p.id)).toEqual([2])
    expect(seenBy(seen, [message(5, 2)], 1)).toEqual([])
    expect(seenBy(seen, [], 1)).toEqual([])
  })

  it('finds the newest unread message of the others', () => {
    const c = conversation({ participants: [person(1, 'Ben', 3), person(2, 'Ayşe')] })
    expect(unreadFromOthers(c, [message(3, 2), message(4, 2), message(5, 1)], 1)?.id).toBe(4)
    expect(unreadFromOthers(c, [message(3, 2)], 1)).toBeUndefined()
    expect(unreadFromOthers(c, [message(6, 1)], 1)).toBeUndefined()
  })
})
