import { Select, type SelectProps } from '@mantine/core'
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form'

type IdSelectFieldProps<T extends FieldValues> = Omit<
  SelectProps,
  'data' | 'value' | 'onChange' | 'onBlur'
> & {
  control: Control<T>
  name: FieldPath<T>
  options: readonly { id: number; name: string }[]
  /** After a pick has been written (for example to check a field that depends on it). */
  onPicked?: () => void
}

/** A select of records by their numeric id: the form holds the number or null, Mantine a string. */
export function IdSelectField<T extends FieldValues>({
  control,
  name,
  options,
  onPicked,
  ...props
}: IdSelectFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select
          {...props}
          data={options.map((option) => ({ value: String(option.id), label: option.name }))}
          value={field.value === null || field.value === undefined ? null : String(field.value)}
          onChange={(value) => {
            field.onChange(value ? Number(value) : null)
            field.onBlur()
            onPicked?.()
          }}
          onBlur={field.onBlur}
        />
      )}
    />
  )
}
