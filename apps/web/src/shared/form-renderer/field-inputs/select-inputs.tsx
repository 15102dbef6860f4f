import { TR_CITIES } from '@ajanda/contracts/forms/tr-cities'
import { MultiSelect, Select } from '@mantine/core'
import { asIds, asNumber, asString, type FieldInputProps } from '../field-input-props'
import { useClearLabel } from './clear-label'
import { selectedId, useOptionData } from './option-data'

/*
 * The inputs drawn with Mantine's Combobox (Select, MultiSelect): with its ScrollArea and floating-ui
 * they weigh about 30 KB gzipped, so they load with the first field that needs them (lazy-inputs.tsx,
 * decisions/0034); radios, tick boxes and the rest of choice-inputs.tsx stay in the renderer's chunk.
 */

/** dropdown: one option id. */
export function DropdownInput(p: FieldInputProps) {
  const clearLabel = useClearLabel(p.locale)
  const data = useOptionData(p)
  return (
    <Select
      label={p.label}
      description={p.description}
      placeholder={p.placeholder}
      error={p.error}
      withAsterisk={p.required}
      readOnly={p.readOnly}
      data={data}
      searchable={data.length > 8}
      clearable={!p.required}
      clearButtonProps={{ 'aria-label': clearLabel }}
      allowDeselect={!p.required}
      comboboxProps={{ withinPortal: true }}
      value={selectedId(p.value)}
      onChange={(value) => p.onChange(value === null ? null : Number(value))}
    />
  )
}

/** tr_cities: one of the 81 provinces, by name. */
export function TrCitiesInput(p: FieldInputProps) {
  const clearLabel = useClearLabel(p.locale)
  const value = asString(p.value)
  return (
    <Select
      label={p.label}
      description={p.description}
      placeholder={p.placeholder}
      error={p.error}
      withAsterisk={p.required}
      readOnly={p.readOnly}
      data={TR_CITIES as unknown as string[]}
      searchable
      clearable={!p.required}
      clearButtonProps={{ 'aria-label': clearLabel }}
      comboboxProps={{ withinPortal: true }}
      value={value === '' ? null : value}
      onChange={(city) => p.onChange(city ?? null)}
    />
  )
}

/** multiselect: several option ids. */
export function MultiSelectInput(p: FieldInputProps) {
  const data = useOptionData(p)
  const max = asNumber(p.props.max_choices)
  return (
    <MultiSelect
      label={p.label}
      description={p.description}
      placeholder={p.placeholder}
      error={p.error}
      withAsterisk={p.required}
      readOnly={p.readOnly}
      data={data}
      searchable={data.length > 8}
      maxValues={max ?? undefined}
      comboboxProps={{ withinPortal: true }}
      value={asIds(p.value).map(String)}
      onChange={(values) => p.onChange(values.map(Number))}
    />
  )
}
