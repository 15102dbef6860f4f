import { eq, sql } from 'drizzle-orm'
import { targets } from '../../apps/server/src/modules/targets/targets.table'
import { users } from '../../apps/server/src/modules/users/users.table'
import { loadConfig } from '../../apps/server/src/platform/config'
import { openDatabase } from '../../apps/server/src/platform/db'
import { hashPassword } from '../../apps/server/src/platform/passwords'
import { seedIfEmpty } from '../../apps/server/src/seed/seed-if-empty'
import { insertBenchCompany } from './bench-company'
import { insertBenchOrg } from './bench-org'
import {
  TARGETS_ADMIN,
  TARGETS_BENCH_ROWS,
  TARGETS_BENCH_YEAR,
  TARGETS_PASSWORD,
} from './targets-seed-accounts'

/**
 * The targets benchmark's data set: a company of one division, 7 teams and 52 people (60 grid rows),
 * every month of TARGETS_BENCH_YEAR set for each (720 cells, seven-digit amounts), and the year before
 * for the copy. Person 0 is the admin who signs in.
 */
const TEAMS = 7
const PEOPLE = TARGETS_BENCH_ROWS - 1 - TEAMS

const config = loadConfig()
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
await database.migrate()
await seedIfEmpty(database.db)
const db = database.db

const company = await insertBenchCompany(db, 'Ölçek Hedef Ajansı')
await insertBenchOrg(db, {
  companyId: company.id,
  people: PEOPLE,
  teams: TEAMS,
  head: { email: TARGETS_ADMIN, position: 'Genel Müdür' },
  leadEmail: 'lead@targets.scale.ajanda.test',
  domain: 'targets.scale.ajanda.test',
  passwordHash: await hashPassword(TARGETS_PASSWORD),
})
await db.update(users).set({ is_admin: true }).where(eq(users.email, TARGETS_ADMIN))
for (const year of [TARGETS_BENCH_YEAR - 1, TARGETS_BENCH_YEAR])
  await db.execute(sql`
    insert into ${targets} (event_company_id, year, target_for_type, target_for_id, period, amount)
    select ${company.id}, ${year}, kind, id, month, (1000000 + (id * 7919 + month * 104729) % 9000000)
    from (
      select 'DIVISION' as kind, id from divisions where event_company_id = ${company.id}
      union all select 'TEAM', id from teams where event_company_id = ${company.id}
      union all select 'USER', id from users where event_company_id = ${company.id} and kind = 'AGENCY'
    ) as owners, generate_series(1, 12) as month`)
const [count] = (
  (await db.execute(
    sql`select count(*)::int as cells from ${targets} where event_company_id = ${company.id} and year = ${TARGETS_BENCH_YEAR}`,
  )) as unknown as { rows: { cells: number }[] }
).rows
console.log(`targets bench: ${count?.cells} cells of ${TARGETS_BENCH_YEAR} for ${TARGETS_BENCH_ROWS} rows`)
await database.close()
