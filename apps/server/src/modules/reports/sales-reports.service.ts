import { statusOfStage } from '@ajanda/contracts/projects.contract'
import {
  type FactTotals,
  growth as growthOf,
  isConfirmedStage,
  isOpenLeadStage,
  leadOutcome,
  money,
  rangeTarget,
  ratio,
  sumFacts,
} from '@ajanda/contracts/reports/report-definitions'
import {
  addDays,
  addMonths,
  type DateRange,
  type DrilldownRecord,
  type DrilldownResponse,
  monthsOf,
  type ReportQuery,
  rangeDays,
  type SalesDrilldownQuery,
  type SalesReportName,
} from '@ajanda/contracts/reports/report-query'
import type {
  ClientsReport,
  DivisionPerformance,
  ExecutiveBrief,
  MonthRow,
  PeoplePerformance,
  PerformanceReport,
  YoyReport,
} from '@ajanda/contracts/reports/sales-reports'
import { SALES_REPORT_ROW_LIMIT } from '@ajanda/contracts/reports/sales-reports'
import Decimal from 'decimal.js'
import { type SQL, sql } from 'drizzle-orm'
import type { AppContext } from '../../platform/context'
import { FieldValidationError } from '../../platform/errors'
import { paginated } from '../../platform/pagination'
import type { AuthState } from '../../platform/request-context'
import { createConverter } from '../projects/board-totals'
import { reportCache, sqlKey } from './report-cache'
import {
  createReportFiguresRepository,
  type FactFilter,
  type FactGroup,
  type FactGroupRow,
} from './report-figures.repository'
import { type ReportScope, resolveReportScope, type TargetOwner } from './report-scope'

/** A group's figures: the definitions' sums, the pipeline (converted lead values) and the last event. */
interface Summary extends FactTotals {
  pipeline: string
  last_event: string | null
}

type Convert = (amount: string, currency: string | null) => Decimal

function summarise(rows: readonly FactGroupRow[], convert: Convert): Summary {
  let pipeline = new Decimal(0)
  let lastEvent: string | null = null
  for (const row of rows) {
    if (isOpenLeadStage(row.stage) && row.lead_value !== null)
      pipeline = pipeline.plus(convert(row.lead_value, row.lead_currency))
    if (isConfirmedStage(row.stage) && (lastEvent === null || row.last_start > lastEvent))
      lastEvent = row.last_start
  }
  return { ...sumFacts(rows), pipeline: money(pipeline), last_event: lastEvent }
}

/** Two ranges' facts side by side; `ordered`: the clients report's rows, worked out when first asked. */
interface Compared {
  current: Map<string | null, FactGroupRow[]>
  earlier: Map<string | null, FactGroupRow[]>
  total: Summary
  totalBefore: Summary
  growth: string | null
  ordered?: { id: number | null; s: Summary; p: Summary; order: Decimal }[]
}

function compareFacts(groups: FactGroupRow[], before: FactGroupRow[], convert: Convert): Compared {
  const total = summarise(groups, convert)
  const totalBefore = summarise(before, convert)
  return {
    current: byKey(groups),
    earlier: byKey(before),
    total,
    totalBefore,
    growth: growthOf(total.turnover, totalBefore.turnover),
  }
}

function byKey(rows: readonly FactGroupRow[]): Map<string | null, FactGroupRow[]> {
  const map = new Map<string | null, FactGroupRow[]>()
  for (const row of rows) {
    const list = map.get(row.key) ?? []
    list.push(row)
    map.set(row.key, list)
  }
  return map
}

const moneyFigures = (s: Summary) => ({
  turnover: s.turnover,
  buy: s.buy,
  profit: s.profit,
  profit_ratio: s.profit_ratio,
  events: s.events,
})
const leadFigures = (s: Summary) => ({ won: s.won, lost: s.lost, win_rate: s.win_rate })
const targetFigures = (turnover: string, target: number | null) => ({
  target: target === null ? null : money(target),
  target_ratio: target === null ? null : ratio(turnover, target),
})
const keyId = (key: string | null) => (key === null ? null : Number(key))

/**
 * The range just before `range`, as long as it: as many whole months when the range is whole months
 * (2013 → 2012, whatever its leap day; Q2 → Q1), else as many days.
 */
