import type { CalendarKind } from '@ajanda/contracts/calendar.contract'
import { Box, Checkbox, Group } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { ALL_KINDS, KIND_COLORS } from '../calendar-kinds'

interface CalendarLegendProps {
  value: readonly CalendarKind[]
  onChange: (kinds: CalendarKind[]) => void
}

/** The colour key of the kinds, doubling as the kind filter (a checkbox per kind). */
export function CalendarLegend({ value, onChange }: CalendarLegendProps) {
  const { t } = useTranslation('calendar')
  return (
    <Checkbox.Group
      label={t('legend')}
      value={[...value]}
      onChange={(kinds) => onChange(ALL_KINDS.filter((kind) => kinds.includes(kind)))}
    >
      <Group gap="md" mt={6}>
        {ALL_KINDS.map((kind) => (
          <Checkbox
            key={kind}
            value={kind}
            label={
              <Group gap={6} wrap="nowrap">
                <Box
                  aria-hidden
                  w={12}
                  h={12}
                  style={{ borderRadius: 3, backgroundColor: KIND_COLORS[kind] }}
                />
                {t(`kinds.${kind}`)}
              </Group>
            }
          />
        ))}
      </Group>
    </Checkbox.Group>
  )
}
