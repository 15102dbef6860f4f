import { PROJECT_FORMATS } from '@ajanda/contracts/projects.contract'
import { MultiSelect, NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core'
import { DatePickerInput } from '@mantine/dates'
import { useQuery } from '@tanstack/react-query'
import { Controller } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { IdSelectField } from '../../../shared/forms/id-select-field'
import { useCalendarLabels } from '../../../shared/ui/calendar-labels'
import { citiesQueryOptions, definitionQueryOptions } from '../../definitions/definitions.api'
import { languagesQueryOptions } from '../../reference/reference.api'
import { LEAD_DATE_FORMAT, type LeadFormSectionProps, LeadTextField } from './lead-form-inputs'

/**
 * The event itself. `first`: name, dates, where and type (what a first call gives); `more`: format,
 * expected attendees and languages.
 */
export function LeadEventFields({ form, part }: LeadFormSectionProps & { part: 'first' | 'more' }) {
  const { t } = useTranslation('bizdev')
  const calendarLabels = useCalendarLabels()
  const { errors } = form.formState
  const country = form.watch('country')
  const countries = useQuery(definitionQueryOptions('countries')).data ?? []
  const types = useQuery(definitionQueryOptions('project-types')).data ?? []
  const languages = useQuery(languagesQueryOptions()).data ?? []
  const cities = useQuery({ ...citiesQueryOptions(country ?? ''), enabled: Boolean(country) }).data ?? []

  if (part === 'more')
    return (
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Controller
          control={form.control}
          name="format"
          render={({ field }) => (
            <Select
              label={t('fields.format')}
              data={PROJECT_FORMATS.map((value) => ({ value, label: t(`formats.${value}`) }))}
              value={field.value}
              onChange={(value) => field.onChange(value)}
              clearable
              error={errors.format?.message}
            />
          )}
        />
        <Controller
          control={form.control}
          name="attendee_count"
          render={({ field }) => (
            <NumberInput
              label={t('fields.attendee_count')}
              min={0}
              allowDecimal={false}
              allowNegative={false}
              thousandSeparator="."
              decimalSeparator=","
              value={field.value ?? ''}
              onChange={(value) => field.onChange(value === '' ? null : Number(value))}
              onBlur={field.onBlur}
              error={errors.attendee_count?.message}
            />
          )}
        />
        <Controller
          control={form.control}
          name="languages"
          render={({ field }) => (
            <MultiSelect
              label={t('fields.languages')}
              data={languages.map((language) => ({ value: language.code, label: language.name }))}
              value={field.value}
              onChange={field.onChange}
              searchable
              clearable
              error={errors.languages?.message}
            />
          )}
        />
      </SimpleGrid>
    )

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <LeadTextField form={form} name="name" required autoFocus />
      <Controller
        control={form.control}
        name="dates"
        render={({ field }) => (
          <DatePickerInput
            ariaLabels={calendarLabels}
            type="range"
            allowSingleDateInRange
            label={t('fields.dates')}
            valueFormat={LEAD_DATE_FORMAT}
            value={field.value}
            onChange={(value) => {
              const [start, end] = value
              field.onChange([
                start ? String(start).slice(0, 10) : null,
                end ? String(end).slice(0, 10) : null,
              ])
            }}
            onBlur={field.onBlur}
            required
            clearable
            clearButtonProps={{ 'aria-label': t('form.clearDate') }}
            error={errors.dates?.message}
          />
        )}
      />
      <Controller
        control={form.control}
        name="country"
        render={({ field }) => (
          <Select
            label={t('fields.country')}
            data={countries.map((item) => ({ value: item.code, label: item.name }))}
            value={field.value}
            onChange={(value) => {
              field.onChange(value)
              form.setValue('city', null, { shouldDirty: true })
            }}
            searchable
            clearable
            limit={300}
            error={errors.country?.message}
          />
        )}
      />
      {cities.length > 0 ? (
        <Controller
          control={form.control}
          name="city"
          render={({ field }) => (
            <Select
              label={t('fields.city')}
              data={[...new Set([...cities.map((city) => city.name), ...(field.value ? [field.value] : [])])]}
              value={field.value}
              onChange={(value) => {
                field.onChange(value)
                field.onBlur()
              }}
              onBlur={field.onBlur}
              searchable
              clearable
              required
              limit={200}
              error={errors.city?.message}
            />
          )}
        />
      ) : (
        <TextInput
          label={t('fields.city')}
          required
          error={errors.city?.message}
          {...form.register('city', { setValueAs: (value) => (value === '' ? null : value) })}
        />
      )}
      <IdSelectField
        control={form.control}
        name="type"
        label={t('fields.type')}
        options={types}
        searchable
        clearable
        required
        error={errors.type?.message}
      />
    </SimpleGrid>
  )
}
