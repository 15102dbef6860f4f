import { Button, Checkbox, Popover, Stack, Text } from '@mantine/core'
import { IconColumns } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { type ColumnChoice, DEFAULT_COLUMNS } from '../attendee-columns'

/** "Sütunlar": which columns the table shows, the fixed ones and then the project's custom ones. */
export function ColumnChooser({
  choices,
  value,
  onChange,
}: {
  choices: readonly ColumnChoice[]
  value: readonly string[]
  onChange: (columns: string[]) => void
}) {
  const { t } = useTranslation('attendees')
  // Kept in the choices' order, whatever order they were ticked in.
  const ordered = (keys: string[]) => choices.map((choice) => choice.key).filter((key) => keys.includes(key))
  const group = (custom: boolean) => choices.filter((choice) => choice.custom === custom)
  const boxes = (list: ColumnChoice[]) =>
    list.map((choice) => <Checkbox key={choice.key} value={choice.key} label={choice.label} />)
  return (
    <Popover position="bottom-end" trapFocus withinPortal shadow="md">
      <Popover.Target>
        <Button variant="default" leftSection={<IconColumns size={16} aria-hidden />}>
          {t('columnChooser.button')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown maw="calc(100vw - 24px)" mah={420} style={{ overflowY: 'auto' }}>
        <Checkbox.Group
          label={t('columnChooser.title')}
          value={[...value]}
          onChange={(keys) => onChange(ordered(keys))}
        >
          <Stack gap={6} mt="xs">
            <Text size="xs" c="dimmed" fw={600}>
              {t('columnChooser.fixed')}
            </Text>
            {boxes(group(false))}
            {group(true).length > 0 && (
              <Text size="xs" c="dimmed" fw={600} mt="xs">
                {t('columnChooser.custom')}
              </Text>
            )}
            {boxes(group(true))}
          </Stack>
        </Checkbox.Group>
        <Button variant="subtle" size="compact-sm" mt="sm" onClick={() => onChange([...DEFAULT_COLUMNS])}>
          {t('columnChooser.reset')}
        </Button>
      </Popover.Dropdown>
    </Popover>
  )
}
