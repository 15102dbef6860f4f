import {
  type HotelOption,
  ROOM_BLOCK_NIGHTS_MAX,
  ROOM_BLOCK_ROOMS_MAX,
  ROOM_TYPES,
  type RoomBlock,
  type RoomType,
} from '@ajanda/contracts/hotels.contract'
import {
  ActionIcon,
  Button,
  Group,
  Modal,
  NumberInput,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core'
import { IconPlus, IconTrash } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '../../../shared/api/api-error'
import { notifyError, notifySuccess } from '../../../shared/ui/notify'
import { useHotelWrites } from '../hotels.api'
import { HotelPicker } from './hotel-picker'

interface NightRow {
  /** A stable React key: rows are added and removed anywhere. */
  key: number
  night: string
  rooms: number | string
}

let nextKey = 0
const newKey = () => ++nextKey

const nextDay = (iso: string) => {
  const day = new Date(`${iso}T00:00:00Z`)
  day.setUTCDate(day.getUTCDate() + 1)
  return day.toISOString().slice(0, 10)
}

/** "Blok ekle" / "Düzenle": the hotel, room type, release date, note and the rooms of each night. */
export function RoomBlockModal({
  projectCode,
  block,
  firstNight,
  onClose,
}: {
  projectCode: string
  /** The block edited, or null for a new one. */
  block: RoomBlock | null
  /** A new block's first night (the project's start). */
  firstNight: string
  onClose(): void
}) {
  const { t } = useTranslation(['hotels', 'common'])
  const { saveBlock } = useHotelWrites(projectCode)
  const [hotel, setHotel] = useState<HotelOption | null>(block?.hotel ?? null)
  const [roomType, setRoomType] = useState<RoomType>(block?.room_type ?? 'DOUBLE')
  const [release, setRelease] = useState(block?.release_on ?? '')
  const [note, setNote] = useState(block?.note ?? '')
  const [nights, setNights] = useState<NightRow[]>(
    block?.nights
      .filter((n) => n.rooms > 0)
      .map((n) => ({ key: newKey(), night: n.night, rooms: n.rooms })) ?? [
      { key: newKey(), night: firstNight, rooms: 10 },
    ],
  )
  const [errors, setErrors] = useState<Record<string, string>>({})

  const setNight = (index: number, row: Partial<NightRow>) =>
    setNights((rows) => rows.map((current, i) => (i === index ? { ...current, ...row } : current)))

  const submit = async () => {
    if (!hotel) return setErrors({ hotel_id: t('blockForm.hotelHint') })
    setErrors({})
    try {
      const saved = await saveBlock.mutateAsync({
        id: block?.id ?? null,
        input: {
          hotel_id: hotel.id,
          room_type: roomType,
          release_on: release || null,
          note: note || null,
          nights: nights.map((row) => ({ night: row.night, rooms: Number(row.rooms) || 0 })),
        },
      })
      notifySuccess(saved.message)
      onClose()
    } catch (error) {
      if (isApiError(error) && error.isValidation)
        setErrors(
          Object.fromEntries(
            Object.entries(error.errors).map(([key, list]) => [key.split('.')[0] ?? key, list[0] ?? '']),
          ),
        )
      else notifyError(error instanceof Error ? error.message : null)
    }
  }

  return (
    <Modal
      opened
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      title={block ? t('blockForm.editTitle') : t('blockForm.addTitle')}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault()
          void submit()
        }}
      >
        <Stack>
          <HotelPicker value={hotel} onChange={setHotel} error={errors.hotel_id} />
          <Select
            label={t('blockForm.roomType')}
            data={ROOM_TYPES.map((type) => ({ value: type, label: t(`roomTypes.${type}`) }))}
            value={roomType}
            onChange={(value) => value && setRoomType(value as RoomType)}
            allowDeselect={false}
            error={errors.room_type}
          />
          <TextInput
            type="date"
            label={t('blockForm.release')}
            value={release}
            onChange={(event) => setRelease(event.currentTarget.value)}
            error={errors.release_on}
          />
          <Stack gap={6}>
            <Text size="sm" fw={500}>
              {t('blockForm.nights')}
            </Text>
            {nights.map((row, index) => (
              <Group key={row.key} gap="xs" wrap="nowrap" align="flex-end">
                <TextInput
                  type="date"
                  aria-label={`${t('blockForm.night')} ${index + 1}`}
                  value={row.night}
                  onChange={(event) => setNight(index, { night: event.currentTarget.value })}
                  style={{ flex: 1 }}
                  required
                />
                <NumberInput
                  aria-label={`${t('blockForm.rooms')} ${index + 1}`}
                  value={row.rooms}
                  onChange={(rooms) => setNight(index, { rooms })}
                  min={0}
                  max={ROOM_BLOCK_ROOMS_MAX}
                  allowDecimal={false}
                  w={90}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('blockForm.removeNight')}
                  disabled={nights.length === 1}
                  onClick={() => setNights((rows) => rows.filter((_, i) => i !== index))}
                  mb={4}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Group>
            ))}
            {errors.nights && (
              <Text size="sm" c="red.8">
                {errors.nights}
              </Text>
            )}
            <Button
              variant="subtle"
              size="xs"
              leftSection={<IconPlus size={14} aria-hidden />}
              disabled={nights.length >= ROOM_BLOCK_NIGHTS_MAX}
              onClick={() =>
                setNights((rows) => {
                  const last = rows.at(-1)
                  return [
                    ...rows,
                    {
                      key: newKey(),
                      night: last?.night ? nextDay(last.night) : firstNight,
                      rooms: last?.rooms ?? 0,
                    },
                  ]
                })
              }
              style={{ alignSelf: 'flex-start' }}
            >
              {t('blockForm.addNight')}
            </Button>
          </Stack>
          <Textarea
            label={t('blockForm.note')}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            maxLength={500}
            autosize
            minRows={2}
            error={errors.note}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('blockForm.cancel')}
            </Button>
            <Button type="submit" loading={saveBlock.isPending}>
              {t('blockForm.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
