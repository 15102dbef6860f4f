import { MultiSelect } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form'
import { useMe } from '../../../shared/session/use-session'
import { usersQueryOptions } from '../../users/users.api'

/** The colleagues going along: the company's active people other than the requester. */
export function ResponsiblesField<T extends FieldValues>({
  control,
  name,
  label,
}: {
  control: Control<T>
  name: FieldPath<T>
  label: string
}) {
  const me = useMe()
  const users = useQuery(usersQueryOptions()).data ?? []
  const options = users
    .filter((user) => !user.deleted_at && user.id !== me.id)
    .map((user) => ({ value: String(user.id), label: user.full_name }))
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
          value={((field.value ?? []) as number[]).map(String)}
          onChange={(value) => field.onChange(value.map(Number))}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  )
}
