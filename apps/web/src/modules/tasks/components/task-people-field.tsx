import { MultiSelect } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form'
import { usersQueryOptions } from '../../users/users.api'

/**
 * The task's responsibles: any active person of the company, the caller included (a task is often
 * one's own). The requests' ResponsiblesField leaves the requester out, so tasks have their own.
 */
export function TaskPeopleField<T extends FieldValues>({
  control,
  name,
  label,
  required,
}: {
  control: Control<T>
  name: FieldPath<T>
  label: string
  required?: boolean
}) {
  const users = useQuery(usersQueryOptions()).data ?? []
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const chosen = ((field.value ?? []) as number[]).map(String)
        const options = users
          .filter((user) => !user.deleted_at || chosen.includes(String(user.id)))
          .map((user) => ({ value: String(user.id), label: user.full_name }))
        return (
          <MultiSelect
            label={label}
            required={required}
            searchable
            clearable
            data={options}
            value={chosen}
            onChange={(value) => {
              field.onChange(value.map(Number))
              field.onBlur()
            }}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )
      }}
    />
  )
}
