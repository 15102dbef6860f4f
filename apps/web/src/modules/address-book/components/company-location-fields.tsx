import { Select, TextInput } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Controller, type UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { citiesQueryOptions, definitionQueryOptions } from '../../definitions/definitions.api'
import type { CompanyFormValues } from './company-form-values'

/** Country, then the city: a selector from GET /definition/cities/{country}, else free text. */
export function CompanyLocationFields({ form }: { form: UseFormReturn<CompanyFormValues> }) {
  const { t } = useTranslation('crm')
  const country = form.watch('country')
  const countries = useQuery(definitionQueryOptions('countries')).data ?? []
  const cities = useQuery({ ...citiesQueryOptions(country ?? ''), enabled: Boolean(country) }).data ?? []
  const errors = form.formState.errors

  return (
    <>
      <Controller
        control={form.control}
        name="country"
        render={({ field }) => (
          <Select
            label={t('fields.country')}
            data={countries.map((c) => ({ value: c.code, label: c.name }))}
            value={field.value}
            onChange={(value) => {
              field.onChange(value)
              form.setValue('city', null, { shouldDirty: true })
            }}
            searchable
            clearable
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
              data={[...new Set(cities.map((c) => c.name))]}
              value={field.value}
              onChange={field.onChange}
              searchable
              clearable
              error={errors.city?.message}
            />
          )}
        />
      ) : (
        <TextInput
          label={t('fields.city')}
          error={errors.city?.message}
          {...form.register('city', { setValueAs: (value) => (value === '' ? null : value) })}
        />
      )}
    </>
  )
}
