import { SEARCH_MIN_LENGTH } from '@ajanda/contracts/search.contract'
import { Select } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { searchQueryOptions } from '../../search/search.api'

const COMPANY_TYPES = ['client', 'supplier'] as const

/** A client or supplier found by GET /search from 3 characters on; the value is "C-12" or "S-3". */
export function CompanyPicker({
  value,
  onChange,
  error,
}: {
  value: string | null
  onChange: (value: string | null) => void
  error?: string
}) {
  const { t } = useTranslation('crm')
  const [search, setSearch] = useState('')
  const [debounced] = useDebouncedValue(search.trim(), 300)
  const [chosen, setChosen] = useState<{ value: string; label: string } | null>(null)
  const results = useQuery(searchQueryOptions(debounced, COMPANY_TYPES)).data ?? []
  const options = results.flatMap((result) =>
    result.company_id ? [{ value: result.company_id, label: `${result.company_id} ${result.name}` }] : [],
  )
  if (chosen && !options.some((option) => option.value === chosen.value)) options.unshift(chosen)
  const short = search.trim().length < SEARCH_MIN_LENGTH

  return (
    <Select
      label={t('contacts.fields.company_id')}
      required
      searchable
      clearable
      data={options}
      value={value}
      onChange={(next, option) => {
        setChosen(next && option ? { value: next, label: option.label } : null)
        onChange(next)
      }}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={short ? t('search.hint') : t('search.none')}
      error={error}
    />
  )
}
