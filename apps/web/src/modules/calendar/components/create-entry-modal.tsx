import { Button, Group, Modal, Text } from '@mantine/core'
import dayjs from 'dayjs'
import { useTranslation } from 'react-i18next'

export interface EmptySlot {
  /** The day (`YYYY-MM-DD`) of a month-view click, or the moment of a week/day slot. */
  date: Date
  allDay: boolean
}

interface CreateEntryModalProps {
  slot: EmptySlot | null
  onClose: () => void
  onMeeting: (slot: EmptySlot) => void
  onTask: (slot: EmptySlot) => void
}

/** A click on an empty day or slot: "Toplantı" or "Görev" with that day or time prefilled. */
export function CreateEntryModal({ slot, onClose, onMeeting, onTask }: CreateEntryModalProps) {
  const { t } = useTranslation('calendar')
  const { t: common } = useTranslation()
  const date = slot ? dayjs(slot.date).format(slot.allDay ? 'DD MMMM YYYY' : 'DD MMMM YYYY HH:mm') : ''
  return (
    <Modal
      opened={slot !== null}
      onClose={onClose}
      title={t('create.title')}
      centered
      size="sm"
      closeButtonProps={{ 'aria-label': common('actions.close') }}
    >
      <Text size="sm" mb="md">
        {t('create.prompt', { date })}
      </Text>
      <Group justify="flex-end">
        <Button variant="light" onClick={() => slot && onTask(slot)}>
          {t('create.task')}
        </Button>
        <Button onClick={() => slot && onMeeting(slot)} data-autofocus>
          {t('create.meeting')}
        </Button>
      </Group>
    </Modal>
  )
}
