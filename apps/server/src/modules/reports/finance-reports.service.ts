import type { Locale } from '@ajanda/contracts/common/locale'
import { statusOfStage } from '@ajanda/contracts/projects.contract'
import { INVOICING_BUCKETS } from '@ajanda/contracts/reports/finance-definitions'
import {
  AGING_BUCKETS,
  type AgingBucket,
  type ClientFinancialsReport,
  FINANCE_REPORT_BUCKETS,
  FINANCE_REPORT_METRICS,
  FINANCE_REPORT_ROW_LIMIT,
  type FinanceDrilldownQuery,
  type FinanceMoney,
  type InvoicingTimeframesReport,
  type SuppliersReport,
  UNCLOSED_AGE_BUCKETS,
  type UnclosedProjectsReport,
} from '@ajanda/contracts/reports/finance-reports'
import {
  type DrilldownRecord,
  type DrilldownResponse,
  type FinanceReportName,
  monthsOf,
  type ReportQuery,
} from '@ajanda/contracts/reports/report-query'
import Decimal from 'decimal.js'
import { type SQL, sql } from 'drizzle-orm'
import type { AppContext } from '../../platform/context'
import { FieldValidationError, NotFoundError } from '../../platform/errors'
import { paginated } from '../../platform/pagination'
import type { AuthState } from '../../platform/request-context'
import { dayIn } from '../../platform/time-zone'
import {
  type CompanyReportSettings,
  createFinanceReportsRepository,
  type FinanceFilter,
  type InvoicingRow,
  lateIn,
  type SupplierDirectoryRow,
  type UnclosedRow,
} from './finance-reports.repository'
import { compareCents, fromCents, toCents } from './money-cents'
import { reportCache, sqlKey } from './report-cache'
import { resolveReportScope } from './report-scope'

/** Rows an export carries at most (a sheet of every record behind a report). */
export const FINANCE_EXPORT_ROW_LIMIT = 50_000

/** The table a drill-down key names a record of. */
const KEY_TABLES: Partial<
  Record<string, 'suppliers' | 'clients' | 'supplier_categories' | 'users' | 'divisions' | 'teams'>
> = {
  supplier: 'suppliers',
  client: 'clients',
  category: 'supplier_categories',
  user: 'users',
  division: 'divisions',
  team: 'teams',
}

interface Frame {
  filter: FinanceFilter
  settings: CompanyReportSettings
}

/** One collator for every name sort (localeCompare with a locale builds one per call). */
const TURKISH = new Intl.Collator('tr')

/**
 * Money lists: the company currency first, then alphabetical; amounts with 2 places. The sums are exact
 * cents (money-cents.ts): the suppliers answer adds thousands of amounts per request.
 */
function moneyList(map: Map<string, bigint>, companyCurrency: string): FinanceMoney[] {
  return [...map.entries()]
    .sort(([a], [b]) => (a === companyCurrency ? -1 : b === companyCurrency ? 1 : a.localeCompare(b)))
    .map(([currency, amount]) => ({ currency, amount: fromCents(amount) }))
}
/** Descending by the company-currency amount, then by the others, then by name (keys read once per row). */
function byMoney(companyCurrency: string) {
  const keys = new WeakMap<object, { own: bigint; others: bigint }>()
  const keyOf = (row: { spend: FinanceMoney[] }) => {
    let key = keys.get(row)
    if (!key) {
      const own = row.spend.find((m) => m.currency === companyCurrency)
      key = {
        own: own ? toCents(own.amount) : 0n,
        others: row.spend.reduce((sum, m) => sum + toCents(m.amount), 0n),
      }
      keys.set(row, key)
    }
    return key
  }
  return (
    a: { spend: FinanceMoney[]; name: string | null },
    b: { spend: FinanceMoney[]; name: string | null },
  ) => {
    const [ka, kb] = [keyOf(a), keyOf(b)]
    return (
      compareCents(kb.own, ka.own) ||
      compareCents(kb.others, ka.others) ||
      TURKISH.compare(a.name ?? '', b.name ?? '')
    )
  }
}

