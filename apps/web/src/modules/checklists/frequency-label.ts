import { intervalNeedsWeekday } from '@ajanda/contracts/checklist-recurrence'
import type { ChecklistItem } from '@ajanda/contracts/checklists.contract'
import type { TFunction } from 'i18next'
import { formatDate } from '../../shared/format/dates'

type Frequency = Pick<ChecklistItem, 'recurrence' | 'interval' | 'interval_day' | 'specific_date'>

/** "Bir kez", "Her hafta, Pazartesi", "Her ayın 15. günü", "01 Mart 2027": the table's frequency cell. */
export function frequencyLabel(item: Frequency, t: TFunction<'checklists'>): string {
  if (item.recurrence === 'specific_date') return item.specific_date ? formatDate(item.specific_date) : ''
  if (item.recurrence !== 'interval' || !item.interval) return t('recurrence.once')
  const interval = t(`intervals.${item.interval}`)
  if (item.interval === 'monthly') return t('frequencyText.monthly', { day: item.interval_day })
  if (intervalNeedsWeekday(item.interval) && item.interval_day)
    return t('frequencyText.weekly', {
      interval,
      day: t(`weekdays.${String(item.interval_day) as '1'}`),
    })
  return interval
}
