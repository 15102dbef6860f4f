import type { ChecklistItem } from '@ajanda/contracts/checklists.contract'
import { ActionIcon, Group, Table, Text, VisuallyHidden } from '@mantine/core'
import { IconPencil, IconTrash } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { frequencyLabel } from '../frequency-label'

/** The selected section's rows: task, dependency, start days, end days, frequency; update and delete. */
export function ItemsTable({
  sectionTitle,
  items,
  allItems,
  onEdit,
  onDelete,
}: {
  sectionTitle: string
  items: readonly ChecklistItem[]
  allItems: readonly ChecklistItem[]
  onEdit: (item: ChecklistItem) => void
  onDelete: (item: ChecklistItem) => void
}) {
  const { t } = useTranslation(['checklists', 'common'])
  const describe = (id: number | null) => allItems.find((item) => item.id === id)?.description ?? '—'
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped aria-label={t('detail.itemsLabel', { name: sectionTitle })}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('detail.columns.task')}</Table.Th>
            <Table.Th>{t('detail.columns.dependency')}</Table.Th>
            <Table.Th ta="right">{t('detail.columns.startDays')}</Table.Th>
            <Table.Th ta="right">{t('detail.columns.endDays')}</Table.Th>
            <Table.Th>{t('detail.columns.frequency')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('detail.columns.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id}>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{item.description}</Table.Td>
              <Table.Td>
                <Text size="sm" c={item.dependent_to ? undefined : 'dimmed'}>
                  {item.dependent_to ? describe(item.dependent_to) : '—'}
                </Text>
              </Table.Td>
              <Table.Td ta="right">{item.starts_at}</Table.Td>
              <Table.Td ta="right">{item.ends_at}</Table.Td>
              <Table.Td>{frequencyLabel(item, t)}</Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap" justify="flex-end">
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('detail.editItem', { name: item.description })}
                    onClick={() => onEdit(item)}
                  >
                    <IconPencil size={16} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red.9"
                    aria-label={t('detail.deleteItem', { name: item.description })}
                    onClick={() => onDelete(item)}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
