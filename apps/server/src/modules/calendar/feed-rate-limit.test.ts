import { describe, expect, it } from 'vitest'
import { createFeedRateLimit } from './feed-rate-limit'

describe('createFeedRateLimit', () => {
  it('lets an address ask `limit` times a window, then answers 429 until the next window', () => {
    const check = createFeedRateLimit(3, 60_000)
    for (let i = 0; i < 3; i += 1) check('10.0.0.1', 1_000)
    expect(() => check('10.0.0.1', 2_000)).toThrow(expect.objectContaining({ statusCode: 429 }))
    // Another address has its own count; a new window starts afresh.
    expect(() => check('10.0.0.2', 2_000)).not.toThrow()
    expect(() => check('10.0.0.1', 61_001)).not.toThrow()
  })
})
