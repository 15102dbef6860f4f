import { describe, expect, it, vi } from 'vitest'
import { companyScope, createCountCache } from './count-cache'

describe('count cache', () => {
  it('counts once per key until it expires or its scope is cleared', async () => {
    vi.useFakeTimers()
    try {
      const cache = createCountCache(1000)
      const count = vi.fn(async () => 42)
      const scope = companyScope('address-book', 1)
      expect(await Promise.all([cache.get(scope, 'a', count), cache.get(scope, 'a', count)])).toEqual([
        42, 42,
      ])
      expect(count).toHaveBeenCalledTimes(1)
      cache.clear(companyScope('address-book', 2))
      await cache.get(scope, 'a', count)
      expect(count).toHaveBeenCalledTimes(1)
      cache.clear(scope)
      await cache.get(scope, 'a', count)
      expect(count).toHaveBeenCalledTimes(2)
      vi.advanceTimersByTime(1001)
      await cache.get(scope, 'a', count)
      expect(count).toHaveBeenCalledTimes(3)
    } finally {
      vi.useRealTimers()
    }
  })

  it('does not keep a failed count', async () => {
    const cache = createCountCache()
    await expect(cache.get('s', 'k', () => Promise.reject(new Error('down')))).rejects.toThrow('down')
    expect(await cache.get('s', 'k', async () => 7)).toBe(7)
  })
})
