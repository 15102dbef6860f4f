import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { configureApi } from '../../../shared/api/api-client'
import { jsonResponse } from '../../../test/fixtures'
import { renderWithRouter } from '../../../test/render'
import { RecordFilter } from './record-filter'

const PAGE = { current_page: 1, per_page: 20, from: 1, to: 1, last_page: 1, links: [] }
const FIRST_PAGE = Array.from({ length: 20 }, (_, i) => ({ id: 100 + i, name: `Proje ${i}` }))

/** The search's first page lacks project 12; only a query for `id=12` names it. */
function mockApi() {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://test')
    if (url.searchParams.get('id') === '12')
      return jsonResponse({ ...PAGE, total: 1, data: [{ id: 12, name: 'Kuzey Telekom Bayi Zirvesi' }] })
    return jsonResponse({ ...PAGE, total: 40, data: FIRST_PAGE })
  })
  configureApi({ fetch: fetchMock as unknown as typeof fetch, getToken: () => 'token' })
  return fetchMock
}

afterEach(() => configureApi({ fetch: (...args) => globalThis.fetch(...args), getToken: () => null }))

describe('RecordFilter', () => {
  it('names a record chosen by a link even when the first page of the search does not hold it', async () => {
    const fetchMock = mockApi()
    renderWithRouter(
      <RecordFilter
        source="projects"
        label="Proje"
        placeholder="Tüm projeler"
        value={12}
        onChange={() => {}}
      />,
    )
    const input = await screen.findByRole('combobox', { name: 'Proje' })
    await vi.waitFor(() => expect((input as HTMLInputElement).value).toBe('Kuzey Telekom Bayi Zirvesi'))
    const byId = fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('id=12'))
    expect(byId).toHaveLength(1)
    expect(byId[0]).toContain('page_size=1')
  })

  it('asks nothing more when the search already names the record', async () => {
    const fetchMock = mockApi()
    renderWithRouter(
      <RecordFilter
        source="projects"
        label="Proje"
        placeholder="Tüm projeler"
        value={105}
        onChange={() => {}}
      />,
    )
    const input = await screen.findByRole('combobox', { name: 'Proje' })
    await vi.waitFor(() => expect((input as HTMLInputElement).value).toBe('Proje 5'))
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('id='))).toBe(false)
  })
})
