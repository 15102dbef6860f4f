export type ProbeResult = { ok: true } | { ok: false; error: unknown }

export interface DatabaseProbeOptions {
  /** A success this recent answers without a new ping. */
  freshMs: number
  /**
   * A success this recent answers at once while a new ping runs: a database busy with other work is not
   * a database that is down (PGlite runs one statement at a time, and a ping queued behind a load of
   * requests waited up to 5.5 s). Older than this, the check waits for the ping.
   */
  graceMs: number
  now?: () => number
}

/**
 * What /api/health says about the database, without queueing behind the requests: one ping at a time
 * for any number of checks, answered from the last success while it is recent, and a failed ping is
 * reported at once (decisions/0021).
 */
export function createDatabaseProbe(ping: () => Promise<void>, options: DatabaseProbeOptions) {
  const now = options.now ?? (() => Date.now())
  let lastOkAt: number | undefined
  let lastFailure: { error: unknown } | undefined
  let running: Promise<ProbeResult> | undefined

  const start = (): Promise<ProbeResult> => {
    running ??= ping().then(
      (): ProbeResult => {
        lastOkAt = now()
        lastFailure = undefined
        running = undefined
        return { ok: true }
      },
      (error: unknown): ProbeResult => {
        lastFailure = { error }
        running = undefined
        return { ok: false, error }
      },
    )
    return running
  }

  return {
    check(): Promise<ProbeResult> {
      const age = lastOkAt === undefined ? Number.POSITIVE_INFINITY : now() - lastOkAt
      if (lastFailure) return start()
      if (age < options.freshMs) return Promise.resolve({ ok: true })
      const pinging = start()
      return age < options.graceMs ? Promise.resolve({ ok: true }) : pinging
    },
  }
}
