import { AGING_BUCKETS, AGING_DAYS, type AgingBucket } from '@ajanda/contracts/reports/finance-reports'
import { type SQL, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../platform/db'
import { monthSplit } from './month-split'

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
 * The scope's condition names the `projects` table's responsible, creator and id; here `projects` is the
 * invoice's own copy of them (invoices.project_responsible_id and project_created_by, kept by migration
 * 0036's triggers), so the condition filters in the index pass instead of joining the scope's projects.
 */
function scopedInvoices(filter: FinanceFilter): SQL {
  if (filter.projects === undefined) return sql`invoices i`
  return sql`invoices i cross join lateral (select i.project_id as id, i.project_responsible_id as responsible_id,
    i.project_created_by as created_by) projects`
}

const invoiceInScope = (filter: FinanceFilter): SQL =>
  filter.projects === undefined ? sql`true` : sql`i.project_id is not null and (${filter.projects})`

/** `from` and `where` of the invoices of a kind dated in the range and in scope (alias `i`). */
function invoicesInRange(filter: FinanceFilter, kind: 'PURCHASE' | 'SALES'): SQL {
  return sql`${scopedInvoices(filter)} where i.event_company_id = ${filter.companyId} and i.kind = ${kind}
    and i.invoice_date between ${filter.from}::date and ${filter.to}::date and ${invoiceInScope(filter)}`
}

/**
 * A kind's invoices of the range as rows of (party_id, month, currency, invoice_count, total, paid_total),
 * the party being the supplier of a purchase and the client of a sale; with `cents`, rows of (party_id,
 * month, currency, invoice_count, cents), the total in whole cents (a bigint sum costs a fraction of a
 * numeric one). For the whole company the range's whole months come from the month totals
 * (invoice_month_totals, migration 0037: a row per party, currency and month instead of one per invoice;
 * their total_cents is generated, 0039) and only the days at its ends from the invoices; a scope's
 * figures need each invoice's project, so a scoped range reads the invoices (one row each).
 */
function rangeRows(filter: FinanceFilter, kind: 'PURCHASE' | 'SALES', cents = false): SQL {
  const party = kind === 'PURCHASE' ? sql`i.supplier_id` : sql`i.client_id`
  const amounts = cents ? sql`(i.total * 100)::bigint as cents` : sql`i.total, i.paid_total`
  const perInvoice = (where: SQL) =>
    sql`select ${party} as party_id, date_trunc('month', i.invoice_date)::date as month, i.currency,
      1 as invoice_count, ${amounts} from ${where}`
  if (filter.projects !== undefined) return perInvoice(invoicesInRange(filter, kind))
  const split = monthSplit(filter.from, filter.to)
  const company = sql`i.event_company_id = ${filter.companyId} and i.kind = ${kind}`
  const parts = split.ends.map(([from, to]) =>
    perInvoice(sql`invoices i where ${company} and i.invoice_date between ${from}::date and ${to}::date`),
  )
  if (split.months)
    parts.unshift(sql`select i.party_id, i.month, i.currency, i.invoice_count,
        ${cents ? sql`i.total_cents as cents` : sql`i.total, i.paid_total`}
      from invoice_month_totals i where ${company}
        and i.month between ${split.months[0]}::date and ${split.months[1]}::date and i.invoice_count > 0`)
  if (parts.length === 0) return perInvoice(sql`invoices i where false`)
  return sql.join(parts, sql` union all `)
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
     * Spend (in whole cents: an exact bigint sum, sum() of bigint answering numeric so it cannot
     * overflow) and invoice count per supplier and currency (`month` null) and per month and currency
     * (`supplier_id` null), in one hashed grouping of the range's rows (rangeRows: the whole company's
     * whole months from the month totals). Supplier names and categories are not joined here:
     * the answer takes them from supplierDirectory (kept apart, so the grouping's 2,000 rows carry none of
     * them). A purchase without a supplier has a month row and, with `supplier_id` null, a supplier row the
     * answer skips. Projects are counted apart, for the suppliers the answer lists (supplierProjectCounts):
     * a distinct count over every invoice of the range cost more than the rest of the statement.
     */
    supplierSpend(filter: FinanceFilter) {
      return rowsOf<{
        month: string | null
        supplier_id: number | null
        currency: string
        invoice_count: number
        cents: string
      }>(
        db,
        sql`with x as (${rangeRows(filter, 'PURCHASE', true)})
            select to_char(x.month, 'YYYY-MM') as month, x.party_id::int as supplier_id, x.currency,
              sum(x.invoice_count)::int as invoice_count, sum(x.cents)::text as cents
            from x group by grouping sets ((x.party_id, x.currency), (x.month, x.currency))`,
      )
    },

    /**
     * The company's suppliers (or the given ones, whatever their company) with their first category, the
     * lowest id (null without one).
     */
    supplierDirectory(companyId: number, ids?: readonly number[]) {
      return rowsOf<SupplierDirectoryRow>(
        db,
        sql`select s.id::int as id, s.name, c.id::int as category_id, c.name as category_name,
              c.name_en as category_name_en
            from suppliers s
            left join supplier_categories c on c.id = (select min(l.supplier_category_id)
              from supplier_category_links l where l.supplier_id = s.id)
            where ${ids ? sql`s.id = any(${idArray(ids)}::bigint[])` : sql`s.event_company_id = ${companyId}`}`,
      )
    },

    /**
     * The distinct projects of each listed supplier's purchase invoices in the range and scope, per
     * currency, from invoices_supplier_projects_idx (supplier, date): only the listed suppliers' invoices.
     */
    supplierProjectCounts(filter: FinanceFilter, supplierIds: readonly number[]) {
      if (supplierIds.length === 0) return Promise.resolve([])
      return rowsOf<{ supplier_id: number; currency: string; project_count: number }>(
        db,
        sql`select i.supplier_id::int as supplier_id, i.currency, count(distinct i.project_id)::int as project_count
            from ${invoicesInRange(filter, 'PURCHASE')} and i.supplier_id = any(${idArray(supplierIds)}::bigint[])
            group by i.supplier_id, i.currency`,
      )
    },

    // ---- client-financials

    /**
     * Per client and currency: the count, the invoiced and the received from the range's rows (rangeRows:
     * the whole company's whole months from the month totals; what is paid is the invoice's stored payments
     * sum, paid_total, migration 0035), and the open amounts, the overdue and the ageing from the invoices
     * not fully paid alone (invoices_report_open_idx, 0036): a paid invoice adds nothing to those, and most
     * invoices are paid. Those depend on today, so no month total can hold them.
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
        sql`with every as (
              select x.party_id as client_id, x.currency, sum(x.invoice_count)::int as invoice_count,
                sum(x.total) as invoiced, sum(x.paid_total) as received
              from (${rangeRows(filter, 'SALES')}) x group by x.party_id, x.currency),
            owed as (
              select i.client_id, i.currency, i.total - i.paid_total as open,
                ${filter.today}::date - coalesce(i.due_date, i.invoice_date + ${finDueDays}::int) as late
              from ${invoicesInRange(filter, 'SALES')} and i.paid_total < i.total),
            open as (
              select client_id, currency, sum(open) as outstanding,
                sum(open) filter (where late > 0) as overdue,
                count(*) filter (where late > 0)::int as overdue_count,
                coalesce(max(late) filter (where late > 0), 0)::int as max_days_overdue,
                ${sql.join(
                  AGING_BUCKETS.map(
                    (bucket) =>
                      sql`sum(open) filter (where ${lateIn(sql`late`, bucket)}) as ${sql.raw(bucket.toLowerCase())}`,
                  ),
                  sql`, `,
                )}
              from owed group by client_id, currency)
            select c.id::int as client_id, c.name, e.currency, e.invoice_count,
              e.invoiced::text, e.received::text, coalesce(o.outstanding, 0)::text as outstanding,
              coalesce(o.overdue, 0)::text as overdue, coalesce(o.overdue_count, 0) as overdue_count,
              coalesce(o.max_days_overdue, 0) as max_days_overdue,
              coalesce(o.not_due, 0)::text as not_due, coalesce(o.d1_30, 0)::text as d1_30,
              coalesce(o.d31_60, 0)::text as d31_60, coalesce(o.d61_90, 0)::text as d61_90,
              coalesce(o.d90_plus, 0)::text as d90_plus
            from every e left join open o on o.client_id = e.client_id and o.currency = e.currency
            join clients c on c.id = e.client_id`,
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
     * with their first sales invoice's date: the copy kept on the project (projects.first_sales_date,
     * migration 0036's triggers), read with the rest from projects_company_invoicing_idx alone.
     */
    invoicingBase(filter: FinanceFilter): SQL {
      return sql`select projects.id, projects.responsible_id, projects.ends_at, projects.first_sales_date as first_date
        from projects
        where projects.event_company_id = ${filter.companyId} and projects.stage between 8 and 11
          and projects.ends_at between ${filter.from}::date and least(${filter.to}::date, ${filter.today}::date)
          and ${projectInScope(filter)}`
    },

    /**
     * The whole invoicing-timeframes answer in one statement over one pass of the projects: the groups
     * (total, month, responsible, bucket) and the first `limit` projects not invoiced (longest since the
     * end first) and invoiced (slowest first), as JSON. The pass keeps only what the groups need; the
     * listed projects' names, client and turnover are read for those rows alone. The groups are hashed,
     * the months from the day groups (the month's text formed per day, not per project); the average is
     * the sum of days over their count (what avg computes) and the median is the whole range's only
     * (`median_days` null in the other groups: the answer shows no other).
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
            h as (
              select case when grouping(ends_at) = 0 then 'day' when grouping(responsible_id) = 0 then 'user'
                  when grouping(bucket) = 0 then 'bucket' else 'total' end as kind,
                ends_at, responsible_id, bucket, count(*) as project_count, count(first_date) as invoiced_count,
                sum(days) as day_sum, count(days) as day_count
              from (select d.*,
                  case when first_date is null then null when first_date < ends_at then 'BEFORE_END'
                    when days <= 7 then 'WEEK' when days <= 30 then 'MONTH'
                    when days <= 60 then 'TWO_MONTHS' else 'LATER' end as bucket
                from d) d
              group by grouping sets ((ends_at), (responsible_id), (bucket), ())),
            g as (
              select 'month' as kind, to_char(ends_at, 'YYYY-MM') as key, sum(project_count)::int as project_count,
                sum(invoiced_count)::int as invoiced_count,
                round(sum(day_sum)::numeric / nullif(sum(day_count), 0), 1)::text as average_days, null::int as median_days
              from h where kind = 'day' group by 2
              union all
              select kind, coalesce(responsible_id::text, bucket), project_count::int, invoiced_count::int,
                round(day_sum::numeric / nullif(day_count, 0), 1)::text,
                case when kind = 'total' then (select percentile_disc(0.5) within group (order by days) from d)::int end
              from h where kind <> 'day'),
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
    from ${invoicesInRange(filter, options.kind)} and i.currency = ${options.currency}
      and ${options.extra}`
}

export interface SupplierDirectoryRow {
  id: number
  name: string
  category_id: number | null
  category_name: string | null
  category_name_en: string | null
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
