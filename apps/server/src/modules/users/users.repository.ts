import { and, asc, eq, isNull } from 'drizzle-orm'
import type { DbOrTx } from '../../platform/db'
import { divisions, positions, teams, users } from './users.table'

export type UserRow = typeof users.$inferSelect
export type PositionRow = typeof positions.$inferSelect
export type TeamRow = typeof teams.$inferSelect
export type DivisionRow = typeof divisions.$inferSelect

export function createUsersRepository(db: DbOrTx) {
  return {
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const rows = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1)
      return rows[0]
    },
    async findById(companyId: number, id: number): Promise<UserRow | undefined> {
      const rows = await db
        .select()
        .from(users)
        .where(and(eq(users.event_company_id, companyId), eq(users.id, id)))
        .limit(1)
      return rows[0]
    },
    async findPosition(companyId: number, id: number | null): Promise<PositionRow | undefined> {
      if (id === null) return undefined
      const rows = await db
        .select()
        .from(positions)
        .where(and(eq(positions.event_company_id, companyId), eq(positions.id, id)))
        .limit(1)
      return rows[0]
    },
    /** Everyone of the company, deactivated people included (their records still name them). */
    findManyByCompanyId(companyId: number) {
      return db
        .select({ user: users, team: teams, position: positions })
        .from(users)
        .leftJoin(teams, eq(teams.id, users.team_id))
        .leftJoin(positions, eq(positions.id, users.position_id))
        .where(eq(users.event_company_id, companyId))
        .orderBy(asc(users.full_name), asc(users.id))
    },
    findTeamsByCompanyId(companyId: number) {
      return db.select().from(teams).where(eq(teams.event_company_id, companyId)).orderBy(asc(teams.name))
    },
    findDivisionsByCompanyId(companyId: number) {
      return db
        .select()
        .from(divisions)
        .where(eq(divisions.event_company_id, companyId))
        .orderBy(asc(divisions.name))
    },
    findPositionsByCompanyId(companyId: number) {
      return db
        .select()
        .from(positions)
        .where(eq(positions.event_company_id, companyId))
        .orderBy(asc(positions.name))
    },
    async update(id: number, values: Partial<typeof users.$inferInsert>): Promise<UserRow> {
      const rows = await db
        .update(users)
        .set({ ...values, updated_at: new Date() })
        .where(eq(users.id, id))
        .returning()
      return rows[0] as UserRow
    },
    activeOnly: isNull(users.deleted_at),
  }
}
