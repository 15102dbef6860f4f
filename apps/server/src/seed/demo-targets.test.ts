import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { targets } from '../modules/targets/targets.table'
import { users } from '../modules/users/users.table'
import { openCopyOfTemplate } from '../test-support/test-app'
import { DEMO_COMPANY } from './demo-company'
import { DEMO_EMAILS } from './demo-logins'
import { DEMO_LAST_YEAR_SHARE, insertDemoTargets } from './demo-targets'

let opened: Awaited<ReturnType<typeof openCopyOfTemplate>>
let companyId: number

beforeAll(async () => {
  opened = await openCopyOfTemplate()
  const db = opened.database.db
  const [admin] = await db
    .select({ company: users.event_company_id })
    .from(users)
    .where(eq(users.email, DEMO_EMAILS.admin))
  companyId = admin?.company as number
  if (!companyId) throw new Error('no demo company')
  // The template may already carry them (once seed-if-empty calls this): start from none.
  await db.delete(targets).where(eq(targets.event_company_id, companyId))
  await insertDemoTargets(db, companyId, new Date('2026-06-15T12:00:00Z'))
})
afterAll(async () => {
  await opened?.database.close?.()
  await opened?.drop()
})

describe('demo targets', () => {
  it('sets twelve months for every division, team and team member, this year and last', async () => {
    const rows = await opened.database.db
      .select({
        year: targets.year,
        type: targets.target_for_type,
        cells: sql<number>`count(*)::int`,
        rows: sql<number>`count(distinct ${targets.target_for_id})::int`,
        total: sql<number>`sum(${targets.amount})::float8`,
        smallest: sql<number>`min(${targets.amount})::float8`,
      })
      .from(targets)
      .where(eq(targets.event_company_id, companyId))
      .groupBy(targets.year, targets.target_for_type)
      .orderBy(targets.year, targets.target_for_type)
    expect(rows.map((row) => [row.year, row.type])).toEqual([
      [2025, 'DIVISION'],
      [2025, 'TEAM'],
      [2025, 'USER'],
      [2026, 'DIVISION'],
      [2026, 'TEAM'],
      [2026, 'USER'],
    ])
    for (const row of rows) {
      expect(row.cells).toBe(row.rows * 12)
      expect(row.smallest).toBeGreaterThan(0)
      expect(row.smallest % 10_000).toBe(0)
    }
    const divisions2026 = rows.find((row) => row.year === 2026 && row.type === 'DIVISION')
    const divisions2025 = rows.find((row) => row.year === 2025 && row.type === 'DIVISION')
    expect(divisions2026?.rows).toBe(DEMO_COMPANY.divisions.length)
    expect(divisions2026?.total).toBeGreaterThan(50_000_000)
    expect((divisions2025?.total ?? 0) / (divisions2026?.total ?? 1)).toBeCloseTo(DEMO_LAST_YEAR_SHARE, 2)
    expect(rows.find((row) => row.year === 2026 && row.type === 'TEAM')?.rows).toBe(DEMO_COMPANY.teams.length)
  })
})
