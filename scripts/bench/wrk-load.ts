import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { LoadFigures } from './load'

/** Whether wrk (Debian's package `wrk`) is installed. */
export function hasWrk(): boolean {
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' })
    return true
  } catch (error) {
    // wrk --version prints its version and exits 1; only a missing program is "not installed".
    return (error as NodeJS.ErrnoException).code !== 'ENOENT'
  }
}

export interface WrkOptions {
  base: string
  path: string
  connections: number
  durationS: number
  headers?: Record<string, string>
  /** Each request from its own X-Forwarded-For address (the public limits count per address). */
  ownAddress?: boolean
}

/** A latency as wrk prints it ("568.00us", "71.54ms", "1.20s") in ms. */
export function wrkMs(text: string): number {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text.trim())
  if (!match) throw new Error(`not a wrk latency: ${text}`)
  const value = Number(match[1])
  const unit = match[2]
  return unit === 'us' ? value / 1000 : unit === 'ms' ? value : unit === 's' ? value * 1000 : value * 60_000
}

/** wrk's report (with --latency) as the benches' figures; errors are non-2xx answers and socket errors. */
export function parseWrk(output: string): LoadFigures {
  const latency = (quantile: string) => {
    const match = new RegExp(`^\\s+${quantile}%\\s+(\\S+)`, 'm').exec(output)
    if (!match?.[1]) throw new Error(`wrk printed no ${quantile}% latency:\n${output}`)
    return Math.round(wrkMs(match[1]) * 10) / 10
  }
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? Number.NaN)
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(output)?.[1] ?? 0)
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output)
  const socketErrors = socket ? socket.slice(1).reduce((sum, count) => sum + Number(count), 0) : 0
  return { p50: latency('50'), p99: latency('99'), rps: Math.round(rps), errors: non2xx + socketErrors }
}

/**
 * One wrk run. For answers of hundreds of kilobytes (a roster) autocannon, which reads every answer in
 * JavaScript on the same 2 cores, measured itself: about 400 requests/s where the server sent 14,000.
 * wrk reads them in C, so the figures are the server's.
 */
export function measureWithWrk(options: WrkOptions): LoadFigures {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ajanda-wrk-'))
  const script = path.join(dir, 'request.lua')
  const headers = Object.entries(options.headers ?? {})
    .map(([name, value]) => `  headers[${JSON.stringify(name)}] = ${JSON.stringify(value)}`)
    .join('\n')
  const address = options.ownAddress
    ? `  counter = counter + 1
  headers["x-forwarded-for"] = "10." .. (math.floor(counter / 65536) % 256) .. "." .. (math.floor(counter / 256) % 256) .. "." .. (counter % 256)`
    : ''
  fs.writeFileSync(
    script,
    `counter = 0
request = function()
  local headers = {}
${headers}
${address}
  return wrk.format("GET", ${JSON.stringify(options.path)}, headers)
end
`,
  )
  try {
    const output = execFileSync(
      'wrk',
      ['-t1', `-c${options.connections}`, `-d${options.durationS}s`, '--latency', '-s', script, options.base],
      { encoding: 'utf8' },
    )
    return parseWrk(output)
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}
