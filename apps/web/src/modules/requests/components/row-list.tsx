import { ActionIcon, Button, Group, Stack, Text } from '@mantine/core'
import { IconPlus, IconTrash } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

interface RowListProps {
  legend: string
  /** The field array's rows (their ids key the rows, so a removal keeps the others' inputs). */
  rows: readonly { id: string }[]
  max: number
  /** Under the list: the "fill in every row" message. */
  error?: string
  onAdd: () => void
  onRemove: (index: number) => void
  renderRow: (index: number) => ReactNode
  footer?: ReactNode
}

/** Item rows with add (up to `max`) and remove (never the last row). */
export function RowList({ legend, rows, max, error, onAdd, onRemove, renderRow, footer }: RowListProps) {
  const { t } = useTranslation('requests')
  const count = rows.length
  return (
    <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
      <Text component="legend" fw={600} size="sm">
        {legend}
      </Text>
      {rows.map((row, index) => (
        <Group key={row.id} align="flex-start" wrap="nowrap" gap="xs" data-testid="request-row">
          <div style={{ flex: 1 }}>{renderRow(index)}</div>
          <ActionIcon
            variant="subtle"
            color="red.8"
            mt={4}
            disabled={count <= 1}
            aria-label={t('form.removeRow', { number: index + 1 })}
            onClick={() => onRemove(index)}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
      {error && (
        <Text role="alert" c="red.8" size="sm">
          {error}
        </Text>
      )}
      <Group justify="space-between">
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={16} aria-hidden />}
          disabled={count >= max}
          onClick={onAdd}
        >
          {t('form.addRow', { max })}
        </Button>
        {footer}
      </Group>
    </Stack>
  )
}
