import '@mantine/dates/styles.css'
import { Group, TextInput } from '@mantine/core'
import { DatePickerInput, DatesProvider } from '@mantine/dates'
import { useDebouncedValue } from '@mantine/hooks'
import { IconSearch } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useCalendarLabels } from '../../../shared/ui/calendar-labels'
import { ScopeUserPicker } from '../../../shared/ui/scope-user-picker'
import { scopeOptionsQueryOptions } from '../../users/users.api'
import { type BizdevFilters, DATE_PRESETS, presetRange } from '../bizdev-filters'
import { ClientPicker } from './client-picker'

export const SEARCH_DEBOUNCE_MS = 400
const day = (value: unknown) => (value ? String(value).slice(0, 10) : null)

/** Responsible (scoped picker), client, event dates with shortcuts and a debounced text search. */
export function BizdevFiltersBar({
  filters,
  onChange,
}: {
  filters: BizdevFilters
  onChange: (change: Partial<BizdevFilters>) => void
}) {
  const { t, i18n } = useTranslation('bizdev')
  const scope = useQuery(scopeOptionsQueryOptions())
  const calendarLabels = useCalendarLabels()
  const [search, setSearch] = useState(filters.search)
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS)
  const [range, setRange] = useState<[string | null, string | null]>([filters.dateFrom, filters.dateTo])
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a settled search is reported
  useEffect(() => {
    if (debounced.trim() !== filters.search.trim()) onChange({ search: debounced })
  }, [debounced])
  useEffect(() => setRange([filters.dateFrom, filters.dateTo]), [filters.dateFrom, filters.dateTo])

  return (
    <DatesProvider settings={{ locale: i18n.language === 'en' ? 'en' : 'tr' }}>
      <Group gap="sm" wrap="wrap" align="flex-end">
        <ScopeUserPicker
          groups={scope.data}
          loading={scope.isPending}
          label={t('filters.responsible')}
          value={filters.responsible ?? 'all'}
          onChange={(value) => onChange({ responsible: value === 'all' ? null : value })}
          w={220}
        />
        <ClientPicker
          label={t('filters.client')}
          placeholder={t('filters.allClients')}
          value={filters.clientId}
          onChange={(value) => onChange({ clientId: typeof value === 'number' ? value : null })}
          w={220}
        />
        <DatePickerInput
          ariaLabels={calendarLabels}
          type="range"
          allowSingleDateInRange
          label={t('filters.dates')}
          placeholder={t('filters.allDates')}
          valueFormat="DD MMM YYYY"
          value={range}
          clearable
          clearButtonProps={{ 'aria-label': t('filters.clearDates') }}
          presets={DATE_PRESETS.map((preset) => ({
            value: presetRange(preset),
            label: t(`presets.${preset}`),
          }))}
          onChange={(value) => {
            const next: [string | null, string | null] = [day(value[0]), day(value[1])]
            setRange(next)
            if (next[0] === null && next[1] === null) onChange({ dateFrom: null, dateTo: null })
            else if (next[0] && next[1]) onChange({ dateFrom: next[0], dateTo: next[1] })
          }}
          w={250}
        />
        <TextInput
          label={t('filters.search')}
          placeholder={t('filters.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          w={220}
        />
      </Group>
    </DatesProvider>
  )
}
