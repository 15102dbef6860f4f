import { Select } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { supplierSearchQueryOptions } from '../requests.api'

/** The autocomplete's pause before it asks the server (architecture: 1000 ms). */
export const SUPPLIER_SEARCH_DEBOUNCE_MS = 1000

interface SupplierFieldProps<T extends FieldValues> {
  control: Control<T>
  name: FieldPath<T>
  label: string
  /** The supplier a stored request names (its name before any search). */
  current?: { id: number; name: string } | null
}

/** A supplier searched by name over GET /suppliers?search=. */
export function SupplierField<T extends FieldValues>({
  control,
  name,
  label,
  current,
}: SupplierFieldProps<T>) {
  const { t } = useTranslation('requests')
  const [search, setSearch] = useState('')
  const [debounced] = useDebouncedValue(search.trim(), SUPPLIER_SEARCH_DEBOUNCE_MS)
  const [chosen, setChosen] = useState<{ value: string; label: string } | null>(
    current ? { value: String(current.id), label: current.name } : null,
  )
  const results = useQuery(supplierSearchQueryOptions(debounced)).data ?? []
  const options = results.map((supplier) => ({ value: String(supplier.id), label: supplier.name }))
  if (chosen && !options.some((option) => option.value === chosen.value)) options.unshift(chosen)
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          label={label}
          required
          searchable
          data={options}
          searchValue={search}
          onSearchChange={setSearch}
          filter={({ options: all }) => all}
          nothingFoundMessage={t('form.nothingFound')}
          value={field.value === null || field.value === undefined ? null : String(field.value)}
          onChange={(value, option) => {
            setChosen(value && option ? { value, label: option.label } : null)
            field.onChange(value ? Number(value) : null)
            field.onBlur()
          }}
          error={fieldState.error?.message}
        />
      )}
    />
  )
}
