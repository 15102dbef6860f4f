import { AGING_BUCKETS, AGING_DAYS, type AgingBucket } from '@ajanda/contracts/reports/finance-reports'
import { type SQL, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../platform/db'

/**
 * The finance reports' SQL (event-side.md 5; definitions in contracts reports/finance-definitions.ts,
 * which these statements mirror and the route tests check against). Every statement is bounded by the
 * company and by the caller's scope (report-scope.ts, the rule of every report: a project counts when
 * its responsible or creator is one of the scope's people); an invoice counts where its project counts,
 * and an invoice without a project only in the whole company's figures.
 */

export interface FinanceFilter {
  companyId: number
  /** The scope's condition on the `projects` table (report-scope.ts); undefined: the whole company. */
  projects: SQL | undefined
  from: string
  to: string
  /** The company's calendar day. */
  today: string
}

async function rowsOf<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows
}

/** One array parameter (`{1,2,3}`), whatever the number of people: one plan, one bind. */
const idArray = (ids: readonly number[]) => `{${ids.join(',')}}`

/** The projects of the scope (report-scope.ts's condition on the `projects` table). */
function projectInScope(filter: FinanceFilter): SQL {
  return filter.projects ?? sql`true`
}

/**
 * An invoice counts where its project counts; without a project, only in the whole company's figures.
 * The company condition is redundant for the answer but lets the scope's people be found through the
 * projects' (company, responsible) and (company, creator) indexes instead of a pass over every project.
 */
function invoiceInScope(filter: FinanceFilter): SQL {
  if (filter.projects === undefined) return sql`true`
  return sql`exists (select 1 from projects where projects.id = i.project_id
    and projects.event_company_id = ${filter.companyId} and ${filter.projects})`
}

/** The invoices of a kind dated in the range and in scope (alias `i`). */
function invoicesInRange(filter: FinanceFilter, kind: 'PURCHASE' | 'SALES'): SQL {
  return sql`i.event_company_id = ${filter.companyId} and i.kind = ${kind}
    and i.invoice_date between ${filter.from}::date and ${filter.to}::date and ${invoiceInScope(filter)}`
}

/**
 * The sell total of a project's main budget (the one marked main, else its first), company currency:
 * the copy kept on the project by migration 0034's triggers (decisions/0045).
 */
const mainBudgetTurnover = (alias: string) => sql.raw(`${alias}.main_sell_total`)

export interface CompanyReportSettings {
  currency: string
  time_zone: string
  fin_due_days: number
  project_closure_tolerance: number
}

