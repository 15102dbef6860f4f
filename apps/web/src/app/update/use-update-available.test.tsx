import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { serverVersion } from '../../shared/realtime/server-version'
import { useUpdateAvailable } from './use-update-available'

afterEach(() => {
  serverVersion.set(null)
})

describe('useUpdateAvailable', () => {
  it('turns on when the server announces another build over the realtime channel', () => {
    const { result } = renderHook(() => useUpdateAvailable())
    expect(result.current).toBe(false)
    act(() => serverVersion.set('test-build'))
    expect(result.current).toBe(false)
    act(() => serverVersion.set('a-newer-build'))
    expect(result.current).toBe(true)
  })
})
