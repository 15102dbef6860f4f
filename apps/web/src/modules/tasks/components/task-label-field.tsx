import { MultiSelect } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { notifyError } from '../../../shared/ui/notify'
import { taskLabelsQueryOptions, useCreateLabel } from '../tasks.api'

/** The option that creates a label from the typed text (its value carries the name). */
const CREATE_PREFIX = '__create__:'

/** Labels: pick the company's labels, or type a new name and choose "create". */
export function TaskLabelField<T extends FieldValues>({
  control,
  name,
  label,
}: {
  control: Control<T>
  name: FieldPath<T>
  label: string
}) {
  const { t } = useTranslation('tasks')
  const labels = useQuery(taskLabelsQueryOptions()).data ?? []
  const createLabel = useCreateLabel()
  const [search, setSearch] = useState('')
  const typed = search.trim()
  const exists = labels.some((item) => item.name.toLocaleLowerCase('tr') === typed.toLocaleLowerCase('tr'))
  const options = labels.map((item) => ({ value: String(item.id), label: item.name }))
  if (typed && !exists)
    options.push({ value: `${CREATE_PREFIX}${typed}`, label: t('form.createLabel', { name: typed }) })
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <MultiSelect
          label={label}
          searchable
          clearable
          data={options}
          searchValue={search}
          onSearchChange={setSearch}
          nothingFoundMessage={t('form.nothingFound')}
          value={((field.value ?? []) as number[]).map(String)}
          onChange={async (values) => {
            const creating = values.find((value) => value.startsWith(CREATE_PREFIX))
            const ids = values.filter((value) => !value.startsWith(CREATE_PREFIX)).map(Number)
            if (creating) {
              try {
                const created = await createLabel.mutateAsync({ name: creating.slice(CREATE_PREFIX.length) })
                ids.push(created.data.id)
                setSearch('')
              } catch (error) {
                notifyError(error instanceof Error ? error.message : null)
              }
            }
            field.onChange(ids)
            field.onBlur()
          }}
          error={fieldState.error?.message}
        />
      )}
    />
  )
}
