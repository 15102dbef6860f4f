import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { useAction, useLoad } from './use-request'

describe('the web form’s reads and writes without TanStack Query (use-request.ts)', () => {
  it('starts from the inlined answer without asking, and asks again on refetch keeping the data meanwhile', async () => {
    let answer = 'fresh'
    const load = vi.fn(async () => answer)
    const { result } = renderHook(() => useLoad('form/a', load, { initial: 'inlined' }))
    expect(result.current.data).toBe('inlined')
    expect(load).not.toHaveBeenCalled()
    act(() => result.current.refetch())
    expect(result.current.data).toBe('inlined')
    await waitFor(() => expect(result.current.data).toBe('fresh'))
    expect(load).toHaveBeenCalledTimes(1)
    answer = 'failed'
    load.mockRejectedValueOnce(new Error('Form bulunamadı.'))
    act(() => result.current.refetch())
    await waitFor(() => expect(result.current.error?.message).toBe('Form bulunamadı.'))
    expect(result.current.isFetching).toBe(false)
  })

  it('asks when mounted and for a new key, not while disabled', async () => {
    const load = vi.fn(async (signal: AbortSignal) => (signal.aborted ? 'aborted' : 'ok'))
    const { result, rerender } = renderHook(({ id, on }) => useLoad(`form/${id}`, load, { enabled: on }), {
      initialProps: { id: 'a', on: false },
    })
    expect(result.current.isPending).toBe(true)
    expect(load).not.toHaveBeenCalled()
    rerender({ id: 'a', on: true })
    await waitFor(() => expect(result.current.data).toBe('ok'))
    rerender({ id: 'b', on: true })
    expect(result.current.data).toBeUndefined()
    await waitFor(() => expect(result.current.data).toBe('ok'))
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('runs a write, reports it pending, then its answer or its error; reset forgets a late answer', async () => {
    const onSuccess = vi.fn()
    const onError = vi.fn()
    let finish: (value: string) => void = () => undefined
    const run = vi.fn(
      (input: number) =>
        new Promise<string>((resolve, reject) => {
          if (input < 0) reject(new Error('Kontenjan doldu.'))
          else finish = resolve
        }),
    )
    const { result } = renderHook(() => useAction(run, { onSuccess, onError }))
    act(() => result.current.mutate(1))
    expect(result.current.isPending).toBe(true)
    await act(async () => finish('kaydedildi'))
    expect(result.current.isPending).toBe(false)
    expect(onSuccess).toHaveBeenCalledWith('kaydedildi')
    act(() => result.current.mutate(-1))
    await waitFor(() => expect(result.current.error?.message).toBe('Kontenjan doldu.'))
    expect(onError).toHaveBeenCalledTimes(1)
    act(() => result.current.mutate(2))
    act(() => result.current.reset())
    await act(async () => finish('geç'))
    expect(onSuccess).toHaveBeenCalledTimes(1)
    expect(result.current).toMatchObject({ isPending: false, error: null })
  })
})