export function previousPeriod(range: DateRange): DateRange {
  const wholeMonths = range.from.endsWith('-01') && addDays(range.to, 1).endsWith('-01')
  if (wholeMonths) {
    const months = monthsOf(range).length
    return { from: addMonths(range.from, -months), to: addDays(range.from, -1) }
  }
  const days = rangeDays(range.from, range.to)
  return { from: addDays(range.from, -days), to: addDays(range.from, -1) }
}
/** The range one year back (29 February → 28 February). */
export function yearBefore(range: DateRange): DateRange {
  return { from: addMonths(range.from, -12), to: addMonths(range.to, -12) }
}

const ownerId = (owner: TargetOwner) => (owner.kind === 'COMPANY' ? 0 : owner.id)

export function createSalesReportsService(ctx: AppContext) {
  const figures = createReportFiguresRepository(ctx.db)
  const keyOf = (filter: FactFilter) =>
    [filter.range.from, filter.range.to, sqlKey(filter.scope), ...(filter.extra ?? []).map(sqlKey)].join('|')
  /** The repository, its facts reused (report-cache.ts). */
  const repo = {
    ...figures,
    groups: (filter: FactFilter, group: FactGroup) =>
      reportCache.get(ctx, filter.companyId, `groups|${group}|${keyOf(filter)}`, () =>
        figures.groups(filter, group),
      ),
    registeredAttendees: (filter: FactFilter) =>
      reportCache.get(ctx, filter.companyId, `attendees|${keyOf(filter)}`, () =>
        figures.registeredAttendees(filter),
      ),
  }

  /** compare()'s work, kept with the cached facts it was made of (report-cache.ts keeps the arrays). */
  const comparedKept = new WeakMap<
    FactGroupRow[],
    { before: FactGroupRow[]; rates: string; value: Compared }
  >()

  async function setting(auth: AuthState, query: ReportQuery) {
    const scope = await resolveReportScope(ctx, auth, query.scope)
    const [company, rates] = await Promise.all([
      repo.company(scope.companyId),
      repo.latestRates(scope.companyId),
    ])
    const convert = createConverter(company.currency, rates)
    const range = { from: query.from, to: query.to }
    const filter = (r: DateRange = range, extra: SQL[] = []): FactFilter => ({
      companyId: scope.companyId,
      range: r,
      scope: scope.where,
      extra,
    })
    const head = { currency: company.currency, from: query.from, to: query.to, scope: query.scope }
    const ratesKey = `${company.currency}|${[...rates].join(';')}`
    /**
     * The facts of the range and of an earlier one grouped alike, with both totals and the growth: worked
     * out once per pair of cached facts (and rates), as every page, chart and refresh asks the same.
     */
    const compare = async (group: FactGroup, previous: DateRange) => {
      const [groups, before] = await Promise.all([
        repo.groups(filter(), group),
        repo.groups(filter(previous), group),
      ])
      const kept = comparedKept.get(groups)
      const compared =
        kept && kept.before === before && kept.rates === ratesKey
          ? kept.value
          : compareFacts(groups, before, convert)
      comparedKept.set(groups, { before, rates: ratesKey, value: compared })
      // The kept object itself: what a report works out of it (the clients' order) is kept with it.
      return { compared, period: { previous_from: previous.from, previous_to: previous.to } }
    }
    return { scope, convert, range, filter, head, compare }
  }

  async function scopeTargets(scope: ReportScope, range: DateRange) {
    const targets = await repo.targets(scope.companyId, range, scope.target)
    return targets.get(ownerId(scope.target)) ?? new Map<string, number>()
  }

  function monthRows(
    range: DateRange,
    groups: FactGroupRow[],
    convert: Convert,
    targets: Map<string, number>,
  ) {
    const grouped = byKey(groups)
    return monthsOf(range).map((month) => {
      const s = summarise(grouped.get(month) ?? [], convert)
      return {
        month,
        s,
        row: { month, ...moneyFigures(s), ...targetFigures(s.turnover, rangeTarget(targets, [month])) },
      }
    })
  }

  const reports = {
    async performance(auth: AuthState, query: ReportQuery): Promise<PerformanceReport> {
      const { scope, convert, range, filter, head } = await setting(auth, query)
      const [groups, targets] = await Promise.all([
        repo.groups(filter(), 'month'),
        scopeTargets(scope, range),
      ])
      const total = summarise(groups, convert)
      return {
        ...head,
        months: monthRows(range, groups, convert, targets).map((m) => m.row),
        totals: {
          ...moneyFigures(total),
          ...targetFigures(total.turnover, rangeTarget(targets, monthsOf(range))),
        },
      }
    },

    async 'executive-brief'(auth: AuthState, query: ReportQuery): Promise<ExecutiveBrief> {
      const { scope, convert, range, filter, head } = await setting(auth, query)
      const [groups, targets, attendees] = await Promise.all([
        repo.groups(filter(), 'month'),
        scopeTargets(scope, range),
        repo.registeredAttendees(filter()),
      ])
      const total = summarise(groups, convert)
      return {
        ...head,
        totals: {
          ...moneyFigures(total),
          ...targetFigures(total.turnover, rangeTarget(targets, monthsOf(range))),
          ...leadFigures(total),
          attendees,
          pipeline: total.pipeline,
          open_leads: total.open,
        },
        months: monthRows(range, groups, convert, targets).map(
          (m): MonthRow & ReturnType<typeof leadFigures> => ({ ...m.row, ...leadFigures(m.s) }),
        ),
      }
    },

    async 'division-performance'(auth: AuthState, query: ReportQuery): Promise<DivisionPerformance> {
      const { scope, convert, range, filter, head } = await setting(auth, query)
      const [groups, divisionTargets, ownTargets, names] = await Promise.all([
        repo.groups(filter(), 'division'),
        repo.targets(scope.companyId, range, { kind: 'DIVISION' }),
        scopeTargets(scope, range),
        repo.divisionNames(scope.companyId),
      ])
      const months = monthsOf(range)
      const grouped = byKey(groups)
      const keys = new Set(grouped.keys())
      if (scope.target.kind === 'COMPANY') for (const id of divisionTargets.keys()) keys.add(String(id))
      const rows = [...keys].map((key) => {
        const s = summarise(grouped.get(key) ?? [], convert)
        const id = keyId(key)
        const target = id === null ? null : rangeTarget(divisionTargets.get(id) ?? new Map(), months)
        return {
          division_id: id,
          name: id === null ? null : (names.get(id) ?? null),
          ...moneyFigures(s),
          ...targetFigures(s.turnover, target),
          ...leadFigures(s),
        }
      })
      rows.sort(byTurnoverThenName)
      const total = summarise(groups, convert)
      return {
        ...head,
        rows,
        totals: {
          ...moneyFigures(total),
          ...targetFigures(total.turnover, rangeTarget(ownTargets, months)),
          ...leadFigures(total),
        },
      }
    },

    async 'people-performance'(auth: AuthState, query: ReportQuery): Promise<PeoplePerformance> {
      const { scope, convert, range, filter, head } = await setting(auth, query)
      const [groups, userTargets, ownTargets, people] = await Promise.all([
        repo.groups(filter(), 'user'),
        repo.targets(scope.companyId, range, { kind: 'USER' }),
        scopeTargets(scope, range),
        repo.people(scope.companyId),
      ])
      const months = monthsOf(range)
      const grouped = byKey(groups)
      const rows = [...grouped.keys()].map((key) => {
        const s = summarise(grouped.get(key) ?? [], convert)
        const id = keyId(key)
        const person = id === null ? undefined : people.get(id)
        const target = id === null ? null : rangeTarget(userTargets.get(id) ?? new Map(), months)
        return {
          user_id: id,
          full_name: person?.full_name ?? null,
          division_name: person?.division_name ?? null,
          team_name: person?.team_name ?? null,
          deactivated: person?.deactivated ?? false,
          ...moneyFigures(s),
          ...targetFigures(s.turnover, target),
          ...leadFigures(s),
        }
      })
      rows.sort((a, b) => byTurnoverThenName({ ...a, name: a.full_name }, { ...b, name: b.full_name }))
      const total = summarise(groups, convert)
      return {
        ...head,
        rows,
        totals: {
          ...moneyFigures(total),
          ...targetFigures(total.turnover, rangeTarget(ownTargets, months)),
          ...leadFigures(total),
        },
      }
    },

    /** The first SALES_REPORT_ROW_LIMIT clients; `all` (the export) every one. */
    async clients(auth: AuthState, query: ReportQuery, all = false): Promise<ClientsReport> {
      const { scope, convert, range, head, compare } = await setting(auth, query)
      const { compared, period } = await compare('client', previousPeriod(range))
      const { current: now, earlier: then, total, totalBefore, growth } = compared
      // Ordered by turnover, then client id (names are read only for the rows answered); kept with the facts.
      compared.ordered ??= [...new Set([...now.keys(), ...then.keys()])]
        .map((key) => {
          const s = summarise(now.get(key) ?? [], convert)
          const p = summarise(then.get(key) ?? [], convert)
          return { id: keyId(key), s, p, order: new Decimal(s.turnover) }
        })
        .filter(({ s, p }) => s.events > 0 || p.events > 0)
        .sort((a, b) => b.order.comparedTo(a.order) || (a.id ?? 0) - (b.id ?? 0))
      const figures = compared.ordered
      const shown = all ? figures : figures.slice(0, SALES_REPORT_ROW_LIMIT)
      const names = await repo.clientNames(
        scope.companyId,
        shown.flatMap(({ id }) => (id === null ? [] : [id])),
      )
      const rows = shown.map(({ id, s, p }) => ({
        client_id: id,
        name: id === null ? null : (names.get(id) ?? null),
        ...moneyFigures(s),
        last_event: s.last_event,
        previous_turnover: p.turnover,
        growth: growthOf(s.turnover, p.turnover),
      }))
      return {
        ...head,
        ...period,
        rows,
        client_count: figures.length,
        totals: { ...moneyFigures(total), previous_turnover: totalBefore.turnover, growth },
      }
    },

    async yoy(auth: AuthState, query: ReportQuery): Promise<YoyReport> {
      const { convert, range, head, compare } = await setting(auth, query)
      const { compared, period } = await compare('month', yearBefore(range))
      const { current: now, earlier: then, total, totalBefore, growth } = compared
      const months = monthsOf(range).map((month) => {
        const previousMonth = `${Number(month.slice(0, 4)) - 1}${month.slice(4)}`
        const s = summarise(now.get(month) ?? [], convert)
        const p = summarise(then.get(previousMonth) ?? [], convert)
        return {
          month,
          previous_month: previousMonth,
          turnover: s.turnover,
          previous_turnover: p.turnover,
          events: s.events,
          previous_events: p.events,
          growth: growthOf(s.turnover, p.turnover),
        }
      })
      return {
        ...head,
        ...period,
        months,
        totals: {
          turnover: total.turnover,
          previous_turnover: totalBefore.turnover,
          events: total.events,
          previous_events: totalBefore.events,
          growth,
        },
      }
    },
  } satisfies Record<SalesReportName, (auth: AuthState, query: ReportQuery) => Promise<unknown>>

  return {
    report<N extends SalesReportName>(name: N, auth: AuthState, query: ReportQuery) {
      return reports[name](auth, query) as ReturnType<(typeof reports)[N]>
    },

    /** The export's report: every row (the clients report's JSON answer carries the first ones). */
    exported(name: SalesReportName, auth: AuthState, query: ReportQuery) {
      return name === 'clients' ? reports.clients(auth, query, true) : reports[name](auth, query)
    },

    /** The projects behind one number of a report (report-query.ts's drill-down). */
    async drilldown(
      name: SalesReportName,
      auth: AuthState,
      query: SalesDrilldownQuery,
      path: string,
    ): Promise<DrilldownResponse> {
      const { convert, range, filter, head } = await setting(auth, query)
      const { period, extra } = bucketOf(name, range, query)
      const metric = query.metric
      const stageCondition =
        metric === 'pipeline'
          ? sql`projects.stage between 0 and 7`
          : metric === 'lost'
            ? sql`projects.stage in (13, 14)`
            : sql`projects.stage between 8 and 11`
      const all = await repo.rows(filter(period, [...extra, stageCondition]), metric === 'attendees')
      const wanted = all.filter((row) => {
        const outcome = leadOutcome(row.stage, row.cancelled_from)
        if (metric === 'pipeline') return outcome === 'open'
        if (metric === 'lost') return outcome === 'lost'
        return isConfirmedStage(row.stage)
      })
      const amountOf = (row: (typeof wanted)[number]): Decimal | null => {
        if (metric === 'attendees') return null
        if (metric === 'pipeline' || metric === 'lost')
          return row.lead_value === null ? null : convert(row.lead_value, row.lead_currency)
        const sell = new Decimal(row.sell ?? 0)
        return metric === 'profit' ? sell.minus(row.buy ?? 0) : sell
      }
      const counted = metric === 'events' || metric === 'won' || metric === 'lost' || metric === 'attendees'
      let sum = new Decimal(0)
      if (metric === 'attendees') for (const row of wanted) sum = sum.plus(row.attendees ?? 0)
      else if (counted) sum = new Decimal(wanted.length)
      else
        for (const row of wanted) {
          const amount = amountOf(row)
          if (amount !== null) sum = sum.plus(amount)
        }
      // Only the page's records are built.
      const start = (query.page - 1) * query.page_size
      const records: DrilldownRecord[] = wanted.slice(start, start + query.page_size).map((row) => {
        const amount = amountOf(row)
        return {
          kind: 'project',
          id: row.id,
          code: row.code,
          name: row.name,
          reference: row.project_ref,
          date: row.starts_at,
          amount:
            metric === 'attendees' ? String(row.attendees ?? 0) : amount === null ? null : money(amount),
          currency: metric === 'attendees' ? null : head.currency,
          status: statusOfStage(row.stage),
        }
      })
      const page = paginated(records, wanted.length, { page: query.page, pageSize: query.page_size }, path, {
        ...query,
      })
      return {
        ...page,
        metric,
        bucket: query.bucket,
        key: query.key ?? null,
        figure: counted ? sum.toFixed(0) : money(sum),
        currency: head.currency,
      }
    },
  }
}
export type SalesReportsService = ReturnType<typeof createSalesReportsService>

