import { describeFieldType } from '@ajanda/contracts/forms/field-types'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import type { AddressPlaces } from '../field-input-props'
import { FormRenderer } from '../form-renderer'
import { detailField, detailForm, detailSection } from '../renderer-fixtures'
import { stubBrowser, withMantine } from '../renderer-test-utils'

beforeAll(stubBrowser)

/** Mantine's Autocomplete, the city picker that also takes free text. */
const CITY_ROLE = 'combobox'

const places: AddressPlaces = {
  countries: async () => [
    { code: 'TR', name: 'Türkiye', has_states: false },
    { code: 'US', name: 'Amerika Birleşik Devletleri', has_states: true },
    { code: 'IS', name: 'İzlanda', has_states: false },
  ],
  cities: async (country) =>
    country === 'TR'
      ? [
          { name: 'İstanbul', state: null },
          { name: 'İzmir', state: null },
        ]
      : country === 'US'
        ? [
            { name: 'Miami', state: 'Florida' },
            { name: 'Orlando', state: 'Florida' },
            { name: 'Houston', state: 'Texas' },
          ]
        : [],
}

function renderAddress(
  props: Record<string, unknown>,
  services: { addressPlaces?: AddressPlaces } = { addressPlaces: places },
) {
  const field = detailField(1, 'address', { title: { tr: 'Adres' }, props })
  const onChange = vi.fn()
  function Host() {
    const [answers, setAnswers] = useState<Record<string, unknown>>({})
    return (
      <FormRenderer
        form={detailForm([detailSection(1, [field])])}
        locale="tr"
        answers={answers}
        services={services}
        onChange={(id, value) => {
          onChange(value)
          setAnswers((previous) => ({ ...previous, [String(id)]: value }))
        }}
      />
    )
  }
  render(withMantine(<Host />))
  const last = () => {
    const value = onChange.mock.calls.at(-1)?.[0]
    // Still the engine's address answer: stored answers keep their shape.
    expect(describeFieldType('address').answer.safeParse(value).success).toBe(true)
    return value
  }
  const group = () => screen.getByRole('group', { name: 'Adres' })
  /** The country picker once its list is in (disabled while it loads). */
  const countryPicker = async () => {
    const box = (await within(group()).findByRole('combobox', { name: 'Ülke' })) as HTMLInputElement
    await waitFor(() => expect(box.disabled).toBe(false))
    return box
  }
  return { group, last, countryPicker }
}

describe('address with the country, state and city lists', { timeout: 60_000 }, () => {
  it('country → state → city for a country with states; the answer keeps the code and the names', async () => {
    const user = userEvent.setup()
    const { group, last, countryPicker } = renderAddress({ fields: ['country', 'city', 'postcode'] })
    const country = await countryPicker()
    await user.type(country, 'amer')
    await user.click(await screen.findByRole('option', { name: 'Amerika Birleşik Devletleri' }))
    await waitFor(() => expect(last()).toMatchObject({ country: 'US' }))
    await user.click(await within(group()).findByRole('combobox', { name: 'Eyalet' }))
    await user.click(await screen.findByRole('option', { name: 'Florida' }))
    const city = await within(group()).findByRole(CITY_ROLE, { name: 'İl' })
    await user.type(city, 'Mia')
    await user.click(await screen.findByRole('option', { name: 'Miami' }))
    await user.type(within(group()).getByRole('textbox', { name: 'Adres' }), 'Ocean Dr. 1')
    expect(last()).toMatchObject({ country: 'US', state: 'Florida', city: 'Miami', line: 'Ocean Dr. 1' })
    // Texas's cities are not offered while Florida is chosen.
    await user.clear(city)
    await user.type(city, 'Hou')
    expect(screen.queryByRole('option', { name: 'Houston' })).toBeNull()
  })

  it('a fixed country without states offers its cities and takes a city not on the list', async () => {
    const user = userEvent.setup()
    const { group, last } = renderAddress({ country: 'TR', fields: ['country', 'city'] })
    expect((await within(group()).findByDisplayValue('Türkiye')) as HTMLInputElement).toMatchObject({
      readOnly: true,
    })
    expect(within(group()).queryByRole('combobox', { name: 'Eyalet' })).toBeNull()
    const city = await within(group()).findByRole(CITY_ROLE, { name: 'İl' })
    await user.type(city, 'İzm')
    await user.click(await screen.findByRole('option', { name: 'İzmir' }))
    expect(last()).toMatchObject({ city: 'İzmir' })
    await user.clear(city)
    await user.type(city, 'Datça')
    expect(last()).toMatchObject({ city: 'Datça' })
  })

  it('a country without a city list keeps a plain box; without the lists every part is text', async () => {
    const user = userEvent.setup()
    const { group, last, countryPicker } = renderAddress({ fields: ['country', 'city'] })
    await user.type(await countryPicker(), 'zla')
    await user.click(await screen.findByRole('option', { name: 'İzlanda' }))
    // Iceland has no city list: the city stays a text box.
    await waitFor(() => expect(within(group()).queryByRole('combobox', { name: 'İl' })).toBeNull())
    await user.type(within(group()).getByRole('textbox', { name: 'İl' }), 'Reykjavík')
    expect(last()).toMatchObject({ country: 'IS', city: 'Reykjavík' })
  })

  it('without the page’s lists the parts are text boxes', async () => {
    const user = userEvent.setup()
    const { group, last } = renderAddress({ fields: ['country', 'city'] }, {})
    await user.type(within(group()).getByRole('textbox', { name: 'Ülke' }), 'Türkiye')
    expect(last()).toMatchObject({ country: 'Türkiye' })
    expect(screen.queryByRole('option')).toBeNull()
  })
})
