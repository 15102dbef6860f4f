import { MantineProvider } from '@mantine/core'
import { act, render, renderHook, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../../../shared/api/api-error'
import { SavedState } from './saved-state'
import { AUTOSAVE_DELAY_MS, useAutosave } from './use-autosave'

type Patch = { title?: string; code?: string | null }

function deferred() {
  let resolve: () => void = () => {}
  let reject: (error: unknown) => void = () => {}
  const promise = new Promise<void>((ok, fail) => {
    resolve = ok
    reject = fail
  })
  return { promise, resolve, reject }
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('useAutosave', () => {
  it('saves one merged patch once typing pauses for the delay', async () => {
    const save = vi.fn(async (_patch: Partial<Patch>) => {})
    const { result } = renderHook(() => useAutosave<Patch>({ save }))
    act(() => result.current.queue({ title: 'K' }))
    act(() => vi.advanceTimersByTime(AUTOSAVE_DELAY_MS - 100))
    act(() => result.current.queue({ title: 'Ko' }))
    act(() => result.current.queue({ code: 'c1' }))
    act(() => vi.advanceTimersByTime(AUTOSAVE_DELAY_MS - 1))
    expect(save).not.toHaveBeenCalled()
    expect(result.current.current('title', 'old')).toBe('Ko')
    await act(async () => vi.advanceTimersByTime(1))
    expect(save).toHaveBeenCalledTimes(1)
    expect(save).toHaveBeenCalledWith({ title: 'Ko', code: 'c1' })
    expect(result.current.state).toBe('saved')
    expect(result.current.savedAt).toBeInstanceOf(Date)
    // Confirmed: the server's value shows again.
    expect(result.current.current('title', 'Ko (server)')).toBe('Ko (server)')
  })

  it('keeps what was typed during a save and sends it next, one save at a time', async () => {
    const first = deferred()
    const second = deferred()
    const save = vi.fn((_patch: Partial<Patch>) =>
      save.mock.calls.length === 1 ? first.promise : second.promise,
    )
    const { result } = renderHook(() => useAutosave<Patch>({ save }))
    act(() => result.current.queue({ title: 'Ko' }))
    act(() => vi.advanceTimersByTime(AUTOSAVE_DELAY_MS))
    expect(result.current.state).toBe('saving')
    act(() => result.current.queue({ title: 'Kon' }))
    act(() => vi.advanceTimersByTime(AUTOSAVE_DELAY_MS))
    expect(save).toHaveBeenCalledTimes(1)
    await act(async () => first.resolve())
    // The answer to "Ko" does not overwrite "Kon".
    expect(result.current.current('title', 'Ko')).toBe('Kon')
    expect(save).toHaveBeenCalledTimes(2)
    expect(save).toHaveBeenLastCalledWith({ title: 'Kon' })
    await act(async () => second.resolve())
    expect(result.current.state).toBe('saved')
    expect(result.current.current('title', 'Kon')).toBe('Kon')
  })

  it('flushes on demand and when unmounted', async () => {
    const save = vi.fn(async (_patch: Partial<Patch>) => {})
    const { result, unmount } = renderHook(() => useAutosave<Patch>({ save }))
    act(() => result.current.queue({ title: 'A' }))
    await act(async () => result.current.flush())
    expect(save).toHaveBeenCalledWith({ title: 'A' })
    act(() => result.current.queue({ code: 'x' }))
    unmount()
    expect(save).toHaveBeenCalledTimes(2)
    expect(save).toHaveBeenLastCalledWith({ code: 'x' })
  })

  it('keeps the 422 errors and the message, and the typed value', async () => {
    const save = vi.fn(async (_patch: Partial<Patch>) => {
      throw new ApiError(422, 'Başlık en fazla 300 karakter olabilir.', {
        'title.tr': ['Başlık en fazla 300 karakter olabilir.'],
      })
    })
    const { result } = renderHook(() => useAutosave<Patch>({ save }))
    act(() => result.current.queue({ title: 'x'.repeat(301) }))
    await act(async () => vi.advanceTimersByTime(AUTOSAVE_DELAY_MS))
    expect(result.current.state).toBe('error')
    expect(result.current.error).toBe('Başlık en fazla 300 karakter olabilir.')
    expect(result.current.errorFor('title.tr')).toBe('Başlık en fazla 300 karakter olabilir.')
    expect(result.current.errorFor('title')).toBe('Başlık en fazla 300 karakter olabilir.')
    expect(result.current.current('title', 'old')).toBe('x'.repeat(301))
  })
})

describe('SavedState', () => {
  it('says saving, saved with the time, and why a save failed, politely', () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MantineProvider env="test">{children}</MantineProvider>
    )
    const { rerender } = render(<SavedState state="saving" savedAt={null} error={null} />, { wrapper })
    const status = screen.getByRole('status')
    expect(status.getAttribute('aria-live')).toBe('polite')
    expect(status.textContent).toContain('Kaydediliyor…')
    rerender(<SavedState state="saved" savedAt={new Date(2026, 10, 27, 14, 5)} error={null} />)
    expect(screen.getByRole('status').textContent).toMatch(/Kaydedildi \(14[.:]05\)/)
    rerender(<SavedState state="error" savedAt={null} error="Sunucu hatası" />)
    expect(screen.getByRole('status').textContent).toContain('Kaydedilemedi: Sunucu hatası')
  })
})
