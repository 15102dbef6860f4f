import { sql } from 'drizzle-orm'
import { clients } from '../../apps/server/src/modules/clients/clients.table'
import { projects } from '../../apps/server/src/modules/projects/projects.table'
import { exchangeRates } from '../../apps/server/src/modules/reference/reference.table'
import { divisions, positions, teams, users } from '../../apps/server/src/modules/users/users.table'
import { newPublicCode } from '../../apps/server/src/platform/codes'
import { loadConfig } from '../../apps/server/src/platform/config'
import { openDatabase } from '../../apps/server/src/platform/db'
import { hashPassword } from '../../apps/server/src/platform/passwords'
import { seedIfEmpty } from '../../apps/server/src/seed/seed-if-empty'
import { foldTurkish } from '../../packages/contracts/src/common/turkish-fold'
import { insertBenchCompany } from './bench-company'

/**
 * The pipeline benchmark's data set: the demo data plus one company with 100 people in 2 divisions and 8
 * teams, 2,000 clients and 100,000 leads and projects (PROJECT_COUNT) whose events spread over 5 years
 * (4 past, 1 ahead): past events mostly closed, recent ones in operation or closing, future ones leads or
 * in preparation — the mix a five-year-old agency has. Rows go in 1,000 at a time.
 */
export const PIPELINE_ADMIN = 'pipeline-admin@scale.ajanda.test'
export const PIPELINE_TEAM_LEAD = 'pipeline-team@scale.ajanda.test'
export const PIPELINE_PASSWORD = 'bench-pass-1'

const projectCount = Number(process.env.PROJECT_COUNT ?? 100_000)
const PEOPLE = 100
const TEAMS = 8
const CLIENTS = 2_000
const DAY_MS = 24 * 3600 * 1000
const CURRENCIES = ['TRY', 'TRY', 'TRY', 'EUR', 'USD'] as const
const WORDS = [
  'Bayi',
  'Lansman',
  'Kongre',
  'Gala',
  'Zirve',
  'Sempozyum',
  'Teşvik',
  'Toplantı',
  'Fuar',
  'Festival',
]
const PLACES = ['Antalya', 'İstanbul', 'İzmir', 'Ankara', 'Bodrum', 'Kapadokya', 'Bursa', 'Trabzon']

/** A small deterministic generator, so every run benchmarks the same data. */
let state = 20261122
const random = () => {
  state = (state * 1_103_515_245 + 12_345) % 2_147_483_648
  return state / 2_147_483_648
}
const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T

/** The stage an event at `offsetDays` from today is in. */
function stageFor(offsetDays: number): number {
  const roll = random()
  if (offsetDays < -60) return roll < 0.78 ? 11 : pick([12, 13, 14])
  if (offsetDays < 0) return roll < 0.5 ? 11 : roll < 0.8 ? pick([9, 10]) : pick([12, 13, 14])
  if (offsetDays < 30) return roll < 0.7 ? pick([8, 9]) : pick([0, 5, 7, 14])
  return roll < 0.55 ? Math.floor(random() * 8) : roll < 0.93 ? 8 : pick([12, 13, 14])
}

const day = (date: Date) => date.toISOString().slice(0, 10)

const config = loadConfig()
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
await database.migrate()
await seedIfEmpty(database.db)
const db = database.db
const passwordHash = await hashPassword(PIPELINE_PASSWORD)

async function inChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += 1000) await insert(rows.slice(start, start + 1000))
}

const started = Date.now()
const company = await insertBenchCompany(db, 'Ölçek Proje Ajansı')
const own = { event_company_id: company.id }
const divisionRows = await db
  .insert(divisions)
  .values([
    { ...own, name: 'Kurumsal', auto_project_ref: true, project_ref_prefix: 'KR' },
    { ...own, name: 'Kongre', auto_project_ref: false },
  ])
  .returning()
