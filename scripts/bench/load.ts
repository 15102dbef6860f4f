import autocannon from 'autocannon'

export interface LoadFigures {
  p50: number
  p99: number
  rps: number
  errors: number
}

/** One autocannon run; latencies in ms, errors counting transport failures and non-2xx answers. */
export async function measureLoad(options: autocannon.Options): Promise<LoadFigures> {
  const result = await autocannon(options)
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: Math.round(result.requests.average),
    errors: result.errors + result.non2xx,
  }
}
