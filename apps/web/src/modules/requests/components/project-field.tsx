import type { ProjectListItem } from '@ajanda/contracts/projects.contract'
import { Select } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { requestProjectsQueryOptions } from '../requests.api'

interface ProjectFieldProps<T extends FieldValues> {
  control: Control<T>
  name: FieldPath<T>
  label: string
  required?: boolean
  /** The project a stored request names, offered even when it is no longer in preparation or operation. */
  current?: { id: number; name: string } | null
  /** After a pick, with the project's list record (its dates, its client). */
  onPicked?: (project: ProjectListItem | null) => void
}

/** The projects being prepared or run (PREP, OPERATION, PRECLOSE), by name and reference. */
export function ProjectField<T extends FieldValues>({
  control,
  name,
  label,
  required,
  current,
  onPicked,
}: ProjectFieldProps<T>) {
  const { t } = useTranslation('requests')
  const projects = useQuery(requestProjectsQueryOptions()).data ?? []
  const options = projects.map((project) => ({
    value: String(project.id),
    label: project.project_ref ? `${project.project_ref} ${project.name}` : project.name,
  }))
  if (current && !projects.some((project) => project.id === current.id))
    options.unshift({ value: String(current.id), label: current.name })
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          label={label}
          required={required}
          searchable
          clearable={!required}
          data={options}
          nothingFoundMessage={t('form.nothingFound')}
          value={field.value === null || field.value === undefined ? null : String(field.value)}
          onChange={(value) => {
            const id = value ? Number(value) : null
            field.onChange(id)
            field.onBlur()
            onPicked?.(projects.find((project) => project.id === id) ?? null)
          }}
          error={fieldState.error?.message}
        />
      )}
    />
  )
}
