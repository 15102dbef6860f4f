import type { RoomBlock, RoomGuest } from '@ajanda/contracts/hotels.contract'
import { Button, Group, Modal, Select, Stack, Textarea, TextInput } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '../../../shared/api/api-error'
import { notifyError, notifySuccess } from '../../../shared/ui/notify'
import { useHotelWrites } from '../hotels.api'
import { AttendeePicker, type PickedAttendee } from './attendee-picker'

export interface StayDraft {
  guest: RoomGuest | null
  blockId: number | null
}

/** "Konaklama ekle" / "Düzenle": the attendee, the block, the dates, the room mate and a note. */
export function StayModal({
  projectCode,
  projectId,
  blocks,
  draft,
  onClose,
}: {
  projectCode: string
  projectId: number
  blocks: RoomBlock[]
  draft: StayDraft
  onClose(): void
}) {
  const { t } = useTranslation(['hotels', 'common'])
  const { saveStay } = useHotelWrites(projectCode)
  const guest = draft.guest
  const firstBlock = blocks.find((b) => b.id === draft.blockId) ?? blocks[0]
  const blockNights = firstBlock?.nights.map((n) => n.night) ?? []
  const [attendee, setAttendee] = useState<PickedAttendee | null>(
    guest ? { id: guest.attendee_id, name: guest.name } : null,
  )
  const [blockId, setBlockId] = useState<string | null>(firstBlock ? String(firstBlock.id) : null)
  const [checkIn, setCheckIn] = useState(guest?.check_in ?? blockNights[0] ?? '')
  const lastNight = blockNights.at(-1)
  const [checkOut, setCheckOut] = useState(
    guest?.check_out ??
      (lastNight
        ? new Date(Date.parse(`${lastNight}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
        : ''),
  )
  const initialMate = guest?.room_mate ? { id: guest.room_mate.id, name: guest.room_mate.name } : null
  const [mate, setMate] = useState<PickedAttendee | null>(initialMate)
  const [note, setNote] = useState(guest?.note ?? '')
  const [errors, setErrors] = useState<Record<string, string>>({})

  const submit = async () => {
    if (!attendee || !blockId) return
    setErrors({})
    try {
      const saved = await saveStay.mutateAsync({
        attendeeId: attendee.id,
        input: {
          block_id: Number(blockId),
          check_in: checkIn,
          check_out: checkOut,
          note: note || null,
          // Sent only when changed: an untouched pairing (perhaps the form's, unconfirmed) stays as it is.
          ...((mate?.id ?? null) !== (initialMate?.id ?? null) ? { room_mate_id: mate?.id ?? null } : {}),
        },
      })
      notifySuccess(saved.message)
      onClose()
    } catch (error) {
      if (isApiError(error) && error.isValidation)
        setErrors(Object.fromEntries(Object.entries(error.errors).map(([key, list]) => [key, list[0] ?? ''])))
      else notifyError(error instanceof Error ? error.message : null)
    }
  }

  return (
    <Modal
      opened
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      title={guest ? t('stayForm.editTitle') : t('stayForm.addTitle')}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault()
          void submit()
        }}
      >
        <Stack>
          <AttendeePicker
            projectId={projectId}
            label={t('stayForm.attendee')}
            placeholder={t('stayForm.attendeeHint')}
            value={attendee}
            onChange={setAttendee}
            required
            disabled={guest !== null}
          />
          <Select
            label={t('stayForm.block')}
            required
            allowDeselect={false}
            data={blocks.map((b) => ({
              value: String(b.id),
              label: `${b.hotel.name} · ${t(`roomTypes.${b.room_type}`)}`,
            }))}
            value={blockId}
            onChange={setBlockId}
            error={errors.block_id}
          />
          <Group grow>
            <TextInput
              type="date"
              label={t('stayForm.checkIn')}
              value={checkIn}
              onChange={(event) => setCheckIn(event.currentTarget.value)}
              required
              error={errors.check_in}
            />
            <TextInput
              type="date"
              label={t('stayForm.checkOut')}
              value={checkOut}
              onChange={(event) => setCheckOut(event.currentTarget.value)}
              required
              error={errors.check_out}
            />
          </Group>
          <AttendeePicker
            projectId={projectId}
            label={t('stayForm.roomMate')}
            placeholder={t('stayForm.roomMateHint')}
            value={mate}
            onChange={setMate}
            exclude={attendee?.id}
            error={errors.room_mate_id}
          />
          <Textarea
            label={t('stayForm.note')}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            maxLength={300}
            autosize
            minRows={2}
            error={errors.note}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('stayForm.cancel')}
            </Button>
            <Button type="submit" loading={saveStay.isPending} disabled={!attendee || !blockId}>
              {t('stayForm.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
