import type {
  AttendeeMailing,
  AttendeeMailingDetail,
  AttendeeMailingInput,
} from '@ajanda/contracts/attendees.contract'
import {
  Anchor,
  Badge,
  Button,
  Group,
  Modal,
  Progress,
  Radio,
  ScrollArea,
  SegmentedControl,
  Select,
  Stack,
  Table,
  Text,
} from '@mantine/core'
import { IconMail } from '@tabler/icons-react'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { api } from '../../../shared/api/api-client'
import { isApiError } from '../../../shared/api/api-error'
import { formatDate } from '../../../shared/format/dates'
import { ErrorAlert } from '../../../shared/ui/error-alert'
import { notifySuccess } from '../../../shared/ui/notify'
import { formListQueryOptions } from '../../forms/forms.api'
import { attendeeKeys } from '../attendees.api'

/** How often an unfinished mailing is read again. */
const POLL_MS = 2000

const mailingKeys = {
  list: (projectId: number) => [...attendeeKeys.project(projectId), 'mailings'] as const,
  detail: (projectId: number, id: number) => [...attendeeKeys.project(projectId), 'mailings', id] as const,
}

const mailingsQueryOptions = (projectId: number) =>
  queryOptions({
    queryKey: mailingKeys.list(projectId),
    queryFn: ({ signal }) =>
      api.get<{ data: AttendeeMailing[] }>(`/project/${projectId}/attendees/mailings`, undefined, signal),
  })

const mailingQueryOptions = (projectId: number, id: number) =>
  queryOptions({
    queryKey: mailingKeys.detail(projectId, id),
    queryFn: ({ signal }) =>
      api.get<AttendeeMailingDetail>(`/project/${projectId}/attendees/mailings/${id}`, undefined, signal),
    refetchInterval: (query) => (query.state.data?.finished_at ? false : POLL_MS),
  })

const RECIPIENT_COLOURS = { queued: 'gray', sent: 'green', failed: 'red' } as const

