import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { configureApi } from '../../../shared/api/api-client'
import { jsonResponse } from '../../../test/fixtures'
import { renderWithRouter } from '../../../test/render'
import { registerProjectFlightTexts } from '../project-flights-texts'
import { FlightModal } from './flight-modal'

registerProjectFlightTexts()

const SEARCH_MESSAGE = 'Uçuş servisi tanımlı değil: bilinen adlar dolduruldu, saatleri elle girmelisin.'

function mockApi() {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost')
    const search = url.searchParams.get('search')?.toLowerCase()
    if (url.pathname.endsWith('/flight/airlines'))
      return jsonResponse({ data: search === 'tk' ? [{ code: 'TK', name: 'Turkish Airlines' }] : [] })
    if (url.pathname.endsWith('/flight/airports'))
      return jsonResponse({
        data: search?.startsWith('sab')
          ? [{ code: 'SAW', name: 'Sabiha Gokcen International Airport', country_code: 'TR' }]
          : [],
      })
    if (url.pathname.endsWith('/flight/search'))
      return jsonResponse({
        data: {
          airline_code: 'TK',
          airline_name: 'Turkish Airlines',
          flight_code: url.searchParams.get('flight_code'),
          flight_date: url.searchParams.get('date'),
          departure_airport: { code: 'ESB', name: 'Ankara Esenboğa Havalimanı' },
          arrival_airport: { code: 'IST', name: 'İstanbul Havalimanı' },
          departs_at: null,
          arrives_at: null,
        },
        source: 'dataset',
        provider_configured: false,
        message: SEARCH_MESSAGE,
      })
    return jsonResponse({ message: 'not mocked' }, 404)
  })
  configureApi({ fetch: fetchMock as unknown as typeof fetch, getToken: () => 'token' })
  return fetchMock
}

afterEach(() => configureApi({ fetch: (...args) => globalThis.fetch(...args), getToken: () => null }))

describe('FlightModal', () => {
  it('"Uçuşu bul" fills the airports from the search and keeps the typed times', async () => {
    const fetchMock = mockApi()
    renderWithRouter(<FlightModal projectCode="kongre" flight={null} opened onClose={() => {}} />)
    const user = userEvent.setup()
    const find = await screen.findByRole('button', { name: 'Uçuşu bul' })
    expect((find as HTMLButtonElement).disabled).toBe(true)
    await user.type(screen.getByLabelText(/^Havayolu kodu/), 'tk')
    expect(await screen.findByText('Turkish Airlines')).toBeTruthy()
    await user.type(screen.getByLabelText(/^Uçuş numarası/), '2135')
    const date = screen.getByLabelText(/^Uçuş tarihi/) as HTMLInputElement
    await user.type(date, '2027-04-10')
    await user.type(screen.getByLabelText(/^Kalkış saati/), '08:30')
    expect((find as HTMLButtonElement).disabled).toBe(false)
    await user.click(find)

    expect(await screen.findByText(SEARCH_MESSAGE)).toBeTruthy()
    const value = (label: RegExp) => (screen.getByLabelText(label) as HTMLInputElement).value
    // The airport codes are comboboxes (their hidden list of suggestions carries the same label).
    const airport = (label: RegExp) =>
      (screen.getByRole('combobox', { name: label }) as HTMLInputElement).value
    expect(airport(/^Kalkış havalimanı kodu/)).toBe('ESB')
    expect(value(/^Kalkış havalimanı( \*)?$/)).toBe('Ankara Esenboğa Havalimanı')
    expect(airport(/^Varış havalimanı kodu/)).toBe('IST')
    expect(value(/^Varış havalimanı( \*)?$/)).toBe('İstanbul Havalimanı')
    // The search gave no times: the one typed stays.
    expect(value(/^Kalkış saati/)).toBe('08:30')
    const asked = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .find((url) => url.pathname.endsWith('/flight/search')) as URL
    expect(Object.fromEntries(asked.searchParams)).toMatchObject({
      airline_code: 'TK',
      flight_code: '2135',
      date: '2027-04-10',
    })
  })

  it("suggests airports by name and writes the picked one's code and name", async () => {
    mockApi()
    renderWithRouter(<FlightModal projectCode="kongre" flight={null} opened onClose={() => {}} />)
    const user = userEvent.setup()
    const code = (await screen.findByRole('combobox', { name: /^Varış havalimanı kodu/ })) as HTMLInputElement
    await user.type(code, 'sabiha')
    await user.click(await screen.findByRole('option', { name: /SAW Sabiha Gokcen International Airport/ }))
    expect(code.value).toBe('SAW')
    expect((screen.getByLabelText(/^Varış havalimanı( \*)?$/) as HTMLInputElement).value).toBe(
      'Sabiha Gokcen International Airport',
    )
  })
})
