import {
  CALL_DESCRIPTION_MAX,
  CALL_DIRECTIONS,
  type Call,
  type CallInput,
  callInputSchema,
  type Note,
  type NoteInput,
  noteInputSchema,
} from '@ajanda/contracts/activities.contract'
import type { MessageResponse } from '@ajanda/contracts/common/errors'
import type { Project } from '@ajanda/contracts/projects.contract'
import {
  Alert,
  Button,
  Group,
  Input,
  Modal,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core'
import { IconInfoCircle, IconPhonePlus, IconPlus } from '@tabler/icons-react'
import { useMutation } from '@tanstack/react-query'
import dayjs from 'dayjs'
import { useState } from 'react'
import { Controller, type Resolver, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { api } from '../../../shared/api/api-client'
import { formatDateTime } from '../../../shared/format/dates'
import { localizedZodResolver } from '../../../shared/forms/localized-zod-resolver'
import { useFormLocale } from '../../../shared/forms/use-form-locale'
import { confirmDestructive } from '../../../shared/ui/confirm'
import { CountedTextarea } from '../../../shared/ui/counted-textarea'
import { EmptyResults } from '../../../shared/ui/empty-state'
import { notifyError, notifySuccess } from '../../../shared/ui/notify'
import { type ActivityAlert, activityAlert } from '../../activities/activities.api'
import { ActivityAlertBox } from '../../activities/components/activity-alert-box'
import { ActivityItem } from '../../activities/components/activity-item'
import { useRefreshProjectActivities } from '../projects.api'

type Path = '/notes' | '/phone-call-logs'

/** POST/PUT/DELETE of a project's note or call; the project, its timeline and the client refresh. */
function useActivityMutations<I>(code: string, path: Path) {
  const refresh = useRefreshProjectActivities(code)
  const save = useMutation({
    mutationFn: ({ input, id }: { input: I; id: number | null }) =>
      id === null ? api.post<MessageResponse>(path, input) : api.put<MessageResponse>(`${path}/${id}`, input),
    onSuccess: refresh,
  })
  const remove = useMutation({
    mutationFn: (id: number) => api.delete<MessageResponse>(`${path}/${id}`),
    onSuccess: refresh,
  })
  return { save, remove }
}

function FormButtons({ onClose, submitting }: { onClose: () => void; submitting: boolean }) {
  const { t } = useTranslation('common')
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onClose}>
        {t('actions.cancel')}
      </Button>
      <Button type="submit" loading={submitting}>
        {t('actions.save')}
      </Button>
    </Group>
  )
}

/** POST /notes {note_type 'C', note_for the client, project_id} or PUT /notes/{id}. */
function ProjectNoteForm({
  project,
  note,
  onClose,
}: {
  project: Project
  note: Note | null
  onClose: () => void
}) {
  const { t } = useTranslation(['crm', 'common'])
  const locale = useFormLocale()
  const { save } = useActivityMutations<NoteInput>(project.code, '/notes')
  const [alert, setAlert] = useState<ActivityAlert | null>(null)
  const form = useForm<NoteInput>({
    resolver: localizedZodResolver(noteInputSchema, locale) as unknown as Resolver<NoteInput>,
    mode: 'onTouched',
    defaultValues: {
      note_title: note?.note_title ?? '',
      note_content: note?.note_content ?? '',
      note_type: 'C',
      note_for: project.client?.code ?? '',
      project_id: project.id,
    },
  })
  const { errors, isSubmitting } = form.formState
  const onSubmit = form.handleSubmit(async (values) => {
    setAlert(null)
    try {
      notifySuccess((await save.mutateAsync({ input: values as NoteInput, id: note?.id ?? null })).message)
      onClose()
    } catch (error) {
      setAlert(activityAlert(error, 'note_content'))
    }
  })
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <ActivityAlertBox alert={alert} />
        <TextInput
          label={t('notes.fields.note_title')}
          required
          data-autofocus
          error={errors.note_title?.message}
          {...form.register('note_title')}
        />
        <Textarea
          label={t('notes.fields.note_content')}
          required
          autosize
          minRows={4}
          error={errors.note_content?.message}
          {...form.register('note_content')}
        />
        <FormButtons onClose={onClose} submitting={isSubmitting} />
      </Stack>
    </form>
  )
}

const LOCAL_FORMAT = 'YYYY-MM-DDTHH:mm'
const toIso = (local: string) => (local ? dayjs(local).format() : '')
const toLocal = (iso: string | undefined) => (iso ? dayjs(iso).format(LOCAL_FORMAT) : '')

