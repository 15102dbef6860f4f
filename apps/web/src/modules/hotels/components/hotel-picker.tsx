import type { HotelOption } from '@ajanda/contracts/hotels.contract'
import { Group, Select, Text } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { notifyError, notifySuccess } from '../../../shared/ui/notify'
import { ToneBadge } from '../../../shared/ui/tone-badge'
import { hotelSearchQueryOptions, useCreateHotel } from '../hotels.api'

/** The autocomplete's pause before it asks the server (admin-area.md: 1000 ms). */
export const HOTEL_SEARCH_DEBOUNCE_MS = 1000
const NEW = 'new:'

/**
 * A hotel searched on the server; when no hotel has the typed name, a last entry marked "Yeni" adds it
 * as a supplier of the hotel category (POST /hotels) and picks it.
 */
export function HotelPicker({
  value,
  onChange,
  error,
}: {
  value: HotelOption | null
  onChange(hotel: HotelOption | null): void
  error?: string
}) {
  const { t } = useTranslation('hotels')
  const [search, setSearch] = useState(value?.name ?? '')
  const [debounced] = useDebouncedValue(search.trim(), HOTEL_SEARCH_DEBOUNCE_MS)
  const found = useQuery(hotelSearchQueryOptions(debounced)).data ?? []
  const create = useCreateHotel()
  const typed = search.trim()
  const exact = found.some((hotel) => hotel.name.toLocaleLowerCase('tr') === typed.toLocaleLowerCase('tr'))
  const data = [...(value && !found.some((hotel) => hotel.id === value.id) ? [value] : []), ...found].map(
    (hotel) => ({ value: String(hotel.id), label: hotel.name }),
  )
  // Offered once the search has answered for what is typed, so "new" never races the answer.
  if (typed.length >= 2 && debounced === typed && !exact && typed !== value?.name)
    data.push({ value: `${NEW}${typed}`, label: typed })

  return (
    <Select
      label={t('blockForm.hotel')}
      placeholder={t('blockForm.hotelHint')}
      required
      searchable
      data={data}
      value={value ? String(value.id) : null}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={debounced.length >= 2 ? t('blockForm.nothingFound') : undefined}
      error={error}
      comboboxProps={{ withinPortal: true }}
      renderOption={({ option }) =>
        option.value.startsWith(NEW) ? (
          <Group gap="xs" wrap="nowrap">
            <ToneBadge tone="blue">{t('blockForm.newHotel')}</ToneBadge>
            <Text size="sm">{t('blockForm.addHotel', { name: option.label })}</Text>
          </Group>
        ) : (
          <Text size="sm">{option.label}</Text>
        )
      }
      onChange={async (picked) => {
        if (!picked) return onChange(null)
        if (picked.startsWith(NEW)) {
          try {
            const saved = await create.mutateAsync(picked.slice(NEW.length))
            notifySuccess(saved.message)
            setSearch(saved.data.name)
            onChange(saved.data)
          } catch (failure) {
            notifyError(failure instanceof Error ? failure.message : null)
          }
          return
        }
        const hotel = [...(value ? [value] : []), ...found].find((h) => String(h.id) === picked) ?? null
        onChange(hotel)
      }}
    />
  )
}
