import { and, eq, ne, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../platform/db'
import { folded } from '../../platform/text-search'
import { divisions, teams, users } from './users.table'

/** Divisions and teams of one company; every statement names the company. */
export function createOrganisationRepository(db: DbOrTx) {
  const ownDivision = (companyId: number, id: number) =>
    and(eq(divisions.id, id), eq(divisions.event_company_id, companyId))
  const ownTeam = (companyId: number, id: number) =>
    and(eq(teams.id, id), eq(teams.event_company_id, companyId))
  const except = (column: typeof divisions.id | typeof teams.id, id: number | null) =>
    id === null ? undefined : ne(column, id)

  return {
    async findDivision(companyId: number, id: number) {
      const rows = await db.select().from(divisions).where(ownDivision(companyId, id))
      return rows[0]
    },
    async divisionNameTaken(companyId: number, name: string, exceptId: number | null) {
      const rows = await db
        .select({ id: divisions.id })
        .from(divisions)
        .where(
          and(
            eq(divisions.event_company_id, companyId),
            sql`${folded(divisions.name)} = ${folded(name)}`,
            except(divisions.id, exceptId),
          ),
        )
        .limit(1)
      return rows.length > 0
    },
    async prefixTaken(companyId: number, prefix: string, exceptId: number | null) {
      const rows = await db
        .select({ id: divisions.id })
        .from(divisions)
        .where(
          and(
            eq(divisions.event_company_id, companyId),
            eq(divisions.project_ref_prefix, prefix),
            except(divisions.id, exceptId),
          ),
        )
        .limit(1)
      return rows.length > 0
    },
    async insertDivision(values: typeof divisions.$inferInsert) {
      const rows = await db.insert(divisions).values(values).returning()
      return rows[0] as typeof divisions.$inferSelect
    },
    async updateDivision(companyId: number, id: number, values: Partial<typeof divisions.$inferInsert>) {
      const rows = await db
        .update(divisions)
        .set({ ...values, updated_at: new Date() })
        .where(ownDivision(companyId, id))
        .returning()
      return rows[0]
    },
    async deleteDivision(companyId: number, id: number) {
      await db.delete(divisions).where(ownDivision(companyId, id))
    },

    async findTeam(companyId: number, id: number) {
      const rows = await db.select().from(teams).where(ownTeam(companyId, id))
      return rows[0]
    },
    async teamNameTaken(companyId: number, name: string, exceptId: number | null) {
      const rows = await db
        .select({ id: teams.id })
        .from(teams)
        .where(
          and(
            eq(teams.event_company_id, companyId),
            sql`${folded(teams.name)} = ${folded(name)}`,
            except(teams.id, exceptId),
          ),
        )
        .limit(1)
      return rows.length > 0
    },
    async insertTeam(values: typeof teams.$inferInsert) {
      const rows = await db.insert(teams).values(values).returning()
      return rows[0] as typeof teams.$inferSelect
    },
    async updateTeam(companyId: number, id: number, values: Partial<typeof teams.$inferInsert>) {
      const rows = await db
        .update(teams)
        .set({ ...values, updated_at: new Date() })
        .where(ownTeam(companyId, id))
        .returning()
      return rows[0]
    },
    /** A team that moves to another division takes its people along. */
    async moveTeamMembers(teamId: number, divisionId: number) {
      await db
        .update(users)
        .set({ division_id: divisionId, updated_at: new Date() })
        .where(eq(users.team_id, teamId))
    },
    async deleteTeam(companyId: number, id: number) {
      await db.delete(teams).where(ownTeam(companyId, id))
    },
  }
}
