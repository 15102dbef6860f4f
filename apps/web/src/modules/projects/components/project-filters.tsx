import type { ClientListItem } from '@ajanda/contracts/clients.contract'
import type { Paginated } from '@ajanda/contracts/common/pagination'
import { STATUS_GROUPS, type StatusGroup } from '@ajanda/contracts/projects.contract'
import { Group, MultiSelect, Select, TextInput } from '@mantine/core'
import { DatePickerInput, DatesProvider } from '@mantine/dates'
import { useDebouncedValue } from '@mantine/hooks'
import { IconCalendar, IconSearch } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import dayjs from 'dayjs'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { api } from '../../../shared/api/api-client'
import { ScopeUserPicker } from '../../../shared/ui/scope-user-picker'
import { scopeOptionsQueryOptions } from '../../users/users.api'
import type { ProjectListFilters } from '../project-list-filters'
import { PLACEHOLDER_STYLES } from './picker-styles'

export const SEARCH_DEBOUNCE_MS = 400
const DAY = 'YYYY-MM-DD'

type FilterChange = Partial<ProjectListFilters>

/** Date shortcuts of the range picker, from today. */
export function datePresets(today: dayjs.Dayjs = dayjs()) {
  const month = today.startOf('month')
  return {
    thisMonth: [month, month.endOf('month')],
    nextMonth: [month.add(1, 'month'), month.add(1, 'month').endOf('month')],
    next3Months: [today, today.add(3, 'month')],
    thisYear: [today.startOf('year'), today.endOf('year')],
    lastYear: [today.subtract(1, 'year').startOf('year'), today.subtract(1, 'year').endOf('year')],
  } as const
}

/** The client filter: a searchable select over GET /clients (the chosen one's name from /client/id). */
function ClientFilter({ value, onChange }: { value: number | null; onChange: (id: number | null) => void }) {
  const { t } = useTranslation(['projects', 'common'])
  const [search, setSearch] = useState('')
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS)
  const list = useQuery({
    queryKey: ['client', 'list', 'project-filter', debounced],
    queryFn: ({ signal }) =>
      api.get<Paginated<ClientListItem>>(
        '/clients',
        { page: 1, page_size: 20, sort_by: 'name', sort_order: 'asc', search: debounced.trim() || undefined },
        signal,
      ),
    staleTime: 30_000,
  })
  const chosen = useQuery({
    queryKey: ['client', 'id', value],
    queryFn: ({ signal }) => api.get<{ id: number; name: string }>(`/client/id/${value}`, undefined, signal),
    enabled: value !== null,
    staleTime: Number.POSITIVE_INFINITY,
  })
  const options = new Map<string, string>()
  if (value !== null && chosen.data) options.set(String(value), chosen.data.name)
  for (const client of list.data?.data ?? []) options.set(String(client.id), client.name)

  return (
    <Select
      label={t('filters.client')}
      placeholder={t('filters.clientPlaceholder')}
      data={[...options].map(([id, name]) => ({ value: id, label: name }))}
      value={value === null ? null : String(value)}
      onChange={(id) => onChange(id ? Number(id) : null)}
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={t('common:empty.noResults')}
      w={220}
    />
  )
}

/**
 * The project list's filter bar: statuses, responsible (scoped picker) and client (staff only), the
 * event's date range with shortcuts, and a debounced search.
 */
export function ProjectFilters({
  filters,
  onChange,
  staff,
}: {
  filters: ProjectListFilters
  onChange: (change: FilterChange) => void
  /** CLIENT users filter by neither responsible nor client. */
  staff: boolean
}) {
  const { t, i18n } = useTranslation(['projects', 'common'])
  const scopeGroups = useQuery({ ...scopeOptionsQueryOptions(), enabled: staff })
  const [search, setSearch] = useState(filters.search)
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS)
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a settled search is reported
  useEffect(() => {
    if (debounced.trim() !== filters.search.trim()) onChange({ search: debounced })
  }, [debounced])
  // The URL may change under the field (back button, "clear"): follow it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only an outside change resets the field
  useEffect(() => {
    if (filters.search.trim() !== search.trim()) setSearch(filters.search)
  }, [filters.search])

  const presets = datePresets()
  const range: [string | null, string | null] = [filters.dateFrom, filters.dateTo]

  return (
    <Group gap="sm" wrap="wrap" align="flex-end">
      <MultiSelect
        label={t('filters.statuses')}
        placeholder={filters.statuses.length ? undefined : t('filters.statusesPlaceholder')}
        data={STATUS_GROUPS.map((value) => ({ value, label: t(`statusGroups.${value}`) }))}
        value={filters.statuses}
        onChange={(value) => onChange({ statuses: value as StatusGroup[] })}
        clearable
        w={320}
        maxDropdownHeight={320}
      />
      {staff && (
        <ScopeUserPicker
          label={t('filters.responsible')}
          groups={scopeGroups.data}
          value={filters.responsible}
          onChange={(value) => onChange({ responsible: value })}
          loading={scopeGroups.isLoading}
          w={220}
        />
      )}
      {staff && <ClientFilter value={filters.clientId} onChange={(clientId) => onChange({ clientId })} />}
      <DatesProvider settings={{ locale: i18n.language === 'en' ? 'en' : 'tr', firstDayOfWeek: 1 }}>
        <DatePickerInput
          type="range"
          styles={PLACEHOLDER_STYLES}
          label={t('filters.dates')}
          placeholder={t('filters.datesPlaceholder')}
          leftSection={<IconCalendar size={16} aria-hidden />}
          value={range}
          onChange={([from, to]) => {
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
          clearButtonProps={{ 'aria-label': t('list.clearDates') }}
        />
      </DatesProvider>
      <TextInput
        placeholder={t('common:table.search')}
        label={t('list.search')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        w={220}
      />
    </Group>
  )
}
