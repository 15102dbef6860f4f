import {
  ATTENDEE_STATUSES,
  type AttendeeDetail,
  type AttendeeFormAnswers,
  type AttendeeHistoryEntry,
  type AttendeeStatus,
} from '@ajanda/contracts/attendees.contract'
import {
  Alert,
  Badge,
  Button,
  Code,
  Divider,
  Drawer,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Timeline,
  Title,
} from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { IconPencil, IconRefresh, IconTrash } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '../../../shared/api/api-error'
import { formatDateTime } from '../../../shared/format/dates'
import { confirmAction, confirmDestructive } from '../../../shared/ui/confirm'
import { notifyError, notifySuccess } from '../../../shared/ui/notify'
import {
  attendeeQueryOptions,
  projectAttendeeColumnsQueryOptions,
  projectAttendeeListsQueryOptions,
  useDeleteAttendee,
  useRevokeCodes,
} from '../attendees.api'
import { AttendeeFormAnswersCard } from './attendee-answers'
import { AttendeeAnswersEditor } from './attendee-answers-editor'
import { AttendeeDeclaration } from './attendee-declaration'
import { AttendeeStatusBadge } from './attendee-status-badge'

const PHONE_QUERY = '(max-width: 48em)'

/** The detail drawer (GET /attendees/{id}); full screen on a phone. */
export function AttendeeDrawer({
  projectId,
  attendeeId,
  onClose,
  onEdit,
}: {
  projectId: number
  attendeeId: number | null
  onClose: () => void
  /** Absent: the project is read only by taking part (decisions/0047): no edit, delete or new codes. */
  onEdit?: (id: number) => void
}) {
  const { t } = useTranslation(['attendees', 'common'])
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false })
  const detail = useQuery({ ...attendeeQueryOptions(attendeeId ?? 0), enabled: attendeeId !== null })
  const attendee = detail.data
  return (
    <Drawer
      opened={attendeeId !== null}
      onClose={onClose}
      position="right"
      // Full screen on a phone.
      size={phone ? '100%' : 'xl'}
      title={attendee ? `${attendee.first_name} ${attendee.last_name}` : t('detail.title')}
      styles={{ title: { fontWeight: 650, fontSize: 'var(--mantine-h4-font-size)' } }}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      {attendeeId !== null &&
        (detail.isError ? (
          <Alert color="red.9" title={t('detail.loadFailed')}>
            <Button size="compact-sm" variant="light" onClick={() => void detail.refetch()}>
              {t('retry')}
            </Button>
          </Alert>
        ) : attendee ? (
          <DrawerBody projectId={projectId} attendee={attendee} onEdit={onEdit} onDeleted={onClose} />
        ) : (
          <Stack gap="sm" data-testid="attendee-loading">
            <Skeleton height={24} width="60%" />
            <Skeleton height={120} />
            <Skeleton height={200} />
          </Stack>
        ))}
    </Drawer>
  )
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={3} size="h5">
        {title}
      </Title>
      {children}
    </Stack>
  )
}

function Info({ label, value }: { label: string; value: ReactNode }) {
  if (value === null || value === undefined || value === '') return null
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </div>
  )
}

