import type { RoomBlock } from '@ajanda/contracts/hotels.contract'
import { Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core'
import { IconPencil, IconTrash } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { confirmDestructive } from '../../../shared/ui/confirm'
import { notifyError, notifySuccess } from '../../../shared/ui/notify'
import { ToneBadge } from '../../../shared/ui/tone-badge'
import { useHotelWrites } from '../hotels.api'

const shortDay = (iso: string, language: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString(language === 'en' ? 'en-GB' : 'tr-TR', {
    day: '2-digit',
    month: 'short',
    timeZone: 'UTC',
  })

/** One block: hotel and room type, then a nights × rooms / taken grid, over-booked nights in red. */
function BlockCard({
  block,
  projectCode,
  onEdit,
}: {
  block: RoomBlock
  projectCode: string
  /** Absent: the project is read-only to the caller (no edit, no delete). */
  onEdit?: () => void
}) {
  const { t, i18n } = useTranslation('hotels')
  const { deleteBlock } = useHotelWrites(projectCode)
  const remove = async () => {
    if (!(await confirmDestructive({ message: t('blocks.confirmDelete') }))) return
    try {
      notifySuccess((await deleteBlock.mutateAsync(block.id)).message)
    } catch (error) {
      notifyError(error instanceof Error ? error.message : null)
    }
  }
  return (
    <Card withBorder radius="md" padding="sm" data-testid={`room-block-${block.id}`}>
      <Group justify="space-between" wrap="wrap" gap="xs" mb="xs">
        <Stack gap={0}>
          <Text fw={600}>{block.hotel.name}</Text>
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              {t(`roomTypes.${block.room_type}`)}
            </Text>
            {block.release_on && (
              <Text size="sm" c="dimmed">
                · {t('blocks.release', { date: block.release_on })}
              </Text>
            )}
            {block.over_booked && <ToneBadge tone="red">{t('blocks.overBooked')}</ToneBadge>}
          </Group>
        </Stack>
        {onEdit && (
          <Group gap="xs">
            <Button
              size="xs"
              variant="light"
              leftSection={<IconPencil size={14} aria-hidden />}
              onClick={onEdit}
            >
              {t('blocks.edit')}
            </Button>
            <Button
              size="xs"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={14} aria-hidden />}
              onClick={() => void remove()}
            >
              {t('blocks.delete')}
            </Button>
          </Group>
        )}
      </Group>
      <Table.ScrollContainer minWidth={120}>
        <Table withTableBorder withColumnBorders fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('blocks.night')}</Table.Th>
              {block.nights.map((night) => (
                <Table.Th key={night.night} scope="col">
                  {shortDay(night.night, i18n.language)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th scope="row">{t('blocks.rooms')}</Table.Th>
              {block.nights.map((night) => (
                <Table.Td key={night.night}>{night.rooms}</Table.Td>
              ))}
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">{t('blocks.used')}</Table.Th>
              {block.nights.map((night) => (
                <Table.Td
                  key={night.night}
                  data-over={night.over_booked || undefined}
                  style={
                    night.over_booked ? { color: 'var(--mantine-color-red-9)', fontWeight: 700 } : undefined
                  }
                >
                  {night.used}
                </Table.Td>
              ))}
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {block.note && (
        <Text size="sm" mt="xs">
          {block.note}
        </Text>
      )}
      <Text size="xs" c="dimmed" mt={4}>
        {t('blocks.total', { used: block.total_used, rooms: block.total_rooms })}
      </Text>
    </Card>
  )
}

/** "Oda blokları": the project's blocks, hotel by hotel; without `onAdd` and `onEdit`, read only. */
export function RoomBlocksSection({
  blocks,
  projectCode,
  onAdd,
  onEdit,
}: {
  blocks: RoomBlock[]
  projectCode: string
  onAdd?: () => void
  onEdit?: (block: RoomBlock) => void
}) {
  const { t } = useTranslation('hotels')
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={3} size="h4">
          {t('blocks.title')}
        </Title>
        {onAdd && (
          <Button size="sm" onClick={onAdd}>
            {t('blocks.add')}
          </Button>
        )}
      </Group>
      {blocks.length === 0 && <Text c="dimmed">{t('blocks.empty')}</Text>}
      {blocks.map((block) => (
        <BlockCard
          key={block.id}
          block={block}
          projectCode={projectCode}
          onEdit={onEdit && (() => onEdit(block))}
        />
      ))}
    </Stack>
  )
}
