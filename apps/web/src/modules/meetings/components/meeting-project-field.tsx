import { Select } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { meetingProjectsQueryOptions } from '../meetings.api'

interface MeetingProjectFieldProps {
  value: number | null
  onChange: (id: number | null) => void
  /** The stored meeting's project, named even when the search does not find it. */
  current: { id: number; name: string } | null
  error?: string
}

/** One of the projects the user sees, searched by name or reference on the server. */
export function MeetingProjectField({ value, onChange, current, error }: MeetingProjectFieldProps) {
  const { t } = useTranslation('meetings')
  const [search, setSearch] = useState('')
  const [debounced] = useDebouncedValue(search.trim(), 250)
  const projects = useQuery(meetingProjectsQueryOptions(debounced)).data ?? []
  const [picked, setPicked] = useState(current)
  const options = projects.map((project) => ({
    value: String(project.id),
    label: project.project_ref ? `${project.project_ref} ${project.name}` : project.name,
  }))
  if (value && picked && picked.id === value && !options.some((o) => o.value === String(value)))
    options.unshift({ value: String(picked.id), label: picked.name })
  return (
    <Select
      label={t('fields.project_id')}
      data={options}
      value={value ? String(value) : null}
      searchable
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={t('nothingFound')}
      clearable
      onChange={(id, option) => {
        setPicked(id && option ? { id: Number(id), name: option.label } : null)
        onChange(id ? Number(id) : null)
      }}
      error={error}
    />
  )
}
