import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { collectWhenIdle, fullCollection, type IdleCollector } from './idle-memory'

describe('collectWhenIdle', () => {
  let collector: IdleCollector | undefined
  let heap = 100
  const collect = vi.fn(() => {
    heap = 100
  })
  beforeEach(() => {
    vi.useFakeTimers()
    heap = 100
    collect.mockClear()
  })
  afterEach(() => {
    collector?.stop()
    vi.useRealTimers()
  })
  const start = () => {
    collector = collectWhenIdle({ idleMs: 1000, growthBytes: 50, collect, heapBytes: () => heap })
    return collector
  }

  it('collects once when the traffic stops after the heap grew', () => {
    const idle = start()
    for (let i = 0; i < 20; i++) {
      idle.touch()
      heap += 10
      vi.advanceTimersByTime(100)
    }
    expect(collect).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1500)
    expect(collect).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(10_000)
    expect(collect).toHaveBeenCalledTimes(1)
  })

  it('does not collect while requests keep coming', () => {
    const idle = start()
    heap = 1000
    for (let i = 0; i < 50; i++) {
      idle.touch()
      vi.advanceTimersByTime(400)
    }
    expect(collect).not.toHaveBeenCalled()
  })

  it('leaves a quiet server alone when the heap did not grow', () => {
    const idle = start()
    idle.touch()
    heap += 10
    vi.advanceTimersByTime(5000)
    expect(collect).not.toHaveBeenCalled()
  })

  it('never collects without any request', () => {
    start()
    heap = 1000
    vi.advanceTimersByTime(10_000)
    expect(collect).not.toHaveBeenCalled()
  })

  it('collects again after a second burst', () => {
    const idle = start()
    idle.touch()
    heap = 500
    vi.advanceTimersByTime(2000)
    idle.touch()
    heap = 500
    vi.advanceTimersByTime(2000)
    expect(collect).toHaveBeenCalledTimes(2)
  })

  it('runs a real full collection when none is given', () => {
    vi.useRealTimers()
    let garbage: number[][] | undefined = Array.from({ length: 200 }, () =>
      Array.from({ length: 50_000 }, (_, n) => n),
    )
    const withGarbage = process.memoryUsage().heapUsed
    garbage = undefined
    fullCollection()()
    expect(garbage).toBeUndefined()
    expect(process.memoryUsage().heapUsed).toBeLessThan(withGarbage - 40 * 1024 * 1024)
  })
})

describe('fullCollection', () => {
  it('gives back the pages a burst left fragmented, not only its dead objects', () => {
    const heapTotal = () => process.memoryUsage().heapTotal
    fullCollection()()
    const before = heapTotal()
    // A burst of small objects, a few of which stay alive: each survivor pins the page it sits on.
    const burst = () => {
      const survivors: { n: number }[] = []
      let all: { n: number; text: string }[] = []
      for (let n = 0; n < 3_000_000; n++) {
        const item = { n, text: `x${n}` }
        all.push(item)
        if (n % 50 === 0) survivors.push(item)
      }
      all = []
      return survivors
    }
    const survivors = burst()
    expect(heapTotal()).toBeGreaterThan(before + 150 * 1024 * 1024)
    fullCollection()()
    expect(survivors).toHaveLength(60_000)
    expect(heapTotal()).toBeLessThan(before + 60 * 1024 * 1024)
  })
})
