import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { configureApi } from '../../../shared/api/api-client'
import { sessionStore } from '../../../shared/session/session-store'
import { ADMIN, CLIENT, jsonResponse } from '../../../test/fixtures'
import { renderRoutes } from '../../../test/render'
import { ProjectsPage } from './projects-page'

const ROW = {
  id: 1,
  code: 'p-1',
  name: 'Bahar Kongresi',
  project_ref: 'KE-2026-001',
  stage: 8,
  current_status: 'PREP',
  current_status_group: 'PREP',
  starts_at: '2026-03-12',
  ends_at: '2026-03-14',
  lead_close_date: null,
  lead_value: null,
  lead_currency: null,
  client: { id: 3, code: 'c-3', name: 'Ulus Holding', logo_full: null },
  responsible: { id: 2, full_name: 'Merve Aslan', profile_picture_full: null },
  city: 'Ankara',
  updated_at: '2026-01-01T00:00:00Z',
  created_at: '2026-01-01T00:00:00Z',
  project_type: null,
  expected_attendee_count: null,
  country: 'TR',
}
const page = (rows: unknown[]) => ({
  data: rows,
  current_page: 1,
  per_page: 20,
  total: rows.length,
  from: rows.length ? 1 : null,
  to: rows.length ? rows.length : null,
  last_page: 1,
  links: [],
})

function mockApi() {
  const urls: string[] = []
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input)
    urls.push(url)
    if (url.startsWith('/api/v1/projects?')) return jsonResponse(page([ROW]))
    if (url.startsWith('/api/v1/clients?')) return jsonResponse(page([]))
    if (url.includes('/event-companies/'))
      return jsonResponse({
        id: 10,
        country: 'TR',
        bizdev_stages: [{ id: 8, name: 'Hazırlıkta', category: 'CONFIRMED' }],
      })
    return jsonResponse([])
  })
  configureApi({ fetch: fetchMock as unknown as typeof fetch, getToken: () => 'token' })
  return urls
}

afterEach(() => configureApi({ fetch: (...args) => globalThis.fetch(...args), getToken: () => null }))

describe('ProjectsPage', () => {
  it('asks for the spec defaults and writes a sort into the URL', async () => {
    const urls = mockApi()
    sessionStore.start('token', ADMIN, true)
    const { router } = renderRoutes([{ path: '/projects', element: <ProjectsPage /> }], '/projects')
    const row = (await screen.findByRole('link', { name: 'Bahar Kongresi' })).closest('tr') as HTMLElement
    expect(row.getAttribute('data-project')).toBe('p-1')
    expect(within(row).getByText('12–14 Mart 2026')).toBeTruthy()
    expect(await within(row).findByText('Hazırlıkta')).toBeTruthy()
    expect(urls.find((url) => url.startsWith('/api/v1/projects?'))).toBe(
      '/api/v1/projects?paginate=1&page=1&page_size=20&sort_by=starts_at&sort_order=asc&statuses=PREP%2COPERATION%2CPRECLOSE&locale=tr',
    )
    expect(screen.queryByRole('button', { name: 'Yeni Proje' })).toBeNull()

    fireEvent.click(within(screen.getByRole('columnheader', { name: 'Proje' })).getByRole('button'))
    await waitFor(() => expect(router.state.location.search).toBe('?sort_by=name'))
    await waitFor(() => expect(urls.some((url) => url.includes('sort_by=name'))).toBe(true))
  })

  it('reads its filters from the URL', async () => {
    const urls = mockApi()
    sessionStore.start('token', ADMIN, true)
    renderRoutes(
      [{ path: '/projects', element: <ProjectsPage /> }],
      '/projects?statuses=LEAD&search=kongre&page=2',
    )
    await screen.findByRole('link', { name: 'Bahar Kongresi' })
    const asked = urls.find((url) => url.startsWith('/api/v1/projects?')) ?? ''
    expect(asked).toContain('statuses=LEAD&')
    expect(asked).toContain('search=kongre')
    expect(asked).toContain('page=2&')
    expect((screen.getByRole('textbox', { name: 'Projelerde ara' }) as HTMLInputElement).value).toBe('kongre')
  })

  it('gives CLIENT users "Yeni Proje" and no responsible or client filter', async () => {
    mockApi()
    sessionStore.start('token', CLIENT, true)
    renderRoutes([{ path: '/projects', element: <ProjectsPage /> }], '/projects')
    await screen.findByRole('link', { name: 'Bahar Kongresi' })
    expect(screen.getByRole('button', { name: 'Yeni Proje' })).toBeTruthy()
    expect(screen.queryByLabelText('Müşteri')).toBeNull()
    expect(screen.queryByLabelText('Sorumlu')).toBeNull()
  })
})
