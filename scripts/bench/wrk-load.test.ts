import { describe, expect, it } from 'vitest'
import { parseWrk, wrkMs } from './wrk-load'

const REPORT = `Running 10s test @ http://127.0.0.1:3997
  1 threads and 20 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     1.71ms    4.00ms  80.67ms   98.82%
    Req/Sec    14.52k     1.10k   16.01k    81.00%
  Latency Distribution
     50%  568.00us
     75%    1.40ms
     90%    2.10ms
     99%    6.51ms
  144651 requests in 10.01s, 18.74GB read
  Socket errors: connect 0, read 2, write 0, timeout 1
  Non-2xx or 3xx responses: 4
Requests/sec:  14444.29
Transfer/sec:      1.87GB
`

describe('wrk figures', () => {
  it('reads latencies in any unit as ms', () => {
    expect(wrkMs('568.00us')).toBeCloseTo(0.568)
    expect(wrkMs('71.54ms')).toBe(71.54)
    expect(wrkMs('1.20s')).toBe(1200)
    expect(() => wrkMs('fast')).toThrow(/not a wrk latency/)
  })

  it('takes p50, p99, requests per second and every error from the report', () => {
    expect(parseWrk(REPORT)).toEqual({ p50: 0.6, p99: 6.5, rps: 14444, errors: 7 })
  })

  it('refuses a report without its latency distribution', () => {
    expect(() => parseWrk('Requests/sec: 10')).toThrow(/no 50% latency/)
  })
})
