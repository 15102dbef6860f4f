import { CONVERSATION_TITLE_MAX_LENGTH, type Conversation } from '@ajanda/contracts/messenger.contract'
import { Button, Group, Modal, MultiSelect, Stack, TextInput } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useMe } from '../../../shared/session/use-session'
import { usersQueryOptions } from '../../users/users.api'
import { useStartConversation } from '../messenger.api'

interface Props {
  opened: boolean
  onClose: () => void
  onStarted: (conversation: Conversation) => void
}

/** One colleague: their direct conversation (opened again if it exists); several or a name: a group. */
export function NewConversationModal({ opened, onClose, onStarted }: Props) {
  const { t } = useTranslation(['messenger', 'common'])
  const me = useMe()
  const users = useQuery({ ...usersQueryOptions(), enabled: opened })
  const [people, setPeople] = useState<string[]>([])
  const [title, setTitle] = useState('')
  const [tried, setTried] = useState(false)
  const start = useStartConversation()
  const colleagues = (users.data ?? [])
    .filter((user) => user.kind === 'AGENCY' && !user.deleted_at && user.id !== me.id)
    .map((user) => ({ value: String(user.id), label: user.full_name }))

  const close = () => {
    setPeople([])
    setTitle('')
    setTried(false)
    start.reset()
    onClose()
  }
  const submit = () => {
    setTried(true)
    if (people.length === 0) return
    start.mutate(
      { user_ids: people.map(Number), title: title.trim() || null },
      {
        onSuccess: (conversation) => {
          close()
          onStarted(conversation)
        },
      },
    )
  }

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('messenger:modal.title')}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault()
          submit()
        }}
      >
        <Stack>
          <MultiSelect
            label={t('messenger:modal.people')}
            placeholder={t('messenger:modal.peoplePlaceholder')}
            data={colleagues}
            value={people}
            onChange={setPeople}
            searchable
            maxDropdownHeight={220}
            nothingFoundMessage={t('common:empty.noResults')}
            error={tried && people.length === 0 ? t('messenger:modal.pickSomeone') : undefined}
            data-autofocus
          />
          <TextInput
            label={t('messenger:modal.groupTitle')}
            description={t('messenger:modal.groupTitleHint')}
            value={title}
            maxLength={CONVERSATION_TITLE_MAX_LENGTH}
            onChange={(event) => setTitle(event.currentTarget.value)}
          />
          {start.isError && (
            <Stack role="alert" c="red.8" fz="sm">
              {start.error instanceof Error ? start.error.message : t('common:alerts.genericError')}
            </Stack>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('messenger:modal.cancel')}
            </Button>
            <Button type="submit" loading={start.isPending}>
              {t('messenger:modal.start')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