function DrawerBody({
  projectId,
  attendee,
  onEdit,
  onDeleted,
}: {
  projectId: number
  attendee: AttendeeDetail
  onEdit?: (id: number) => void
  onDeleted: () => void
}) {
  const { t, i18n } = useTranslation(['attendees', 'common'])
  const revoke = useRevokeCodes(projectId)
  const remove = useDeleteAttendee(projectId)
  const [editingAnswers, setEditingAnswers] = useState<AttendeeFormAnswers | null>(null)
  // A custom column by the label the project gave it (the chooser's and the table's), not its key.
  const columns = useQuery(projectAttendeeColumnsQueryOptions(projectId)).data?.data
  const customLabel = (key: string) => columns?.find((column) => column.key === `custom.${key}`)?.text ?? key
  const name = `${attendee.first_name} ${attendee.last_name}`
  const failed = (error: unknown) => notifyError(isApiError(error) ? error.message : null)
  const onRevoke = async () => {
    if (!(await confirmAction({ message: t('detail.revokeConfirm'), confirmLabel: t('detail.revoke') })))
      return
    revoke.mutate(attendee.id, { onSuccess: (response) => notifySuccess(response.message), onError: failed })
  }
  const onDelete = async () => {
    if (!(await confirmDestructive({ message: t('detail.deleteConfirm', { name }) }))) return
    remove.mutate(attendee.id, {
      onSuccess: (response) => {
        notifySuccess(response.message)
        onDeleted()
      },
      onError: failed,
    })
  }
  const gender = attendee.gender
  const genderText =
    gender === 'female' || gender === 'male' || gender === 'other' ? t(`gender.${gender}`) : gender

  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="xs">
          <AttendeeStatusBadge status={attendee.status} />
          <Text size="sm" c="dimmed">
            {t('detail.source', { source: t(`source.${attendee.source}`) })}
          </Text>
        </Group>
        {onEdit && (
          <Group gap="xs">
            <Button
              variant="light"
              size="compact-sm"
              leftSection={<IconPencil size={14} aria-hidden />}
              onClick={() => onEdit(attendee.id)}
            >
              {t('detail.edit')}
            </Button>
            <Button
              variant="default"
              c="red.9"
              size="compact-sm"
              leftSection={<IconTrash size={14} aria-hidden />}
              onClick={() => void onDelete()}
              loading={remove.isPending}
            >
              {t('detail.delete')}
            </Button>
          </Group>
        )}
      </Group>

      <Section title={t('detail.info')}>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="xs">
          <Info label={t('columns.email')} value={attendee.email} />
          <Info label={t('columns.phone')} value={attendee.phone} />
          <Info label={t('columns.company')} value={attendee.company} />
          <Info label={t('columns.title')} value={attendee.title} />
          <Info label={t('columns.country')} value={attendee.country} />
          <Info label={t('columns.city')} value={attendee.city} />
          <Info label={t('columns.gender')} value={genderText} />
          <Info
            label={t('columns.language')}
            value={
              attendee.language === 'tr' || attendee.language === 'en'
                ? t(`language.${attendee.language}`)
                : attendee.language
            }
          />
          <Info
            label={t('columns.registered_at')}
            value={attendee.registered_at ? formatDateTime(attendee.registered_at, i18n.language) : null}
          />
          <Info label={t('columns.created_at')} value={formatDateTime(attendee.created_at, i18n.language)} />
          {Object.entries(attendee.custom).map(([key, value]) => (
            <Info key={key} label={customLabel(key)} value={value === null ? null : String(value)} />
          ))}
        </SimpleGrid>
      </Section>

      <Section title={t('detail.lists')}>
        {attendee.lists.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('detail.noLists')}
          </Text>
        ) : (
          <Group gap={6}>
            {attendee.lists.map((list) => (
              <Badge key={list.id} variant="outline" color="gray" style={{ textTransform: 'none' }}>
                {list.name}
              </Badge>
            ))}
          </Group>
        )}
      </Section>

      <Section title={t('detail.codes')}>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Info
            label={t('detail.pcode')}
            value={<Code style={{ wordBreak: 'break-all' }}>{attendee.pcode}</Code>}
          />
          <Info
            label={t('detail.acode')}
            value={<Code style={{ wordBreak: 'break-all' }}>{attendee.acode}</Code>}
          />
          <Info
            label={t('detail.dcode')}
            value={<Code style={{ wordBreak: 'break-all' }}>{attendee.dcode}</Code>}
          />
        </SimpleGrid>
        {onEdit && (
          <Group>
            <Button
              variant="default"
              size="compact-sm"
              leftSection={<IconRefresh size={14} aria-hidden />}
              onClick={() => void onRevoke()}
              loading={revoke.isPending}
            >
              {t('detail.revoke')}
            </Button>
          </Group>
        )}
      </Section>

      <Section title={t('detail.declaration')}>
        <AttendeeDeclaration attendee={attendee} />
      </Section>

      <Section title={t('detail.companions')}>
        {attendee.main_attendee_id !== null && <Text size="sm">{t('detail.mainAttendee')}</Text>}
        {attendee.companions.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('detail.noCompanions')}
          </Text>
        ) : (
          <Stack gap={4}>
            {attendee.companions.map((companion) => (
              <Group key={companion.id} gap="xs">
                <Text size="sm">{companion.name}</Text>
                <AttendeeStatusBadge status={companion.status} />
              </Group>
            ))}
          </Stack>
        )}
      </Section>

      <Section title={t('detail.roomMate')}>
        <Text size="sm" c={attendee.room_mate ? undefined : 'dimmed'}>
          {attendee.room_mate
            ? `${attendee.room_mate.name} (${
                attendee.room_mate.confirmed ? t('detail.roomMateConfirmed') : t('detail.roomMatePending')
              })`
            : t('detail.noRoomMate')}
        </Text>
      </Section>

      <Section title={t('detail.answers')}>
        {attendee.answers.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('detail.noAnswers')}
          </Text>
        ) : (
          attendee.answers.map((entry) => (
            <AttendeeFormAnswersCard
              key={entry.form_id}
              attendeeId={attendee.id}
              entry={entry}
              onEdit={onEdit && setEditingAnswers}
            />
          ))
        )}
        <AttendeeAnswersEditor
          attendee={attendee}
          entry={editingAnswers}
          onClose={() => setEditingAnswers(null)}
        />
      </Section>

      <Divider />
      <Section title={t('detail.history')}>
        {attendee.history.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('detail.noHistory')}
          </Text>
        ) : (
          <Timeline bulletSize={12} lineWidth={2}>
            {attendee.history.map((entry) => (
              <Timeline.Item key={entry.id} title={<HistoryTitle entry={entry} />}>
                <Text size="xs" c="dimmed">
                  {entry.actor_name ?? t(`actors.${entry.actor_type}`)} ·{' '}
                  {formatDateTime(entry.created_at, i18n.language)}
                </Text>
                <HistoryChanges projectId={projectId} changes={entry.changes} />
              </Timeline.Item>
            ))}
          </Timeline>
        )}
      </Section>
    </Stack>
  )
}

