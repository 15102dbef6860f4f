import type { Paginated } from '@ajanda/contracts/common/pagination'
import { STATUS_GROUPS } from '@ajanda/contracts/projects.contract'
import { Select } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { api } from '../../../shared/api/api-client'

/** The autocomplete's pause before it asks the server (architecture: 1000 ms). */
export const FILTER_SEARCH_DEBOUNCE_MS = 1000

export type RecordSource = 'suppliers' | 'clients' | 'projects'

const SEARCH_QUERIES: Record<RecordSource, Record<string, string | number>> = {
  suppliers: { page_size: 20, sort_by: 'name', sort_order: 'asc' },
  clients: { page_size: 20, sort_by: 'name', sort_order: 'asc' },
  projects: { page_size: 20, sort_by: 'starts_at', sort_order: 'desc', statuses: STATUS_GROUPS.join(',') },
}

interface RecordFilterProps {
  source: RecordSource
  label: string
  placeholder: string
  value: number | null
  onChange: (id: number | null) => void
  /** The chosen record's name when the page knows it (else its id until a search finds it). */
  selectedName?: string | null
  w?: number
}

/** A filter picking one supplier, client or project, searched by name on the server. */
export function RecordFilter({
  source,
  label,
  placeholder,
  value,
  onChange,
  selectedName,
  w = 220,
}: RecordFilterProps) {
  const { t } = useTranslation('common')
  const [search, setSearch] = useState('')
  const [chosen, setChosen] = useState<{ value: string; label: string } | null>(null)
  const [debounced] = useDebouncedValue(search.trim(), FILTER_SEARCH_DEBOUNCE_MS)
  const list = useQuery({
    queryKey: ['accounting', 'filter', source, debounced],
    queryFn: ({ signal }) =>
      api.get<Paginated<{ id: number; name: string }>>(
        `/${source}`,
        { ...SEARCH_QUERIES[source], page: 1, search: debounced || undefined },
        signal,
      ),
    staleTime: 30_000,
  })
  const found = list.data?.data ?? []
  const known =
    value === null
      ? null
      : chosen?.value === String(value)
        ? chosen.label
        : (selectedName ?? found.find((record) => record.id === value)?.name ?? null)
  // A filter opened from a link names its record by id only: ask for that one record's name.
  const named = useQuery({
    queryKey: ['accounting', 'filter', source, 'id', value],
    queryFn: ({ signal }) =>
      api.get<Paginated<{ id: number; name: string }>>(
        `/${source}`,
        { ...SEARCH_QUERIES[source], page: 1, page_size: 1, id: value ?? undefined },
        signal,
      ),
    enabled: value !== null && known === null && !list.isLoading,
    staleTime: 30_000,
  })
  const options = new Map<string, string>()
  if (value !== null) options.set(String(value), known ?? named.data?.data[0]?.name ?? `#${value}`)
  for (const record of found) options.set(String(record.id), record.name)
  return (
    <Select
      label={label}
      placeholder={placeholder}
      data={[...options].map(([id, name]) => ({ value: id, label: name }))}
      value={value === null ? null : String(value)}
      onChange={(id, option) => {
        setChosen(id && option ? { value: id, label: option.label } : null)
        onChange(id ? Number(id) : null)
      }}
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={t('empty.noResults')}
      w={w}
    />
  )
}
