import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AppContext } from '../../platform/context'
import { cachedLedger, forgetLedger, LEDGER_REUSE_MS, type Ledger } from './ledger-cache'

const ledger = (mark: number) =>
  ({ totals: { due: [{ currency: 'TRY', amount: String(mark) }] } }) as unknown as Ledger

describe('the fee ledger cache', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('computes once, serves the old copy while a stale one is read again, and forgets on a write', async () => {
    const ctx = {} as AppContext
    let reads = 0
    const compute = vi.fn(async () => ledger(++reads))
    expect((await cachedLedger(ctx, 7, compute)).totals.due[0]?.amount).toBe('1')
    expect((await cachedLedger(ctx, 7, compute)).totals.due[0]?.amount).toBe('1')
    expect(compute).toHaveBeenCalledTimes(1)

    vi.advanceTimersByTime(LEDGER_REUSE_MS)
    // Stale: the old copy answers at once, and the calls meanwhile start one new read between them.
    const meanwhile = await Promise.all([cachedLedger(ctx, 7, compute), cachedLedger(ctx, 7, compute)])
    expect(meanwhile.map((copy) => copy.totals.due[0]?.amount)).toEqual(['1', '1'])
    expect(compute).toHaveBeenCalledTimes(2)
    expect((await cachedLedger(ctx, 7, compute)).totals.due[0]?.amount).toBe('2')

    forgetLedger(ctx, 7)
    expect((await cachedLedger(ctx, 7, compute)).totals.due[0]?.amount).toBe('3')
    // Another app (another database) has its own copies.
    expect((await cachedLedger({} as AppContext, 7, compute)).totals.due[0]?.amount).toBe('4')
  })

  it('does not keep a failed read', async () => {
    const ctx = {} as AppContext
    const failing = vi.fn(async (): Promise<Ledger> => {
      throw new Error('database down')
    })
    await expect(cachedLedger(ctx, 1, failing)).rejects.toThrow('database down')
    expect((await cachedLedger(ctx, 1, async () => ledger(9))).totals.due[0]?.amount).toBe('9')
  })
})