/** POST /phone-call-logs {call_type 'C', call_for the client, project_id, ...} or PUT. */
function ProjectCallForm({
  project,
  call,
  onClose,
}: {
  project: Project
  call: Call | null
  onClose: () => void
}) {
  const { t } = useTranslation(['crm', 'common'])
  const locale = useFormLocale()
  const { save } = useActivityMutations<CallInput>(project.code, '/phone-call-logs')
  const [alert, setAlert] = useState<ActivityAlert | null>(null)
  const form = useForm<CallInput>({
    resolver: localizedZodResolver(callInputSchema, locale) as unknown as Resolver<CallInput>,
    mode: 'onTouched',
    defaultValues: {
      description: call?.description ?? '',
      call_direction: call?.call_direction ?? 'OUTGOING',
      called_at: call?.called_at ?? dayjs().second(0).format(),
      contact_id: call?.contact_id ?? null,
      call_type: 'C',
      call_for: project.client?.code ?? '',
      project_id: project.id,
    },
  })
  const { errors, isSubmitting } = form.formState
  const onSubmit = form.handleSubmit(async (values) => {
    setAlert(null)
    try {
      notifySuccess((await save.mutateAsync({ input: values as CallInput, id: call?.id ?? null })).message)
      onClose()
    } catch (error) {
      setAlert(activityAlert(error, 'description'))
    }
  })
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <ActivityAlertBox alert={alert} />
        <Controller
          control={form.control}
          name="call_direction"
          render={({ field }) => (
            <Input.Wrapper label={t('calls.fields.call_direction')} required>
              <SegmentedControl
                fullWidth
                data={CALL_DIRECTIONS.map((value) => ({ value, label: t(`calls.directions.${value}`) }))}
                value={field.value}
                onChange={field.onChange}
              />
            </Input.Wrapper>
          )}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Controller
            control={form.control}
            name="called_at"
            render={({ field }) => (
              <TextInput
                type="datetime-local"
                label={t('calls.fields.called_at')}
                required
                max={dayjs().format(LOCAL_FORMAT)}
                value={toLocal(field.value)}
                onChange={(event) => field.onChange(toIso(event.currentTarget.value))}
                onBlur={field.onBlur}
                error={errors.called_at?.message}
              />
            )}
          />
          <Controller
            control={form.control}
            name="contact_id"
            render={({ field }) => (
              <Select
                label={t('calls.fields.contact_id')}
                data={project.contacts.map((contact) => ({ value: String(contact.id), label: contact.name }))}
                value={field.value ? String(field.value) : null}
                onChange={(value) => field.onChange(value ? Number(value) : null)}
                clearable
                searchable
              />
            )}
          />
        </SimpleGrid>
        <Controller
          control={form.control}
          name="description"
          render={({ field }) => (
            <CountedTextarea
              label={t('calls.fields.description')}
              required
              maxLength={CALL_DESCRIPTION_MAX}
              value={field.value}
              onChange={(event) => field.onChange(event.currentTarget.value)}
              onBlur={field.onBlur}
              error={errors.description?.message}
            />
          )}
        />
        <FormButtons onClose={onClose} submitting={isSubmitting} />
      </Stack>
    </form>
  )
}

/**
 * "Notlar" and "Aramalar": the project's notes or calls, newest first, with New, edit and delete. A
 * note or call belongs to a client; a project without one says so instead of offering the form.
 */
export function ProjectActivitiesTab({ project, kind }: { project: Project; kind: 'notes' | 'calls' }) {
  const { t, i18n } = useTranslation(['projects', 'crm', 'common'])
  const [editing, setEditing] = useState<Note | Call | null | undefined>(undefined)
  const path: Path = kind === 'notes' ? '/notes' : '/phone-call-logs'
  const { remove } = useActivityMutations<unknown>(project.code, path)
  const close = () => setEditing(undefined)
  const destroy = async (id: number) => {
    if (!(await confirmDestructive())) return
    try {
      notifySuccess((await remove.mutateAsync(id)).message)
    } catch (error) {
      notifyError(error instanceof Error ? error.message : null)
    }
  }
  const byNewest = <T extends { created_at: string }>(list: readonly T[]) =>
    [...list].sort((a, b) => b.created_at.localeCompare(a.created_at))

  if (!project.client)
    return (
      <Alert color="gray" variant="light" icon={<IconInfoCircle aria-hidden />}>
        {t('activities.noClient')}
      </Alert>
    )

  return (
    <Stack gap="sm">
      <Group justify="flex-end">
        {kind === 'notes' ? (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing(null)}>
            {t('crm:notes.new')}
          </Button>
        ) : (
          <Button leftSection={<IconPhonePlus size={16} aria-hidden />} onClick={() => setEditing(null)}>
            {t('crm:calls.new')}
          </Button>
        )}
      </Group>
      {kind === 'notes' &&
        (project.notes.length === 0 ? (
          <EmptyResults text={t('activities.emptyNotes')} />
        ) : (
          byNewest(project.notes).map((note) => (
            <ActivityItem
              key={note.id}
              title={note.note_title}
              meta={[note.creator?.full_name, formatDateTime(note.created_at, i18n.language)]
                .filter(Boolean)
                .join(' · ')}
              onEdit={() => setEditing(note)}
              onDelete={() => void destroy(note.id)}
            >
              {note.note_content}
            </ActivityItem>
          ))
        ))}
      {kind === 'calls' &&
        (project.calls.length === 0 ? (
          <EmptyResults text={t('activities.emptyCalls')} />
        ) : (
          byNewest(project.calls).map((call) => (
            <ActivityItem
              key={call.id}
              title={[t(`crm:calls.directions.${call.call_direction}`), call.contact?.name]
                .filter(Boolean)
                .join(' · ')}
              meta={[formatDateTime(call.called_at, i18n.language), call.creator?.full_name]
                .filter(Boolean)
                .join(' · ')}
              onEdit={() => setEditing(call)}
              onDelete={() => void destroy(call.id)}
            >
              {call.description}
            </ActivityItem>
          ))
        ))}
      <Modal
        opened={editing !== undefined}
        onClose={close}
        title={
          kind === 'notes'
            ? t(editing ? 'crm:notes.edit' : 'crm:notes.new')
            : t(editing ? 'crm:calls.edit' : 'crm:calls.new')
        }
        size="lg"
        closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      >
        {editing !== undefined &&
          (kind === 'notes' ? (
            <ProjectNoteForm project={project} note={(editing as Note | null) ?? null} onClose={close} />
          ) : (
            <ProjectCallForm project={project} call={(editing as Call | null) ?? null} onClose={close} />
          ))}
      </Modal>
    </Stack>
  )
}