const fixed2 = (value: string | null) => (value === null ? null : new Decimal(value).toFixed(2))

export function createFinanceReportsService(ctx: AppContext) {
  const repo = createFinanceReportsRepository(ctx.db)

  async function frame(auth: AuthState, query: ReportQuery, now = new Date()): Promise<Frame> {
    const companyId = auth.user.event_company_id
    const [settings, scope] = await Promise.all([
      repo.companySettings(companyId),
      resolveReportScope(ctx, auth, query.scope),
    ])
    const today = dayIn(settings.time_zone, now)
    return { settings, filter: { companyId, projects: scope.where, from: query.from, to: query.to, today } }
  }

  /**
   * A report's figures reused per company, range, day and scope like the sales reports' facts
   * (report-cache.ts: 30 s, forgotten by the company's realtime events); drill-downs read fresh.
   */
  function reused<T>(f: Frame, name: string, compute: () => Promise<T>): Promise<T> {
    const { filter, settings } = f
    const key = [
      'finance',
      name,
      filter.from,
      filter.to,
      filter.today,
      settings.fin_due_days,
      settings.project_closure_tolerance,
      sqlKey(filter.projects),
    ].join('|')
    return reportCache.get(ctx, filter.companyId, key, compute)
  }

  const head = (f: Frame, query: ReportQuery) => ({
    from: query.from,
    to: query.to,
    scope: query.scope,
    today: f.filter.today,
    company_currency: f.settings.currency,
  })

  function localName(name: string | null, nameEn: string | null, locale: Locale) {
    return locale === 'en' && nameEn ? nameEn : name
  }

  /**
   * The company's suppliers by id with their first category: names and categories are kept like the
   * figures (report-cache.ts: 30 s, forgotten with the company's copies), so a cold range's statement
   * groups amounts only. A supplier the copy does not know (created since) is read at once.
   */
  async function supplierDirectory(companyId: number, ids: Iterable<number>) {
    const directory = await reportCache.get(ctx, companyId, 'finance|supplier-directory', async () => {
      const rows = await repo.supplierDirectory(companyId)
      return new Map(rows.map((row) => [row.id, row]))
    })
    const missing = [...ids].filter((id) => !directory.has(id))
    if (missing.length === 0) return directory
    const found = await repo.supplierDirectory(companyId, missing)
    return new Map([...directory, ...found.map((row) => [row.id, row] as const)])
  }

  async function suppliers(
    f: Frame,
    query: ReportQuery,
    limit = FINANCE_REPORT_ROW_LIMIT,
  ): Promise<SuppliersReport> {
    const cur = f.settings.currency
    const locale = query.locale ?? 'tr'
    const rows = await reused(f, 'suppliers', () => repo.supplierSpend(f.filter))
    const supplierIds = new Set<number>()
    for (const row of rows)
      if (row.month === null && row.supplier_id !== null) supplierIds.add(row.supplier_id)
    const directory = await supplierDirectory(f.filter.companyId, supplierIds)
    const perSupplier = new Map<
      number,
      { supplier: SupplierDirectoryRow; invoices: number; spend: Map<string, bigint> }
    >()
    const perCategory = new Map<
      number | null,
      {
        id: number | null
        name: string | null
        suppliers: number
        invoices: number
        spend: Map<string, bigint>
      }
    >()
    const total = new Map<string, bigint>()
    const months = new Map(monthsOf(query).map((m) => [m, new Map<string, bigint>()]))
    const add = (map: Map<string, bigint>, currency: string, cents: bigint) =>
      map.set(currency, (map.get(currency) ?? 0n) + cents)
    let invoiceCount = 0
    for (const row of rows) {
      // Exact cents (the statement's sum times 100, a whole number): no rounding anywhere.
      const cents = BigInt(row.cents)
      if (row.month !== null) {
        const month = months.get(row.month)
        if (month) add(month, row.currency, cents)
        continue
      }
      const supplier = row.supplier_id === null ? undefined : directory.get(row.supplier_id)
      if (!supplier) continue
      let s = perSupplier.get(supplier.id)
      const first = !s
      if (!s) {
        s = { supplier, invoices: 0, spend: new Map() }
        perSupplier.set(supplier.id, s)
      }
      s.invoices += row.invoice_count
      add(s.spend, row.currency, cents)
      let c = perCategory.get(supplier.category_id)
      if (!c) {
        c = {
          id: supplier.category_id,
          name: localName(supplier.category_name, supplier.category_name_en, locale),
          suppliers: 0,
          invoices: 0,
          spend: new Map(),
        }
        perCategory.set(supplier.category_id, c)
      }
      if (first) c.suppliers += 1
      c.invoices += row.invoice_count
      add(c.spend, row.currency, cents)
      add(total, row.currency, cents)
      invoiceCount += row.invoice_count
    }
    // Ordered as byMoney orders (the company-currency spend, then all of it, then the name), from the
    // cents themselves: only the listed suppliers' amounts are written out.
    const listed = [...perSupplier.values()]
      .map((s) => {
        let all = 0n
        for (const cents of s.spend.values()) all += cents
        return { s, own: s.spend.get(cur) ?? 0n, all }
      })
      .sort(
        (a, b) =>
          compareCents(b.own, a.own) ||
          compareCents(b.all, a.all) ||
          TURKISH.compare(a.s.supplier.name ?? '', b.s.supplier.name ?? ''),
      )
      .slice(0, limit)
      .map(({ s }) => ({
        supplier_id: s.supplier.id,
        name: s.supplier.name ?? '',
        category_id: s.supplier.category_id,
        category_name: localName(s.supplier.category_name, s.supplier.category_name_en, locale),
        invoice_count: s.invoices,
        project_count: 0,
        spend: moneyList(s.spend, cur),
      }))
    // Projects are counted for the listed suppliers alone (supplierProjectCounts), distinct per currency: a
    // project paid in two currencies counts once per currency at most.
    const projectCounts = await repo.supplierProjectCounts(
      f.filter,
      listed.map((s) => s.supplier_id),
    )
    const projects = new Map<number, number>()
    for (const row of projectCounts)
      projects.set(row.supplier_id, Math.max(projects.get(row.supplier_id) ?? 0, row.project_count))
    for (const s of listed) s.project_count = projects.get(s.supplier_id) ?? 0
    return {
      ...head(f, query),
      invoice_count: invoiceCount,
      supplier_count: perSupplier.size,
      spend: moneyList(total, cur),
      suppliers: listed,
      categories: [...perCategory.values()]
        .map((c) => ({
          category_id: c.id,
          name: c.name,
          supplier_count: c.suppliers,
          invoice_count: c.invoices,
          spend: moneyList(c.spend, cur),
        }))
        .sort(byMoney(cur)),
      months: [...months.entries()].map(([month, spend]) => ({ month, spend: moneyList(spend, cur) })),
    }
  }

  async function clientFinancials(
    f: Frame,
    query: ReportQuery,
    limit = FINANCE_REPORT_ROW_LIMIT,
  ): Promise<ClientFinancialsReport> {
    const cur = f.settings.currency
    const rows = await reused(f, 'client-financials', () =>
      repo.clientFinancials(f.filter, f.settings.fin_due_days),
    )
    const totals = new Map<
      string,
      { invoice_count: number; invoiced: Decimal; received: Decimal; outstanding: Decimal; overdue: Decimal }
    >()
    const aging = new Map<string, Record<(typeof AGING_BUCKETS)[number], Decimal>>()
    for (const row of rows) {
      const t = totals.get(row.currency) ?? {
        invoice_count: 0,
        invoiced: new Decimal(0),
        received: new Decimal(0),
        outstanding: new Decimal(0),
        overdue: new Decimal(0),
      }
      totals.set(row.currency, t)
      t.invoice_count += row.invoice_count
      t.invoiced = t.invoiced.plus(row.invoiced)
      t.received = t.received.plus(row.received)
      t.outstanding = t.outstanding.plus(row.outstanding)
      t.overdue = t.overdue.plus(row.overdue)
      const a =
        aging.get(row.currency) ??
        (Object.fromEntries(AGING_BUCKETS.map((b) => [b, new Decimal(0)])) as Record<
          (typeof AGING_BUCKETS)[number],
          Decimal
        >)
      aging.set(row.currency, a)
      a.NOT_DUE = a.NOT_DUE.plus(row.not_due)
      a.D1_30 = a.D1_30.plus(row.d1_30)
      a.D31_60 = a.D31_60.plus(row.d31_60)
      a.D61_90 = a.D61_90.plus(row.d61_90)
      a.D90_PLUS = a.D90_PLUS.plus(row.d90_plus)
    }
    const currencies = [...totals.keys()].sort((a, b) =>
      a === cur ? -1 : b === cur ? 1 : a.localeCompare(b),
    )
    const clients = rows
      .map((row) => ({
        client_id: row.client_id,
        name: row.name,
        currency: row.currency,
        invoice_count: row.invoice_count,
        invoiced: new Decimal(row.invoiced).toFixed(2),
        received: new Decimal(row.received).toFixed(2),
        outstanding: new Decimal(row.outstanding).toFixed(2),
        overdue: new Decimal(row.overdue).toFixed(2),
        overdue_count: row.overdue_count,
        max_days_overdue: row.max_days_overdue,
      }))
      .map((row) => ({ row, overdue: new Decimal(row.overdue), outstanding: new Decimal(row.outstanding) }))
      .sort(
        ({ row: a, ...ka }, { row: b, ...kb }) =>
          kb.overdue.comparedTo(ka.overdue) ||
          kb.outstanding.comparedTo(ka.outstanding) ||
          (a.currency === cur ? -1 : 0) - (b.currency === cur ? -1 : 0) ||
          TURKISH.compare(a.name, b.name),
      )
      .map(({ row }) => row)
    return {
      ...head(f, query),
      fin_due_days: f.settings.fin_due_days,
      client_row_count: clients.length,
      clients: clients.slice(0, limit),
      totals: currencies.map((currency) => {
        const t = totals.get(currency) as NonNullable<ReturnType<typeof totals.get>>
        return {
          currency,
          invoice_count: t.invoice_count,
          invoiced: t.invoiced.toFixed(2),
          received: t.received.toFixed(2),
          outstanding: t.outstanding.toFixed(2),
          overdue: t.overdue.toFixed(2),
        }
      }),
      aging: currencies.flatMap((currency) =>
        AGING_BUCKETS.map((bucket) => ({
          currency,
          bucket,
          amount: (aging.get(currency)?.[bucket] ?? new Decimal(0)).toFixed(2),
        })),
      ),
    }
  }

  const unclosedRow = (row: UnclosedRow) => ({
    ...row,
    current_status: statusOfStage(row.stage),
    turnover: fixed2(row.turnover),
  })

  async function unclosedProjects(f: Frame, query: ReportQuery): Promise<UnclosedProjectsReport> {
    const tolerance = f.settings.project_closure_tolerance
    const [groups, rows] = await Promise.all([
      reused(f, 'unclosed-summary', () => repo.unclosedSummary(f.filter, tolerance)),
      reused(f, 'unclosed-rows', () => repo.unclosedRows(f.filter, tolerance, FINANCE_REPORT_ROW_LIMIT)),
    ])
    const age = { D1_30: 0, D31_90: 0, D91_180: 0, D180_PLUS: 0 }
    let count = 0
    let turnover = new Decimal(0)
    for (const g of groups) {
      count += g.count
      turnover = turnover.plus(g.turnover ?? 0)
      age.D1_30 += g.d1_30
      age.D31_90 += g.d31_90
      age.D91_180 += g.d91_180
      age.D180_PLUS += g.d180_plus
    }
    return {
      ...head(f, query),
      project_closure_tolerance: tolerance,
      count,
      turnover: turnover.toFixed(2),
      projects: rows.map(unclosedRow),
      by_user: groups
        .map((g) => ({ user_id: g.user_id, name: g.name, count: g.count }))
        .sort((a, b) => b.count - a.count || TURKISH.compare(a.name ?? '', b.name ?? '')),
      by_age: UNCLOSED_AGE_BUCKETS.map((bucket) => ({ bucket, count: age[bucket] })),
    }
  }

  const invoicingRow = (row: InvoicingRow) => ({ ...row, turnover: fixed2(row.turnover) })

  async function invoicingTimeframes(f: Frame, query: ReportQuery): Promise<InvoicingTimeframesReport> {
    const { groups, notInvoiced, invoiced } = await reused(f, 'invoicing', () =>
      repo.invoicingReport(f.filter, FINANCE_REPORT_ROW_LIMIT),
    )
    const summary = (g: (typeof groups)[number] | undefined) => ({
      project_count: g?.project_count ?? 0,
      invoiced_count: g?.invoiced_count ?? 0,
      not_invoiced_count: (g?.project_count ?? 0) - (g?.invoiced_count ?? 0),
      average_days:
        g?.average_days === null || g?.average_days === undefined
          ? null
          : new Decimal(g.average_days).toFixed(1),
    })
    const total = groups.find((g) => g.kind === 'total')
    const monthGroups = new Map(groups.filter((g) => g.kind === 'month').map((g) => [g.key, g]))
    const userGroups = groups.filter((g) => g.kind === 'user')
    const names = new Map(
      (
        await repo.userNames(
          f.filter.companyId,
          userGroups.flatMap((g) => (g.key === null ? [] : [Number(g.key)])),
        )
      ).map((u) => [u.id, u.name]),
    )
    return {
      ...head(f, query),
      ...summary(total),
      median_days: total?.median_days ?? null,
      buckets: INVOICING_BUCKETS.map((bucket) => ({
        bucket,
        count: groups.find((g) => g.kind === 'bucket' && g.key === bucket)?.invoiced_count ?? 0,
      })),
      months: monthsOf(query).map((month) => ({ month, ...summary(monthGroups.get(month)) })),
      by_user: userGroups
        .map((g) => {
          const id = g.key === null ? null : Number(g.key)
          return { user_id: id, name: id === null ? null : (names.get(id) ?? null), ...summary(g) }
        })
        .sort((a, b) => b.project_count - a.project_count || TURKISH.compare(a.name ?? '', b.name ?? '')),
      not_invoiced: notInvoiced.map(invoicingRow),
      invoiced: invoiced.map(invoicingRow),
    }
  }

  // ---- drill-down

  function keyCondition(
    bucket: string,
    key: string | undefined,
    column: {
      month?: string
      user?: string
      client?: string
      supplier?: string
      category?: string
      division?: string
      team?: string
    },
  ): SQL {
    if (bucket === 'total' || key === undefined) return sql`true`
    const col = column[bucket as keyof typeof column]
    if (!col) return sql`true`
    if (bucket === 'month') return sql`to_char(${sql.raw(col)}, 'YYYY-MM') = ${key}`
    if (key === 'none') return sql`${sql.raw(col)} is null`
    return sql`${sql.raw(col)} = ${Number(key)}`
  }

  /** Invoices whose days past due (as the report's ageing counts them) fall in the bucket. */
  const agingCondition = (bucket: AgingBucket, today: string, finDueDays: number): SQL =>
    lateIn(sql`(${today}::date - coalesce(i.due_date, i.invoice_date + ${finDueDays}::int))`, bucket)

  function checkMetric(name: FinanceReportName, query: FinanceDrilldownQuery) {
    const metrics = FINANCE_REPORT_METRICS[name] as readonly string[]
    const buckets = FINANCE_REPORT_BUCKETS[name] as readonly string[]
    const errors: Record<string, { validation: 'invalid_choice' }[]> = {}
    if (!metrics.includes(query.metric)) errors.metric = [{ validation: 'invalid_choice' }]
    if (!buckets.includes(query.bucket)) errors.bucket = [{ validation: 'invalid_choice' }]
    if (query.bucket === 'month' && query.key !== undefined && !/^\d{4}-\d{2}$/.test(query.key))
      errors.key = [{ validation: 'invalid_choice' }]
    // An ageing bucket holds open amounts only: it drills down the outstanding figure.
    if (query.bucket === 'aging') {
      if (query.metric !== 'outstanding') errors.bucket = [{ validation: 'invalid_choice' }]
      if (!(AGING_BUCKETS as readonly string[]).includes(query.key ?? ''))
        errors.key = [{ validation: 'invalid_choice' }]
    }
    if (Object.keys(errors).length > 0) throw new FieldValidationError(errors)
  }

  async function drilldownRecords(
    auth: AuthState,
    name: FinanceReportName,
    query: FinanceDrilldownQuery,
    limit: number,
    offset: number,
  ): Promise<{ records: DrilldownRecord[]; count: number; total: string; currency: string }> {
    checkMetric(name, query)
    const f = await frame(auth, query)
    const table = KEY_TABLES[query.bucket]
    if (table && query.key !== undefined && query.key !== 'none') {
      const owned = await repo.ownsRecord(f.filter.companyId, table, Number(query.key))
      if (!owned) throw new NotFoundError()
    }
    const currency = query.currency ?? f.settings.currency
    const { bucket, key } = query
    if (name === 'suppliers' || name === 'client-financials') {
      const extra =
        bucket === 'aging'
          ? agingCondition(key as AgingBucket, f.filter.today, f.settings.fin_due_days)
          : keyCondition(bucket, key, {
              month: 'i.invoice_date',
              client: 'i.client_id',
              supplier: 'i.supplier_id',
              category:
                '(select min(l.supplier_category_id) from supplier_category_links l where l.supplier_id = i.supplier_id)',
            })
      const part = (
        {
          spend: 'total',
          invoiced: 'total',
          received: 'paid',
          outstanding: 'open',
          overdue: 'overdue',
        } as const
      )[query.metric as 'spend' | 'invoiced' | 'received' | 'outstanding' | 'overdue']
      const found = await repo.invoiceRecords(f.filter, {
        kind: name === 'suppliers' ? 'PURCHASE' : 'SALES',
        part,
        currency,
        finDueDays: f.settings.fin_due_days,
        extra,
        limit,
        offset,
      })
      return {
        count: found.count,
        total: new Decimal(found.total).toFixed(2),
        currency,
        records: found.rows.map((row) => ({
          kind: 'invoice',
          id: row.id,
          code: row.code,
          name: [row.number, row.party].filter(Boolean).join(' · '),
          reference: row.number,
          date: row.date,
          amount: row.amount,
          currency: row.currency,
          status: row.status,
        })),
      }
    }
    const projectRecord = (row: {
      id: number
      code: string
      name: string
      project_ref: string | null
      stage: number
      ends_at: string
      turnover: string | null
    }): DrilldownRecord => ({
      kind: 'project',
      id: row.id,
      code: row.code,
      name: row.name,
      reference: row.project_ref,
      date: row.ends_at,
      amount: fixed2(row.turnover),
      currency: row.turnover === null ? null : f.settings.currency,
      status: statusOfStage(row.stage),
    })
    if (name === 'unclosed-projects') {
      const tolerance = f.settings.project_closure_tolerance
      const extra = keyCondition(bucket, key, {
        user: 'projects.responsible_id',
        division: '(select u.division_id from users u where u.id = projects.responsible_id)',
        team: '(select u.team_id from users u where u.id = projects.responsible_id)',
      })
      const [rows, count] = await Promise.all([
        repo.unclosedRows(f.filter, tolerance, limit, offset, extra),
        repo.unclosedCount(f.filter, tolerance, extra),
      ])
      return { count, total: String(count), currency: f.settings.currency, records: rows.map(projectRecord) }
    }
    const extra = keyCondition(bucket, key, { month: 'base.ends_at', user: 'base.responsible_id' })
    const invoiced = query.metric === 'invoiced_projects'
    const [rows, count] = await Promise.all([
      repo.invoicingRows(f.filter, invoiced, limit, offset, extra),
      repo.invoicingCount(f.filter, invoiced, extra),
    ])
    return { count, total: String(count), currency: f.settings.currency, records: rows.map(projectRecord) }
  }

  /** A report's answer for the request's frame (read once per request). */
  function build(name: FinanceReportName, f: Frame, query: ReportQuery) {
    switch (name) {
      case 'suppliers':
        return suppliers(f, query)
      case 'client-financials':
        return clientFinancials(f, query)
      case 'unclosed-projects':
        return unclosedProjects(f, query)
      case 'invoicing-timeframes':
        return invoicingTimeframes(f, query)
    }
  }

  return {
    /** A report's answer, reused per company, range, scope and language (report-cache.ts). */
    async report(auth: AuthState, name: FinanceReportName, query: ReportQuery) {
      const f = await frame(auth, query)
      return reused<Awaited<ReturnType<typeof build>>>(f, `answer|${name}|${query.locale ?? 'tr'}`, () =>
        build(name, f, query),
      )
    },

    async drilldown(
      auth: AuthState,
      name: FinanceReportName,
      query: FinanceDrilldownQuery,
      path: string,
    ): Promise<DrilldownResponse> {
      const offset = (query.page - 1) * query.page_size
      const found = await drilldownRecords(auth, name, query, query.page_size, offset)
      const page = paginated(
        found.records,
        found.count,
        { page: query.page, pageSize: query.page_size },
        path,
        {
          ...query,
        },
      )
      return {
        ...page,
        metric: query.metric,
        bucket: query.bucket,
        key: query.key ?? null,
        figure: found.total,
        currency: found.currency,
      }
    },

    /** Every record behind the report's main figure, for the export's detail. */
    allUnclosed: async (auth: AuthState, query: ReportQuery) => {
      const f = await frame(auth, query)
      const rows = await repo.unclosedRows(
        f.filter,
        f.settings.project_closure_tolerance,
        FINANCE_EXPORT_ROW_LIMIT,
      )
      return rows.map(unclosedRow)
    },
    allInvoicing: async (auth: AuthState, query: ReportQuery) => {
      const f = await frame(auth, query)
      const [not, done] = await Promise.all([
        repo.invoicingRows(f.filter, false, FINANCE_EXPORT_ROW_LIMIT),
        repo.invoicingRows(f.filter, true, FINANCE_EXPORT_ROW_LIMIT),
      ])
      return [...not, ...done].map(invoicingRow)
    },
    /** The whole report for its export: every supplier or client row. */
    allSuppliers: async (auth: AuthState, query: ReportQuery) =>
      suppliers(await frame(auth, query), query, FINANCE_EXPORT_ROW_LIMIT),
    allClientFinancials: async (auth: AuthState, query: ReportQuery) =>
      clientFinancials(await frame(auth, query), query, FINANCE_EXPORT_ROW_LIMIT),
    timeZone: async (auth: AuthState) => (await repo.companySettings(auth.user.event_company_id)).time_zone,
  }
}
