import type { RoomBlock, RoomGuest, RoomingList, RoomingWarning } from '@ajanda/contracts/hotels.contract'
import { Alert, Button, Group, List, Stack, Switch, Table, Text, TextInput, Title } from '@mantine/core'
import { IconDownload, IconPencil, IconSearch, IconTrash } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { confirmDestructive } from '../../../shared/ui/confirm'
import { notifyError, notifySuccess } from '../../../shared/ui/notify'
import { TablePager } from '../../../shared/ui/table/table-pager'
import { downloadRooming, useHotelWrites } from '../hotels.api'

/** Each warning as a sentence: the block's hotel and room type, the guest's name. */
function useWarningText(blocks: RoomBlock[], list: RoomingList) {
  const { t } = useTranslation('hotels')
  const names = new Map(list.data.flatMap((room) => room.guests.map((g) => [g.attendee_id, g.name] as const)))
  return (warning: RoomingWarning) => {
    const block = blocks.find((b) => b.id === warning.block_id)
    return t(`rooming.warnings.${warning.kind}`, {
      hotel: block?.hotel.name ?? '',
      type: block ? t(`roomTypes.${block.room_type}`) : '',
      night: warning.night ?? '',
      rooms: warning.rooms ?? 0,
      used: warning.used ?? 0,
      name: warning.attendee_id === null ? '' : (names.get(warning.attendee_id) ?? ''),
    })
  }
}

/** The rooming list: one row per room (room mates together), its warnings, edit and export. */
export function RoomingSection({
  projectCode,
  blocks,
  list,
  search,
  onSearch,
  warningsOnly,
  onWarningsOnly,
  onPage,
  onAdd,
  onEdit,
}: {
  projectCode: string
  blocks: RoomBlock[]
  list: RoomingList
  search: string
  onSearch(text: string): void
  warningsOnly: boolean
  onWarningsOnly(on: boolean): void
  onPage(page: number): void
  /** Both absent: the project is read-only to the caller (decisions/0047): no add, edit or remove. */
  onAdd?: () => void
  onEdit?: (guest: RoomGuest, blockId: number) => void
}) {
  const { t } = useTranslation('hotels')
  const { removeStay } = useHotelWrites(projectCode)
  const [exporting, setExporting] = useState(false)
  const warningText = useWarningText(blocks, list)
  const remove = async (guest: RoomGuest) => {
    if (!(await confirmDestructive({ message: t('rooming.confirmRemove', { name: guest.name }) }))) return
    try {
      notifySuccess((await removeStay.mutateAsync(guest.attendee_id)).message)
    } catch (error) {
      notifyError(error instanceof Error ? error.message : null)
    }
  }
  const exportList = async () => {
    setExporting(true)
    try {
      await downloadRooming(projectCode)
    } catch (error) {
      notifyError(error instanceof Error ? error.message : null)
    } finally {
      setExporting(false)
    }
  }

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={3} size="h4">
          {t('rooming.title')} · {t('rooming.rooms', { count: list.total })}
        </Title>
        <Group gap="xs">
          <Button
            size="sm"
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={exporting}
            disabled={list.total === 0 && !search && !warningsOnly}
            onClick={() => void exportList()}
          >
            {t('rooming.export')}
          </Button>
          {onAdd && (
            <Button size="sm" onClick={onAdd} disabled={blocks.length === 0}>
              {t('rooming.add')}
            </Button>
          )}
        </Group>
      </Group>
      {blocks.length === 0 && <Text c="dimmed">{t('rooming.needBlock')}</Text>}
      {blocks.length > 0 && (
        <Group gap="sm" align="flex-end" wrap="wrap">
          <TextInput
            label={t('rooming.search')}
            placeholder={t('rooming.search')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(event) => onSearch(event.currentTarget.value)}
            w={{ base: '100%', xs: 260 }}
          />
          <Switch
            label={t('rooming.warningsOnly', { total: list.warning_total })}
            checked={warningsOnly}
            onChange={(event) => onWarningsOnly(event.currentTarget.checked)}
            mb={6}
          />
        </Group>
      )}
      {list.warnings.length > 0 && (
        <Alert
          color="red"
          variant="light"
          title={t('rooming.warningsTitle', { total: list.warning_total })}
          data-testid="rooming-warnings"
        >
          <List size="sm">
            {list.warnings.map((warning) => (
              <List.Item key={`${warning.kind}-${warning.block_id}-${warning.attendee_id}-${warning.night}`}>
                {warningText(warning)}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      {blocks.length > 0 && list.total === 0 && (
        <Text c="dimmed">{search || warningsOnly ? t('rooming.noMatch') : t('rooming.empty')}</Text>
      )}
      {list.data.length > 0 && (
        <Table.ScrollContainer minWidth={640}>
          <Table striped fz="sm" data-testid="rooming-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('rooming.hotel')}</Table.Th>
                <Table.Th>{t('rooming.roomType')}</Table.Th>
                <Table.Th>{t('rooming.guests')}</Table.Th>
                <Table.Th>{t('rooming.checkIn')}</Table.Th>
                <Table.Th>{t('rooming.checkOut')}</Table.Th>
                <Table.Th>{t('rooming.nights')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.map((room) => (
                <Table.Tr key={room.guests.map((g) => g.attendee_id).join('-')}>
                  <Table.Td>{room.hotel}</Table.Td>
                  <Table.Td>{t(`roomTypes.${room.room_type}`)}</Table.Td>
                  <Table.Td>
                    <Stack gap={4}>
                      {room.guests.map((guest) => (
                        <Group key={guest.attendee_id} gap={4} wrap="nowrap">
                          <Text size="sm" style={{ flex: 1 }}>
                            {guest.name}
                            {guest.note && (
                              <Text span size="xs" c="dimmed">
                                {' '}
                                · {guest.note}
                              </Text>
                            )}
                          </Text>
                          {onEdit && (
                            <>
                              <Button
                                size="compact-xs"
                                variant="subtle"
                                aria-label={`${t('rooming.edit')}: ${guest.name}`}
                                onClick={() => onEdit(guest, room.block_id)}
                              >
                                <IconPencil size={14} aria-hidden />
                              </Button>
                              <Button
                                size="compact-xs"
                                variant="subtle"
                                color="red"
                                aria-label={`${t('rooming.remove')}: ${guest.name}`}
                                onClick={() => void remove(guest)}
                              >
                                <IconTrash size={14} aria-hidden />
                              </Button>
                            </>
                          )}
                        </Group>
                      ))}
                    </Stack>
                  </Table.Td>
                  <Table.Td>{room.check_in}</Table.Td>
                  <Table.Td>{room.check_out}</Table.Td>
                  <Table.Td>{room.nights}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <TablePager page={list} onChange={onPage} />
    </Stack>
  )
}
