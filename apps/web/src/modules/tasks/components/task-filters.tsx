import type { TaskListType } from '@ajanda/contracts/tasks.contract'
import { Button, Group, Select, TextInput } from '@mantine/core'
import { useDebouncedCallback } from '@mantine/hooks'
import { IconSearch } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ScopeUserPicker } from '../../../shared/ui/scope-user-picker'
import { requestProjectsQueryOptions } from '../../requests/requests.api'
import { scopeOptionsQueryOptions } from '../../users/users.api'
import { taskLabelsQueryOptions } from '../tasks.api'

export interface TaskFilterValues {
  label: number | null
  project_id: number | null
  q: string
  user: string | null
}
export const NO_TASK_FILTERS: TaskFilterValues = { label: null, project_id: null, q: '', user: null }
/** The scope user picker narrows the lists of other people's tasks. */
export const SCOPED_TYPES: readonly TaskListType[] = ['team', 'all', 'completed']

interface TaskFiltersProps {
  type: TaskListType
  value: TaskFilterValues
  onChange: (next: TaskFilterValues) => void
}

/** Label, project, search and (on team/all/completed) the scope user picker. */
export function TaskFilters({ type, value, onChange }: TaskFiltersProps) {
  const { t } = useTranslation('tasks')
  const labels = useQuery(taskLabelsQueryOptions()).data ?? []
  const projects = useQuery(requestProjectsQueryOptions()).data ?? []
  const scopes = useQuery({ ...scopeOptionsQueryOptions(), enabled: SCOPED_TYPES.includes(type) })
  const [search, setSearch] = useState(value.q)
  const pushSearch = useDebouncedCallback((q: string) => onChange({ ...value, q }), 300)
  const filtered = value.label !== null || value.project_id !== null || value.q !== '' || value.user !== null
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        label={t('filters.search')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value)
          pushSearch(event.currentTarget.value)
        }}
        w={220}
      />
      <Select
        label={t('filters.label')}
        clearable
        searchable
        data={labels.map((label) => ({ value: String(label.id), label: label.name }))}
        value={value.label === null ? null : String(value.label)}
        onChange={(next) => onChange({ ...value, label: next ? Number(next) : null })}
        w={180}
      />
      <Select
        label={t('filters.project')}
        clearable
        searchable
        data={projects.map((project) => ({ value: String(project.id), label: project.name }))}
        value={value.project_id === null ? null : String(value.project_id)}
        onChange={(next) => onChange({ ...value, project_id: next ? Number(next) : null })}
        w={220}
      />
      {SCOPED_TYPES.includes(type) && (
        <ScopeUserPicker
          label={t('filters.user')}
          groups={scopes.data}
          loading={scopes.isPending}
          value={value.user}
          onChange={(user) => onChange({ ...value, user })}
          w={220}
        />
      )}
      {filtered && (
        <Button
          variant="subtle"
          onClick={() => {
            setSearch('')
            onChange(NO_TASK_FILTERS)
          }}
        >
          {t('filters.clear')}
        </Button>
      )}
    </Group>
  )
}
