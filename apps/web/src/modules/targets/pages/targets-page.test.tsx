import type { TargetRow, TargetsResponse } from '@ajanda/contracts/targets.contract'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { configureApi } from '../../../shared/api/api-client'
import { sessionStore } from '../../../shared/session/session-store'
import { ADMIN, jsonResponse } from '../../../test/fixtures'
import { renderRoutes } from '../../../test/render'
import { TargetsPage } from './targets-page'

const empty = () => Array<number | null>(12).fill(null)
const row = (
  type: TargetRow['target_for_type'],
  id: number,
  name: string,
  parent: string | null,
  depth: number,
  amounts = empty(),
): TargetRow => ({
  key: `${type}-${id}`,
  target_for_type: type,
  target_for_id: id,
  name,
  parent_key: parent,
  depth,
  inactive: false,
  amounts,
})

function grid(year: number): TargetsResponse {
  return {
    year,
    currency: 'TRY',
    rows: [
      row('DIVISION', 1, 'Kurumsal Etkinlikler', null, 0, [1_000_000, 2_000_000, ...Array(10).fill(null)]),
      row('TEAM', 2, 'Lansman', 'DIVISION-1', 1),
      row('USER', 3, 'Ayşe Yılmaz', 'TEAM-2', 2),
    ],
  }
}

function mockApi(failures = 0) {
  const saved: { year: number; cells: unknown[] }[] = []
  let failed = 0
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input)
    if (url.includes('/targets') && init?.method === 'PUT') {
      if (failed < failures) {
        failed += 1
        return jsonResponse({ message: 'Sunucu hatası' }, 500)
      }
      const body = JSON.parse(String(init.body))
      saved.push(body)
      return jsonResponse(body)
    }
    if (url.includes('/targets')) {
      const year = Number(new URL(url, 'http://x').searchParams.get('year'))
      return jsonResponse(grid(year))
    }
    return jsonResponse({ message: 'not mocked' }, 404)
  })
  configureApi({ fetch: fetchMock as unknown as typeof fetch, getToken: () => 'token' })
  return saved
}

afterEach(() => configureApi({ fetch: (...args) => globalThis.fetch(...args), getToken: () => null }))

const cell = (rowKey: string, column: number) => {
  const found = document.getElementById(`target-${rowKey}-${column}`)
  if (!found) throw new Error(`no cell ${rowKey}/${column}`)
  return found
}

