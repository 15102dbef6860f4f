import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AppContext } from './context'
import { reusedComputation } from './reused-computation'

type Ledger = { totals: { due: { amount: string }[] } }
const REUSE_MS = 5_000
const ledger = (mark: number): Ledger => ({ totals: { due: [{ amount: String(mark) }] } })

describe('a reused computation', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('computes once, serves the old copy while a stale one is read again, and forgets on a write', async () => {
    const ctx = {} as AppContext
    const { get: cachedLedger, forget: forgetLedger } = reusedComputation<Ledger>(REUSE_MS)
    let reads = 0
    const compute = vi.fn(async () => ledger(++reads))
    expect((await cachedLedger(ctx, 7, compute)).totals.due[0]?.amount).toBe('1')
    expect((await cachedLedger(ctx, 7, compute)).totals.due[0]?.amount).toBe('1')
    expect(compute).toHaveBeenCalledTimes(1)

    vi.advanceTimersByTime(REUSE_MS)
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

  it('computes afresh when the copy is older than twice the reuse time', async () => {
    const ctx = {} as AppContext
    const { get } = reusedComputation<Ledger>(REUSE_MS)
    let reads = 0
    const compute = async () => ledger(++reads)
    await get(ctx, 3, compute)
    vi.advanceTimersByTime(2 * REUSE_MS)
    expect((await get(ctx, 3, compute)).totals.due[0]?.amount).toBe('2')
  })

  it('does not keep a failed read', async () => {
    const ctx = {} as AppContext
    const { get: cachedLedger } = reusedComputation<Ledger>(REUSE_MS)
    const failing = vi.fn(async (): Promise<Ledger> => {
      throw new Error('database down')
    })
    await expect(cachedLedger(ctx, 1, failing)).rejects.toThrow('database down')
    expect((await cachedLedger(ctx, 1, async () => ledger(9))).totals.due[0]?.amount).toBe('9')
  })
})
