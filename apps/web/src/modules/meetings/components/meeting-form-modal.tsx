import { Button, Group, Stack } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { ErrorAlert } from '../../../shared/ui/error-alert'
import { PageLoader } from '../../../shared/ui/page-loader'
import type { MeetingModalOptions } from '../meeting-modal-store'
import { meetingQueryOptions } from '../meetings.api'
import { MeetingForm } from './meeting-form'

export interface MeetingFormModalProps {
  options: MeetingModalOptions
  onDone: (meeting: { id: number }) => void
  onCancel: () => void
}

/** The modal's body: creates a meeting, or loads GET /meetings/{id} first to edit it. */
export function MeetingFormModal({ options, onDone, onCancel }: MeetingFormModalProps) {
  const id = options.meetingId
  if (!id) return <MeetingForm meeting={null} options={options} onDone={onDone} onCancel={onCancel} />
  return <EditMeeting id={id} options={options} onDone={onDone} onCancel={onCancel} />
}

function EditMeeting({ id, ...props }: MeetingFormModalProps & { id: number }) {
  const { t } = useTranslation(['meetings', 'common'])
  const meeting = useQuery(meetingQueryOptions(id))
  if (meeting.isPending) return <PageLoader fullHeight={false} />
  if (meeting.isError)
    return (
      <Stack>
        <ErrorAlert message={meeting.error.message || t('loadFailed')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onCancel}>
            {t('common:actions.close')}
          </Button>
        </Group>
      </Stack>
    )
  return <MeetingForm meeting={meeting.data} {...props} />
}
