import type { Badge } from '@ajanda/contracts/badges.contract'
import { fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { configureApi } from '../../../shared/api/api-client'
import { sessionStore } from '../../../shared/session/session-store'
import { ADMIN, jsonResponse } from '../../../test/fixtures'
import { renderRoutes } from '../../../test/render'
import { BadgeDesignerPage } from './badge-designer-page'

const BADGE: Badge = {
  id: 5,
  project_id: 3,
  name: 'Kongre kartı',
  size: 'A6',
  width_mm: 105,
  height_mm: 148,
  elements: [
    {
      id: 'e1',
      type: 'text',
      text: 'Hoş geldiniz',
      x_mm: 10,
      y_mm: 10,
      width_mm: 40,
      height_mm: 10,
      font_size_pt: 14,
      bold: false,
      align: 'center',
      color: '#111111',
    },
  ],
  printed_count: 0,
  updated_at: '2026-11-20T10:00:00.000Z',
}

/** The badge, its preview and lists, and GET /project/DEMO26 (`status_history` marks the full record). */
function fakeApi(readOnly: boolean) {
  const calls: string[] = []
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname.replace('/api/v1', '')
    calls.push(`${init?.method ?? 'GET'} ${path}`)
    if (path === '/badges/5') return jsonResponse({ data: BADGE })
    if (path === '/badges/5/preview') return jsonResponse({ data: [], logo_url: null })
    if (path === '/project/3/attendees/lists') return jsonResponse({ data: [] })
    if (path === '/project/DEMO26')
      return jsonResponse({
        data: {
          id: 3,
          code: 'DEMO26',
          name: 'Demo',
          status_history: [],
          can_edit: false,
          read_only: readOnly,
        },
      })
    return jsonResponse({ message: 'ok' })
  })
  configureApi({ fetch: fetchMock as unknown as typeof fetch, getToken: () => 'token' })
  return calls
}

function renderPage() {
  return renderRoutes(
    [{ path: '/project/:code/badges/:badge_id', element: <BadgeDesignerPage /> }],
    '/project/DEMO26/badges/5',
  )
}

const WRITES = ['Kaydet', 'Yazdır', 'Öğe ekle', 'Görsel seç', 'Tasarımı sil']

beforeEach(() => sessionStore.start('token', ADMIN, true))
afterEach(() => configureApi({ fetch: (...args) => globalThis.fetch(...args), getToken: () => null }))

describe('the badge designer', () => {
  it('offers saving, printing, adding and deleting on a project the viewer may write on', async () => {
    fakeApi(false)
    renderPage()
    expect(await screen.findByRole('textbox', { name: 'Tasarım adı' })).toBeTruthy()
    expect(screen.queryByTestId('project-read-only')).toBeNull()
    for (const name of WRITES) expect(screen.getByRole('button', { name })).toBeTruthy()
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sabit metin: Hoş geldiniz' }))
    expect(screen.getByRole('button', { name: 'Öğeyi kaldır' })).toBeTruthy()
    expect(screen.getByRole('textbox', { name: 'Metin' }).matches(':disabled')).toBe(false)
  }, 20_000)

  it('shows the badge unchangeable on a project the viewer only takes part in', async () => {
    const calls = fakeApi(true)
    renderPage()
    const name = (await screen.findByRole('textbox', { name: 'Tasarım adı' })) as HTMLInputElement
    expect(name.value).toBe('Kongre kartı')
    expect(name.matches(':disabled')).toBe(true)
    expect(screen.getByTestId('project-read-only').textContent).toContain(
      'Bu projeyi yalnızca görüntüleyebilirsiniz',
    )
    for (const label of WRITES) expect(screen.queryByRole('button', { name: label })).toBeNull()
    // An element is chosen to read its properties, which cannot change; the arrow keys move nothing.
    const element = screen.getByRole('button', { name: 'Sabit metin: Hoş geldiniz' })
    await userEvent.setup().click(element)
    expect((screen.getByRole('textbox', { name: 'Metin' }) as HTMLInputElement).value).toBe('Hoş geldiniz')
    expect(screen.getByRole('textbox', { name: 'Metin' }).matches(':disabled')).toBe(true)
    expect(screen.queryByRole('button', { name: 'Öğeyi kaldır' })).toBeNull()
    fireEvent.keyDown(element, { key: 'ArrowRight' })
    expect(screen.getByTestId('badge-element-e1').getAttribute('data-x-mm')).toBe('10')
    expect(calls.filter((call) => !call.startsWith('GET '))).toEqual([])
  }, 20_000)
})
