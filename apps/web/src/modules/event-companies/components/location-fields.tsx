import { Select, TextInput } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Controller, type UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { citiesQueryOptions, definitionQueryOptions } from '../../definitions/definitions.api'

export interface LocationValues {
  country: string | null
  state: string | null
  city: string | null
}

/**
 * Country, then a state for countries with states, then the city: a selector when the country has a
 * city list, free text otherwise (admin-area.md, form builder and company settings).
 */
export function LocationFields<T extends LocationValues>({ form }: { form: UseFormReturn<T> }) {
  const { t } = useTranslation('company')
  // The form's generic values narrowed to the location part it owns.
  const location = form as unknown as UseFormReturn<LocationValues>
  const country = location.watch('country')
  const state = location.watch('state')
  const countries = useQuery(definitionQueryOptions('countries')).data ?? []
  const cities = useQuery({ ...citiesQueryOptions(country ?? ''), enabled: Boolean(country) }).data ?? []
  const hasStates = countries.find((c) => c.code === country)?.has_states ?? false
  const states = [...new Set(cities.map((c) => c.state).filter((s): s is string => Boolean(s)))].sort(
    (a, b) => a.localeCompare(b, 'tr'),
  )
  const cityChoices = hasStates ? cities.filter((c) => c.state === state) : cities
  const errors = location.formState.errors
  const clear = (...fields: ('state' | 'city')[]) => {
    for (const field of fields) location.setValue(field, null, { shouldDirty: true, shouldValidate: true })
  }

  return (
    <>
      <Controller
        control={location.control}
        name="country"
        render={({ field }) => (
          <Select
            label={t('info.country')}
            data={countries.map((c) => ({ value: c.code, label: c.name }))}
            value={field.value}
            onChange={(value) => {
              field.onChange(value)
              clear('state', 'city')
            }}
            searchable
            clearable
            error={errors.country?.message}
          />
        )}
      />
      {hasStates && (
        <Controller
          control={location.control}
          name="state"
          render={({ field }) => (
            <Select
              label={t('info.state')}
              required
              data={states}
              value={field.value}
              onChange={(value) => {
                field.onChange(value)
                clear('city')
              }}
              searchable
              error={errors.state?.message}
            />
          )}
        />
      )}
      {cities.length > 0 ? (
        <Controller
          control={location.control}
          name="city"
          render={({ field }) => (
            <Select
              label={t('info.city')}
              data={[...new Set(cityChoices.map((c) => c.name))]}
              value={field.value}
              onChange={field.onChange}
              searchable
              clearable
              disabled={hasStates && !state}
              error={errors.city?.message}
            />
          )}
        />
      ) : (
        <TextInput
          label={t('info.city')}
          error={errors.city?.message}
          {...location.register('city', { setValueAs: (value) => (value === '' ? null : value) })}
        />
      )}
    </>
  )
}
