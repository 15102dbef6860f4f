import { Select } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type AttendeeOption, attendeeSearchQueryOptions } from '../hotels.api'

const SEARCH_DEBOUNCE_MS = 400
export interface PickedAttendee {
  id: number
  name: string
}
const nameOf = (a: AttendeeOption) => `${a.first_name} ${a.last_name}`.trim()

/** One attendee of the project, searched on the server; `current` keeps the chosen one's name. */
export function AttendeePicker({
  projectId,
  label,
  placeholder,
  value,
  onChange,
  exclude,
  error,
  required,
  disabled,
}: {
  projectId: number
  label: string
  placeholder?: string
  value: PickedAttendee | null
  onChange(attendee: PickedAttendee | null): void
  exclude?: number
  error?: string
  required?: boolean
  disabled?: boolean
}) {
  const { t } = useTranslation('hotels')
  const [search, setSearch] = useState('')
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS)
  const found = (useQuery(attendeeSearchQueryOptions(projectId, debounced)).data ?? [])
    .filter((a) => a.id !== exclude)
    .map((a) => ({ id: a.id, name: nameOf(a) }))
  const options = [...(value && !found.some((a) => a.id === value.id) ? [value] : []), ...found]
  return (
    <Select
      label={label}
      placeholder={placeholder}
      searchable
      clearable={!required}
      required={required}
      disabled={disabled}
      data={options.map((a) => ({ value: String(a.id), label: a.name }))}
      value={value ? String(value.id) : null}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={t('stayForm.nothingFound')}
      comboboxProps={{ withinPortal: true }}
      error={error}
      onChange={(picked) => onChange(options.find((a) => String(a.id) === picked) ?? null)}
    />
  )
}
