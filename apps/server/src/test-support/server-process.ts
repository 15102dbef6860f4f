import { type ChildProcess, spawn } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..')

export interface RunningServer {
  baseUrl: string
  /** The server's process id (its memory is read from /proc by the socket benchmark). */
  pid: number | undefined
  /** SIGTERM, then the process's end: in-flight requests finish. */
  stop(): Promise<void>
  /** SIGKILL, then the process's end: a crash, nothing finishes. */
  kill(): Promise<void>
}

/**
 * Starts the real server as a direct child (node --import tsx), so that stopping it reaches the
 * server itself and not a wrapper that would leave it running. Used by the benches and by the tests
 * that need a whole process (a crash, a restart). `nodeArgs` runs something else, e.g. a compiled build.
 */
export async function startServer(
  env: NodeJS.ProcessEnv,
  port: number,
  options: { quiet?: boolean; nodeArgs?: string[] } = {},
): Promise<RunningServer> {
  const baseUrl = `http://127.0.0.1:${port}`
  const nodeArgs = options.nodeArgs ?? ['--import', 'tsx', 'apps/server/src/main.ts']
  const child: ChildProcess = spawn(process.execPath, nodeArgs, {
    cwd: repoRoot,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env, PORT: String(port), APP_URL: baseUrl },
    stdio: ['ignore', options.quiet ? 'ignore' : 'inherit', 'inherit'],
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const end = (signal: NodeJS.Signals) => async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal)
    await exited
  }
  const stop = end('SIGTERM')
  try {
    await waitForHealth(baseUrl, exited)
  } catch (error) {
    await stop()
    throw error
  }
  return { baseUrl, pid: child.pid, stop, kill: end('SIGKILL') }
}

async function waitForHealth(baseUrl: string, exited: Promise<void>) {
  let gone = false
  void exited.then(() => {
    gone = true
  })
  for (let i = 0; i < 240 && !gone; i++) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`the server at ${baseUrl} did not become healthy`)
}

/** Lets the server drain what a previous load left queued (argon2 work), so figures do not bleed. */
export async function settle(baseUrl: string) {
  await new Promise((resolve) => setTimeout(resolve, 1000))
  await fetch(`${baseUrl}/api/health`)
}
