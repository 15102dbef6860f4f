import { divisions, positions, teams, users } from '../../apps/server/src/modules/users/users.table'
import { newPublicCode } from '../../apps/server/src/platform/codes'
import { loadConfig } from '../../apps/server/src/platform/config'
import { openDatabase } from '../../apps/server/src/platform/db'
import { hashPassword } from '../../apps/server/src/platform/passwords'
import { seedIfEmpty } from '../../apps/server/src/seed/seed-if-empty'
import { insertBenchCompany } from './bench-company'

/** The benchmark's data set: the demo data plus a company of `BENCH_USERS` people (default 500). */
export const BENCH_ADMIN = 'bench-admin@scale.ajanda.test'
export const BENCH_PASSWORD = 'bench-pass-1'

const userCount = Number(process.env.BENCH_USERS ?? 500)
const config = loadConfig()
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
await database.migrate()
await seedIfEmpty(database.db)
const passwordHash = await hashPassword(BENCH_PASSWORD)
await database.db.transaction(async (tx) => {
  const company = await insertBenchCompany(tx, 'Ölçek Ajansı')
  const divisionRows = await tx
    .insert(divisions)
    .values([1, 2, 3, 4].map((n) => ({ event_company_id: company.id, name: `Bölüm ${n}` })))
    .returning()
  const teamRows = await tx
    .insert(teams)
    .values(
      Array.from({ length: 20 }, (_, n) => ({
        event_company_id: company.id,
        division_id: divisionRows[n % 4]?.id ?? null,
        name: `Takım ${n + 1}`,
      })),
    )
    .returning()
  const positionRows = await tx
    .insert(positions)
    .values(
      (['AGENCY', 'DIVISION', 'TEAM', 'USER'] as const).map((scope) => ({
        event_company_id: company.id,
        name: `Pozisyon ${scope}`,
        scope,
      })),
    )
    .returning()
  const rows = Array.from({ length: userCount }, (_, n) => {
    const team = teamRows[n % teamRows.length]
    return {
      event_company_id: company.id,
      code: newPublicCode(),
      email: n === 0 ? BENCH_ADMIN : `person${n}@scale.ajanda.test`,
      password_hash: passwordHash,
      full_name: `Kişi ${String(n).padStart(3, '0')}`,
      is_admin: n === 0,
      position_id: positionRows[n === 0 ? 0 : 3]?.id ?? null,
      division_id: team?.division_id ?? null,
      team_id: team?.id ?? null,
    }
  })
  for (let start = 0; start < rows.length; start += 200) {
    await tx.insert(users).values(rows.slice(start, start + 200))
  }
})
await database.close()
console.log(`seeded a company of ${userCount} users`)