describe('TargetsPage', () => {
  it('shows 17 value columns with quarter and year sums in Turkish notation and the currency', async () => {
    mockApi()
    sessionStore.start('token', ADMIN, true)
    renderRoutes([{ path: '/', element: <TargetsPage /> }])
    const table = await screen.findByRole('grid')
    expect(within(table).getAllByRole('columnheader')).toHaveLength(18)
    expect(screen.getByTestId('targets-currency').textContent).toBe('Tutar (TRY)')
    expect(cell('DIVISION-1', 1).textContent).toBe('1.000.000')
    expect(cell('DIVISION-1', 13).textContent).toBe('3.000.000')
    expect(cell('DIVISION-1', 14).textContent).toBe('')
    expect(cell('DIVISION-1', 17).textContent).toBe('3.000.000')
  })

  it('edits with the keyboard, updates the sums as typed and saves the cells in one batch', async () => {
    const saved = mockApi()
    sessionStore.start('token', ADMIN, true)
    renderRoutes([{ path: '/', element: <TargetsPage /> }])
    const table = await screen.findByRole('grid')
    const user = userEvent.setup()
    table.focus()
    // The first row's January is active; down to the team, over to March.
    await user.keyboard('{ArrowDown}{ArrowRight}{ArrowRight}')
    expect(cell('TEAM-2', 3).dataset.active).toBe('true')
    await user.keyboard('250000')
    expect(cell('TEAM-2', 13).textContent).toBe('250.000')
    await user.keyboard('{Tab}')
    // Tab ended the edit and moved to April: typing there too.
    expect(cell('TEAM-2', 4).dataset.active).toBe('true')
    await user.keyboard('1.500.000{Enter}')
    expect(cell('TEAM-2', 14).textContent).toBe('1.500.000')
    expect(cell('TEAM-2', 17).textContent).toBe('1.750.000')
    // Enter moved down to the person's April.
    expect(cell('USER-3', 4).dataset.active).toBe('true')
    await waitFor(() => expect(screen.getByTestId('targets-save-state').textContent).toBe('Kaydedildi'), {
      timeout: 3000,
    })
    expect(saved).toHaveLength(1)
    expect(saved[0]?.cells).toEqual([
      { target_for_type: 'TEAM', target_for_id: 2, period: 3, amount: 250_000 },
      { target_for_type: 'TEAM', target_for_id: 2, period: 4, amount: 1_500_000 },
    ])
  })

  it('clears a month with Delete, puts a value back with Escape and refuses letters', async () => {
    const saved = mockApi()
    sessionStore.start('token', ADMIN, true)
    renderRoutes([{ path: '/', element: <TargetsPage /> }])
    const table = await screen.findByRole('grid')
    const user = userEvent.setup()
    table.focus()
    await user.keyboard('{ArrowRight}{Delete}')
    expect(cell('DIVISION-1', 2).textContent).toBe('')
    expect(cell('DIVISION-1', 17).textContent).toBe('1.000.000')
    await user.keyboard('{ArrowLeft}9')
    const editor = within(cell('DIVISION-1', 1)).getByRole('textbox')
    await user.keyboard('x')
    expect(editor.getAttribute('aria-invalid')).toBe('true')
    await user.keyboard('{Escape}')
    expect(cell('DIVISION-1', 1).textContent).toBe('1.000.000')
    await waitFor(() => expect(saved.length).toBeGreaterThan(0), { timeout: 3000 })
    const cells = saved.flatMap((batch) => batch.cells)
    expect(cells).toContainEqual({ target_for_type: 'DIVISION', target_for_id: 1, period: 2, amount: null })
    expect(cells).toContainEqual({
      target_for_type: 'DIVISION',
      target_for_id: 1,
      period: 1,
      amount: 1_000_000,
    })
  })

  it('folds a division with its teams and people', async () => {
    mockApi()
    sessionStore.start('token', ADMIN, true)
    renderRoutes([{ path: '/', element: <TargetsPage /> }])
    await screen.findByRole('grid')
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Kurumsal Etkinlikler grubunu kapat' }))
    expect(screen.queryByTestId('target-row-TEAM-2')).toBeNull()
    expect(screen.queryByTestId('target-row-USER-3')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Kurumsal Etkinlikler grubunu aç' }))
    expect(screen.getByTestId('target-row-USER-3')).toBeTruthy()
  })

  it('keeps a failed save for a retry, and sends it again on click', async () => {
    const saved = mockApi(1)
    sessionStore.start('token', ADMIN, true)
    renderRoutes([{ path: '/', element: <TargetsPage /> }])
    const table = await screen.findByRole('grid')
    const user = userEvent.setup()
    table.focus()
    await user.keyboard('{ArrowDown}{ArrowDown}5{Enter}')
    const retry = await screen.findByRole('button', { name: 'Kaydedilemedi, tekrar dene' }, { timeout: 3000 })
    // The typed amount stays on screen while it waits.
    expect(cell('USER-3', 1).textContent).toBe('5')
    await user.click(retry)
    await waitFor(() => expect(screen.getByTestId('targets-save-state').textContent).toBe('Kaydedildi'))
    expect(saved).toEqual([
      {
        year: new Date().getFullYear(),
        cells: [{ target_for_type: 'USER', target_for_id: 3, period: 1, amount: 5 }],
      },
    ])
  })
})
