import { ActionIcon, Card, Group, Stack, Text } from '@mantine/core'
import { IconPencil, IconTrash } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

/** One note or call in a profile tab, with its edit and delete buttons. */
export function ActivityItem({
  title,
  meta,
  children,
  onEdit,
  onDelete,
}: {
  title: ReactNode
  meta: string
  children: ReactNode
  /** Both absent: the item is shown without its buttons (a project read only by taking part). */
  onEdit?: () => void
  onDelete?: () => void
}) {
  const { t } = useTranslation('common')
  const label = typeof title === 'string' ? title : ''
  return (
    <Card withBorder radius="md" padding="md" component="article">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text fw={600}>{title}</Text>
          <Text size="xs" c="dimmed">
            {meta}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {children}
          </Text>
        </Stack>
        <Group gap={4} wrap="nowrap">
          {onEdit && (
            <ActionIcon variant="subtle" aria-label={`${t('actions.edit')}: ${label}`} onClick={onEdit}>
              <IconPencil size={16} aria-hidden />
            </ActionIcon>
          )}
          {onDelete && (
            <ActionIcon
              variant="subtle"
              color="red.9"
              aria-label={`${t('actions.delete')}: ${label}`}
              onClick={onDelete}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          )}
        </Group>
      </Group>
    </Card>
  )
}
