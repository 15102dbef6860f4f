import pg from 'pg'
import { CONNECTIONS, DURATION_S, signIn, withBenchServer } from './bench-harness'
import { type LoadFigures, measureLoad } from './load'
import { settle } from './server-process'

/**
 * `npm run bench:logistics` (part of `npm run bench`), issue 23 item 8: on PostgreSQL, the demo congress
 * grown to 5,000 registered attendees (checkin-seed.ts) with answers choosing products, a stay each and
 * payments (logistics-seed.ts); the rooming list and the fee ledger's first page with its totals, each
 * under CONNECTIONS connections for DURATION_S seconds. Target: p99 under 100 ms each.
 */
const TARGET_P99_MS = 100
const ADMIN = 'admin@demo.ajanda.test'
const PASSWORD = 'demo1234'

async function congressCode(databaseUrl: string): Promise<{ code: string; attendees: number }> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const found = await client.query<{ code: string; attendees: string }>(
      `select p.code, (select count(*) from attendees a where a.project_id = p.id) as attendees
       from forms f join projects p on p.id = f.project_id where f.slug = 'kongre-kayit'`,
    )
    const row = found.rows[0]
    if (!row) throw new Error('no demo congress')
    return { code: row.code, attendees: Number(row.attendees) }
  } finally {
    await client.end()
  }
}

await withBenchServer('logistics', ['checkin-seed.ts', 'logistics-seed.ts'], async (bench) => {
  const sessions = await signIn(bench.base, [ADMIN], PASSWORD)
  const headers = sessions.get(ADMIN)?.headers ?? {}
  const { code, attendees } = await congressCode(bench.databaseUrl)
  const calls = [
    { name: 'GET rooming list', path: `/api/v1/project/${code}/rooming` },
    { name: 'GET fees (page 1 and totals)', path: `/api/v1/project/${code}/fees?page_size=25` },
  ]
  const rows: ({ call: string } & LoadFigures)[] = []
  for (const call of calls) {
    const check = await fetch(`${bench.base}${call.path}`, { headers })
    if (!check.ok) throw new Error(`${call.name}: ${check.status} ${await check.text()}`)
    await settle(bench.base)
    const figures = await measureLoad({
      url: bench.base,
      connections: CONNECTIONS,
      duration: DURATION_S,
      requests: [{ method: 'GET', path: call.path, headers }],
    })
    rows.push({ call: call.name, ...figures })
  }
  console.log(`\nA project of ${attendees} attendees, ${CONNECTIONS} connections, ${DURATION_S} s each`)
  console.table(rows)
  for (const row of rows)
    console.log(
      `target ${row.call} p99 < ${TARGET_P99_MS} ms: ${row.p99 < TARGET_P99_MS && row.errors === 0 ? 'met' : 'NOT met'} (${row.p99} ms)`,
    )
})
