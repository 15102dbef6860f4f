import { attendeeListInputSchema } from '@ajanda/contracts/attendees.contract'
import { type IssueLike, translateIssue } from '@ajanda/contracts/common/validation-messages'
import { ActionIcon, Button, Group, Modal, Skeleton, Stack, Text, TextInput } from '@mantine/core'
import { IconCheck, IconPencil, IconTrash, IconX } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '../../../shared/api/api-error'
import { useFormLocale } from '../../../shared/forms/use-form-locale'
import { confirmDestructive } from '../../../shared/ui/confirm'
import { notifyError, notifySuccess } from '../../../shared/ui/notify'
import {
  type AttendeeListItem,
  projectAttendeeListsQueryOptions,
  useDeleteAttendeeList,
  useSaveAttendeeList,
} from '../attendees.api'

/** "Listeler": the project's attendee lists with their counts; add, rename and delete (with a confirm). */
export function AttendeeListsModal({
  projectId,
  opened,
  onClose,
}: {
  projectId: number
  opened: boolean
  onClose: () => void
}) {
  const { t } = useTranslation(['attendees', 'common'])
  const lists = useQuery({ ...projectAttendeeListsQueryOptions(projectId), enabled: opened })
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('lists.title')}
      size="md"
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('lists.text')}
        </Text>
        <ListNameForm projectId={projectId} list={null} />
        {!lists.data ? (
          <Skeleton height={80} />
        ) : lists.data.data.length === 0 ? (
          <Text size="sm" c="dimmed" ta="center" py="md">
            {t('lists.empty')}
          </Text>
        ) : (
          <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {lists.data.data.map((list) => (
              <ListRow key={list.id} projectId={projectId} list={list} />
            ))}
          </Stack>
        )}
      </Stack>
    </Modal>
  )
}

function useNameCheck() {
  const locale = useFormLocale()
  return (name: string): string | null => {
    const parsed = attendeeListInputSchema.safeParse({ name })
    if (parsed.success) return null
    const issue = parsed.error.issues[0]
    return issue ? translateIssue(issue as unknown as IssueLike, locale) : null
  }
}

function ListNameForm({
  projectId,
  list,
  onDone,
}: {
  projectId: number
  list: AttendeeListItem | null
  onDone?: () => void
}) {
  const { t } = useTranslation('attendees')
  const save = useSaveAttendeeList(projectId)
  const check = useNameCheck()
  const [name, setName] = useState(list?.name ?? '')
  const [error, setError] = useState<string | null>(null)
  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    const problem = check(name)
    if (problem) return setError(problem)
    setError(null)
    save.mutate(
      { id: list?.id ?? null, name: name.trim() },
      {
        onSuccess: (response) => {
          notifySuccess(response.message)
          if (!list) setName('')
          onDone?.()
        },
        onError: (failure) => {
          if (isApiError(failure) && failure.isValidation)
            setError(failure.firstError('name') ?? failure.message)
          else notifyError(isApiError(failure) ? failure.message : null)
        },
      },
    )
  }
  return (
    <form onSubmit={submit} noValidate>
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <TextInput
          aria-label={list ? t('lists.name') : t('lists.newName')}
          placeholder={list ? undefined : t('lists.newName')}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={error}
          style={{ flex: 1 }}
          data-autofocus={list ? true : undefined}
        />
        {list ? (
          <>
            <ActionIcon
              type="submit"
              variant="light"
              size="lg"
              aria-label={t('lists.save')}
              loading={save.isPending}
            >
              <IconCheck size={16} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={t('lists.cancel')}
              onClick={onDone}
            >
              <IconX size={16} aria-hidden />
            </ActionIcon>
          </>
        ) : (
          <Button type="submit" loading={save.isPending}>
            {t('lists.add')}
          </Button>
        )}
      </Group>
    </form>
  )
}

function ListRow({ projectId, list }: { projectId: number; list: AttendeeListItem }) {
  const { t } = useTranslation('attendees')
  const [renaming, setRenaming] = useState(false)
  const remove = useDeleteAttendeeList(projectId)
  const onDelete = async () => {
    if (!(await confirmDestructive({ message: t('lists.deleteConfirm', { name: list.name }) }))) return
    remove.mutate(list.id, {
      onSuccess: (response) => notifySuccess(response.message),
      onError: (error) => notifyError(isApiError(error) ? error.message : null),
    })
  }
  if (renaming)
    return (
      <li>
        <ListNameForm projectId={projectId} list={list} onDone={() => setRenaming(false)} />
      </li>
    )
  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="xs" py={4}>
      <div style={{ minWidth: 0 }}>
        <Text size="sm" fw={500} truncate>
          {list.name}
        </Text>
        {list.attendees_count !== undefined && (
          <Text size="xs" c="dimmed">
            {t('lists.members', { count: list.attendees_count })}
          </Text>
        )}
      </div>
      <Group gap={4} wrap="nowrap">
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('lists.rename', { name: list.name })}
          onClick={() => setRenaming(true)}
        >
          <IconPencil size={16} aria-hidden />
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          color="red.8"
          aria-label={t('lists.delete', { name: list.name })}
          onClick={() => void onDelete()}
          loading={remove.isPending}
        >
          <IconTrash size={16} aria-hidden />
        </ActionIcon>
      </Group>
    </Group>
  )
}