/** A mailing's progress bar and its recipients, read again until the job has finished. */
export function AttendeeMailingProgress({ projectId, mailingId }: { projectId: number; mailingId: number }) {
  const { t } = useTranslation('attendees')
  const mailing = useQuery(mailingQueryOptions(projectId, mailingId)).data
  if (!mailing) return null
  const done = mailing.sent + mailing.failed
  const percent = mailing.total === 0 ? 100 : Math.round((done / mailing.total) * 100)
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text size="sm">{t('mailing.progress', { done: mailing.sent, total: mailing.total })}</Text>
        {mailing.failed > 0 && (
          <Text size="sm" c="red">
            {t('mailing.failedCount', { count: mailing.failed })}
          </Text>
        )}
      </Group>
      <Progress
        value={percent}
        aria-label={t('mailing.progress', { done: mailing.sent, total: mailing.total })}
      />
      {mailing.finished_at && (
        <Text size="sm" c="dimmed">
          {t('mailing.finished')}
        </Text>
      )}
      <ScrollArea.Autosize mah={300}>
        <Table striped fz="sm">
          <Table.Tbody>
            {mailing.recipients.map((recipient) => (
              <Table.Tr key={recipient.attendee_id}>
                <Table.Td>{recipient.name}</Table.Td>
                <Table.Td>{recipient.email ?? ''}</Table.Td>
                <Table.Td>
                  <Badge color={RECIPIENT_COLOURS[recipient.status]} variant="light">
                    {t(`mailing.recipientStatus.${recipient.status}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>{recipient.error ?? ''}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
    </Stack>
  )
}

function MailingFlow({
  projectId,
  lists,
  selected,
}: {
  projectId: number
  lists: readonly { id: number; name: string }[]
  selected: readonly number[]
}) {
  const { t, i18n } = useTranslation('attendees')
  const queryClient = useQueryClient()
  const personalForms = (useQuery(formListQueryOptions(projectId)).data?.data ?? []).filter(
    (form) => form.type === 'PERSONAL',
  )
  const history = useQuery(mailingsQueryOptions(projectId)).data?.data ?? []
  const [kind, setKind] = useState<'invitation' | 'reminder'>('invitation')
  const [formId, setFormId] = useState<string | null>(null)
  const [to, setTo] = useState<'selected' | 'list'>(selected.length > 0 ? 'selected' : 'list')
  const [listId, setListId] = useState<string | null>(null)
  const [shownId, setShownId] = useState<number | null>(null)
  const [error, setError] = useState<string | null>(null)
  const send = useMutation({
    mutationFn: (input: AttendeeMailingInput) =>
      api.post<{ message: string; data: AttendeeMailing }>(
        `/project/${projectId}/attendees/invitations`,
        input,
      ),
    onSuccess: (answer) => {
      notifySuccess(answer.message)
      setShownId(answer.data.id)
      void queryClient.invalidateQueries({ queryKey: mailingKeys.list(projectId) })
    },
    onError: (failure) =>
      setError(
        isApiError(failure) ? (Object.values(failure.errors)[0]?.[0] ?? failure.message) : String(failure),
      ),
  })
  const chosenForm = formId ?? (personalForms.length === 1 ? String(personalForms[0]?.id) : null)
  const ready = chosenForm !== null && (to === 'selected' ? selected.length > 0 : listId !== null)
  const submit = () => {
    if (!chosenForm) return
    setError(null)
    send.mutate({
      form_id: Number(chosenForm),
      kind,
      ...(to === 'selected' ? { attendee_ids: [...selected] } : { list_id: Number(listId) }),
    })
  }

  return (
    <Stack gap="md">
      <ErrorAlert message={error} />
      {personalForms.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('mailing.noForms')}
        </Text>
      ) : (
        <>
          <SegmentedControl
            aria-label={t('mailing.kind')}
            value={kind}
            onChange={(value) => setKind(value as 'invitation' | 'reminder')}
            data={[
              { value: 'invitation', label: t('mailing.kinds.invitation') },
              { value: 'reminder', label: t('mailing.kinds.reminder') },
            ]}
          />
          <Select
            label={t('mailing.form')}
            placeholder={t('mailing.formPlaceholder')}
            data={personalForms.map((form) => ({ value: String(form.id), label: form.name }))}
            value={chosenForm}
            onChange={setFormId}
            required
          />
          <Radio.Group
            label={t('mailing.to')}
            value={to}
            onChange={(value) => setTo(value as 'selected' | 'list')}
          >
            <Stack gap="xs" mt="xs">
              <Radio
                value="selected"
                disabled={selected.length === 0}
                label={t('mailing.toSelected', { count: selected.length })}
              />
              <Radio value="list" label={t('mailing.toList')} />
            </Stack>
          </Radio.Group>
          {to === 'list' && (
            <Select
              label={t('mailing.list')}
              data={lists.map((list) => ({ value: String(list.id), label: list.name }))}
              value={listId}
              onChange={setListId}
              required
            />
          )}
          <Group justify="flex-end">
            <Button
              leftSection={<IconMail size={16} aria-hidden />}
              disabled={!ready}
              loading={send.isPending}
              onClick={submit}
            >
              {t('mailing.send')}
            </Button>
          </Group>
        </>
      )}
      {shownId !== null && <AttendeeMailingProgress projectId={projectId} mailingId={shownId} />}
      <Stack gap={4}>
        <Text fw={600} size="sm">
          {t('mailing.history')}
        </Text>
        {history.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('mailing.noHistory')}
          </Text>
        ) : (
          history.slice(0, 10).map((mailing) => (
            <Anchor
              key={mailing.id}
              size="sm"
              component="button"
              type="button"
              onClick={() => setShownId(mailing.id)}
            >
              {formatDate(mailing.created_at, i18n.language)} · {t(`mailing.kinds.${mailing.kind}`)} ·{' '}
              {mailing.form_name} · {t('mailing.progress', { done: mailing.sent, total: mailing.total })}
            </Anchor>
          ))
        )}
      </Stack>
    </Stack>
  )
}

/** "Davet gönder": an invitation or reminder to the chosen attendees or a list, with its progress. */
export function AttendeeMailingButton({
  projectId,
  lists,
  selected,
}: {
  projectId: number
  lists: readonly { id: number; name: string }[]
  selected: readonly number[]
}) {
  const { t } = useTranslation('attendees')
  const [opened, setOpened] = useState(false)
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconMail size={16} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        {t('mailing.button')}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('mailing.title')}
        size="lg"
        closeButtonProps={{ 'aria-label': t('transfer.close') }}
      >
        {opened && <MailingFlow projectId={projectId} lists={lists} selected={selected} />}
      </Modal>
    </>
  )
}
