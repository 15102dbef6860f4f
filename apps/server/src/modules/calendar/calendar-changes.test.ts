import { describe, expect, it } from 'vitest'
import type { AppContext } from '../../platform/context'
import { calendarScope, datedAnswers, MAX_KEPT_ANSWER_BYTES, MAX_KEPT_ANSWERS } from './calendar-changes'

describe('the kept calendar months and task board pages', () => {
  it('never hold more than their entry and byte bounds, however many companies ask', async () => {
    const cache = datedAnswers({} as AppContext)
    for (let company = 1; company <= 200; company++)
      await cache.get(calendarScope(company), 'month', async () => Buffer.alloc(1024 * 1024))
    expect(cache.size).toBeLessThanOrEqual(MAX_KEPT_ANSWERS)
    expect(cache.bytes).toBeLessThanOrEqual(MAX_KEPT_ANSWER_BYTES)
    expect(cache.bytes).toBeGreaterThan(0)
  })
})
