import { sql } from 'drizzle-orm'
import { divisions, positions, teams, users } from '../../apps/server/src/modules/users/users.table'
import { newPublicCode } from '../../apps/server/src/platform/codes'
import type { DbOrTx } from '../../apps/server/src/platform/db'

interface BenchOrgOptions {
  companyId: number
  people: number
  teams: number
  /** Person 0: an AGENCY-scope head (the agency's manager, or finance). */
  head: { email: string; position: string }
  /** Person 1: the lead of team 1, a TEAM-scope user. */
  leadEmail: string
  /** Everyone else's address: `kisi{n}@{domain}`. */
  domain: string
  /** Persons 0 and 1 sign in with it; the others have no password. */
  passwordHash: string
  /** Each person reports to their team's lead, each lead to the head (approval chains need it). */
  reportsToLeads?: boolean
}

/**
 * The organisation every scale benchmark starts from: one division, `teams` teams, person 0 the head,
 * persons 1..teams leading teams 1..teams, everyone else in team (n % teams) + 1.
 */
export async function insertBenchOrg(db: DbOrTx, options: BenchOrgOptions) {
  const own = { event_company_id: options.companyId }
  const [division] = await db
    .insert(divisions)
    .values({ ...own, name: 'Operasyon' })
    .returning()
  const teamRows = await db
    .insert(teams)
    .values(
      Array.from({ length: options.teams }, (_, n) => ({
        ...own,
        name: `Ekip ${n + 1}`,
        division_id: division?.id ?? null,
      })),
    )
    .returning()
  const [headPosition, leadPosition, staffPosition] = await db
    .insert(positions)
    .values([
      { ...own, name: options.head.position, scope: 'AGENCY' },
      { ...own, name: 'Ekip Lideri', scope: 'TEAM' },
      { ...own, name: 'Uzman', scope: 'USER' },
    ])
    .returning()
  const people = await db
    .insert(users)
    .values(
      Array.from({ length: options.people }, (_, n) => {
        const teamIndex = n === 0 ? 0 : n <= options.teams ? n - 1 : n % options.teams
        const team = teamRows[teamIndex] as (typeof teamRows)[number]
        const email =
          n === 0 ? options.head.email : n === 1 ? options.leadEmail : `kisi${n}@${options.domain}`
        const position = n === 0 ? headPosition : n <= options.teams ? leadPosition : staffPosition
        return {
          ...own,
          code: newPublicCode(),
          email,
          password_hash: n <= 1 ? options.passwordHash : null,
          full_name: `Çalışan ${n + 1}`,
          position_id: position?.id ?? null,
          division_id: division?.id ?? null,
          team_id: team.id,
        }
      }),
    )
    .returning({ id: users.id, team_id: users.team_id })
  if (options.reportsToLeads) {
    const leads = people.slice(1, options.teams + 1)
    const leadOfTeam = new Map(leads.map((person) => [person.team_id, person.id]))
    for (const person of people.slice(options.teams + 1))
      await db.execute(
        sql`update users set reports_to = ${leadOfTeam.get(person.team_id)} where id = ${person.id}`,
      )
    await db.execute(
      sql`update users set reports_to = ${people[0]?.id} where id in (${sql.join(
        leads.map((person) => sql`${person.id}`),
        sql`, `,
      )})`,
    )
  }
  return people
}
