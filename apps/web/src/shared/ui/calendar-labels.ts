import type { CalendarAriaLabels } from '@mantine/dates'
import { useTranslation } from 'react-i18next'

/**
 * Names for the calendar's buttons (month and year controls, previous and next): without them the
 * arrows are unnamed buttons to a screen reader. `lng` is the public form's language when it differs
 * from the page's.
 */
export function useCalendarLabels(lng?: string): CalendarAriaLabels {
  const { t } = useTranslation('common', lng ? { lng } : undefined)
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
