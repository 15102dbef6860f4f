import { MantineProvider } from '@mantine/core'
import { Spotlight } from '@mantine/spotlight'
import { QueryClientProvider } from '@tanstack/react-query'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { configureApi } from '../../../shared/api/api-client'
import { createQueryClient } from '../../../shared/api/query-client'
import { cssVariablesResolver, theme } from '../../../shared/theme'
import { jsonResponse } from '../../../test/fixtures'
import { RecordSearchResults, SEARCH_DEBOUNCE_MS } from './record-search-results'

const RESULT = {
  type: 'client',
  id: 4,
  code: 'ist-kongre',
  name: 'İSTANBUL Kongre',
  logo_full: null,
  company_id: 'C-4',
  company: null,
  email: null,
  project_ref: null,
  starts_at: null,
  path: '/client/ist-kongre',
}
const PROJECT = {
  ...RESULT,
  type: 'project',
  id: 9,
  code: 'p9',
  name: 'İstanbul Kongre Galası',
  company: { type: 'client', id: 4, code: 'ist-kongre', name: 'İSTANBUL Kongre' },
  project_ref: 'KE-2027-004',
  starts_at: '2027-03-10',
  path: '/project/p9/main',
}
const LEAD = {
  ...PROJECT,
  type: 'lead',
  id: 10,
  code: 'l10',
  name: 'İstanbul Gala Fırsatı',
  path: '/bizdev/l10',
}
const ATTENDEE = {
  ...RESULT,
  type: 'attendee',
  id: 12,
  code: 'p9',
  name: 'Şükran Öztürk',
  company_id: null,
  email: 'sukran@ornek.test',
  project_ref: 'KE-2027-004',
  project_name: 'İstanbul Kongre Galası',
  path: '/project/p9/attendees?attendee=12',
}

function renderResults(query: string, answer: unknown[]) {
  const fetch = vi.fn(async (_url: RequestInfo | URL) => jsonResponse(answer))
  configureApi({ fetch })
  const onOpen = vi.fn()
  render(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
      <QueryClientProvider client={createQueryClient()}>
        <Spotlight.Root forceOpened>
          <Spotlight.ActionsList>
            <RecordSearchResults query={query} onOpen={onOpen} />
          </Spotlight.ActionsList>
        </Spotlight.Root>
      </QueryClientProvider>
    </MantineProvider>,
  )
  return { fetch, onOpen }
}

afterEach(() => vi.useRealTimers())

describe('header search records', () => {
  it('asks for 3 characters and does not search below them', async () => {
    vi.useFakeTimers()
    const { fetch } = renderResults('is', [])
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS + 10))
    expect(screen.getByTestId('search-hint').textContent).toBe('Aramak için en az 3 karakter yaz')
    expect(fetch).not.toHaveBeenCalled()
  })

  it('from 3 characters lists what GET /search finds and opens it', async () => {
    const { fetch, onOpen } = renderResults('istanbul', [RESULT])
    const action = await screen.findByRole('button', { name: /İSTANBUL Kongre/ })
    expect(String(fetch.mock.calls[0]?.[0])).toContain('/api/v1/search?query=istanbul')
    fireEvent.click(action)
    expect(onOpen).toHaveBeenCalledWith('/client/ist-kongre')
  })

  it('groups what it finds by kind under headings, projects and leads with their reference and client', async () => {
    const { onOpen } = renderResults('istanbul', [LEAD, RESULT, PROJECT])
    await screen.findByRole('button', { name: /İstanbul Kongre Galası/ })
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Müşteriler',
      'Projeler',
      'İş Fırsatları',
    ])
    const projects = screen.getByRole('region', { name: 'Projeler' })
    expect(projects.textContent).toContain('İstanbul Kongre Galası')
    expect(projects.textContent).not.toContain('İstanbul Gala Fırsatı')
    expect(projects.textContent).toContain('KE-2027-004 · İSTANBUL Kongre · 10 Mart 2027')
    fireEvent.click(screen.getByRole('button', { name: /İstanbul Gala Fırsatı/ }))
    expect(onOpen).toHaveBeenCalledWith('/bizdev/l10')
  })

  it('lists attendees with their project and e-mail, opening their drawer on the project', async () => {
    const { onOpen } = renderResults('sukran', [ATTENDEE])
    const group = await screen.findByRole('region', { name: 'Katılımcılar' })
    expect(group.textContent).toContain('İstanbul Kongre Galası · KE-2027-004 · sukran@ornek.test')
    fireEvent.click(screen.getByRole('button', { name: /Şükran Öztürk/ }))
    expect(onOpen).toHaveBeenCalledWith('/project/p9/attendees?attendee=12')
  })

  it('says what was searched when nothing matches', async () => {
    renderResults('zzzz', [])
    expect((await screen.findByTestId('search-empty')).textContent).toContain('“zzzz” için sonuç bulunamadı')
  })
})