const KNOWN_ACTIONS = [
  'created',
  'updated',
  'status',
  'status_changed',
  'lists',
  'list_added',
  'list_removed',
  'answers',
  'answered',
  'registered',
  'cancelled',
  'codes_revoked',
  'declared',
  'declaration_reset',
  'waitlisted',
  'imported',
  'bulk',
] as const
type KnownAction = (typeof KNOWN_ACTIONS)[number]

function HistoryTitle({ entry }: { entry: AttendeeHistoryEntry }) {
  const { t } = useTranslation('attendees')
  const known = (KNOWN_ACTIONS as readonly string[]).includes(entry.action)
  return (
    <Text size="sm" fw={600}>
      {known ? t(`actions.${entry.action as KnownAction}`) : entry.action}
    </Text>
  )
}

/** How a change's values read: statuses and lists by name, other values as they are. */
export interface ChangeNames {
  status: (value: string) => string
  list: (id: number) => string
  label: (key: string) => string
}

const LIST_KEYS = new Set(['list_ids', 'lists', 'lists_added', 'lists_removed'])

/** "Durum: Davetli → Kayıtlı" for {old, new}, {from, to} or [old, new] changes; other values as they are. */
export function describeChange(key: string, value: unknown, names: ChangeNames): string {
  const text = (each: unknown): string => {
    if (each === null || each === undefined || each === '') return '—'
    if (Array.isArray(each)) return each.length ? each.map(text).join(', ') : '—'
    if (key === 'status' && typeof each === 'string') return names.status(each)
    if (LIST_KEYS.has(key) && typeof each === 'number') return names.list(each)
    return typeof each === 'object' ? JSON.stringify(each) : String(each)
  }
  const label = names.label(key)
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const change = value as Record<string, unknown>
    if ('old' in change || 'new' in change) return `${label}: ${text(change.old)} → ${text(change.new)}`
    if ('from' in change || 'to' in change) return `${label}: ${text(change.from)} → ${text(change.to)}`
  }
  if (Array.isArray(value) && value.length === 2 && !LIST_KEYS.has(key))
    return `${label}: ${text(value[0])} → ${text(value[1])}`
  return `${label}: ${text(value)}`
}

const COLUMN_KEYS = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'company',
  'title',
  'country',
  'city',
  'gender',
  'language',
  'status',
] as const

function HistoryChanges({ projectId, changes }: { projectId: number; changes: Record<string, unknown> }) {
  const { t } = useTranslation('attendees')
  const lists = useQuery(projectAttendeeListsQueryOptions(projectId)).data?.data ?? []
  const entries = Object.entries(changes)
  if (entries.length === 0) return null
  const names: ChangeNames = {
    status: (value) =>
      (ATTENDEE_STATUSES as readonly string[]).includes(value)
        ? t(`status.${value as AttendeeStatus}`)
        : value,
    list: (id) => lists.find((list) => list.id === id)?.name ?? `#${id}`,
    label: (key) =>
      (COLUMN_KEYS as readonly string[]).includes(key)
        ? t(`columns.${key as (typeof COLUMN_KEYS)[number]}`)
        : LIST_KEYS.has(key)
          ? t(
              `changeKeys.${key === 'lists_added' ? 'lists_added' : key === 'lists_removed' ? 'lists_removed' : 'lists'}`,
            )
          : key,
  }
  return (
    <Stack gap={0} mt={2}>
      {entries.slice(0, 8).map(([key, value]) => (
        <Text key={key} size="xs" style={{ overflowWrap: 'anywhere' }}>
          {describeChange(key, value, names)}
        </Text>
      ))}
    </Stack>
  )
}
