import type { TargetCell, TargetForType } from '@ajanda/contracts/targets.contract'
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../platform/db'
import { eventCompanies } from '../event-companies/event-companies.table'
import { divisions, teams, users } from '../users/users.table'
import { targets } from './targets.table'

export interface StoredTarget {
  target_for_type: TargetForType
  target_for_id: number
  period: number
  amount: number
}

const cellColumns = {
  target_for_type: targets.target_for_type,
  target_for_id: targets.target_for_id,
  period: targets.period,
  amount: targets.amount,
}

/** Queries of the targets grid (targets.table.ts); the service decides what may be written. */
export function createTargetsRepository(db: DbOrTx) {
  const ofYear = (companyId: number, year: number) =>
    and(eq(targets.event_company_id, companyId), eq(targets.year, year))

  return {
    async companyCurrency(companyId: number): Promise<string> {
      const [row] = await db
        .select({ currency: eventCompanies.currency })
        .from(eventCompanies)
        .where(eq(eventCompanies.id, companyId))
      return row?.currency ?? 'TRY'
    },

    divisions(companyId: number) {
      return db
        .select({ id: divisions.id, name: divisions.name })
        .from(divisions)
        .where(eq(divisions.event_company_id, companyId))
        .orderBy(asc(divisions.id))
    },

    teams(companyId: number) {
      return db
        .select({ id: teams.id, name: teams.name, division_id: teams.division_id })
        .from(teams)
        .where(eq(teams.event_company_id, companyId))
        .orderBy(asc(teams.id))
    },

    /**
     * The company's agency people: the active ones, and (for `year`) deactivated ones who still have
     * targets that year. Without a year: every agency person, deactivated included (ids a write may name).
     */
    agencyUsers(companyId: number, year?: number) {
      const hasTargets = sql`exists (select 1 from ${targets} where ${targets.event_company_id} = ${companyId}
        and ${targets.year} = ${year ?? 0} and ${targets.target_for_type} = 'USER'
        and ${targets.target_for_id} = ${users.id})`
      return db
        .select({
          id: users.id,
          name: users.full_name,
          division_id: users.division_id,
          team_id: users.team_id,
          deleted: sql<boolean>`${users.deleted_at} is not null`,
        })
        .from(users)
        .where(
          and(
            eq(users.event_company_id, companyId),
            eq(users.kind, 'AGENCY'),
            year === undefined ? undefined : or(isNull(users.deleted_at), hasTargets),
          ),
        )
        .orderBy(asc(users.id))
    },

    async yearCells(companyId: number, year: number): Promise<StoredTarget[]> {
      const rows = await db.select(cellColumns).from(targets).where(ofYear(companyId, year))
      return rows as StoredTarget[]
    },

    async countYear(companyId: number, year: number): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(targets)
        .where(ofYear(companyId, year))
      return row?.count ?? 0
    },

    /** Sets the cells with an amount (insert or update in one statement). */
    async upsert(companyId: number, year: number, cells: readonly TargetCell[], userId: number) {
      if (cells.length === 0) return
      const now = new Date()
      await db
        .insert(targets)
        .values(
          cells.map((cell) => ({
            event_company_id: companyId,
            year,
            target_for_type: cell.target_for_type,
            target_for_id: cell.target_for_id,
            period: cell.period,
            amount: cell.amount as number,
            updated_by: userId,
          })),
        )
        .onConflictDoUpdate({
          target: [
            targets.event_company_id,
            targets.year,
            targets.target_for_type,
            targets.target_for_id,
            targets.period,
          ],
          set: { amount: sql`excluded.amount`, updated_by: sql`excluded.updated_by`, updated_at: now },
        })
    },

    /** Removes the cells' targets. */
    async remove(companyId: number, year: number, cells: readonly TargetCell[]) {
      if (cells.length === 0) return
      const byType = new Map<string, Map<number, number[]>>()
      for (const cell of cells) {
        const ids = byType.get(cell.target_for_type) ?? new Map<number, number[]>()
        byType.set(cell.target_for_type, ids)
        ids.set(cell.period, [...(ids.get(cell.period) ?? []), cell.target_for_id])
      }
      const conditions = [...byType].flatMap(([type, periods]) =>
        [...periods].map(([period, ids]) =>
          and(
            eq(targets.target_for_type, type),
            eq(targets.period, period),
            inArray(targets.target_for_id, ids),
          ),
        ),
      )
      await db.delete(targets).where(and(ofYear(companyId, year), or(...conditions)))
    },

    removeYear(companyId: number, year: number) {
      return db.delete(targets).where(ofYear(companyId, year))
    },

    /** Copies one year's cells to another (which the caller emptied); returns how many. */
    async copyYear(companyId: number, fromYear: number, toYear: number, userId: number): Promise<number> {
      const result = await db.execute(sql`
        insert into ${targets} (event_company_id, year, target_for_type, target_for_id, period, amount, updated_by)
        select event_company_id, ${toYear}, target_for_type, target_for_id, period, amount, ${userId}
        from ${targets} where event_company_id = ${companyId} and year = ${fromYear}
        returning id`)
      return (result as unknown as { rows: unknown[] }).rows.length
    },
  }
}
