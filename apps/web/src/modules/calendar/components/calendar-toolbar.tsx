import { ActionIcon, Button, Group, SegmentedControl, Text } from '@mantine/core'
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { CALENDAR_VIEWS, type CalendarView } from '../calendar-kinds'

interface CalendarToolbarProps {
  title: string
  view: CalendarView
  onView: (view: CalendarView) => void
  onPrevious: () => void
  onNext: () => void
  onToday: () => void
}

/** Our own toolbar (FullCalendar's is hidden): labelled buttons and the view switch, in Mantine. */
export function CalendarToolbar({ title, view, onView, onPrevious, onNext, onToday }: CalendarToolbarProps) {
  const { t } = useTranslation('calendar')
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Group gap="xs" wrap="nowrap">
        <ActionIcon variant="default" size="lg" aria-label={t('toolbar.previous')} onClick={onPrevious}>
          <IconChevronLeft size={18} aria-hidden />
        </ActionIcon>
        <ActionIcon variant="default" size="lg" aria-label={t('toolbar.next')} onClick={onNext}>
          <IconChevronRight size={18} aria-hidden />
        </ActionIcon>
        <Button variant="default" onClick={onToday}>
          {t('toolbar.today')}
        </Button>
        <Text component="h2" fw={650} fz="lg" ml="sm" aria-live="polite" data-testid="calendar-title">
          {title}
        </Text>
      </Group>
      <SegmentedControl
        aria-label={t('toolbar.views')}
        value={view}
        onChange={(value) => onView(value as CalendarView)}
        data={(Object.keys(CALENDAR_VIEWS) as CalendarView[]).map((key) => ({
          value: key,
          label: t(`views.${key}`),
        }))}
      />
    </Group>
  )
}
