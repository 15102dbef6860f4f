import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { serverDatabase } from '../test-support/server-databases'
import { type RunningServer, startServer } from '../test-support/server-process'
import { openDatabase } from './db'

/**
 * Issue 18 item 8: the server is killed (SIGKILL) while clients write through the API. After a restart
 * every write that was acknowledged is there, and so is the mail it queued (a new client tells admin@,
 * seed/demo-notifications.ts), stored with it in one transaction. On PGlite, and on PostgreSQL in CI's
 * second pass (DATABASE_URL).
 */
const WRITERS = 12
const WRITE_MS = 3_000
const NAME_PREFIX = 'Çökme Testi'

let database: Awaited<ReturnType<typeof serverDatabase>> | undefined
let server: RunningServer | undefined
afterAll(async () => {
  await server?.stop()
  await database?.drop()
})

async function signIn(base: string, email: string) {
  const answer = await fetch(`${base}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'demo1234' }),
  })
  expect(answer.status).toBe(200)
  return { authorization: `Bearer ${((await answer.json()) as { token: string }).token}` }
}

/** Writers post new clients one after another; the server is killed mid-stream. The names answered 200. */
async function writeUntilKilled(base: string, headers: Record<string, string>, kill: () => Promise<void>) {
  const acknowledged: string[] = []
  const refused: string[] = []
  let killed = false
  const writer = async (writer: number) => {
    for (let n = 0; !killed; n++) {
      const name = `${NAME_PREFIX} ${writer}-${n}`
      try {
        const answer = await fetch(`${base}/api/v1/client`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({ name }),
        })
        if (answer.status === 200) acknowledged.push(name)
        else if (!killed) refused.push(`${answer.status} ${await answer.text()}`)
      } catch {
        // The connection died with the server: this write was never acknowledged.
      }
    }
  }
  const writers = Array.from({ length: WRITERS }, (_, index) => writer(index))
  await new Promise((resolve) => setTimeout(resolve, WRITE_MS))
  killed = true
  await kill()
  await Promise.all(writers)
  return { acknowledged, refused }
}

/** What the database holds after the restart: the test clients, and the subjects of admin@'s mail jobs. */
async function readBack(env: { dataDir: string; databaseUrl: string | undefined }) {
  const opened = await openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir })
  try {
    const rows = async <Row>(statement: ReturnType<typeof sql>) =>
      ((await opened.db.execute(statement)) as unknown as { rows: Row[] }).rows
    const clients = await rows<{ name: string }>(
      sql`select name from clients where name like ${`${NAME_PREFIX}%`}`,
    )
    const mails = await rows<{ subject: string }>(
      sql`select data->>'subject' as subject from pgboss.job
          where name = 'mail.send' and data->>'to' = 'admin@demo.ajanda.test'`,
    )
    return { clients: clients.map((row) => row.name), subjects: mails.map((row) => row.subject) }
  } finally {
    await opened.close()
  }
}

const nameIn = (subject: string) => subject.slice(subject.indexOf(NAME_PREFIX))

describe('a crash (SIGKILL) in the middle of writes', () => {
  it('loses no acknowledged write and none of the mail it queued', async () => {
    database = await serverDatabase('crash')
    const env = {
      DATA_DIR: database.dataDir,
      DATABASE_URL: database.databaseUrl ?? '',
      REDIS_URL: '',
      SMTP_URL: '',
      // The queue is left alone, so every mail the writes queued is still a row to count.
      JOBS_IN_PROCESS: 'false',
      SEED_DEMO_DATA: 'true',
    }
    const port = 3400 + Math.floor(Math.random() * 400)
    server = await startServer(env, port, { quiet: true })
    const headers = await signIn(server.baseUrl, 'user@demo.ajanda.test')
    const running = server
    const { acknowledged, refused } = await writeUntilKilled(running.baseUrl, headers, () => running.kill())
    expect(refused).toEqual([])
    expect(acknowledged.length).toBeGreaterThan(WRITERS)

    // It starts again on what the killed process left (its data-dir lock included) and answers.
    server = await startServer(env, port, { quiet: true })
    await signIn(server.baseUrl, 'admin@demo.ajanda.test')
    await server.stop()
    server = undefined

    const { clients, subjects } = await readBack(database)
    expect(acknowledged.filter((name) => !clients.includes(name))).toEqual([])
    // A mail's subject ends with the client's name ("Yeni müşteri: Çökme Testi 3-14").
    const mailed = new Set(subjects.filter((subject) => subject.includes(NAME_PREFIX)).map(nameIn))
    expect(acknowledged.filter((name) => !mailed.has(name))).toEqual([])
    // Nothing half-written either: no mail for a client that is not there.
    expect([...mailed].filter((name) => !clients.includes(name))).toEqual([])
  }, 300_000)
})
