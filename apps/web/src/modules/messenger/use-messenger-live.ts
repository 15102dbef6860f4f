import {
  MESSENGER_EVENTS,
  type MessengerMessageEvent,
  type MessengerTypingEvent,
  TYPING_VISIBLE_MS,
} from '@ajanda/contracts/messenger.contract'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useRealtimeEvent } from '../../shared/realtime/use-realtime-event'
import { type MessagePages, messengerKeys, withMessage } from './messenger.api'

type Typing = Record<number, { name: string; userId: number; until: number }>

/**
 * Keeps the messenger's data live: a message lands in its conversation's history and the list's counts,
 * a receipt or a new conversation refreshes the list, and "… yazıyor" shows for a few seconds after
 * each signal (or until that person's message arrives). Gives who is typing, per conversation.
 */
export function useMessengerLive(): Typing {
  const queryClient = useQueryClient()
  const [typing, setTyping] = useState<Typing>({})
  const refreshList = () => void queryClient.invalidateQueries({ queryKey: messengerKeys.conversations })

  useRealtimeEvent<MessengerMessageEvent>(MESSENGER_EVENTS.message, ({ message }) => {
    queryClient.setQueryData<MessagePages>(messengerKeys.messages(message.conversation_id), (pages) =>
      withMessage(pages, message),
    )
    setTyping((current) => {
      if (current[message.conversation_id]?.userId !== message.sender_id) return current
      const { [message.conversation_id]: _, ...rest } = current
      return rest
    })
    refreshList()
  })
  useRealtimeEvent(MESSENGER_EVENTS.read, refreshList)
  useRealtimeEvent(MESSENGER_EVENTS.conversation, refreshList)
  useRealtimeEvent<MessengerTypingEvent>(MESSENGER_EVENTS.typing, ({ conversation_id, user }) =>
    setTyping((current) => ({
      ...current,
      [conversation_id]: { name: user.full_name, userId: user.id, until: Date.now() + TYPING_VISIBLE_MS },
    })),
  )

  // Forget signals that were not repeated in time.
  const hasTyping = Object.keys(typing).length > 0
  useEffect(() => {
    if (!hasTyping) return
    const timer = setInterval(() => {
      const now = Date.now()
      setTyping((current) => {
        const kept = Object.entries(current).filter(([, entry]) => entry.until > now)
        return kept.length === Object.keys(current).length ? current : Object.fromEntries(kept)
      })
    }, 1000)
    return () => clearInterval(timer)
  }, [hasTyping])

  return typing
}
