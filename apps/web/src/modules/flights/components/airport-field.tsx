import type { Airport } from '@ajanda/contracts/flight-search.contract'
import { Autocomplete, Group, Text } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { airportSearchQueryOptions } from '../flights.api'

/** The dataset is in the server's memory: a short pause is enough. */
const AIRPORT_SEARCH_DEBOUNCE_MS = 250

/**
 * An airport's IATA code with suggestions from GET /flight/airports (code, name or city: "izmir",
 * "sabiha"); picking one writes its code here and hands its name to `onPick` for the name field. A code
 * typed without picking stays as typed (the server checks it).
 */
export function AirportField({
  label,
  value,
  onChange,
  onPick,
  error,
  placeholder,
}: {
  label: string
  value: string
  onChange(code: string): void
  onPick(airport: Airport): void
  error?: string
  placeholder: string
}) {
  const { t } = useTranslation('projectFlights')
  const [debounced] = useDebouncedValue(value.trim(), AIRPORT_SEARCH_DEBOUNCE_MS)
  const found = useQuery({ ...airportSearchQueryOptions(debounced), enabled: debounced.length >= 2 }).data
  const airports = debounced.length >= 2 ? (found ?? []) : []

  return (
    <Autocomplete
      label={label}
      required
      value={value}
      onChange={onChange}
      placeholder={placeholder}
      description={t('airport.placeholder')}
      maxLength={60}
      error={error}
      // Codes alone: Mantine writes the picked option's label into the field; renderOption shows the name.
      data={airports.map((airport) => airport.code)}
      // The server already matched codes, names and places; Mantine's own filter would drop "SAW" for "istanbul".
      filter={({ options }) => options}
      onOptionSubmit={(code) => {
        const airport = airports.find((row) => row.code === code)
        if (airport) onPick(airport)
      }}
      renderOption={({ option }) => {
        const airport = airports.find((row) => row.code === option.value)
        return (
          <Group gap="xs" wrap="nowrap">
            <Text size="sm" fw={600} ff="monospace">
              {option.value}
            </Text>
            <Text size="sm">
              {airport?.name} ({airport?.country_code})
            </Text>
          </Group>
        )
      }}
      comboboxProps={{ withinPortal: true }}
      autoComplete="off"
    />
  )
}
