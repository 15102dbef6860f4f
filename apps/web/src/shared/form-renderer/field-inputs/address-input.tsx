import {
  Autocomplete,
  type ComboboxItem,
  Fieldset,
  type OptionsFilter,
  Select,
  SimpleGrid,
  TextInput,
} from '@mantine/core'
import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  type AddressPlaces,
  asObject,
  asString,
  type FieldInputProps,
  type PlaceCity,
  type PlaceCountry,
} from '../field-input-props'
import { FieldFoot, GroupLegend } from './field-foot'

/*
 * The address field with the reference lists (event-side.md section 1): country → state (a country
 * with states) → city as searchable pickers, the street, district and postcode as text. The answer
 * keeps its shape {line, country, state, city, town, postcode}: the country as its ISO code, the state
 * and city as names. The city picker takes any text too (the lists outside Türkiye hold the main
 * event cities only); a country without a list keeps a plain box. Loaded with the first address field
 * of a page that lends the lists (lazy-inputs.tsx); without them the address stays plain text boxes.
 */

type Part = 'line' | 'country' | 'state' | 'city' | 'town' | 'postcode'

/** One list per key, read once per page: the form's address fields share them. */
function useList<T>(key: string | null, load: () => Promise<readonly T[]>): readonly T[] | null {
  const [loaded, setLoaded] = useState<{ key: string; list: readonly T[] } | null>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key names what `load` reads.
  useEffect(() => {
    if (key === null) return
    let current = true
    load().then(
      (list) => current && setLoaded({ key, list }),
      // A list that does not load leaves the part as free text.
      () => current && setLoaded({ key, list: [] }),
    )
    return () => {
      current = false
    }
  }, [key])
  return key !== null && loaded?.key === key ? loaded.list : null
}

/** Compared without case and marks, the Turkish way: "ist" finds İstanbul, "izmir" İzmir. */
const fold = (text: string) => text.toLocaleLowerCase('tr').normalize('NFD').replace(/\p{M}/gu, '')
const sameText = (a: string, b: string) => fold(a) === fold(b)
const filter: OptionsFilter = ({ options, search }) => {
  const wanted = fold(search.trim())
  return (options as ComboboxItem[]).filter((option) => fold(option.label).includes(wanted))
}

/** The listed country a stored answer names: its code, or (an answer typed before the lists) its name. */
function countryOf(countries: readonly PlaceCountry[] | null, text: string): PlaceCountry | null {
  if (!countries || text === '') return null
  return countries.find((c) => c.code === text.toUpperCase() || sameText(c.name, text)) ?? null
}

export function AddressSelectsInput(p: FieldInputProps) {
  const places = p.services.addressPlaces as AddressPlaces
  const { t } = useTranslation('formRenderer', { lng: p.locale })
  const value = asObject(p.value)
  const parts = (Array.isArray(p.props.fields) ? p.props.fields : []) as Part[]
  const fixed = typeof p.props.country === 'string' && p.props.country !== '' ? p.props.country : null
  const countryText = fixed ?? asString(value.country)
  const countries = useList(`countries:${p.locale}`, places.countries)
  const country = countryOf(countries, countryText)
  const asksCity = parts.includes('city')
  const cities = useList<PlaceCity>(asksCity && country ? `cities:${country.code}` : null, () =>
    places.cities(country?.code ?? ''),
  )
  const states = useMemo(
    () =>
      country?.has_states && cities
        ? [...new Set(cities.map((city) => city.state).filter((state): state is string => !!state))].sort()
        : [],
    [country, cities],
  )
  const state = asString(value.state)
  const cityNames = useMemo(() => {
    const inState = states.length > 0 && state !== '' ? cities?.filter((c) => c.state === state) : cities
    return [...new Set((inState ?? []).map((city) => city.name))]
  }, [cities, states, state])

  const change = (next: Partial<Record<Part, string>>) => p.onChange({ ...value, ...next })
  const common = (part: Part) => ({
    label: t(`address.${part}`),
    withAsterisk: p.required && part !== 'state',
    readOnly: p.readOnly,
  })
  const text = (part: Exclude<Part, 'country' | 'state'>, autoComplete: string) => (
    <TextInput
      {...common(part)}
      maxLength={255}
      autoComplete={autoComplete}
      value={asString(value[part])}
      onChange={(event) => change({ [part]: event.currentTarget.value })}
    />
  )
  const picker = {
    searchable: true,
    filter,
    nothingFoundMessage: t('address.nothingFound'),
    comboboxProps: { withinPortal: true },
  }

  const countryPart = fixed ? (
    <TextInput {...common('country')} readOnly value={country?.name ?? fixed} />
  ) : countries === null || countries.length > 0 ? (
    // While the list loads the picker waits, disabled; a list that did not load leaves a text box.
    <Select
      {...common('country')}
      {...picker}
      disabled={countries === null}
      autoComplete="country"
      clearable={!p.required}
      data={(countries ?? []).map((c) => ({ value: c.code, label: c.name }))}
      value={country?.code ?? null}
      // A new country empties the state and the city it held.
      onChange={(code) => change({ country: code ?? '', state: '', city: '' })}
    />
  ) : (
    <TextInput
      {...common('country')}
      maxLength={255}
      autoComplete="country-name"
      value={countryText}
      onChange={(event) => change({ country: event.currentTarget.value })}
    />
  )
  const statePart = states.length > 0 && (
    <Select
      {...common('state')}
      {...picker}
      clearable
      data={states}
      value={states.includes(state) ? state : null}
      onChange={(next) => change({ state: next ?? '', city: '' })}
    />
  )
  const cityPart =
    cityNames.length > 0 ? (
      <Autocomplete
        {...common('city')}
        comboboxProps={{ withinPortal: true }}
        filter={filter}
        maxLength={255}
        autoComplete="address-level2"
        data={cityNames}
        limit={50}
        value={asString(value.city)}
        onChange={(next) => change({ city: next })}
      />
    ) : (
      text('city', 'address-level2')
    )

  return (
    <Fieldset
      legend={<GroupLegend label={p.label} required={p.required} />}
      variant="unstyled"
      aria-label={p.title}
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <div style={{ gridColumn: '1 / -1' }}>{text('line', 'street-address')}</div>
        {parts.includes('country') && countryPart}
        {asksCity && statePart}
        {asksCity && cityPart}
        {parts.includes('town') && text('town', 'address-level3')}
        {parts.includes('postcode') && text('postcode', 'postal-code')}
      </SimpleGrid>
      <FieldFoot description={p.description} error={p.error} />
    </Fieldset>
  )
}
