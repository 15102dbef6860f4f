import { Select } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { clientFeesQueryOptions, clientSearchQueryOptions } from '../bizdev.api'

export const CLIENT_SEARCH_DEBOUNCE_MS = 400
const NEW_PREFIX = 'new:'
const CREATE_PREFIX = 'create:'

interface ClientPickerProps {
  /** A client's id, or (with `allowCreate`) the name of a client to create. */
  value: number | string | null
  onChange: (value: number | string | null) => void
  label: string
  /** Offers "{typed name}" as a new client. */
  allowCreate?: boolean
  /** The chosen client's name when the caller knows it. */
  selectedName?: string | null
  error?: string
  required?: boolean
  placeholder?: string
  w?: number | string
  onBlur?: () => void
}

/** A searchable client select over GET /clients?search=; optionally "create {name}" as a new client. */
export function ClientPicker({
  value,
  onChange,
  label,
  allowCreate = false,
  selectedName,
  error,
  required,
  placeholder,
  w,
  onBlur,
}: ClientPickerProps) {
  const { t } = useTranslation('bizdev')
  const [search, setSearch] = useState('')
  const [debounced] = useDebouncedValue(search, CLIENT_SEARCH_DEBOUNCE_MS)
  const [known, setKnown] = useState<Map<number, string>>(new Map())
  const results = useQuery(clientSearchQueryOptions(debounced)).data ?? []
  const needsName = typeof value === 'number' && !selectedName && !known.has(value)
  const fetched = useQuery({
    ...clientFeesQueryOptions(typeof value === 'number' ? value : 0),
    enabled: needsName,
  }).data

  const selectedValue =
    value === null ? null : typeof value === 'number' ? String(value) : `${NEW_PREFIX}${value}`
  const options = new Map<string, string>()
  if (typeof value === 'number')
    options.set(String(value), selectedName ?? known.get(value) ?? fetched?.name ?? t('form.clientLoading'))
  if (typeof value === 'string')
    options.set(`${NEW_PREFIX}${value}`, t('form.newClientChosen', { name: value }))
  for (const client of results) options.set(String(client.id), client.name)
  const typed = search.trim()
  const typedIsSelection = typed !== '' && options.get(selectedValue ?? '') === typed
  const exact = results.some(
    (client) => client.name.toLocaleLowerCase('tr') === typed.toLocaleLowerCase('tr'),
  )
  if (allowCreate && typed.length > 0 && !exact && !typedIsSelection && typeof value !== 'string')
    options.set(`${CREATE_PREFIX}${typed}`, t('form.createClient', { name: typed }))

  return (
    <Select
      label={label}
      placeholder={placeholder ?? t('form.clientPlaceholder')}
      data={[...options].map(([optionValue, optionLabel]) => ({ value: optionValue, label: optionLabel }))}
      value={selectedValue}
      searchable
      clearable
      required={required}
      error={error}
      w={w}
      onBlur={onBlur}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={t('form.clientNothingFound')}
      onChange={(next, option) => {
        if (next === null) return onChange(null)
        if (next.startsWith(CREATE_PREFIX)) return onChange(next.slice(CREATE_PREFIX.length))
        if (next.startsWith(NEW_PREFIX)) return onChange(next.slice(NEW_PREFIX.length))
        const id = Number(next)
        if (option) setKnown((old) => new Map(old).set(id, option.label))
        onChange(id)
      }}
    />
  )
}
