import { ADDRESS_BOOK_STATUS_FILTERS } from '@ajanda/contracts/common/crm-fields'
import { Group, SegmentedControl, Select, TextInput } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { IconSearch } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { definitionQueryOptions } from '../../definitions/definitions.api'
import type { CompanyKind, CompanyListFilters } from '../address-book.api'

export const SEARCH_DEBOUNCE_MS = 400

type FilterChange = Partial<Pick<CompanyListFilters, 'status' | 'group' | 'search'>>

/** The industries of clients or the categories of suppliers, as select options. */
export function useCompanyGroups(kind: CompanyKind) {
  const name = kind === 'client' ? 'client-industries' : 'supplier-categories'
  const list = useQuery(definitionQueryOptions(name)).data ?? []
  return list.map((item) => ({ value: String(item.id), label: item.name }))
}

/** Status all / EXISTING / POTENTIAL, industry or category, and a debounced search "Ara...". */
export function CompanyFilters({
  kind,
  filters,
  onChange,
}: {
  kind: CompanyKind
  filters: Pick<CompanyListFilters, 'status' | 'group'>
  onChange: (change: FilterChange) => void
}) {
  const { t } = useTranslation(['crm', 'common'])
  const groups = useCompanyGroups(kind)
  const [search, setSearch] = useState('')
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS)
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a settled search is reported
  useEffect(() => onChange({ search: debounced }), [debounced])

  return (
    <Group gap="sm" wrap="wrap">
      <SegmentedControl
        aria-label={t('status.label')}
        data={ADDRESS_BOOK_STATUS_FILTERS.map((value) => ({ value, label: t(`status.${value}`) }))}
        value={filters.status}
        onChange={(value) => onChange({ status: value as CompanyListFilters['status'] })}
      />
      <Select
        aria-label={t(`kinds.${kind}.group`)}
        placeholder={t(`kinds.${kind}.allGroups`)}
        data={groups}
        value={filters.group}
        onChange={(value) => onChange({ group: value })}
        searchable
        clearable
        w={200}
      />
      <TextInput
        placeholder={t('common:table.search')}
        aria-label={t(`kinds.${kind}.search`)}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        w={220}
      />
    </Group>
  )
}
