import { Button } from '@mantine/core'
import { Notifications } from '@mantine/notifications'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { configureApi } from '../../shared/api/api-client'
import { renderWithRouter } from '../../test/render'
import { useStageMove } from './use-stage-move'

interface Call {
  method: string
  path: string
  body: unknown
}

function mockApi(fail: (call: Call) => boolean = () => false) {
  const calls: Call[] = []
  configureApi({
    getToken: () => 'token',
    fetch: vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      const call = {
        method: init?.method ?? 'GET',
        path: new URL(String(url), 'http://localhost').pathname.replace('/api/v1', ''),
        body: init?.body ? JSON.parse(String(init.body)) : null,
      }
      calls.push(call)
      if (fail(call))
        return new Response(JSON.stringify({ message: 'Bu aşamaya geçilemez' }), {
          status: 403,
          headers: { 'Content-Type': 'application/json' },
        })
      const body = call.method === 'PUT' ? { message: 'İş fırsatı güncellendi', code: 'l-1' } : []
      return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } })
    }) as unknown as typeof fetch,
  })
  return calls
}

afterEach(() => configureApi({ fetch: (...args) => globalThis.fetch(...args), getToken: () => null }))

function Mover() {
  const { moveTo } = useStageMove()
  return <Button onClick={() => moveTo({ code: 'l-1', stage: 2 }, 5)}>Taşı</Button>
}

const puts = (calls: Call[]) => calls.filter((call) => call.method === 'PUT')

describe('useStageMove', () => {
  it('moves the lead and its alert\'s "Geri al" moves it back to the stage it came from', async () => {
    const calls = mockApi()
    renderWithRouter(
      <>
        <Notifications />
        <Mover />
      </>,
    )
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Taşı' }))
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 })
    expect(within(alert).getByText('BAŞARILI!')).toBeTruthy()
    expect(within(alert).getByText('İş fırsatı güncellendi')).toBeTruthy()
    expect(puts(calls)).toEqual([{ method: 'PUT', path: '/leads/l-1', body: { status: 'LEAD-5' } }])

    await user.click(within(alert).getByRole('button', { name: 'Geri al' }))
    await waitFor(() => expect(puts(calls)).toHaveLength(2))
    expect(puts(calls)[1]).toEqual({ method: 'PUT', path: '/leads/l-1', body: { status: 'LEAD-2' } })
    // The undo's own alert offers no undo of the undo.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Geri al' })).toBeNull())
    expect(await screen.findByText('İş fırsatı güncellendi', {}, { timeout: 5000 })).toBeTruthy()
  })

  it('offers no undo when the move is refused', async () => {
    mockApi((call) => call.method === 'PUT')
    renderWithRouter(
      <>
        <Notifications />
        <Mover />
      </>,
    )
    await userEvent.setup().click(screen.getByRole('button', { name: 'Taşı' }))
    expect(await screen.findByText('Bu aşamaya geçilemez', {}, { timeout: 5000 })).toBeTruthy()
    expect(screen.getByText('HATA!')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Geri al' })).toBeNull()
  })
})
