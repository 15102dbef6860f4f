import { type BenchCall, CONNECTIONS, type Session } from './bench-harness'
import { measureLoad } from './load'

export const WARM_UP_S = Number(process.env.BENCH_WARM_UP_SECONDS ?? 3)

/**
 * Each call under the same load for a few seconds before anything is measured: a server that has just
 * started compiles its code paths (V8) and each of its ten pooled connections prepares and plans the
 * statements, which put the first call's p99 at two to three times the steady one. The figures are then
 * those of a running server. `BENCH_WARM_UP_SECONDS=0` measures from cold.
 */
export async function warmUp(
  base: string,
  calls: readonly BenchCall[],
  sessions: ReadonlyMap<string, Session>,
): Promise<void> {
  if (WARM_UP_S <= 0) return
  for (const call of calls) {
    const session = sessions.get(call.as)
    if (!session) throw new Error(`no session for ${call.as}`)
    await measureLoad({
      url: `${base}${call.path}`,
      headers: session.headers,
      connections: CONNECTIONS,
      duration: WARM_UP_S,
    })
  }
}
