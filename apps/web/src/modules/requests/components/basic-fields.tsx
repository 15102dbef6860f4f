import { TRANSPORTATION_TYPES } from '@ajanda/contracts/requests.contract'
import { Select, TextInput } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useMe } from '../../../shared/session/use-session'
import { CountedTextarea } from '../../../shared/ui/counted-textarea'
import { DecimalInput } from '../../../shared/ui/decimal-input'
import { eventCompanyQueryOptions } from '../../event-companies/event-companies.api'
import { companyCurrencies } from '../request-defaults'

interface FieldProps<T extends FieldValues> {
  control: Control<T>
  name: FieldPath<T>
  label: string
  required?: boolean
}

/** A note or description with its "n / max" counter; empty is sent as null. */
export function CountedTextField<T extends FieldValues>({
  control,
  name,
  label,
  required,
  maxLength,
}: FieldProps<T> & { maxLength: number }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <CountedTextarea
          label={label}
          required={required}
          maxLength={maxLength}
          minRows={2}
          value={field.value ?? ''}
          onChange={(event) => field.onChange(event.currentTarget.value)}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  )
}

export function TextField<T extends FieldValues>({ control, name, label, required }: FieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextInput
          label={label}
          required={required}
          value={field.value ?? ''}
          onChange={(event) => field.onChange(event.currentTarget.value)}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  )
}

/** A money amount kept as a decimal string (null while empty, so the form says it is required). */
export function AmountField<T extends FieldValues>({
  control,
  name,
  label,
  required,
  hideLabel,
  shortLabel,
}: FieldProps<T> & { hideLabel?: boolean; shortLabel?: string }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DecimalInput
          label={hideLabel ? shortLabel : label}
          aria-label={hideLabel ? label : undefined}
          required={required}
          min={0}
          decimalScale={2}
          allowNegative={false}
          hideControls
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
          styles={{ input: { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } }}
        />
      )}
    />
  )
}

/** One of the company's currencies. */
export function CurrencyField<T extends FieldValues>({
  control,
  name,
  label,
}: Omit<FieldProps<T>, 'required'>) {
  const me = useMe()
  const company = useQuery(eventCompanyQueryOptions(me.event_company_id)).data
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          label={label}
          required
          data={[...new Set([...companyCurrencies(company), ...(field.value ? [field.value] : [])])]}
          value={field.value ?? null}
          onChange={(value) => {
            field.onChange(value)
            field.onBlur()
          }}
          allowDeselect={false}
          error={fieldState.error?.message}
        />
      )}
    />
  )
}

export function TransportationField<T extends FieldValues>({
  control,
  name,
  label,
}: Omit<FieldProps<T>, 'required'>) {
  const { t } = useTranslation('requests')
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          label={label}
          required
          data={TRANSPORTATION_TYPES.map((value) => ({ value, label: t(`transportation.${value}`) }))}
          value={field.value ?? null}
          onChange={(value) => {
            field.onChange(value)
            field.onBlur()
          }}
          allowDeselect={false}
          error={fieldState.error?.message}
        />
      )}
    />
  )
}
