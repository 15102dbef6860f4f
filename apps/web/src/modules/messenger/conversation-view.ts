import type { Conversation, Message, Participant } from '@ajanda/contracts/messenger.contract'

/** A group's title, or the other people's names (a direct conversation: the other person's). */
export function conversationName(conversation: Conversation, myId: number): string {
  if (conversation.title) return conversation.title
  const others = conversation.participants.filter((person) => person.id !== myId)
  return others.map((person) => person.full_name).join(', ') || conversation.participants[0]?.full_name || ''
}

/** The person a direct conversation is with (for its avatar); null for a group. */
export function otherPerson(conversation: Conversation, myId: number): Participant | null {
  if (conversation.kind !== 'direct') return null
  return conversation.participants.find((person) => person.id !== myId) ?? null
}

/**
 * Who has seen my newest message: the other participants whose read mark reached it. Empty when the
 * newest message is not mine (a receipt belongs under my own last words).
 */
export function seenBy(
  conversation: Conversation,
  messages: readonly Message[],
  myId: number,
): Participant[] {
  const newest = messages.at(-1)
  if (!newest || newest.sender_id !== myId) return []
  return conversation.participants.filter(
    (person) => person.id !== myId && (person.last_read_message_id ?? 0) >= newest.id,
  )
}

/** The newest message from someone else that I have not marked read yet, if any. */
export function unreadFromOthers(
  conversation: Conversation,
  messages: readonly Message[],
  myId: number,
): Message | undefined {
  const mine = conversation.participants.find((person) => person.id === myId)
  const newest = [...messages].reverse().find((message) => message.sender_id !== myId)
  if (!newest) return undefined
  return (mine?.last_read_message_id ?? 0) >= newest.id ? undefined : newest
}
