import { NumberInput } from '@mantine/core'
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { toInteger } from './use-company-tab-form'

interface DaysFieldProps<T extends FieldValues> {
  control: Control<T>
  name: FieldPath<T>
  label: string
  error: string | undefined
}

/** A required whole number of days (0 to 3650): the closure tolerance, the payment term. */
export function DaysField<T extends FieldValues>({ control, name, label, error }: DaysFieldProps<T>) {
  const { t } = useTranslation('company')
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <NumberInput
          label={label}
          required
          min={0}
          max={3650}
          allowDecimal={false}
          suffix={` ${t('days')}`}
          value={field.value ?? ''}
          onChange={(value) => field.onChange(toInteger(value))}
          onBlur={field.onBlur}
          error={error}
        />
      )}
    />
  )
}
