import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm'
import { targets } from '../modules/targets/targets.table'
import { divisions, teams, users } from '../modules/users/users.table'
import type { DbOrTx } from '../platform/db'

/**
 * How a month weighs in an event agency's year: quiet January and high summer, busy spring and autumn
 * (congress and launch seasons), December's year-end parties. Twelve factors averaging about one.
 */
export const DEMO_TARGET_SEASON = [0.6, 0.85, 1.15, 1.25, 1.2, 1.05, 0.7, 0.6, 1.15, 1.3, 1.2, 0.95] as const
/** Last year's targets were this share of this year's. */
export const DEMO_LAST_YEAR_SHARE = 0.85

const DIVISION_MONTH = 4_200_000
/** A whole amount rounded to 10,000 (targets are set in round figures). */
const round = (value: number) => Math.round(value / 10_000) * 10_000

/** The year on the demo company's clock (Istanbul). */
function currentYear(now = new Date()): number {
  return Number(new Intl.DateTimeFormat('en', { timeZone: 'Europe/Istanbul', year: 'numeric' }).format(now))
}

/**
 * Targets demo (issue 24 item 5): this year's and last year's monthly targets for the demo company's
 * divisions, teams and the agency people in a team, in round figures with a seasonal shape. A team's
 * month is its share of its division's, a person's their share of their team's, each a little above the
 * plain split (managers set stretch targets below), so the levels do not add up exactly, as in life.
 */
export async function insertDemoTargets(tx: DbOrTx, companyId: number, now = new Date()): Promise<void> {
  const year = currentYear(now)
  const divisionRows = await tx
    .select({ id: divisions.id })
    .from(divisions)
    .where(eq(divisions.event_company_id, companyId))
    .orderBy(asc(divisions.id))
  const teamRows = await tx
    .select({ id: teams.id, division_id: teams.division_id })
    .from(teams)
    .where(eq(teams.event_company_id, companyId))
    .orderBy(asc(teams.id))
  const people = await tx
    .select({ id: users.id, team_id: users.team_id })
    .from(users)
    .where(
      and(
        eq(users.event_company_id, companyId),
        eq(users.kind, 'AGENCY'),
        isNull(users.deleted_at),
        isNotNull(users.team_id),
      ),
    )
    .orderBy(asc(users.id))

  const monthly = new Map<string, number>()
  divisionRows.forEach((division, index) => {
    const base = DIVISION_MONTH * (1 - index * 0.15)
    monthly.set(`DIVISION-${division.id}`, base)
    const ofDivision = teamRows.filter((team) => team.division_id === division.id)
    ofDivision.forEach((team, teamIndex) => {
      const teamBase = (base / ofDivision.length) * (1.1 - teamIndex * 0.08)
      monthly.set(`TEAM-${team.id}`, teamBase)
      const members = people.filter((person) => person.team_id === team.id)
      members.forEach((person, personIndex) => {
        monthly.set(`USER-${person.id}`, (teamBase / members.length) * (1.05 - personIndex * 0.05))
      })
    })
  })

  const values: (typeof targets.$inferInsert)[] = []
  for (const [key, base] of monthly) {
    const [type, id] = key.split('-') as [string, string]
    for (const [y, share] of [
      [year - 1, DEMO_LAST_YEAR_SHARE],
      [year, 1],
    ] as const)
      DEMO_TARGET_SEASON.forEach((season, month) => {
        values.push({
          event_company_id: companyId,
          year: y,
          target_for_type: type,
          target_for_id: Number(id),
          period: month + 1,
          amount: round(base * share * season),
        })
      })
  }
  if (values.length > 0) await tx.insert(targets).values(values)
}
