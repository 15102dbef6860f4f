import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import net from 'node:net'
import { Redis } from 'ioredis'
import { afterAll, describe, expect, it } from 'vitest'
import { fakeSmtpServer } from '../test-support/fake-smtp-server'
import { serverDatabase } from '../test-support/server-databases'
import { type RunningServer, startServer } from '../test-support/server-process'

/**
 * Issue 18 item 8: with its SMTP server and its Redis down, the server still starts and answers (a write
 * is acknowledged and its mail queued, a sign-in is counted by the process's own limits), and it catches
 * up once they are back: the queued mail goes out and the rate limits count in Redis again. Redis is a
 * redis-server of the test's own on a free port (skipped with a message where none is installed).
 */
const redisInstalled = spawnSync('redis-server', ['--version']).status === 0
if (!redisInstalled) console.warn('outage test: no redis-server installed, the Redis half is skipped')

let database: Awaited<ReturnType<typeof serverDatabase>> | undefined
let server: RunningServer | undefined
let redis: ChildProcess | undefined
const smtp = fakeSmtpServer()
afterAll(async () => {
  await server?.stop()
  redis?.kill('SIGKILL')
  await smtp.close()
  await database?.drop()
})

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

async function until(what: string, condition: () => Promise<boolean> | boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms: ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}

async function timed<T>(call: () => Promise<T>) {
  const started = Date.now()
  const value = await call()
  return { value, ms: Date.now() - started }
}

const post = (base: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}/api/v1${path}`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

describe('SMTP and Redis down', () => {
  it('the server answers all the same, and catches up when they are back', async () => {
    database = await serverDatabase('outage')
    const [smtpPort, redisPort, port] = await Promise.all([freePort(), freePort(), freePort()])
    server = await startServer(
      {
        DATA_DIR: database.dataDir,
        DATABASE_URL: database.databaseUrl ?? '',
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        REDIS_URL: redisInstalled ? `redis://127.0.0.1:${redisPort}` : '',
        JOBS_IN_PROCESS: 'true',
        SEED_DEMO_DATA: 'true',
      },
      port,
      { quiet: true },
    )
    const base = server.baseUrl

    const login = await timed(() =>
      post(base, '/login', { email: 'user@demo.ajanda.test', password: 'demo1234' }),
    )
    expect(login.value.status).toBe(200)
    const headers = { authorization: `Bearer ${((await login.value.json()) as { token: string }).token}` }
    const write = await timed(() => post(base, '/client', { name: 'Kesinti Testi A.Ş.' }, headers))
    expect(write.value.status).toBe(200)
    const wrongPassword = await post(base, '/login', {
      email: 'user@demo.ajanda.test',
      password: 'yanlis-sifre',
    })
    expect(wrongPassword.status).toBe(422)
    const health = await timed(() => fetch(`${base}/api/health`))
    expect(health.value.status).toBe(200)
    // Neither outage is waited for on the request's path.
    expect(Math.max(login.ms, write.ms, health.ms)).toBeLessThan(5_000)
    expect(smtp.accepted).toEqual([])

    // Back again: the mail queued during the outage goes out on a retry (30 s, jittered).
    await new Promise<void>((resolve) => smtp.server.listen(smtpPort, '127.0.0.1', resolve))
    if (redisInstalled) {
      redis = spawn(
        'redis-server',
        ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        {
          stdio: 'ignore',
        },
      )
      const client = new Redis(`redis://127.0.0.1:${redisPort}`, {
        lazyConnect: true,
        maxRetriesPerRequest: 1,
      })
      client.on('error', () => {})
      try {
        await until(
          'Redis answers',
          () =>
            client.ping().then(
              () => true,
              () => false,
            ),
          20_000,
        )
        // The limits count in Redis again once ioredis has reconnected.
        await until(
          'a failed sign-in is counted in Redis',
          async () => {
            await post(base, '/login', { email: 'user@demo.ajanda.test', password: 'yanlis-sifre' })
            return (await client.keys('ajanda-rl*')).length > 0
          },
          30_000,
        )
      } finally {
        client.disconnect()
      }
    }
    await until(
      'the mail queued during the outage reaches SMTP',
      () => smtp.accepted.some((to) => to.includes('admin@demo.ajanda.test')),
      150_000,
    )
  }, 300_000)
})
