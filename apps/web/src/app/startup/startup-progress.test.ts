import { describe, expect, it } from 'vitest'
import { startupFraction } from './startup-progress'

describe('startupFraction', () => {
  it('counts finished loads, failed ones included', () => {
    expect(
      startupFraction([
        { isFetched: true, isError: false },
        { isFetched: false, isError: true },
        { isFetched: false, isError: false },
        { isFetched: false, isError: false },
      ]),
    ).toBe(0.5)
  })

  it('is complete with nothing to load', () => {
    expect(startupFraction([])).toBe(1)
  })
})
