import type { Call, Note } from '@ajanda/contracts/activities.contract'
import { Button, Group, Stack } from '@mantine/core'
import { IconPhonePlus, IconPlus } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { formatDateTime } from '../../../shared/format/dates'
import { confirmDestructive } from '../../../shared/ui/confirm'
import { EmptyResults } from '../../../shared/ui/empty-state'
import { notifyError, notifySuccess } from '../../../shared/ui/notify'
import { useDeleteActivity } from '../activities.api'
import { openCallModal, openNoteModal } from '../activity-modal-stores'
import { ActivityItem } from './activity-item'
import type { ActivitySubject } from './note-form-modal'

function useRemove(path: '/notes' | '/phone-call-logs') {
  const remove = useDeleteActivity(path)
  return async (id: number) => {
    if (!(await confirmDestructive())) return
    try {
      notifySuccess((await remove.mutateAsync(id)).message)
    } catch (error) {
      notifyError(error instanceof Error ? error.message : null)
    }
  }
}

/** The notes tab of a client or supplier: newest first, with New, edit and delete (none when `readOnly`). */
export function NotesTab({
  notes,
  subject,
  emptyText,
  readOnly = false,
}: {
  notes: readonly Note[]
  subject: ActivitySubject
  emptyText?: string
  readOnly?: boolean
}) {
  const { t, i18n } = useTranslation(['crm', 'common'])
  const remove = useRemove('/notes')
  const newButton = (
    <Button
      leftSection={<IconPlus size={16} aria-hidden />}
      onClick={() => openNoteModal({ note: null, subject })}
    >
      {t('notes.new')}
    </Button>
  )
  return (
    <Stack gap="sm">
      {!readOnly && <Group justify="flex-end">{newButton}</Group>}
      {notes.length === 0 && <EmptyResults text={emptyText} />}
      {notes.map((note) => (
        <ActivityItem
          key={note.id}
          title={note.note_title}
          meta={[note.creator?.full_name, formatDateTime(note.created_at, i18n.language)]
            .filter(Boolean)
            .join(' · ')}
          onEdit={readOnly ? undefined : () => openNoteModal({ note, subject })}
          onDelete={readOnly ? undefined : () => void remove(note.id)}
        >
          {note.note_content}
        </ActivityItem>
      ))}
    </Stack>
  )
}

/** The calls tab: direction, time and contact of each call, with New, edit and delete (none when `readOnly`). */
export function CallsTab({
  calls,
  contacts,
  subject,
  emptyText,
  readOnly = false,
}: {
  calls: readonly Call[]
  contacts: readonly { id: number; name: string }[]
  subject: ActivitySubject
  emptyText?: string
  readOnly?: boolean
}) {
  const { t, i18n } = useTranslation(['crm', 'common'])
  const remove = useRemove('/phone-call-logs')
  return (
    <Stack gap="sm">
      {!readOnly && (
        <Group justify="flex-end">
          <Button
            leftSection={<IconPhonePlus size={16} aria-hidden />}
            onClick={() => openCallModal({ call: null, subject, contacts })}
          >
            {t('calls.new')}
          </Button>
        </Group>
      )}
      {calls.length === 0 && <EmptyResults text={emptyText} />}
      {calls.map((call) => (
        <ActivityItem
          key={call.id}
          title={[t(`calls.directions.${call.call_direction}`), call.contact?.name]
            .filter(Boolean)
            .join(' · ')}
          meta={[formatDateTime(call.called_at, i18n.language), call.creator?.full_name]
            .filter(Boolean)
            .join(' · ')}
          onEdit={readOnly ? undefined : () => openCallModal({ call, subject, contacts })}
          onDelete={readOnly ? undefined : () => void remove(call.id)}
        >
          {call.description}
        </ActivityItem>
      ))}
    </Stack>
  )
}