export function createFinanceReportsRepository(db: DbOrTx) {
  return {
    async companySettings(companyId: number): Promise<CompanyReportSettings> {
      const [row] = await rowsOf<CompanyReportSettings>(
        db,
        sql`select currency, timezone as time_zone, fin_due_days, project_closure_tolerance
            from event_companies where id = ${companyId}`,
      )
      return (
        row ?? {
          currency: 'TRY',
          time_zone: 'Europe/Istanbul',
          fin_due_days: 30,
          project_closure_tolerance: 30,
        }
      )
    },

    // ---- suppliers

    /**
     * Spend per supplier and currency (with the supplier's first category, lowest id) and per month and
     * currency, from one index-only pass over the range's purchase invoices (grouping sets): `month` null
     * marks a supplier row. The category is looked up once per supplier row (a lateral join), not as a
     * join condition the planner evaluates twice per row.
     */
    supplierSpend(filter: FinanceFilter) {
      return rowsOf<{
        month: string | null
        supplier_id: number | null
        name: string | null
        category_id: number | null
        category_name: string | null
        category_name_en: string | null
        currency: string
        invoice_count: number
        project_count: number
        spend: string
      }>(
        db,
        sql`with spend as (
              select i.supplier_id, i.month, i.currency, count(*)::int as invoice_count,
                count(distinct i.project_id)::int as project_count, sum(i.total)::text as spend
              from (select i.supplier_id, i.currency, i.project_id, i.total,
                      to_char(i.invoice_date, 'YYYY-MM') as month
                    from invoices i where ${invoicesInRange(filter, 'PURCHASE')}) i
              group by grouping sets ((i.supplier_id, i.currency), (i.month, i.currency)))
            select x.month, s.id::int as supplier_id, s.name, c.id::int as category_id, c.name as category_name,
              c.name_en as category_name_en, x.currency, x.invoice_count, x.project_count, x.spend
            from spend x left join suppliers s on s.id = x.supplier_id
            left join lateral (select min(l.supplier_category_id) as id from supplier_category_links l
              where l.supplier_id = s.id) first_category on true
            left join supplier_categories c on c.id = first_category.id`,
      )
    },

    // ---- client-financials

    /**
     * Per client and currency, from one index-only pass over the range's sales invoices
     * (invoices_report_idx): what is paid is the invoice's stored payments sum (paid_total, migration 0035).
     */
    clientFinancials(filter: FinanceFilter, finDueDays: number) {
      return rowsOf<{
        client_id: number
        name: string
        currency: string
        invoice_count: number
        invoiced: string
        received: string
        outstanding: string
        overdue: string
        overdue_count: number
        max_days_overdue: number
        not_due: string
        d1_30: string
        d31_60: string
        d61_90: string
        d90_plus: string
      }>(
        db,
        sql`with owed as (
              select i.client_id, i.currency, i.total, i.paid_total as paid,
                greatest(i.total - i.paid_total, 0) as open,
                ${filter.today}::date - coalesce(i.due_date, i.invoice_date + ${finDueDays}::int) as late
              from invoices i where ${invoicesInRange(filter, 'SALES')}),
            per as (
              select client_id, currency, count(*)::int as invoice_count, sum(total) as invoiced,
                sum(paid) as received, sum(open) as outstanding,
                sum(open) filter (where late > 0) as overdue,
                count(*) filter (where late > 0 and open > 0)::int as overdue_count,
                coalesce(max(late) filter (where late > 0 and open > 0), 0)::int as max_days_overdue,
                ${sql.join(
                  AGING_BUCKETS.map(
                    (bucket) =>
                      sql`sum(open) filter (where ${lateIn(sql`late`, bucket)}) as ${sql.raw(bucket.toLowerCase())}`,
                  ),
                  sql`, `,
                )}
              from owed group by client_id, currency)
            select c.id::int as client_id, c.name, per.currency, per.invoice_count,
              per.invoiced::text, per.received::text, per.outstanding::text,
              coalesce(per.overdue, 0)::text as overdue, per.overdue_count, per.max_days_overdue,
              coalesce(per.not_due, 0)::text as not_due, coalesce(per.d1_30, 0)::text as d1_30,
              coalesce(per.d31_60, 0)::text as d31_60, coalesce(per.d61_90, 0)::text as d61_90,
              coalesce(per.d90_plus, 0)::text as d90_plus
            from per join clients c on c.id = per.client_id`,
      )
    },

    // ---- unclosed-projects

    /** Unclosed (decisions.md 2) projects whose event ended in the range. */
    unclosedWhere(filter: FinanceFilter, tolerance: number): SQL {
      return sql`projects.event_company_id = ${filter.companyId} and projects.stage < 11
        and projects.ends_at between ${filter.from}::date and ${filter.to}::date
        and projects.ends_at < ${filter.today}::date - ${tolerance}::int
        and ${projectInScope(filter)}`
    },

    unclosedSummary(filter: FinanceFilter, tolerance: number) {
      const where = this.unclosedWhere(filter, tolerance)
      return rowsOf<{
        user_id: number | null
        name: string | null
        count: number
        turnover: string | null
        d1_30: number
        d31_90: number
        d91_180: number
        d180_plus: number
      }>(
        db,
        sql`with u as (
              select projects.responsible_id, ${filter.today}::date - (projects.ends_at + ${tolerance}::int) as late,
                ${mainBudgetTurnover('projects')} as turnover
              from projects where ${where})
            select u.responsible_id::int as user_id, us.full_name as name, count(*)::int as count,
              sum(u.turnover)::text as turnover,
              count(*) filter (where late <= 30)::int as d1_30,
              count(*) filter (where late between 31 and 90)::int as d31_90,
              count(*) filter (where late between 91 and 180)::int as d91_180,
              count(*) filter (where late > 180)::int as d180_plus
            from u left join users us on us.id = u.responsible_id
            group by u.responsible_id, us.full_name`,
      )
    },

    unclosedRows(filter: FinanceFilter, tolerance: number, limit: number, offset = 0, extra?: SQL) {
      return rowsOf<UnclosedRow>(
        db,
        sql`select projects.id::int as id, projects.code, projects.name, projects.project_ref, projects.stage::int as stage,
              projects.client_id::int as client_id, c.name as client_name, projects.responsible_id::int as responsible_id,
              us.full_name as responsible_name, projects.starts_at::text, projects.ends_at::text,
              (${filter.today}::date - (projects.ends_at + ${tolerance}::int))::int as days_overdue,
              ${mainBudgetTurnover('projects')}::text as turnover
            from projects left join clients c on c.id = projects.client_id
            left join users us on us.id = projects.responsible_id
            where ${this.unclosedWhere(filter, tolerance)} and ${extra ?? sql`true`}
            order by projects.ends_at, projects.id limit ${limit} offset ${offset}`,
      )
    },

    async unclosedCount(filter: FinanceFilter, tolerance: number, extra?: SQL): Promise<number> {
      const [row] = await rowsOf<{ count: number }>(
        db,
        sql`select count(*)::int as count from projects
            where ${this.unclosedWhere(filter, tolerance)} and ${extra ?? sql`true`}`,
      )
      return row?.count ?? 0
    },

    // ---- invoicing-timeframes

    /**
     * Confirmed projects whose event ended in the range and by today (`id`, `responsible_id`, `ends_at`),
     * with their first sales invoice's date: one probe per project into invoices_project_first_sales_idx
     * (migration 0035), which holds the sales invoices by project and date, read from the index alone.
     */
    invoicingBase(filter: FinanceFilter): SQL {
      return sql`select projects.id, projects.responsible_id, projects.ends_at, first_sales.first_date
        from projects left join lateral (
          select min(i.invoice_date) as first_date from invoices i
          where i.project_id = projects.id and i.kind = 'SALES' and i.event_company_id = ${filter.companyId}
        ) first_sales on true
        where projects.event_company_id = ${filter.companyId} and projects.stage between 8 and 11
          and projects.ends_at between ${filter.from}::date and least(${filter.to}::date, ${filter.today}::date)
          and ${projectInScope(filter)}`
    },

    /**
     * The whole invoicing-timeframes answer in one statement over one pass of the projects: the groups
     * (total, month, responsible, bucket) and the first `limit` projects not invoiced (longest since the
     * end first) and invoiced (slowest first), as JSON. The pass keeps only what the groups need; the
     * listed projects' names, client and turnover are read for those rows alone.
     */
    async invoicingReport(filter: FinanceFilter, limit: number) {
      const rowJson = sql`json_build_object('id', d.id::int, 'code', p.code, 'name', p.name,
          'project_ref', p.project_ref, 'stage', p.stage::int, 'client_name', c.name,
          'responsible_id', d.responsible_id::int, 'responsible_name', us.full_name, 'ends_at', d.ends_at::text,
          'first_invoice_date', d.first_date::text, 'days', (coalesce(d.first_date, ${filter.today}::date) - d.ends_at)::int,
          'turnover', ${mainBudgetTurnover('p')}::text)`
      const details = sql`join projects p on p.id = d.id left join clients c on c.id = p.client_id
          left join users us on us.id = d.responsible_id`
      const [row] = await rowsOf<{
        groups: InvoicingGroup[] | null
        not_invoiced: InvoicingRow[] | null
        invoiced: InvoicingRow[] | null
      }>(
        db,
        sql`with d as materialized (select base.*, (base.first_date - base.ends_at) as days
              from (${this.invoicingBase(filter)}) base),
            g as (
              select case when grouping(month) = 0 then 'month' when grouping(responsible_id) = 0 then 'user'
                  when grouping(bucket) = 0 then 'bucket' else 'total' end as kind,
                coalesce(month, responsible_id::text, bucket) as key,
                count(*)::int as project_count, count(first_date)::int as invoiced_count,
                round(avg(days), 1)::text as average_days,
                percentile_disc(0.5) within group (order by days)::int as median_days
              from (select d.*, to_char(ends_at, 'YYYY-MM') as month,
                  case when first_date is null then null when first_date < ends_at then 'BEFORE_END'
                    when days <= 7 then 'WEEK' when days <= 30 then 'MONTH'
                    when days <= 60 then 'TWO_MONTHS' else 'LATER' end as bucket
                from d) d
              group by grouping sets ((), (month), (responsible_id), (bucket))),
            n as (select * from d where first_date is null order by ends_at, id limit ${limit}),
            v as (select * from d where first_date is not null order by days desc, id limit ${limit})
            select (select json_agg(g) from g) as groups,
              (select json_agg(${rowJson} order by d.ends_at, d.id) from n d ${details}) as not_invoiced,
              (select json_agg(${rowJson} order by d.days desc, d.id) from v d ${details}) as invoiced`,
      )
      return {
        groups: row?.groups ?? [],
        notInvoiced: row?.not_invoiced ?? [],
        invoiced: row?.invoiced ?? [],
      }
    },

    invoicingRows(filter: FinanceFilter, invoiced: boolean, limit: number, offset = 0, extra?: SQL) {
      const order = invoiced ? sql`days desc, id` : sql`ends_at, id`
      return rowsOf<InvoicingRow>(
        db,
        sql`with base as (${this.invoicingBase(filter)})
            select base.id::int as id, p.code, p.name, p.project_ref, p.stage::int as stage,
              c.name as client_name, base.responsible_id::int as responsible_id, us.full_name as responsible_name,
              base.ends_at::text, base.first_date::text as first_invoice_date,
              (coalesce(base.first_date, ${filter.today}::date) - base.ends_at)::int as days,
              ${mainBudgetTurnover('p')}::text as turnover
            from base join projects p on p.id = base.id left join clients c on c.id = p.client_id
            left join users us on us.id = base.responsible_id
            where ${invoiced ? sql`base.first_date is not null` : sql`base.first_date is null`} and ${extra ?? sql`true`}
            order by ${order} limit ${limit} offset ${offset}`,
      )
    },

    async invoicingCount(filter: FinanceFilter, invoiced: boolean, extra?: SQL): Promise<number> {
      const [row] = await rowsOf<{ count: number }>(
        db,
        sql`with base as (${this.invoicingBase(filter)})
            select count(*)::int as count from base
            where ${invoiced ? sql`first_date is not null` : sql`first_date is null`} and ${extra ?? sql`true`}`,
      )
      return row?.count ?? 0
    },

    /** Whether a drill-down key names a record of the company (another company's: the caller gets 404). */
    async ownsRecord(
      companyId: number,
      table: 'suppliers' | 'clients' | 'supplier_categories' | 'users' | 'divisions' | 'teams',
      id: number,
    ): Promise<boolean> {
      const rows = await rowsOf<{ one: number }>(
        db,
        sql`select 1 as one from ${sql.identifier(table)} where id = ${id} and event_company_id = ${companyId}`,
      )
      return rows.length > 0
    },

    userNames(companyId: number, ids: number[]) {
      if (ids.length === 0) return Promise.resolve([])
      return rowsOf<{ id: number; name: string }>(
        db,
        sql`select id::int as id, full_name as name from users
            where event_company_id = ${companyId} and id = any(${idArray(ids)}::bigint[])`,
      )
    },

    // ---- drill-down of invoice figures

    /**
     * The invoices behind a money figure, with the part of each that makes the figure (`amount`), a page
     * of them and the count and sum of all. `part`: the total, the payments, the outstanding or the
     * overdue outstanding.
     */
    async invoiceRecords(
      filter: FinanceFilter,
      options: {
        kind: 'PURCHASE' | 'SALES'
        part: 'total' | 'paid' | 'open' | 'overdue'
        currency: string
        finDueDays: number
        extra: SQL
        limit: number
        offset: number
      },
    ) {
      const partSql = {
        total: sql`x.total`,
        paid: sql`x.paid`,
        open: sql`greatest(x.total - x.paid, 0)`,
        overdue: sql`case when x.late > 0 then greatest(x.total - x.paid, 0) else 0 end`,
      }[options.part]
      const [summary] = await rowsOf<{ count: number; total: string }>(
        db,
        sql`with x as materialized (${invoiceParts(filter, options)})
            select count(*)::int as count, coalesce(sum(${partSql}), 0)::text as total from x
            where ${partSql} <> 0 or ${options.part === 'total' ? sql`true` : sql`false`}`,
      )
      const rows = await rowsOf<InvoiceRecordRow>(
        db,
        sql`with x as materialized (${invoiceParts(filter, options)})
            select x.id::int as id, x.number, x.invoice_date::text as date, x.currency,
              (${partSql})::numeric(18,2)::text as amount, x.party, pr.code, pr.name as project_name,
              case when x.paid <= 0 then 'UNPAID' when x.paid >= x.total then 'PAID' else 'PARTIAL' end as status
            from x left join projects pr on pr.id = x.project_id
            where ${partSql} <> 0 or ${options.part === 'total' ? sql`true` : sql`false`}
            order by x.invoice_date, x.id limit ${options.limit} offset ${options.offset}`,
      )
      return { count: summary?.count ?? 0, total: summary?.total ?? '0', rows }
    },
  }
}

