import '@mantine/dates/styles.css'
import { REQUEST_TYPES, type RequestType } from '@ajanda/contracts/approvals.contract'
import { REQUEST_STATUSES, type RequestStatus } from '@ajanda/contracts/requests.contract'
import { Group, Select } from '@mantine/core'
import { DatePickerInput, DatesProvider } from '@mantine/dates'
import { IconCalendar } from '@tabler/icons-react'
import dayjs from 'dayjs'
import { useTranslation } from 'react-i18next'
import type { ApprovesFilters } from '../approves-filters'

const DAY = 'YYYY-MM-DD'
/** Mantine's placeholder grey is below 4.5:1 on white (axe); the date picker, a button, shows it. */
const PLACEHOLDER_STYLES = { placeholder: { color: 'var(--mantine-color-gray-7)' } }

/** Shortcuts of the date range: requests are looked up in the past, so the presets look back. */
export function approvesDatePresets(today: dayjs.Dayjs = dayjs()) {
  const month = today.startOf('month')
  return {
    thisMonth: [month, month.endOf('month')],
    lastMonth: [month.subtract(1, 'month'), month.subtract(1, 'month').endOf('month')],
    last3Months: [today.subtract(3, 'month'), today],
    thisYear: [today.startOf('year'), today.endOf('year')],
  } as const
}

/** Status, request type and the created-at day range of /approves. */
export function ApprovesFilterBar({
  filters,
  onChange,
}: {
  filters: ApprovesFilters
  onChange: (change: Partial<ApprovesFilters>) => void
}) {
  const { t, i18n } = useTranslation('approvals')
  const presets = approvesDatePresets()

  return (
    <Group gap="sm" wrap="wrap" align="flex-end">
      <Select
        label={t('filters.status')}
        placeholder={t('filters.statusPlaceholder')}
        data={REQUEST_STATUSES.map((value) => ({ value, label: t(`statuses.${value}`) }))}
        value={filters.status}
        onChange={(value) => onChange({ status: (value as RequestStatus | null) ?? null })}
        clearable
        w={200}
      />
      <Select
        label={t('filters.type')}
        placeholder={t('filters.typePlaceholder')}
        data={REQUEST_TYPES.map((value) => ({ value, label: t(`requestTypes.${value}`) }))}
        value={filters.requestType}
        onChange={(value) => onChange({ requestType: (value as RequestType | null) ?? null })}
        clearable
        searchable
        w={240}
        maxDropdownHeight={320}
      />
      <DatesProvider settings={{ locale: i18n.language === 'en' ? 'en' : 'tr', firstDayOfWeek: 1 }}>
        <DatePickerInput
          type="range"
          styles={PLACEHOLDER_STYLES}
          label={t('filters.dates')}
          placeholder={t('filters.datesPlaceholder')}
          leftSection={<IconCalendar size={16} aria-hidden />}
          value={[filters.dateFrom, filters.dateTo]}
          onChange={([from, to]) => {
            // Half a range is still being picked: the list waits for its end.
            if (from && !to) return
            onChange({
              dateFrom: from ? dayjs(from).format(DAY) : null,
              dateTo: to ? dayjs(to).format(DAY) : null,
            })
          }}
          valueFormat="DD MMM YYYY"
          clearable
          allowSingleDateInRange
          presets={(Object.keys(presets) as (keyof typeof presets)[]).map((key) => ({
            value: [presets[key][0].format(DAY), presets[key][1].format(DAY)] as [string, string],
            label: t(`filters.presets.${key}`),
          }))}
          w={250}
          clearButtonProps={{ 'aria-label': t('filters.clearDates') }}
        />
      </DatesProvider>
    </Group>
  )
}
