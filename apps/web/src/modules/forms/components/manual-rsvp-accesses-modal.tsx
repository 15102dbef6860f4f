import type { FormSummary } from '@ajanda/contracts/forms/form-detail'
import type {
  ManualRsvpAccess,
  ManualRsvpAccessCreated,
  ManualRsvpAccessInput,
} from '@ajanda/contracts/manual-rsvp.contract'
import {
  ActionIcon,
  Alert,
  Button,
  CopyButton,
  Group,
  Modal,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core'
import { IconCheck, IconCopy, IconUserShare } from '@tabler/icons-react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { registerManualRsvpTexts } from '../../../public-pages/manual-rsvp/manual-rsvp-texts'
import { api } from '../../../shared/api/api-client'
import { isApiError } from '../../../shared/api/api-error'
import { formatDate } from '../../../shared/format/dates'
import { confirmDestructive } from '../../../shared/ui/confirm'
import { ErrorAlert } from '../../../shared/ui/error-alert'
import { notifyError, notifySuccess } from '../../../shared/ui/notify'
import { ToneBadge } from '../../../shared/ui/tone-badge'

registerManualRsvpTexts()

const accessesKey = (projectId: number) => ['manual-rsvp-accesses', projectId] as const
const accessesPath = (projectId: number) => `/project/${projectId}/manual-rsvp-accesses`

/**
 * The Formlar tab's "Yardımcı erişimleri" on an `mma` form (issue 21 item 6): an icon that opens the
 * project's helper accesses for the form — the list, a new access whose login link is shown once with
 * a copy button, and revoking one after confirmation. Renders nothing for other forms.
 */
export function ManualRsvpAccessesAction({ form }: { form: FormSummary }) {
  const { t } = useTranslation('manualRsvp')
  const [opened, setOpened] = useState(false)
  if (form.form_type !== 'mma' || form.project_id === null) return null
  return (
    <>
      <Tooltip label={t('staff.action')}>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('staff.actionFor', { name: form.name })}
          onClick={() => setOpened(true)}
        >
          <IconUserShare size={16} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('staff.title', { name: form.name })}
        size="lg"
        closeButtonProps={{ 'aria-label': t('staff.close') }}
        fullScreen={typeof window !== 'undefined' && window.innerWidth < 576}
      >
        {opened && <AccessesPanel form={form} projectId={form.project_id} />}
      </Modal>
    </>
  )
}

function endOfDay(date: string): string | undefined {
  if (!date) return undefined
  const moment = new Date(`${date}T23:59:00`)
  return Number.isNaN(moment.getTime()) ? undefined : moment.toISOString()
}

export function AccessesPanel({ form, projectId }: { form: FormSummary; projectId: number }) {
  const { t, i18n } = useTranslation('manualRsvp')
  const queryClient = useQueryClient()
  const list = useQuery({
    queryKey: accessesKey(projectId),
    queryFn: ({ signal }) => api.get<{ data: ManualRsvpAccess[] }>(accessesPath(projectId), {}, signal),
  })
  const [name, setName] = useState('')
  const [expires, setExpires] = useState('')
  const [errors, setErrors] = useState<Record<string, string[]>>({})
  const [created, setCreated] = useState<ManualRsvpAccessCreated | null>(null)
  const create = useMutation({
    mutationFn: (input: ManualRsvpAccessInput) =>
      api.post<ManualRsvpAccessCreated>(accessesPath(projectId), input),
    onSuccess: (result) => {
      setCreated(result)
      setName('')
      setExpires('')
      setErrors({})
      void queryClient.invalidateQueries({ queryKey: accessesKey(projectId) })
    },
    onError: (error) => setErrors(isApiError(error) ? error.errors : {}),
  })
  const revoke = useMutation({
    mutationFn: (id: number) => api.delete<{ data: ManualRsvpAccess }>(`${accessesPath(projectId)}/${id}`),
    onSuccess: () => {
      notifySuccess(t('staff.revoked'))
      void queryClient.invalidateQueries({ queryKey: accessesKey(projectId) })
    },
    onError: (error) => notifyError(isApiError(error) ? error.message : null),
  })
  const onRevoke = async (access: ManualRsvpAccess) => {
    if (
      !(await confirmDestructive({
        message: t('staff.revokeConfirm', { name: access.name }),
        confirmLabel: t('staff.revoke'),
      }))
    )
      return
    revoke.mutate(access.id)
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setCreated(null)
    create.mutate({ name: name.trim(), form_id: form.id, expires_at: endOfDay(expires) })
  }
  const accesses = (list.data?.data ?? []).filter((access) => access.form.id === form.id)
  const firstError = (field: string) => errors[field]?.[0]

  return (
    <Stack gap="md">
      <Text size="sm">{t('staff.intro')}</Text>
      <form onSubmit={submit} noValidate>
        <Stack gap="xs">
          <Group align="flex-end" gap="xs" wrap="wrap" grow>
            <TextInput
              label={t('staff.name')}
              required
              maxLength={150}
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              error={firstError('name')}
            />
            <TextInput
              type="date"
              label={t('staff.expiresAt')}
              description={t('staff.expiresHint')}
              value={expires}
              onChange={(event) => setExpires(event.currentTarget.value)}
              error={firstError('expires_at')}
            />
          </Group>
          {firstError('form_id') && <ErrorAlert message={firstError('form_id')} />}
          {create.error && !isApiError(create.error) && <ErrorAlert message={create.error.message} />}
          <Group justify="flex-end">
            <Button type="submit" loading={create.isPending} disabled={!name.trim()}>
              {t('staff.create')}
            </Button>
          </Group>
        </Stack>
      </form>
      {created && (
        <Alert color="green" variant="light" data-testid="manual-rsvp-created">
          <Stack gap="xs">
            <Text size="sm">{t('staff.created')}</Text>
            <Group gap="xs" wrap="nowrap" align="flex-end">
              <TextInput
                label={t('staff.link')}
                value={created.login_url}
                readOnly
                onFocus={(event) => event.currentTarget.select()}
                style={{ flex: 1, minWidth: 0 }}
              />
              <CopyButton value={created.login_url}>
                {({ copied, copy }) => (
                  <Button
                    variant="light"
                    onClick={copy}
                    leftSection={
                      copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />
                    }
                  >
                    {copied ? t('staff.copied') : t('staff.copy')}
                  </Button>
                )}
              </CopyButton>
            </Group>
          </Stack>
        </Alert>
      )}
      {list.isPending ? (
        <Skeleton height={80} />
      ) : list.isError ? (
        <ErrorAlert message={t('staff.loadFailed')} />
      ) : accesses.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('staff.empty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table aria-label={t('staff.action')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('staff.name')}</Table.Th>
                <Table.Th>{t('staff.expiresAt')}</Table.Th>
                <Table.Th>{t('staff.createdBy')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {accesses.map((access) => (
                <Table.Tr key={access.id}>
                  <Table.Td>
                    <Stack gap={2}>
                      <Text size="sm">{access.name}</Text>
                      <ToneBadge tone={access.active ? 'green' : 'gray'}>
                        {access.active ? t('staff.active') : t('staff.inactive')}
                      </ToneBadge>
                    </Stack>
                  </Table.Td>
                  <Table.Td>{formatDate(access.expires_at, i18n.language)}</Table.Td>
                  <Table.Td>{access.created_by_name ?? '—'}</Table.Td>
                  <Table.Td ta="right">
                    {access.active && (
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        color="red"
                        c="red.9"
                        aria-label={t('staff.revokeFor', { name: access.name })}
                        onClick={() => void onRevoke(access)}
                      >
                        {t('staff.revoke')}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  )
}
