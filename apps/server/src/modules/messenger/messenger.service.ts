import {
  type Conversation,
  MESSENGER_EVENTS,
  type Message,
  type MessagePage,
  type MessengerUser,
  type NewConversationInput,
} from '@ajanda/contracts/messenger.contract'
import type { AppContext } from '../../platform/context'
import { FieldValidationError, NotFoundError } from '../../platform/errors'
import type { AuthState } from '../../platform/request-context'
import { pictureUrl } from '../users/me-view'
import {
  type ConversationRecord,
  createMessengerRepository,
  type MessageRecord,
  type ParticipantRow,
} from './messenger.repository'

export const toMessage = (row: MessageRecord): Message => ({
  id: row.id,
  conversation_id: row.conversation_id,
  sender_id: row.sender_id,
  body: row.body,
  created_at: row.created_at.toISOString(),
})

/** `{smaller id}:{larger id}`: the one direct conversation of two people. */
export const directKey = (a: number, b: number) => `${Math.min(a, b)}:${Math.max(a, b)}`

/**
 * The messenger's rules: only participants reach a conversation (anyone else gets 404, like a record of
 * another company); the people in it are active back-office users of the caller's company; two people
 * have one direct conversation. Every change is delivered at once to the participants' private rooms.
 */
export function createMessengerService(ctx: AppContext) {
  const repo = createMessengerRepository(ctx.db)

  async function describe(userId: number, records: ConversationRecord[]): Promise<Conversation[]> {
    const ids = records.map((record) => record.id)
    const [participants, lastMessages, unread] = await Promise.all([
      repo.participantsOf(ids),
      repo.lastMessages(ids),
      repo.unreadCounts(userId, ids),
    ])
    const peopleOf = new Map<number, ParticipantRow[]>()
    for (const row of participants)
      peopleOf.set(row.conversation_id, [...(peopleOf.get(row.conversation_id) ?? []), row])
    const lastOf = new Map(lastMessages.map((row) => [row.conversation_id, row]))
    return records.map((record) => {
      const last = lastOf.get(record.id)
      return {
        id: record.id,
        kind: record.kind === 'group' ? 'group' : 'direct',
        title: record.title,
        participants: (peopleOf.get(record.id) ?? []).map((row) => ({
          id: row.user_id,
          full_name: row.full_name,
          profile_picture_full: pictureUrl(ctx.storage, row.profile_picture),
          last_read_message_id: row.last_read_message_id,
        })),
        last_message: last ? toMessage(last) : null,
        unread_count: unread.get(record.id) ?? 0,
        updated_at: (record.last_message_at ?? record.created_at).toISOString(),
      }
    })
  }

  /** The conversation with the caller among its participants, or 404. */
  async function membership(auth: AuthState, conversationId: number): Promise<Conversation> {
    const me = auth.user
    const [record] = await repo.conversationsOf(me.event_company_id, me.id, conversationId)
    if (!record) throw new NotFoundError()
    const [conversation] = await describe(me.id, [record])
    return conversation as Conversation
  }

  const idsOf = (conversation: Conversation) => conversation.participants.map((person) => person.id)
  const others = (conversation: Conversation, userId: number) =>
    idsOf(conversation).filter((id) => id !== userId)

  return {
    async list(auth: AuthState): Promise<Conversation[]> {
      const me = auth.user
      return describe(me.id, await repo.conversationsOf(me.event_company_id, me.id))
    },

    get: membership,

    /** One other person and no title: their direct conversation (made once); otherwise a new group. */
    async start(auth: AuthState, input: NewConversationInput): Promise<Conversation> {
      const me = auth.user
      const wanted = [...new Set(input.user_ids)].filter((id) => id !== me.id)
      const found = await repo.colleagues(me.event_company_id, wanted)
      if (wanted.length === 0 || found.length !== wanted.length)
        throw FieldValidationError.of('user_ids', { validation: 'invalid_choice' })
      const title = input.title?.trim() || null
      const direct = wanted.length === 1 && title === null
      const key = direct ? directKey(me.id, wanted[0] as number) : null
      const existing = key ? await repo.findDirect(me.event_company_id, key) : undefined
      const id =
        existing ??
        (await ctx.db.transaction((tx) =>
          createMessengerRepository(tx).insert(
            {
              event_company_id: me.event_company_id,
              kind: direct ? 'direct' : 'group',
              title,
              direct_key: key,
              created_by: me.id,
            },
            [me.id, ...wanted],
          ),
        ))
      const conversation = await membership(auth, id)
      if (existing === undefined)
        ctx.realtime.publishToUsers(others(conversation, me.id), MESSENGER_EVENTS.conversation, {
          conversation_id: id,
        })
      return conversation
    },

    async history(
      auth: AuthState,
      conversationId: number,
      before: number | undefined,
      limit: number,
    ): Promise<MessagePage> {
      await membership(auth, conversationId)
      const rows = await repo.history(conversationId, before, limit)
      return { data: rows.slice(0, limit).reverse().map(toMessage), has_more: rows.length > limit }
    },

    /** Stores the message (the sender has read it), then delivers it to every participant's tabs. */
    async send(auth: AuthState, conversationId: number, body: string): Promise<Message> {
      const me = auth.user
      const conversation = await membership(auth, conversationId)
      const message = await ctx.db.transaction(async (tx) => {
        const writes = createMessengerRepository(tx)
        const row = await writes.insertMessage({ conversation_id: conversationId, sender_id: me.id, body })
        await writes.touch(conversationId, row.created_at)
        await writes.markRead(conversationId, me.id, row.id)
        return toMessage(row)
      })
      ctx.realtime.publishToUsers(idsOf(conversation), MESSENGER_EVENTS.message, { message })
      return message
    },

    /** Moves the caller's read mark and tells the others (their read receipts). */
    async read(auth: AuthState, conversationId: number, messageId: number): Promise<void> {
      const me = auth.user
      const conversation = await membership(auth, conversationId)
      if (!(await repo.messageIn(conversationId, messageId)))
        throw FieldValidationError.of('message_id', { validation: 'invalid_choice' })
      await repo.markRead(conversationId, me.id, messageId)
      ctx.realtime.publishToUsers(idsOf(conversation), MESSENGER_EVENTS.read, {
        conversation_id: conversationId,
        user_id: me.id,
        last_read_message_id: messageId,
      })
    },

    /** "… yazıyor": nothing stored, only told to the others. */
    async typing(auth: AuthState, conversationId: number): Promise<void> {
      const me = auth.user
      const conversation = await membership(auth, conversationId)
      const user: MessengerUser = {
        id: me.id,
        full_name: me.full_name,
        profile_picture_full: pictureUrl(ctx.storage, me.profile_picture),
      }
      ctx.realtime.publishToUsers(others(conversation, me.id), MESSENGER_EVENTS.typing, {
        conversation_id: conversationId,
        user,
      })
    },

    async unreadTotal(auth: AuthState): Promise<number> {
      const me = auth.user
      const records = await repo.conversationsOf(me.event_company_id, me.id)
      const counts = await repo.unreadCounts(
        me.id,
        records.map((record) => record.id),
      )
      return [...counts.values()].reduce((sum, count) => sum + count, 0)
    },
  }
}
