import fs from 'node:fs'

/** Latencies and failures per route name, kept whole (a 10-minute soak is a few hundred thousand numbers). */
export class RouteFigures {
  private readonly samples = new Map<string, number[]>()
  private readonly failures = new Map<string, { count: number; first: string }>()

  record(route: string, ms: number) {
    let list = this.samples.get(route)
    if (!list) {
      list = []
      this.samples.set(route, list)
    }
    list.push(ms)
  }

  fail(route: string, why: string) {
    const seen = this.failures.get(route)
    if (seen) seen.count += 1
    else this.failures.set(route, { count: 1, first: why })
  }

  rows(seconds: number) {
    const names = [...new Set([...this.samples.keys(), ...this.failures.keys()])].sort()
    return names.map((route) => {
      const sorted = [...(this.samples.get(route) ?? [])].sort((a, b) => a - b)
      return {
        route,
        requests: sorted.length,
        rps: Math.round((sorted.length / seconds) * 10) / 10,
        p50: percentile(sorted, 0.5),
        p99: percentile(sorted, 0.99),
        max: Math.round(sorted.at(-1) ?? 0),
        errors: this.failures.get(route)?.count ?? 0,
      }
    })
  }

  firstFailures(): [string, string][] {
    return [...this.failures].map(([route, { first }]) => [route, first])
  }
}

export function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return 0
  const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)
  return Math.round((sorted[Math.max(0, index)] as number) * 10) / 10
}

/** The resident memory of a process in MB, from /proc (Linux). */
export function residentMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
  return Math.round(kb / 1024)
}

/** Samples a process's memory every second: the highest seen, until stopped. */
export function watchPeakMemory(pid: number) {
  let peak = residentMb(pid)
  const timer = setInterval(() => {
    peak = Math.max(peak, residentMb(pid))
  }, 1000)
  return () => {
    clearInterval(timer)
    return Math.max(peak, residentMb(pid))
  }
}
