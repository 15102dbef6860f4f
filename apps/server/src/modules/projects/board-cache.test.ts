import { describe, expect, it } from 'vitest'
import type { AppContext } from '../../platform/context'
import { JsonPayload } from '../../platform/json-payload'
import { BOARD_CACHE_MAX_BYTES, BOARD_CACHE_MAX_ENTRIES, boardCache, boardScope } from './projects.service'

describe('the pipeline board cache', () => {
  it('never holds more than its entry and byte bounds, however many filters are asked', async () => {
    const cache = boardCache({} as AppContext)
    const board = new JsonPayload('x'.repeat(200_000))
    for (let filter = 0; filter < 2_000; filter++)
      await cache.get(boardScope(filter % 7), `filter-${filter}`, async () => board)
    expect(cache.size).toBeLessThanOrEqual(BOARD_CACHE_MAX_ENTRIES)
    expect(cache.bytes).toBeLessThanOrEqual(BOARD_CACHE_MAX_BYTES)
    expect(cache.bytes).toBeGreaterThan(0)
  })
})
