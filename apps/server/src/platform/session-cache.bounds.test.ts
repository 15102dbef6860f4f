import { describe, expect, it } from 'vitest'
import { createSessionCache } from './session-cache'

describe('session cache bounds', () => {
  it('never holds more than its bound per map, and evicts the least recently used entry first', () => {
    const cache = createSessionCache(60_000, 3)
    for (const token of ['a', 'b', 'c']) cache.sessions.set(token, { token })
    expect(cache.sessions.get('a')).toEqual({ token: 'a' }) // b is now the least recently used
    cache.sessions.set('d', { token: 'd' })
    expect(cache.sessions.size).toBe(3)
    expect(cache.sessions.get('a')).toEqual({ token: 'a' })
    expect(cache.sessions.get('b')).toBeUndefined()
    for (let n = 0; n < 1000; n++) {
      cache.sessions.set(`t${n}`, n)
      cache.meFacts.set(n, n)
      cache.scopes.set(n, n)
    }
    expect([cache.sessions.size, cache.meFacts.size, cache.scopes.size]).toEqual([3, 3, 3])
  })

  it('keeps nothing when its time to live is 0 (tests that must see every write)', () => {
    const cache = createSessionCache(0)
    cache.sessions.set('a', 1)
    expect(cache.sessions.get('a')).toBeUndefined()
    expect(cache.sessions.size).toBe(0)
  })
})
