import { ActionIcon, Box, Button, Center, Group, Loader, ScrollArea, Stack, Text, Title } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { IconArrowLeft, IconMessagePlus } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { useDocumentTitle } from '../../../app/layouts/use-document-title'
import { useMe } from '../../../shared/session/use-session'
import { ConversationList } from '../components/conversation-list'
import { ConversationPane } from '../components/conversation-pane'
import { NewConversationModal } from '../components/new-conversation-modal'
import { conversationsQueryOptions } from '../messenger.api'
import { useMessengerLive } from '../use-messenger-live'

/** /messenger (standalone): the conversation list beside the open conversation (`?c={id}`). */
export function MessengerPage() {
  const { t } = useTranslation('messenger')
  useDocumentTitle()
  const me = useMe()
  const [params, setParams] = useSearchParams()
  const selectedId = Number(params.get('c')) || null
  const conversations = useQuery(conversationsQueryOptions())
  const typing = useMessengerLive()
  const [creating, { open, close }] = useDisclosure(false)
  const select = (id: number) => setParams({ c: String(id) })
  const selected = conversations.data?.find((conversation) => conversation.id === selectedId)

  return (
    <Stack component="main" gap={0} h="100dvh">
      <Group
        px="md"
        py="xs"
        justify="space-between"
        style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
      >
        <Group gap="xs">
          <ActionIcon component={Link} to="/" variant="subtle" color="dark" aria-label={t('back')}>
            <IconArrowLeft size={20} aria-hidden />
          </ActionIcon>
          <Title order={1} size="h3">
            {t('title')}
          </Title>
        </Group>
        <Button leftSection={<IconMessagePlus size={18} aria-hidden />} onClick={open}>
          {t('newConversation')}
        </Button>
      </Group>
      <Group wrap="nowrap" align="stretch" gap={0} style={{ flex: 1, minHeight: 0 }}>
        <ScrollArea
          w={320}
          style={{ borderRight: '1px solid var(--mantine-color-default-border)', flexShrink: 0 }}
        >
          {conversations.isPending && (
            <Center py="xl">
              <Loader size="sm" />
            </Center>
          )}
          {conversations.isError && (
            <Stack align="center" p="md" role="alert">
              <Text size="sm">{t('loadFailed')}</Text>
              <Button size="xs" variant="light" onClick={() => conversations.refetch()}>
                {t('retry')}
              </Button>
            </Stack>
          )}
          {conversations.data?.length === 0 && (
            <Text c="dimmed" size="sm" p="md">
              {t('noConversations')}
            </Text>
          )}
          {conversations.data && conversations.data.length > 0 && (
            <ConversationList
              conversations={conversations.data}
              selectedId={selectedId}
              myId={me.id}
              onSelect={select}
            />
          )}
        </ScrollArea>
        <Box style={{ flex: 1, minWidth: 0, display: 'flex' }}>
          {selected ? (
            <ConversationPane
              key={selected.id}
              conversation={selected}
              myId={me.id}
              typingName={typing[selected.id]?.name ?? null}
            />
          ) : (
            <Center style={{ flex: 1 }} p="xl">
              <Text c="dimmed">{t('pickConversation')}</Text>
            </Center>
          )}
        </Box>
      </Group>
      <NewConversationModal
        opened={creating}
        onClose={close}
        onStarted={(conversation) => select(conversation.id)}
      />
    </Stack>
  )
}
