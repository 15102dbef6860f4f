import { ActionIcon, Box, Button, Center, Group, Loader, ScrollArea, Stack, Text, Title } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { IconArrowLeft, IconMessagePlus } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { useDocumentTitle } from '../../../shared/navigation/use-document-title'
import { useMe } from '../../../shared/session/use-session'
import { ConversationList } from '../components/conversation-list'
import { ConversationPane } from '../components/conversation-pane'
import { NewConversationModal } from '../components/new-conversation-modal'
import { conversationsQueryOptions } from '../messenger.api'
import { useMessengerLive } from '../use-messenger-live'
import classes from './messenger-page.module.css'

/**
 * /messenger (standalone): the conversation list beside the open conversation (`?c={id}`); on a phone
 * the list, or the open conversation with a back button to the list.
 */
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
        <Group gap="xs" wrap="nowrap">
          {selected && (
            <ActionIcon
              hiddenFrom="sm"
              variant="subtle"
              color="dark"
              aria-label={t('backToList')}
              onClick={() => setParams({})}
            >
              <IconArrowLeft size={20} aria-hidden />
            </ActionIcon>
          )}
          <ActionIcon
            component={Link}
            to="/"
            visibleFrom={selected ? 'sm' : undefined}
            variant="subtle"
            color="dark"
            aria-label={t('back')}
          >
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
      <div className={classes.panes} data-open={selected ? true : undefined}>
        <ScrollArea className={classes.list}>
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
        <Box className={classes.conversation}>
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
      </div>
      <NewConversationModal
        opened={creating}
        onClose={close}
        onStarted={(conversation) => select(conversation.id)}
      />
    </Stack>
  )
}
