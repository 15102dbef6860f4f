import type { DateRange } from '@ajanda/contracts/reports/report-query'
import { and, asc, eq, type SQL, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../platform/db'
import { executePrepared } from '../../platform/prepared-query'
import { eventCompanies } from '../event-companies/event-companies.table'
import { exchangeRates } from '../reference/reference.table'
import type { TargetOwner } from './report-scope'

/**
 * The one query layer of the sales reports (issue 24): the per-project facts every report and the
 * executive brief aggregate, so their numbers agree. A fact is a project of the company whose event
 * starts in the range (the month it counts in), inside the caller's scope, with its stage, responsible
 * (and the responsible's division and team), client, lead value, the stage it was cancelled from, and its
 * main budget's stored company-currency totals (the budget marked main, else the first by created_at, id;
 * only for confirmed stages, the only ones whose turnover counts). The reports classify and sum the facts
 * with contracts/reports/report-definitions.ts; the database only groups them.
 *
 * Index use: `projects_company_facts_idx` (the company, the start, then every fact the groups read) bounds
 * the scan to the range and answers from the index alone; the main budget's totals and the cancelled-from
 * stage are columns of the project kept by triggers (migration 0034), not a lookup per project.
 */

export type FactGroup = 'total' | 'month' | 'division' | 'team' | 'user' | 'client'

export interface FactFilter {
  companyId: number
  range: DateRange
  /** The scope's project condition (report-scope.ts); undefined: the whole company. */
  scope: SQL | undefined
  /** Extra conditions (a drill-down's bucket). */
  extra?: SQL[]
}

/** One group of facts: projects of one key, stage, cancelled-from stage and lead currency. */
export interface FactGroupRow {
  key: string | null
  stage: number
  cancelled_from: number | null
  lead_currency: string | null
  count: number
  sell: string | null
  buy: string | null
  lead_value: string | null
  last_start: string
}

/** One project as a drill-down lists it. */
export interface FactRow {
  id: number
  code: string
  name: string
  project_ref: string | null
  starts_at: string
  stage: number
  cancelled_from: number | null
  lead_value: string | null
  lead_currency: string | null
  sell: string | null
  buy: string | null
  attendees: number | null
}

const KEY: Record<FactGroup, SQL> = {
  total: sql`null::text`,
  month: sql`to_char(projects.starts_at, 'YYYY-MM')`,
  division: sql`responsible.division_id::text`,
  team: sql`responsible.team_id::text`,
  user: sql`projects.responsible_id::text`,
  client: sql`projects.client_id::text`,
}

/**
 * The stage a cancelled project was moved to CANCELLED from (its latest such move), else null: kept on the
 * project by a trigger of migration 0034 (`projects.cancelled_from`).
 */
const CANCELLED_FROM = sql`case when projects.stage = 13 then projects.cancelled_from end`

/**
 * The main budget's stored company-currency totals, for confirmed projects only (the only ones whose
 * turnover counts): kept on the project by triggers of migration 0034 (`projects.main_sell_total`,
 * `main_buy_total`), so a range's facts are read from one index (`projects_company_facts_idx`) without a
 * budget lookup per project.
 */
const CONFIRMED = sql`projects.stage between 8 and 11`
const MAIN_SELL = sql`case when ${CONFIRMED} then projects.main_sell_total end`
const MAIN_BUY = sql`case when ${CONFIRMED} then projects.main_buy_total end`

const RESPONSIBLE = sql`left join users responsible on responsible.id = projects.responsible_id`

function whereOf(filter: FactFilter): SQL {
  const parts: SQL[] = [
    sql`projects.event_company_id = ${filter.companyId}`,
    sql`projects.starts_at between ${filter.range.from} and ${filter.range.to}`,
  ]
  if (filter.scope) parts.push(filter.scope)
  for (const condition of filter.extra ?? []) parts.push(condition)
  return sql.join(parts, sql` and `)
}

const needsResponsible = (group: FactGroup, filter: FactFilter) =>
  group === 'division' || group === 'team' || (filter.extra?.length ?? 0) > 0

export function createReportFiguresRepository(db: DbOrTx) {
  return {
    /** The facts grouped by a key (and by what the definitions need to classify them). */
    async groups(filter: FactFilter, group: FactGroup): Promise<FactGroupRow[]> {
      const rows = await executePrepared<{
        key: string | null
        stage: number
        cancelled_from: number | null
        lead_currency: string | null
        count: number | string
        sell: string | null
        buy: string | null
        lead_value: string | null
        last_start: string
      }>(
        db,
        sql`select ${KEY[group]} as key, projects.stage, ${CANCELLED_FROM} as cancelled_from,
          projects.lead_currency, count(*)::int as count, sum(${MAIN_SELL})::text as sell,
          sum(${MAIN_BUY})::text as buy, sum(projects.lead_value)::text as lead_value,
          max(projects.starts_at)::text as last_start
        from projects${needsResponsible(group, filter) ? sql` ${RESPONSIBLE}` : sql``}
        where ${whereOf(filter)}
        group by 1, 2, 3, 4`,
      )
      return rows.map((row) => ({
        ...row,
        stage: Number(row.stage),
        cancelled_from: row.cancelled_from === null ? null : Number(row.cancelled_from),
        count: Number(row.count),
      }))
    },

    /** The projects themselves (a drill-down), in start order; `attendees` counted when asked. */
    async rows(filter: FactFilter, withAttendees: boolean): Promise<FactRow[]> {
      const attendees = withAttendees
        ? sql`(select count(*) from attendees a where a.project_id = projects.id and a.status = 'REGISTERED')::int`
        : sql`null::int`
      const rows = await executePrepared<FactRow & { id: number | string }>(
        db,
        sql`select projects.id, projects.code, projects.name, projects.project_ref,
          projects.starts_at::text as starts_at, projects.stage, ${CANCELLED_FROM} as cancelled_from,
          projects.lead_value::text as lead_value, projects.lead_currency,
          (${MAIN_SELL})::text as sell, (${MAIN_BUY})::text as buy,
          ${attendees} as attendees
        from projects ${RESPONSIBLE}
        where ${whereOf(filter)}
        order by projects.starts_at, projects.id`,
      )
      return rows.map((row) => ({
        ...row,
        id: Number(row.id),
        stage: Number(row.stage),
        cancelled_from: row.cancelled_from === null ? null : Number(row.cancelled_from),
        attendees: row.attendees === null ? null : Number(row.attendees),
      }))
    },

    /** Attendees with status REGISTERED of the confirmed projects among the facts. */
    async registeredAttendees(filter: FactFilter): Promise<number> {
      const [row] = await executePrepared<{ n: number | string }>(
        db,
        sql`select count(*)::int as n from projects join attendees a on a.project_id = projects.id
        where ${whereOf(filter)} and projects.stage between 8 and 11 and a.status = 'REGISTERED'`,
      )
      return Number(row?.n ?? 0)
    },

    /**
     * Monthly targets (`YYYY-MM` → amount) of the owners of one kind in the years the range touches: one
     * map per owner id (0 for the company, the sum of its divisions' targets).
     */
    async targets(
      companyId: number,
      range: DateRange,
      owner: TargetOwner | { kind: 'DIVISION' | 'USER' | 'TEAM'; id?: undefined },
    ) {
      const years = [Number(range.from.slice(0, 4)), Number(range.to.slice(0, 4))]
      const type = owner.kind === 'COMPANY' ? 'DIVISION' : owner.kind
      const rows = await executePrepared<{
        id: number | string
        year: number
        period: number
        amount: number | string
      }>(
        db,
        sql`select target_for_id as id, year, period, amount from targets
        where event_company_id = ${companyId} and year between ${years[0]} and ${years[1]}
        and target_for_type = ${type}${'id' in owner && owner.id !== undefined ? sql` and target_for_id = ${owner.id}` : sql``}`,
      )
      const byOwner = new Map<number, Map<string, number>>()
      for (const row of rows) {
        const id = owner.kind === 'COMPANY' ? 0 : Number(row.id)
        const months = byOwner.get(id) ?? new Map<string, number>()
        const month = `${row.year}-${String(row.period).padStart(2, '0')}`
        months.set(month, (months.get(month) ?? 0) + Number(row.amount))
        byOwner.set(id, months)
      }
      return byOwner
    },

    async company(companyId: number) {
      const [company] = await db
        .select({ currency: eventCompanies.currency })
        .from(eventCompanies)
        .where(eq(eventCompanies.id, companyId))
      return { currency: company?.currency ?? 'TRY' }
    },

    /** The company's latest rate per currency (TRY-based), for lead values (as the lead board converts). */
    async latestRates(companyId: number): Promise<Map<string, string>> {
      const rows = await db
        .selectDistinctOn([exchangeRates.currency], {
          currency: exchangeRates.currency,
          rate: exchangeRates.rate,
        })
        .from(exchangeRates)
        .where(and(eq(exchangeRates.event_company_id, companyId)))
        .orderBy(asc(exchangeRates.currency), sql`${exchangeRates.rate_date} desc`)
      return new Map(rows.map((row) => [row.currency, String(row.rate)]))
    },

    async divisionNames(companyId: number) {
      const rows = await executePrepared<{ id: number | string; name: string }>(
        db,
        sql`select id, name from divisions where event_company_id = ${companyId}`,
      )
      return new Map(rows.map((row) => [Number(row.id), row.name]))
    },

    async people(companyId: number) {
      const rows = await executePrepared<{
        id: number | string
        full_name: string
        deactivated: boolean
        division_name: string | null
        team_name: string | null
      }>(
        db,
        sql`select u.id, u.full_name, u.deleted_at is not null as deactivated, d.name as division_name,
          t.name as team_name
        from users u left join divisions d on d.id = u.division_id left join teams t on t.id = u.team_id
        where u.event_company_id = ${companyId}`,
      )
      return new Map(rows.map((row) => [Number(row.id), { ...row, id: Number(row.id) }]))
    },

    async clientNames(companyId: number, ids: number[]) {
      if (ids.length === 0) return new Map<number, string>()
      const rows = await executePrepared<{ id: number | string; name: string }>(
        db,
        sql`select id, name from clients where event_company_id = ${companyId}
          and id in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})`,
      )
      return new Map(rows.map((row) => [Number(row.id), row.name]))
    },
  }
}
export type ReportFiguresRepository = ReturnType<typeof createReportFiguresRepository>
