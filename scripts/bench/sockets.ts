import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { io, type Socket } from 'socket.io-client'
import { accessTokens } from '../../apps/server/src/modules/auth/auth.table'
import { users } from '../../apps/server/src/modules/users/users.table'
import { newPublicCode, newSecret, sha256 } from '../../apps/server/src/platform/codes'
import { openDatabase } from '../../apps/server/src/platform/db'
import { seedIfEmpty } from '../../apps/server/src/seed/seed-if-empty'
import {
  NOTIFICATION_EVENT,
  type NotificationEvent,
} from '../../packages/contracts/src/notifications.contract'
import { REALTIME_EVENTS, REALTIME_PATH } from '../../packages/contracts/src/realtime.contract'
import { printLoadAverage } from './baselines'
import { insertBenchCompany } from './bench-company'
import { type RunningServer, repoRoot, startServer } from './server-process'

/**
 * `npm run bench:sockets` (part of `npm run bench`): one server process on PostgreSQL (the setup that has
 * thousands of users online; the embedded PGlite alone takes a few hundred MB of the process) with 2,000 authenticated Socket.IO connections (4 companies of 500 online AGENCY users, so each company's
 * presence list is 500 long), then the time from `notify` to delivery with 500 online recipients.
 *
 * The trigger is a real write: the first company's admin creates a lead, and the BizdevCreated
 * recipients are set (through the API) to the 500 online users of that company, so `notify` stores 500
 * notifications and sends each recipient its `notification` event. Latency per recipient = arrival at the
 * client − the notification's `created_at` (the database clock at the insert: it includes the insert and
 * the unread-count query, so it is an upper bound of notify → delivery). The same machine runs the
 * clients, so both clocks are one. Also shown: the `data-created` broadcast to the company room, timed
 * from the moment the POST left the client (it includes the whole lead write).
 * Targets: resident memory under 400 MB with 2,000 connections; p99 under 250 ms at 500 recipients.
 */
const COMPANIES = 4
const USERS_PER_COMPANY = 500
const ROUNDS = Number(process.env.BENCH_SOCKET_ROUNDS ?? 20)
const CONNECT_BATCH = 100
const TARGET_RSS_MB = 400
const TARGET_P99_MS = 250

printLoadAverage()
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ajanda-bench-sockets-'))
const pgBase = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432'
const dbName = `ajanda_bench_sockets_${Date.now()}`
const databaseUrl = `${pgBase}/${dbName}`
const psql = (command: string) =>
  execFileSync('psql', [`${pgBase}/postgres`, '-q', '-c', command], { cwd: repoRoot, stdio: 'inherit' })

interface Seeded {
  adminToken: string
  /** Per company, one token per user, in user order; company 0's users are the recipients. */
  tokens: string[][]
  recipientIds: number[]
}

/** Companies, users and their bearer tokens straight into the database (no 2,000 argon2 logins). */
async function seed(): Promise<Seeded> {
  const database = await openDatabase({ databaseUrl })
  await database.migrate()
  await seedIfEmpty(database.db)
  const result: Seeded = { adminToken: '', tokens: [], recipientIds: [] }
  await database.db.transaction(async (tx) => {
    for (let c = 0; c < COMPANIES; c++) {
      const company = await insertBenchCompany(tx, `Soket Ajansı ${c + 1}`)
      // Company 0 has an admin on top of its 500 online users: the one who writes (the actor is never notified).
      const people = Array.from({ length: USERS_PER_COMPANY + (c === 0 ? 1 : 0) }, (_, n) => ({
        event_company_id: company.id,
        code: newPublicCode(),
        email: `socket-${c}-${n}@scale.ajanda.test`,
        full_name: `Soket Kişi ${c}-${String(n).padStart(3, '0')}`,
        is_admin: c === 0 && n === USERS_PER_COMPANY,
      }))
      const rows: { id: number; is_admin: boolean }[] = []
      for (let start = 0; start < people.length; start += 250)
        rows.push(
          ...(await tx
            .insert(users)
            .values(people.slice(start, start + 250))
            .returning({ id: users.id, is_admin: users.is_admin })),
        )
      const secrets = rows.map(() => newSecret())
      const expires = new Date(Date.now() + 24 * 3600 * 1000)
      await tx.insert(accessTokens).values(
        rows.map((row, i) => ({
          user_id: row.id,
          token_hash: sha256(secrets[i] as string),
          name: 'bench',
          expires_at: expires,
        })),
      )
      const online: string[] = []
      rows.forEach((row, i) => {
        if (row.is_admin) result.adminToken = secrets[i] as string
        else online.push(secrets[i] as string)
      })
      result.tokens.push(online)
      if (c === 0) result.recipientIds = rows.filter((row) => !row.is_admin).map((row) => row.id)
    }
  })
  await database.close()
  return result
}

function rssOf(pid: number | undefined): { rssMb: number; peakMb: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? Number.NaN)
  return { rssMb: Math.round(kb('VmRSS') / 1024), peakMb: Math.round(kb('VmHWM') / 1024) }
}

function connect(baseUrl: string, token: string): Promise<Socket> {
  const socket = io(baseUrl, {
    path: REALTIME_PATH,
    auth: { token },
    transports: ['websocket'],
    reconnection: false,
  })
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket))
    socket.once('connect_error', reject)
  })
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? Number.NaN
    : (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number)