function byTurnoverThenName<T extends { turnover: string; name: string | null }>(a: T, b: T) {
  const order = new Decimal(b.turnover).comparedTo(a.turnover)
  if (order !== 0) return order
  return (a.name ?? '').localeCompare(b.name ?? '', 'tr')
}

const badKey = () => FieldValidationError.of('key', { validation: 'invalid_choice' })

/** A drill-down's bucket as a period (within the report's range) and conditions on the facts. */
function bucketOf(
  name: SalesReportName,
  range: DateRange,
  query: SalesDrilldownQuery,
): { period: DateRange; extra: SQL[] } {
  const key = query.key ?? null
  const clip = (period: DateRange, within: DateRange): DateRange => ({
    from: period.from > within.from ? period.from : within.from,
    to: period.to < within.to ? period.to : within.to,
  })
  const idOrNone = (column: SQL) => {
    if (key === 'none') return sql`${column} is null`
    if (key === null || !/^[1-9]\d{0,9}$/.test(key)) throw badKey()
    return sql`${column} = ${Number(key)}`
  }
  switch (query.bucket) {
    case 'total':
      return { period: range, extra: [] }
    case 'month': {
      if (key === null || !/^\d{4}-\d{2}$/.test(key)) throw badKey()
      const month = { from: `${key}-01`, to: addDays(addMonths(`${key}-01`, 1), -1) }
      // The yoy report's previous-year months drill into the year-back range.
      const within = monthsOf(range).includes(key)
        ? range
        : name === 'yoy' && monthsOf(yearBefore(range)).includes(key)
          ? yearBefore(range)
          : name === 'clients' && monthsOf(previousPeriod(range)).includes(key)
            ? previousPeriod(range)
            : null
      if (!within) throw badKey()
      return { period: clip(month, within), extra: [] }
    }
    case 'year': {
      if (key === null || !/^\d{4}$/.test(key)) throw badKey()
      const year = { from: `${key}-01-01`, to: `${key}-12-31` }
      const within =
        key >= range.from.slice(0, 4) && key <= range.to.slice(0, 4)
          ? range
          : name === 'yoy'
            ? yearBefore(range)
            : null
      if (!within || key < within.from.slice(0, 4) || key > within.to.slice(0, 4)) throw badKey()
      return { period: clip(year, within), extra: [] }
    }
    case 'division':
      return { period: range, extra: [idOrNone(sql`responsible.division_id`)] }
    case 'team':
      return { period: range, extra: [idOrNone(sql`responsible.team_id`)] }
    case 'user':
      return { period: range, extra: [idOrNone(sql`projects.responsible_id`)] }
    case 'client':
      return { period: range, extra: [idOrNone(sql`projects.client_id`)] }
    default:
      throw FieldValidationError.of('bucket', { validation: 'invalid_choice' })
  }
}
