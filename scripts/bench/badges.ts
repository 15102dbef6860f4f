import pg from 'pg'
import { captureStatements, measureBareSql, measureNoop, ratioColumns } from './baselines'
import { CONNECTIONS, DURATION_S, signIn, withBenchServer } from './bench-harness'
import { type LoadFigures, measureLoad } from './load'
import { settle } from './server-process'

/**
 * `npm run bench:badges` (part of `npm run bench`), issue 22 item 10: on PostgreSQL, the demo congress
 * grown to 5,000 registered attendees (checkin-seed.ts) and its badge design; `GET /me` under
 * CONNECTIONS connections for DURATION_S seconds, first alone, then while PDFs of BADGES badges (A4
 * sheets, a selection) are generated one after another for the whole window. The PDF is drawn in a
 * worker thread, so the event loop keeps answering: target `GET /me` p99 under 20 ms during generation.
 */
const BADGES = 2000
const ME_TARGET_P99_MS = 20
const ADMIN = 'admin@demo.ajanda.test'
const PASSWORD = 'demo1234'

async function congress(databaseUrl: string): Promise<{ projectId: number; attendeeIds: number[] }> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const form = await client.query<{ project_id: string }>(
      `select project_id from forms where slug = 'kongre-kayit'`,
    )
    const projectId = Number(form.rows[0]?.project_id)
    if (!projectId) throw new Error('no demo congress')
    const people = await client.query<{ id: string }>(
      `select id from attendees where project_id = $1 and status = 'REGISTERED' order by id limit $2`,
      [projectId, BADGES],
    )
    if (people.rows.length < BADGES) throw new Error(`only ${people.rows.length} registered attendees`)
    return { projectId, attendeeIds: people.rows.map((row) => Number(row.id)) }
  } finally {
    await client.end()
  }
}

await withBenchServer('badges', ['checkin-seed.ts'], async (bench) => {
  const sessions = await signIn(bench.base, [ADMIN], PASSWORD)
  const headers = sessions.get(ADMIN)?.headers ?? {}
  const { projectId, attendeeIds } = await congress(bench.databaseUrl)
  const designs = (await (
    await fetch(`${bench.base}/api/v1/project/${projectId}/badges`, { headers })
  ).json()) as { data: { id: number }[] }
  const badgeId = designs.data[0]?.id
  if (!badgeId) throw new Error('no demo badge design')

  const body = JSON.stringify({
    layout: 'sheet',
    target: 'selection',
    list_id: null,
    attendee_ids: attendeeIds,
    confirm_reprint: true,
  })
  const print = async () => {
    const started = performance.now()
    const response = await fetch(`${bench.base}/api/v1/badges/${badgeId}/print`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body,
    })
    if (!response.ok) throw new Error(`print: ${response.status} ${await response.text()}`)
    const bytes = (await response.arrayBuffer()).byteLength
    return { ms: Math.round(performance.now() - started), bytes }
  }
  // Once before measuring: the worker, the font and the design are warm, as on a working server.
  const first = await print()
  await settle(bench.base)

  const me = (): Promise<LoadFigures> =>
    measureLoad({
      url: bench.base,
      connections: CONNECTIONS,
      duration: DURATION_S,
      requests: [{ method: 'GET', path: '/api/v1/me', headers }],
    })
  const alone = await me()
  // Issue 18 item 9's references for the same call: its own SQL bare and the no-op route.
  const statements = await captureStatements(bench.trace, `${bench.base}/api/v1/me`, headers)
  const bare = await measureBareSql(bench.databaseUrl, statements, CONNECTIONS, DURATION_S)
  const noop = await measureNoop(bench.base, CONNECTIONS, DURATION_S)
  await settle(bench.base)

  const prints: { ms: number; bytes: number }[] = []
  let running = true
  const printing = (async () => {
    while (running) prints.push(await print())
  })()
  const during = await me()
  running = false
  await printing

  console.log(`\nGET /me, ${CONNECTIONS} connections, ${DURATION_S} s; PDFs of ${BADGES} badges (A4 sheets)`)
  console.table([
    {
      call: 'GET /me',
      while: 'nothing else',
      ...alone,
      statements: statements.length,
      ...ratioColumns(alone, bare, noop),
    },
    { call: 'GET /me', while: `PDFs of ${BADGES} badges`, ...during },
  ])
  const times = prints.map((row) => row.ms)
  console.log(
    `PDF of ${BADGES} badges: first ${first.ms} ms (${Math.round(first.bytes / 1024)} KB); during the load ${prints.length} made, ${Math.min(...times)}–${Math.max(...times)} ms each`,
  )
  console.log(
    `target GET /me p99 < ${ME_TARGET_P99_MS} ms while PDFs of ${BADGES} badges are made: ${during.p99 < ME_TARGET_P99_MS && during.errors === 0 ? 'met' : 'NOT met'} (${during.p99} ms)`,
  )
})