const teamRows = await db
  .insert(teams)
  .values(
    Array.from({ length: TEAMS }, (_, n) => ({
      ...own,
      name: `Takım ${n + 1}`,
      division_id: (divisionRows[n % 2] as (typeof divisionRows)[number]).id,
    })),
  )
  .returning()
const [agencyPosition, teamPosition, userPosition] = await db
  .insert(positions)
  .values([
    { ...own, name: 'Genel Müdür', scope: 'AGENCY' },
    { ...own, name: 'Takım Lideri', scope: 'TEAM' },
    { ...own, name: 'Proje Yöneticisi', scope: 'USER' },
  ])
  .returning()
const people = await db
  .insert(users)
  .values(
    Array.from({ length: PEOPLE }, (_, n) => {
      const team = teamRows[n % TEAMS] as (typeof teamRows)[number]
      const email =
        n === 0 ? PIPELINE_ADMIN : n === 1 ? PIPELINE_TEAM_LEAD : `kisi${n}@pipeline.scale.ajanda.test`
      return {
        ...own,
        code: newPublicCode(),
        email,
        password_hash: n <= 1 ? passwordHash : null,
        full_name: `Çalışan ${n + 1}`,
        is_admin: n === 0,
        position_id: (n === 0 ? agencyPosition : n === 1 ? teamPosition : userPosition)?.id ?? null,
        division_id: team.division_id,
        team_id: team.id,
      }
    }),
  )
  .returning({ id: users.id })
const clientIds: number[] = []
await inChunks(
  Array.from({ length: CLIENTS }, (_, n) => {
    const name = `${pick(PLACES)} ${pick(WORDS)} Müşterisi ${n + 1}`
    return {
      ...own,
      code: newPublicCode(),
      name,
      name_search: foldTurkish(name),
      first_confirmed_at: new Date(),
    }
  }),
  async (chunk) => {
    const rows = await db.insert(clients).values(chunk).returning({ id: clients.id })
    clientIds.push(...rows.map((row) => row.id))
  },
)
await db.insert(exchangeRates).values([
  { ...own, currency: 'EUR', rate_date: day(new Date()), rate: '56.6410' },
  { ...own, currency: 'USD', rate_date: day(new Date()), rate: '48.9120' },
])

const now = Date.now()
const projectRows = Array.from({ length: projectCount }, (_, n) => {
  // Events from four years ago to a year ahead; entered a few weeks to months before they happen.
  const offsetDays = Math.floor(random() * 5 * 365) - 4 * 365
  const starts = new Date(now + offsetDays * DAY_MS)
  const created = new Date(starts.getTime() - (20 + Math.floor(random() * 200)) * DAY_MS)
  const responsible = pick(people).id
  const name = `${pick(PLACES)} ${pick(WORDS)} ${starts.getUTCFullYear()} #${n + 1}`
  const stage = stageFor(offsetDays)
  const currency = pick(CURRENCIES)
  return {
    ...own,
    code: newPublicCode(),
    name,
    name_search: foldTurkish(name),
    project_ref: `B-${n + 1}`,
    stage,
    client_id: pick(clientIds),
    starts_at: day(starts),
    ends_at: day(new Date(starts.getTime() + Math.floor(random() * 4) * DAY_MS)),
    city: pick(PLACES),
    responsible_id: responsible,
    created_by: random() < 0.8 ? responsible : pick(people).id,
    lead_value: String(Math.floor(random() * 5_000_000) + 50_000),
    lead_currency: currency,
    lead_close_date: day(new Date(created.getTime() + 30 * DAY_MS)),
    stage_changed_at: created,
    created_at: created,
    updated_at: new Date(Math.min(now, created.getTime() + Math.floor(random() * 60) * DAY_MS)),
  }
})
await inChunks(projectRows, (chunk) => db.insert(projects).values(chunk))
// What autovacuum does on a live database: statistics, and a visibility map for index-only scans.
await db.execute(sql`vacuum analyze`)
await database.close()
console.log(
  `seeded ${projectCount} leads and projects over 5 years in ${((Date.now() - started) / 1000).toFixed(1)} s`,
)