function invoiceParts(
  filter: FinanceFilter,
  options: { kind: 'PURCHASE' | 'SALES'; currency: string; finDueDays: number; extra: SQL },
): SQL {
  const party =
    options.kind === 'SALES'
      ? sql`(select c.name from clients c where c.id = i.client_id)`
      : sql`(select s.name from suppliers s where s.id = i.supplier_id)`
  return sql`select i.id, i.number, i.invoice_date, i.currency, i.total, i.project_id, ${party} as party,
      i.paid_total as paid,
      ${filter.today}::date - coalesce(i.due_date, i.invoice_date + ${options.finDueDays}::int) as late
    from invoices i where ${invoicesInRange(filter, options.kind)} and i.currency = ${options.currency}
      and ${options.extra}`
}

export interface UnclosedRow {
  id: number
  code: string
  name: string
  project_ref: string | null
  stage: number
  client_id: number | null
  client_name: string | null
  responsible_id: number | null
  responsible_name: string | null
  starts_at: string
  ends_at: string
  days_overdue: number
  turnover: string | null
}

export interface InvoicingRow {
  id: number
  code: string
  name: string
  project_ref: string | null
  stage: number
  client_name: string | null
  responsible_id: number | null
  responsible_name: string | null
  ends_at: string
  first_invoice_date: string | null
  days: number
  turnover: string | null
}

export interface InvoicingGroup {
  kind: 'total' | 'month' | 'user' | 'bucket'
  key: string | null
  project_count: number
  invoiced_count: number
  average_days: string | null
  median_days: number | null
}

export interface InvoiceRecordRow {
  id: number
  number: string
  date: string
  currency: string
  amount: string
  party: string | null
  code: string | null
  project_name: string | null
  status: string
}

/** Whether a number of days past due (`late`) falls in an ageing bucket (AGING_DAYS). */
export function lateIn(late: SQL, bucket: AgingBucket): SQL {
  const [from, to] = AGING_DAYS[bucket]
  if (from === null) return sql`${late} <= ${to}`
  if (to === null) return sql`${late} >= ${from}`
  return sql`${late} between ${from} and ${to}`
}
