import fs from 'node:fs'
import pg from 'pg'
import { GENERIC_PLAN_OPTION } from './statement-cache'

/** One statement as the driver was asked to send it: what a bench replays bare to compare with the API. */
export interface TracedStatement {
  name?: string
  text: string
  values?: unknown[]
  /** Sent on a connection that plans generically (statement-cache.ts `plan: 'generic'`). */
  plan?: 'generic'
}

/**
 * Benchmarks only (`SQL_TRACE_FILE`): while tracing is switched on by SIGUSR2 (a second SIGUSR2 switches
 * it off), every statement a PostgreSQL connection of this process sends is appended to the file as one
 * JSON line. The bench turns it on around a single request, so the file holds exactly the SQL that request
 * cost, and measures that SQL through the same driver without the server (scripts/bench/baselines.ts).
 */
export function installSqlTrace(file: string): void {
  let tracing = false
  process.on('SIGUSR2', () => {
    tracing = !tracing
  })
  const prototype = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown }
  const send = prototype.query
  prototype.query = function tracedQuery(this: unknown, ...args: unknown[]) {
    if (tracing) {
      const options = (this as { connectionParameters?: { options?: string } }).connectionParameters?.options
      const generic = options?.includes(GENERIC_PLAN_OPTION) ? { plan: 'generic' as const } : {}
      fs.appendFileSync(file, `${JSON.stringify({ ...toStatement(args[0], args[1]), ...generic })}\n`)
    }
    return send.apply(this, args)
  }
}

function toStatement(first: unknown, second: unknown): TracedStatement {
  if (typeof first === 'string') return { text: first, ...(Array.isArray(second) ? { values: second } : {}) }
  // Drizzle passes the values beside the config object; the app's prepared reads put them inside it.
  const config = first as { name?: string; text: string; values?: unknown[] }
  const values = config.values ?? (Array.isArray(second) ? second : undefined)
  return { ...(config.name ? { name: config.name } : {}), text: config.text, ...(values ? { values } : {}) }
}
