import { and, desc, eq, inArray, isNull, lt, ne, type SQL, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../platform/db'
import { users } from '../users/users.table'
import { conversationParticipants, conversations, messages } from './messenger.table'

export type ConversationRecord = typeof conversations.$inferSelect
export type MessageRecord = typeof messages.$inferSelect
export interface ParticipantRow {
  conversation_id: number
  user_id: number
  full_name: string
  profile_picture: string | null
  last_read_message_id: number | null
}

/** How many conversations the list shows, most recently active first. */
export const CONVERSATION_LIST_LIMIT = 100

/** Drizzle queries only; a conversation is reached through its company and a participant. */
export function createMessengerRepository(db: DbOrTx) {
  const activity = sql`coalesce(${conversations.last_message_at}, ${conversations.created_at})`
  return {
    /** The caller's conversations (or one of them), newest activity first. */
    async conversationsOf(companyId: number, userId: number, only?: number): Promise<ConversationRecord[]> {
      const rows = await db
        .select({ conversation: conversations })
        .from(conversationParticipants)
        .innerJoin(conversations, eq(conversations.id, conversationParticipants.conversation_id))
        .where(
          and(
            eq(conversationParticipants.user_id, userId),
            eq(conversations.event_company_id, companyId),
            only === undefined ? undefined : eq(conversations.id, only),
          ),
        )
        .orderBy(desc(activity), desc(conversations.id))
        .limit(CONVERSATION_LIST_LIMIT)
      return rows.map((row) => row.conversation)
    },
    async participantsOf(ids: number[]): Promise<ParticipantRow[]> {
      if (ids.length === 0) return []
      return db
        .select({
          conversation_id: conversationParticipants.conversation_id,
          user_id: conversationParticipants.user_id,
          full_name: users.full_name,
          profile_picture: users.profile_picture,
          last_read_message_id: conversationParticipants.last_read_message_id,
        })
        .from(conversationParticipants)
        .innerJoin(users, eq(users.id, conversationParticipants.user_id))
        .where(inArray(conversationParticipants.conversation_id, ids))
        .orderBy(users.full_name)
    },
    /** The newest message of each conversation. */
    async lastMessages(ids: number[]): Promise<MessageRecord[]> {
      if (ids.length === 0) return []
      const result = await db.execute(sql`
        select distinct on (${messages.conversation_id}) ${messages.id} as id,
          ${messages.conversation_id} as conversation_id, ${messages.sender_id} as sender_id,
          ${messages.body} as body, ${messages.created_at} as created_at
        from ${messages} where ${inArray(messages.conversation_id, ids)}
        order by ${messages.conversation_id}, ${messages.id} desc`)
      return (result as unknown as { rows: MessageRecord[] }).rows.map((row) => ({
        ...row,
        id: Number(row.id),
        conversation_id: Number(row.conversation_id),
        sender_id: Number(row.sender_id),
        created_at: new Date(row.created_at),
      }))
    },
    /** Per conversation: messages of others newer than the caller's last read one. */
    async unreadCounts(userId: number, ids: number[]): Promise<Map<number, number>> {
      if (ids.length === 0) return new Map()
      const rows = await db
        .select({ id: messages.conversation_id, count: sql<number>`count(*)::int` })
        .from(messages)
        .innerJoin(
          conversationParticipants,
          and(
            eq(conversationParticipants.conversation_id, messages.conversation_id),
            eq(conversationParticipants.user_id, userId),
          ),
        )
        .where(
          and(
            inArray(messages.conversation_id, ids),
            ne(messages.sender_id, userId),
            sql`${messages.id} > coalesce(${conversationParticipants.last_read_message_id}, 0)`,
          ),
        )
        .groupBy(messages.conversation_id)
      return new Map(rows.map((row) => [row.id, Number(row.count)]))
    },
    /** A page of history, newest first; one more than asked says whether there is more. */
    async history(
      conversationId: number,
      before: number | undefined,
      limit: number,
    ): Promise<MessageRecord[]> {
      return db
        .select()
        .from(messages)
        .where(
          and(
            eq(messages.conversation_id, conversationId),
            before === undefined ? undefined : lt(messages.id, before),
          ),
        )
        .orderBy(desc(messages.id))
        .limit(limit + 1)
    },
    async messageIn(conversationId: number, messageId: number): Promise<boolean> {
      const rows = await db
        .select({ id: messages.id })
        .from(messages)
        .where(and(eq(messages.id, messageId), eq(messages.conversation_id, conversationId)))
      return rows.length > 0
    },
    /** Active back-office users of the company among `ids`. */
    async colleagues(companyId: number, ids: number[]): Promise<number[]> {
      if (ids.length === 0) return []
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            eq(users.event_company_id, companyId),
            inArray(users.id, ids),
            eq(users.kind, 'AGENCY'),
            isNull(users.deleted_at),
          ),
        )
      return rows.map((row) => row.id)
    },
    async findDirect(companyId: number, key: string): Promise<number | undefined> {
      const rows = await db
        .select({ id: conversations.id })
        .from(conversations)
        .where(and(eq(conversations.event_company_id, companyId), eq(conversations.direct_key, key)))
      return rows[0]?.id
    },
    /** A new conversation with its participants; a direct one that a concurrent request made is found instead. */
    async insert(values: typeof conversations.$inferInsert, participantIds: number[]): Promise<number> {
      const inserted = await db
        .insert(conversations)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: conversations.id })
      const id = inserted[0]?.id
      if (id === undefined)
        return (await this.findDirect(values.event_company_id, values.direct_key as string)) as number
      await db
        .insert(conversationParticipants)
        .values(participantIds.map((user_id) => ({ conversation_id: id, user_id })))
      return id
    },
    async insertMessage(values: typeof messages.$inferInsert): Promise<MessageRecord> {
      const rows = await db.insert(messages).values(values).returning()
      return rows[0] as MessageRecord
    },
    async touch(conversationId: number, at: Date) {
      await db
        .update(conversations)
        .set({ last_message_at: at, updated_at: at })
        .where(eq(conversations.id, conversationId))
    },
    /** Moves the participant's read mark forward only (a late, older receipt never moves it back). */
    async markRead(conversationId: number, userId: number, messageId: number) {
      const where: SQL = and(
        eq(conversationParticipants.conversation_id, conversationId),
        eq(conversationParticipants.user_id, userId),
      ) as SQL
      await db
        .update(conversationParticipants)
        .set({
          last_read_message_id: sql`greatest(coalesce(${conversationParticipants.last_read_message_id}, 0), ${messageId})`,
        })
        .where(where)
    },
  }
}
