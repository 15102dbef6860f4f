import { MultiSelect, Select } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { useQuery } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type CompanyOption, companyOptionsQueryOptions } from '../meetings.api'

const SEARCH_DEBOUNCE_MS = 250

/** Clients and suppliers matching what is typed; `known` keeps the chosen ones' names when they drop out. */
function useCompanySearch(known: readonly CompanyOption[]) {
  const [search, setSearch] = useState('')
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS)
  const query = useQuery(companyOptionsQueryOptions(debounced))
  const [seen, setSeen] = useState<Map<string, CompanyOption>>(() => new Map(known.map((o) => [o.value, o])))
  const options = query.data ?? []
  const merged = useMemo(() => {
    const all = new Map(seen)
    for (const option of options) all.set(option.value, option)
    return all
  }, [seen, options])
  /** Remembers a picked option, so it keeps its label after the search changes. */
  const remember = (values: readonly string[]) =>
    setSeen((current) => {
      const next = new Map(current)
      for (const value of values) {
        const option = merged.get(value)
        if (option) next.set(value, option)
      }
      return next
    })
  return { search, setSearch, options, merged, remember, loading: query.isFetching }
}

interface CompaniesFieldProps {
  value: string[]
  onChange: (value: string[], options: CompanyOption[]) => void
  known: readonly CompanyOption[]
  error?: string
  disabled?: boolean
}

/** The companies met (several clients and suppliers), searched on the server. */
export function CompaniesField({ value, onChange, known, error, disabled }: CompaniesFieldProps) {
  const { t } = useTranslation('meetings')
  const { search, setSearch, options, merged, remember } = useCompanySearch(known)
  const data = [
    ...value.flatMap((ref) => {
      const option = merged.get(ref)
      return option ? [option] : []
    }),
    ...options.filter((option) => !value.includes(option.value)),
  ]
  const groups = (['client', 'supplier'] as const)
    .map((type) => ({
      group: t(type === 'client' ? 'fields.client_id' : 'fields.supplier_id'),
      items: data.filter((option) => option.type === type).map(({ value, label }) => ({ value, label })),
    }))
    .filter((group) => group.items.length > 0)
  return (
    <MultiSelect
      label={t('fields.companies')}
      placeholder={value.length === 0 ? t('hints.searchCompanies') : undefined}
      data={groups}
      value={value}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The server already matched the text (Turkish letters and case ignored).
      filter={({ options: all }) => all}
      nothingFoundMessage={t('nothingFound')}
      onChange={(next) => {
        remember(next)
        onChange(
          next,
          next.flatMap((ref) => (merged.get(ref) ? [merged.get(ref) as CompanyOption] : [])),
        )
      }}
      clearable
      disabled={disabled}
      error={error}
    />
  )
}

interface CompanySelectProps {
  type: 'client' | 'supplier'
  label: string
  value: number | null | undefined
  onChange: (id: number | null, option: CompanyOption | null) => void
  known: readonly CompanyOption[]
  error?: string
  disabled?: boolean
}

/** One client or one supplier, searched on the server. */
export function CompanySelect({ type, label, value, onChange, known, error, disabled }: CompanySelectProps) {
  const { t } = useTranslation('meetings')
  const { setSearch, options, merged, remember } = useCompanySearch(known)
  const prefix = type === 'client' ? 'C-' : 'S-'
  const current = value ? merged.get(`${prefix}${value}`) : undefined
  const data = [
    ...(current ? [current] : []),
    ...options.filter((option) => option.type === type && option.value !== current?.value),
  ].map(({ value: ref, label: name }) => ({ value: ref, label: name }))
  return (
    <Select
      label={label}
      data={data}
      value={current?.value ?? null}
      searchable
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={t('nothingFound')}
      onChange={(ref) => {
        if (ref) remember([ref])
        const option = ref ? (merged.get(ref) ?? null) : null
        onChange(option ? option.id : null, option)
      }}
      clearable
      disabled={disabled}
      error={error}
    />
  )
}
