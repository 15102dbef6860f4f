import { z } from 'zod'
import { idField, idParam, optionalText, requiredMultilineText } from './common/fields'

/**
 * The messenger (/messenger, standalone): direct and group conversations between the users of one
 * company. History pages backwards from the newest message; each participant's last read message gives
 * the unread counts and the read receipts. Live delivery goes to the participants' private realtime rooms.
 */
export const MESSAGE_MAX_LENGTH = 2000
export const CONVERSATION_TITLE_MAX_LENGTH = 100
export const MESSAGES_PAGE_SIZE = 30
/** A group has its creator and at least two others; a direct conversation exactly one other. */
export const GROUP_MAX_PARTICIPANTS = 50
/** How long a typing indicator stays without a new signal (the composer repeats it while typing). */
export const TYPING_SIGNAL_MS = 3000
export const TYPING_VISIBLE_MS = 5000

export const CONVERSATION_KINDS = ['direct', 'group'] as const
export type ConversationKind = (typeof CONVERSATION_KINDS)[number]

export const messengerUserSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  profile_picture_full: z.string().nullable(),
})
export type MessengerUser = z.infer<typeof messengerUserSchema>

export const messageSchema = z.object({
  id: z.number().int(),
  conversation_id: z.number().int(),
  sender_id: z.number().int(),
  body: z.string(),
  created_at: z.string(),
})
export type Message = z.infer<typeof messageSchema>

export const participantSchema = messengerUserSchema.extend({
  /** The newest message this participant has seen (read receipts); null before the first. */
  last_read_message_id: z.number().int().nullable(),
})
export type Participant = z.infer<typeof participantSchema>

export const conversationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(CONVERSATION_KINDS),
  /** A group's name; a direct conversation is named after the other person on screen. */
  title: z.string().nullable(),
  participants: z.array(participantSchema),
  last_message: messageSchema.nullable(),
  unread_count: z.number().int(),
  updated_at: z.string(),
})
export type Conversation = z.infer<typeof conversationSchema>
export const conversationListSchema = z.object({ data: z.array(conversationSchema) })
export const conversationResponseSchema = z.object({ data: conversationSchema })

export const newConversationInputSchema = z
  .object({
    user_ids: z.array(idField()).min(1).max(GROUP_MAX_PARTICIPANTS),
    title: optionalText(CONVERSATION_TITLE_MAX_LENGTH),
  })
  .strict()
export type NewConversationInput = z.infer<typeof newConversationInputSchema>

export const conversationIdParam = z.object({ id: idParam })
export const messagesQuerySchema = z.object({
  /** Messages older than this id (the next page back); the newest page without it. */
  before: idParam.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(MESSAGES_PAGE_SIZE),
})
export const messagePageSchema = z.object({ data: z.array(messageSchema), has_more: z.boolean() })
export type MessagePage = z.infer<typeof messagePageSchema>

export const messageInputSchema = z.object({ body: requiredMultilineText(MESSAGE_MAX_LENGTH) }).strict()
export const messageResponseSchema = z.object({ data: messageSchema })
export const readInputSchema = z.object({ message_id: idField() }).strict()
export const unreadTotalSchema = z.object({ unread_count: z.number().int() })

/** Realtime events to the participants' private rooms. */
export const MESSENGER_EVENTS = {
  message: 'messenger:message',
  read: 'messenger:read',
  typing: 'messenger:typing',
  conversation: 'messenger:conversation',
} as const
export interface MessengerMessageEvent {
  message: Message
}
export interface MessengerReadEvent {
  conversation_id: number
  user_id: number
  last_read_message_id: number
}
export interface MessengerTypingEvent {
  conversation_id: number
  user: MessengerUser
}
export interface MessengerConversationEvent {
  conversation_id: number
}
