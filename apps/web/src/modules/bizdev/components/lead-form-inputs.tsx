import { NumberInput, Select, TextInput } from '@mantine/core'
import { DatePickerInput } from '@mantine/dates'
import { useQuery } from '@tanstack/react-query'
import { Controller, type UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useCalendarLabels } from '../../../shared/ui/calendar-labels'
import { PercentInput } from '../../../shared/ui/percent-input'
import { currenciesQueryOptions } from '../../reference/reference.api'
import type { LeadFormValues } from './lead-form-values'

/** What every section of the lead form is drawn with. */
export interface LeadFormSectionProps {
  form: UseFormReturn<LeadFormValues>
}

export const LEAD_DATE_FORMAT = 'DD MMMM YYYY'
const orNull = (value: string | number) => (value === '' ? null : String(value))

type DecimalName = 'lead_value' | 'fin_fee_fixed_amount'
type PercentName = 'fin_fee_percentage' | 'profit_target'
type CurrencyName = 'currency' | 'lead_currency' | 'fin_fee_currency'
type DateName = 'lead_close_date' | 'client_response_date'

export function LeadTextField({
  form,
  name,
  required,
  autoFocus,
}: LeadFormSectionProps & { name: 'name' | 'project_ref'; required?: boolean; autoFocus?: boolean }) {
  const { t } = useTranslation('bizdev')
  return (
    <TextInput
      label={t(`fields.${name}`)}
      required={required}
      data-autofocus={autoFocus || undefined}
      error={form.formState.errors[name]?.message}
      {...form.register(name)}
    />
  )
}

export function LeadDateField({
  form,
  name,
  required,
}: LeadFormSectionProps & { name: DateName; required?: boolean }) {
  const { t } = useTranslation('bizdev')
  const calendarLabels = useCalendarLabels()
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <DatePickerInput
          ariaLabels={calendarLabels}
          label={t(`fields.${name}`)}
          valueFormat={LEAD_DATE_FORMAT}
          value={field.value}
          onChange={(value) => field.onChange(value ? String(value).slice(0, 10) : null)}
          onBlur={field.onBlur}
          clearable
          required={required}
          error={form.formState.errors[name]?.message}
          clearButtonProps={{ 'aria-label': t('form.clearDate') }}
        />
      )}
    />
  )
}

export function CurrencyField({
  form,
  name,
  required,
}: LeadFormSectionProps & { name: CurrencyName; required?: boolean }) {
  const { t } = useTranslation('bizdev')
  const currencies = (useQuery(currenciesQueryOptions()).data ?? []).map((currency) => currency.shortcode)
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Select
          label={t(`fields.${name}`)}
          data={currencies}
          value={field.value}
          onChange={(value) => {
            field.onChange(value)
            field.onBlur()
          }}
          searchable
          clearable
          required={required}
          error={form.formState.errors[name]?.message}
        />
      )}
    />
  )
}

/** An amount: two decimals, never negative, kept as the decimal text the contract wants. */
export function DecimalField({
  form,
  name,
  required,
}: LeadFormSectionProps & { name: DecimalName; required?: boolean }) {
  const { t } = useTranslation('bizdev')
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <NumberInput
          label={t(`fields.${name}`)}
          min={0}
          decimalScale={2}
          allowNegative={false}
          value={field.value ?? ''}
          onChange={(value) => field.onChange(orNull(value))}
          onBlur={field.onBlur}
          required={required}
          error={form.formState.errors[name]?.message}
        />
      )}
    />
  )
}

export function PercentField({
  form,
  name,
  disabled,
}: LeadFormSectionProps & { name: PercentName; disabled?: boolean }) {
  const { t } = useTranslation('bizdev')
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <PercentInput
          label={t(`fields.${name}`)}
          value={field.value}
          onChange={(value) => field.onChange(value === '' ? null : value)}
          onBlur={field.onBlur}
          disabled={disabled}
          error={form.formState.errors[name]?.message}
        />
      )}
    />
  )
}
