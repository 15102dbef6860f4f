import { describe, expect, it, vi } from 'vitest'
import { companyScope, createCountCache, createKeyedCache } from './count-cache'

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

describe('keyed cache bounds', () => {
  it('never holds more than its entry bound, and evicts the least recently used key first', async () => {
    const cache = createKeyedCache<number>({ maxEntries: 3 })
    for (const key of ['a', 'b', 'c']) await cache.get('s', key, async () => 1)
    await cache.get('s', 'a', async () => 2) // a is read again: b is now the least recently used
    await cache.get('s', 'd', async () => 1)
    expect(cache.size).toBe(3)
    const loads = vi.fn(async () => 3)
    await cache.get('s', 'a', loads)
    expect(loads).not.toHaveBeenCalled()
    await cache.get('s', 'b', loads)
    expect(loads).toHaveBeenCalledTimes(1)
    for (let n = 0; n < 100; n++) await cache.get('s', `k${n}`, async () => n)
    expect(cache.size).toBe(3)
  })

  it('never holds more than its byte bound, and does not keep a value larger than the bound', async () => {
    const cache = createKeyedCache<Buffer>({
      maxEntries: 100,
      maxBytes: 1000,
      sizeOf: (value) => value.length,
    })
    for (let n = 0; n < 20; n++) await cache.get('s', `k${n}`, async () => Buffer.alloc(300))
    expect(cache.bytes).toBeLessThanOrEqual(1000)
    expect(cache.size).toBe(3)
    const big = vi.fn(async () => Buffer.alloc(2000))
    await cache.get('s', 'big', big)
    await cache.get('s', 'big', big)
    expect(big).toHaveBeenCalledTimes(2)
    expect(cache.bytes).toBeLessThanOrEqual(1000)
  })
})