const summary = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b)
  return {
    samples: sorted.length,
    p50: Math.round(percentile(sorted, 50)),
    p99: Math.round(percentile(sorted, 99)),
    max: Math.round(sorted.at(-1) ?? Number.NaN),
  }
}

async function api(baseUrl: string, token: string, method: string, url: string, body: unknown) {
  const response = await fetch(`${baseUrl}/api/v1${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`)
  return (await response.json()) as { data: { id: number } }
}

const iso = (date: Date) => date.toISOString().slice(0, 10)

let server: RunningServer | undefined
const sockets: Socket[] = []
psql(`create database ${dbName}`)
try {
  const seeded = await seed()
  const port = 3900 + Math.floor(Math.random() * 90)
  server = await startServer(
    {
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      REDIS_URL: '',
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
    },
    port,
  )
  const base = server.baseUrl
  const idle = rssOf(server.pid)

  const connectStarted = performance.now()
  const recipients: Socket[] = []
  for (const [c, tokens] of seeded.tokens.entries()) {
    for (let start = 0; start < tokens.length; start += CONNECT_BATCH) {
      const batch = await Promise.all(
        tokens.slice(start, start + CONNECT_BATCH).map((token) => connect(base, token)),
      )
      sockets.push(...batch)
      if (c === 0) recipients.push(...batch)
    }
  }
  const connectSeconds = (performance.now() - connectStarted) / 1000
  // Presence lists go out after each wave; let them drain before reading memory.
  await new Promise((resolve) => setTimeout(resolve, 3000))
  const connected = rssOf(server.pid)

  const type = await api(base, seeded.adminToken, 'POST', '/definition/project-types', {
    name: 'Kongre',
    budget_type: 1,
  })
  const position = await api(base, seeded.adminToken, 'POST', '/definition/contact-positions', {
    name: 'Genel Müdür',
  })
  await api(base, seeded.adminToken, 'POST', '/settings/notification-recipients', {
    BizdevCreated: seeded.recipientIds,
  })

  const notifyLatency: number[] = []
  const broadcastLatency: number[] = []
  const postLatency: number[] = []
  for (let round = 0; round < ROUNDS; round++) {
    const arrivals: Promise<void>[] = []
    const sentAt = Date.now()
    for (const socket of recipients) {
      arrivals.push(
        new Promise((resolve) => {
          let pending = 2
          const done = () => {
            pending -= 1
            if (pending === 0) resolve()
          }
          socket.once(NOTIFICATION_EVENT, (event: NotificationEvent) => {
            notifyLatency.push(Date.now() - Date.parse(event.notification.created_at))
            done()
          })
          socket.once(REALTIME_EVENTS.dataCreated, () => {
            broadcastLatency.push(Date.now() - sentAt)
            done()
          })
        }),
      )
    }
    const start = new Date()
    start.setMonth(start.getMonth() + 2)
    await api(base, seeded.adminToken, 'POST', '/leads', {
      name: `Soket Fırsatı ${round}`,
      dates: [iso(start), iso(start)],
      country: 'TR',
      city: 'İstanbul',
      type: type.data.id,
      client: `Soket Müşterisi ${round}`,
      new_contact: {
        name: `Kontak ${round}`,
        email: `kontak.${round}@firma.example`,
        position_id: position.data.id,
      },
      status: 'LEAD-0',
      lead_close_date: iso(new Date()),
      lead_value: '1000',
      lead_currency: 'TRY',
      project_ref: `SOKET-${round}`,
    })
    postLatency.push(Date.now() - sentAt)
    const timeout = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 10_000))
    if ((await Promise.race([Promise.all(arrivals), timeout])) === 'timeout')
      throw new Error(`round ${round}: not every recipient got its events within 10 s`)
  }
  const after = rssOf(server.pid)

  console.log(`\nRealtime on one server process (PostgreSQL), ${sockets.length} authenticated sockets`)
  console.table([
    { moment: 'listening, no sockets', ...idle },
    { moment: `${sockets.length} sockets connected (${connectSeconds.toFixed(1)} s)`, ...connected },
    { moment: `after ${ROUNDS} notify rounds`, ...after },
  ])
  console.log(`Latency at ${recipients.length} online recipients, ${ROUNDS} leads created (ms)`)
  console.table([
    { measure: 'notify → notification delivered (from created_at)', ...summary(notifyLatency) },
    { measure: 'POST /leads sent → data-created delivered', ...summary(broadcastLatency) },
    { measure: 'POST /leads response', ...summary(postLatency) },
  ])
  const p99 = summary(notifyLatency).p99
  console.log(
    `${sockets.length} sockets added ${connected.rssMb - idle.rssMb} MB of resident memory to the idle server`,
  )
  console.log(
    `target resident memory < ${TARGET_RSS_MB} MB with ${sockets.length} sockets: ${connected.rssMb < TARGET_RSS_MB ? 'met' : 'NOT met'} (${connected.rssMb} MB; ${after.rssMb} MB after the notify rounds)`,
  )
  console.log(
    `target notify p99 < ${TARGET_P99_MS} ms: ${p99 < TARGET_P99_MS ? 'met' : 'NOT met'} (${p99} ms)`,
  )
} finally {
  for (const socket of sockets) socket.close()
  await server?.stop()
  psql(`drop database if exists ${dbName} with (force)`)
  fs.rmSync(dataDir, { recursive: true, force: true })
}
