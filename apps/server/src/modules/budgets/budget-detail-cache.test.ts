import { describe, expect, it } from 'vitest'
import { createRealtimeBus } from '../../platform/realtime'
import { createBudgetDetailCache, MAX_CACHED_DETAIL_BYTES } from './budget-detail-cache'

/** A budget detail's JSON of about `bytes` bytes. */
const detailJson = (bytes: number) => JSON.stringify({ lines: 'x'.repeat(bytes) })

describe('the budget detail cache', () => {
  it('never holds more than its byte bound, and keeps the most recently read budget', () => {
    const cache = createBudgetDetailCache(createRealtimeBus())
    const size = 4 * 1024 * 1024
    cache.set(1, 1, 1, detailJson(size))
    for (let budget = 2; budget <= 40; budget++) {
      cache.set(budget, 1, 1, detailJson(size))
      expect(cache.get(1, 1)).toBeDefined()
    }
    expect(cache.bytes).toBeLessThanOrEqual(MAX_CACHED_DETAIL_BYTES)
    expect(cache.get(2, 1)).toBeUndefined()
  })
})
