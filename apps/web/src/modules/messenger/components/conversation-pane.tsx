import type { Conversation, Message } from '@ajanda/contracts/messenger.contract'
import { Box, Button, Center, Group, Loader, Paper, ScrollArea, Stack, Text, Title } from '@mantine/core'
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { conversationName, seenBy, unreadFromOthers } from '../conversation-view'
import { markRead, messagesOf, messagesQueryOptions, messengerKeys } from '../messenger.api'
import { MessageComposer } from './message-composer'

interface Props {
  conversation: Conversation
  myId: number
  typingName: string | null
}

/** One conversation: its history (older pages on demand), receipts, who is typing, and the composer. */
export function ConversationPane({ conversation, myId, typingName }: Props) {
  const { t, i18n } = useTranslation('messenger')
  const queryClient = useQueryClient()
  const history = useInfiniteQuery(messagesQueryOptions(conversation.id))
  const messages = messagesOf(history.data)
  const viewport = useRef<HTMLDivElement>(null)
  const newestId = messages.at(-1)?.id
  const marked = useRef(0)

  // The newest message in view: scroll to it.
  useEffect(() => {
    if (newestId !== undefined) viewport.current?.scrollTo({ top: viewport.current.scrollHeight })
  }, [newestId])

  // What the others wrote is read once it is on screen.
  const unread = unreadFromOthers(conversation, messages, myId)
  useEffect(() => {
    if (!unread || marked.current >= unread.id || document.visibilityState !== 'visible') return
    marked.current = unread.id
    markRead(conversation.id, unread.id)
      .then(() => queryClient.invalidateQueries({ queryKey: messengerKeys.conversations }))
      .catch(() => {
        marked.current = 0
      })
  }, [unread, conversation.id, queryClient])

  const names = new Map(conversation.participants.map((person) => [person.id, person.full_name]))
  const seen = seenBy(conversation, messages, myId)
  const time = new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit' })
  const day = new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'long' })
  const name = conversationName(conversation, myId)

  return (
    <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
      <Box px="md" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
        <Title order={2} size="h4">
          {name}
        </Title>
        {conversation.kind === 'group' && (
          <Text size="sm" c="dimmed" truncate>
            {conversation.participants.map((person) => person.full_name).join(', ')}
          </Text>
        )}
      </Box>
      <ScrollArea viewportRef={viewport} style={{ flex: 1 }} px="md">
        <Stack gap="xs" py="md" role="log" aria-label={t('messageList')}>
          {history.hasNextPage && (
            <Center>
              <Button
                variant="subtle"
                size="xs"
                onClick={() => history.fetchNextPage()}
                loading={history.isFetchingNextPage}
              >
                {t('olderMessages')}
              </Button>
            </Center>
          )}
          {history.isPending && (
            <Center py="xl">
              <Loader size="sm" />
            </Center>
          )}
          {history.isSuccess && messages.length === 0 && (
            <Text c="dimmed" ta="center" py="xl">
              {t('noMessages')}
            </Text>
          )}
          {messages.map((message, index) => (
            <MessageBubble
              key={message.id}
              message={message}
              mine={message.sender_id === myId}
              senderName={conversation.kind === 'group' ? (names.get(message.sender_id) ?? '') : null}
              time={time.format(new Date(message.created_at))}
              dayLabel={
                dayChange(messages[index - 1], message) ? day.format(new Date(message.created_at)) : null
              }
            />
          ))}
          {seen.length > 0 && (
            <Text size="xs" c="dimmed" ta="right">
              {conversation.kind === 'direct'
                ? t('seen')
                : t('seenBy', { names: seen.map((person) => person.full_name).join(', ') })}
            </Text>
          )}
        </Stack>
      </ScrollArea>
      <Box px="md" py="sm" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
        <Text size="sm" c="dimmed" aria-live="polite" mih={20}>
          {typingName ? t('typing', { name: typingName }) : ''}
        </Text>
        <MessageComposer conversationId={conversation.id} />
      </Box>
    </Stack>
  )
}

const dayChange = (previous: Message | undefined, message: Message) =>
  !previous || previous.created_at.slice(0, 10) !== message.created_at.slice(0, 10)

interface BubbleProps {
  message: Message
  mine: boolean
  senderName: string | null
  time: string
  dayLabel: string | null
}

function MessageBubble({ message, mine, senderName, time, dayLabel }: BubbleProps) {
  return (
    <>
      {dayLabel && (
        <Text size="xs" c="dimmed" ta="center" mt="sm">
          {dayLabel}
        </Text>
      )}
      <Group justify={mine ? 'flex-end' : 'flex-start'}>
        <Paper
          px="sm"
          py={6}
          radius="md"
          maw="75%"
          bg={mine ? 'brand.7' : 'var(--mantine-color-default-hover)'}
          c={mine ? 'white' : undefined}
        >
          {senderName && !mine && (
            <Text size="xs" fw={700}>
              {senderName}
            </Text>
          )}
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {message.body}
          </Text>
          <Text size="xs" ta="right" c={mine ? 'white' : 'dimmed'} opacity={0.85}>
            {time}
          </Text>
        </Paper>
      </Group>
    </>
  )
}
