import type { CalendarAriaLabels } from '@mantine/dates'
import { useTranslation } from 'react-i18next'

/** Names for the calendar's buttons (month and year controls, previous and next). */
export function useCalendarLabels(): CalendarAriaLabels {
  const { t } = useTranslation('bizdev')
  return {
    monthLevelControl: t('calendar.monthLevel'),
    yearLevelControl: t('calendar.yearLevel'),
    nextMonth: t('calendar.nextMonth'),
    previousMonth: t('calendar.previousMonth'),
    nextYear: t('calendar.nextYear'),
    previousYear: t('calendar.previousYear'),
    nextDecade: t('calendar.nextDecade'),
    previousDecade: t('calendar.previousDecade'),
  }
}
