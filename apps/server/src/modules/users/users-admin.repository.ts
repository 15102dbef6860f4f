import type { AdminUserListQuery } from '@ajanda/contracts/users-admin.contract'
import { and, asc, count, desc, eq, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { DbOrTx } from '../../platform/db'
import { pageWindow } from '../../platform/pagination'
import { folded, foldedContains } from '../../platform/text-search'
import { eventCompanies } from '../event-companies/event-companies.table'
import { divisions, positions, teams, users } from './users.table'

const managers = alias(users, 'managers')

/** One user with what the admin pages show beside them. */
const adminUserColumns = {
  user: users,
  position: positions,
  division: { id: divisions.id, name: divisions.name },
  team: { id: teams.id, name: teams.name, color: teams.color },
  manager: { id: managers.id, full_name: managers.full_name },
  /** The company's default annual leave days (decisions/0024). */
  company_leave_days:
    sql<number>`(select e.annual_leave_days from ${eventCompanies} e where e.id = ${users.event_company_id})`.mapWith(
      Number,
    ),
}

export function createUsersAdminRepository(db: DbOrTx) {
  const joined = () =>
    db
      .select(adminUserColumns)
      .from(users)
      .leftJoin(positions, eq(positions.id, users.position_id))
      .leftJoin(divisions, eq(divisions.id, users.division_id))
      .leftJoin(teams, eq(teams.id, users.team_id))
      .leftJoin(managers, eq(managers.id, users.reports_to))

  function listFilter(companyId: number, query: AdminUserListQuery): SQL {
    const status =
      query.status === 'active'
        ? isNull(users.deleted_at)
        : query.status === 'inactive'
          ? isNotNull(users.deleted_at)
          : undefined
    const search = query.search
      ? or(foldedContains(users.full_name, query.search), foldedContains(users.email, query.search))
      : undefined
    return and(eq(users.event_company_id, companyId), status, search) as SQL
  }

  return {
    /** One page of the company's people and the count of all that match, both in SQL. */
    async findPage(companyId: number, query: AdminUserListQuery) {
      const where = listFilter(companyId, query)
      const direction = query.sort_order === 'desc' ? desc : asc
      // Names sort by their folded form, so "Çelik" sits among the C's rather than after "Z".
      const order =
        query.sort_by === 'email'
          ? [direction(users.email)]
          : query.sort_by === 'created_at'
            ? [direction(users.created_at)]
            : [direction(folded(users.full_name)), direction(users.full_name)]
      const { limit, offset } = pageWindow({ page: query.page, pageSize: query.page_size })
      const [rows, totals] = await Promise.all([
        joined()
          .where(where)
          .orderBy(...order, asc(users.id))
          .limit(limit)
          .offset(offset),
        db.select({ value: count() }).from(users).where(where),
      ])
      return { rows, total: Number(totals[0]?.value ?? 0) }
    },

    async findJoinedByCode(companyId: number, code: string) {
      const rows = await joined()
        .where(and(eq(users.event_company_id, companyId), eq(users.code, code)))
        .limit(1)
      return rows[0]
    },
    async findJoinedById(companyId: number, id: number) {
      const rows = await joined()
        .where(and(eq(users.event_company_id, companyId), eq(users.id, id)))
        .limit(1)
      return rows[0]
    },

    async insert(values: typeof users.$inferInsert) {
      const rows = await db.insert(users).values(values).returning()
      return rows[0] as typeof users.$inferSelect
    },

    async findDivision(companyId: number, id: number) {
      const rows = await db
        .select()
        .from(divisions)
        .where(and(eq(divisions.event_company_id, companyId), eq(divisions.id, id)))
      return rows[0]
    },
    async findTeam(companyId: number, id: number) {
      const rows = await db
        .select()
        .from(teams)
        .where(and(eq(teams.event_company_id, companyId), eq(teams.id, id)))
      return rows[0]
    },

    /**
     * The manager chain above `managerId`, nearest first (the manager itself, then their manager...).
     * The depth limit stops a walk through data that already loops.
     */
    async managerChain(companyId: number, managerId: number): Promise<{ id: number; full_name: string }[]> {
      const result = await db.execute(sql`
        with recursive chain (id, full_name, reports_to, depth) as (
          select id, full_name, reports_to, 1 from ${users}
          where id = ${managerId} and event_company_id = ${companyId}
          union all
          select u.id, u.full_name, u.reports_to, chain.depth + 1
          from ${users} u join chain on u.id = chain.reports_to
          where chain.depth < 500 and u.event_company_id = ${companyId}
        )
        select id, full_name from chain order by depth`)
      const rows = (result as unknown as { rows: { id: number | string; full_name: string }[] }).rows
      return rows.map((row) => ({ id: Number(row.id), full_name: row.full_name }))
    },

    /** Serialises reports_to changes of one company, so two moves cannot close a loop together. */
    async lockReportingLines(companyId: number) {
      await db.execute(sql`select pg_advisory_xact_lock(727276, ${companyId}::int)`)
    },
  }
}

export type AdminUserRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof createUsersAdminRepository>['findJoinedById']>>
>
