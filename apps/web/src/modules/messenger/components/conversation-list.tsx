import type { Conversation } from '@ajanda/contracts/messenger.contract'
import { Avatar, Badge, Group, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core'
import { IconUsers } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { initials } from '../../../shared/format/names'
import { conversationName, otherPerson } from '../conversation-view'

interface Props {
  conversations: Conversation[]
  selectedId: number | null
  myId: number
  onSelect: (id: number) => void
}

/** The caller's conversations, newest activity first, each with its unread count. */
export function ConversationList({ conversations, selectedId, myId, onSelect }: Props) {
  const { t } = useTranslation('messenger')
  return (
    <Stack component="ul" gap={0} p={0} m={0} aria-label={t('conversations')} style={{ listStyle: 'none' }}>
      {conversations.map((conversation) => {
        const name = conversationName(conversation, myId)
        const other = otherPerson(conversation, myId)
        const selected = conversation.id === selectedId
        const last = conversation.last_message
        return (
          <li key={conversation.id}>
            <UnstyledButton
              w="100%"
              px="md"
              py="sm"
              onClick={() => onSelect(conversation.id)}
              aria-current={selected ? 'true' : undefined}
              bg={selected ? 'var(--mantine-color-brand-light)' : undefined}
            >
              <Group wrap="nowrap" gap="sm">
                {other ? (
                  <Avatar src={other.profile_picture_full} alt="" radius="xl">
                    {initials(other.full_name)}
                  </Avatar>
                ) : (
                  <ThemeIcon variant="light" radius="xl" size={38} aria-hidden>
                    <IconUsers size={20} />
                  </ThemeIcon>
                )}
                <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                  <Text fw={conversation.unread_count > 0 ? 700 : 500} truncate>
                    {name}
                  </Text>
                  <Text size="sm" c="dimmed" truncate>
                    {last ? `${last.sender_id === myId ? `${t('you')}: ` : ''}${last.body}` : ''}
                  </Text>
                </Stack>
                {conversation.unread_count > 0 && (
                  <Badge color="red.8" circle aria-label={t('unread', { count: conversation.unread_count })}>
                    {conversation.unread_count > 99 ? '99+' : conversation.unread_count}
                  </Badge>
                )}
              </Group>
            </UnstyledButton>
          </li>
        )
      })}
    </Stack>
  )
}
