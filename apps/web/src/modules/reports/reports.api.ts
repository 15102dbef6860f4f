import type {
  DateRange,
  DrilldownBucket,
  DrilldownResponse,
  ReportName,
} from '@ajanda/contracts/reports/report-query'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { api } from '../../shared/api/api-client'
import { downloadFile } from '../../shared/api/download-file'
import type { ReportQueryParams } from './report-search'

/** Which number of a report to open: the metric, its group (bucket and key) and, for invoices, the currency. */
export interface DrilldownTarget {
  metric: string
  bucket: DrilldownBucket
  key?: string
  currency?: string
  /** What the drawer calls the number ("Ciro · Mart 2026"). */
  title: string
  /** Another range than the report's: the period a growth compares with, last year's month. */
  range?: DateRange
}

export const DRILLDOWN_PAGE_SIZE = 25

export const reportsKeys = {
  all: ['reports'] as const,
  report: (name: ReportName, query: ReportQueryParams) => ['reports', name, query] as const,
  drilldown: (name: ReportName, query: ReportQueryParams, target: DrilldownTarget, page: number) =>
    [
      'reports',
      name,
      'drilldown',
      query,
      target.metric,
      target.bucket,
      target.key ?? null,
      target.currency ?? null,
      target.range ?? null,
      page,
    ] as const,
}

/** GET /reports/{name}: the report's answer, typed by the caller from the contract's schema. */
export const reportQueryOptions = <T>(name: ReportName, query: ReportQueryParams) =>
  queryOptions({
    queryKey: reportsKeys.report(name, query),
    queryFn: ({ signal }) => api.get<T>(`/reports/${name}`, { ...query }, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  })

/** GET /reports/{name}/drilldown: one page of the records behind a number. */
export const drilldownQueryOptions = (
  name: ReportName,
  query: ReportQueryParams,
  target: DrilldownTarget,
  page: number,
) =>
  queryOptions({
    queryKey: reportsKeys.drilldown(name, query, target, page),
    queryFn: ({ signal }) =>
      api.get<DrilldownResponse>(
        `/reports/${name}/drilldown`,
        {
          ...query,
          ...(target.range ? { from: target.range.from, to: target.range.to } : {}),
          metric: target.metric,
          bucket: target.bucket,
          key: target.key,
          currency: target.currency,
          page,
          page_size: DRILLDOWN_PAGE_SIZE,
        },
        signal,
      ),
    placeholderData: keepPreviousData,
  })

/** GET /reports/{name}/export: the browser downloads the report as .xlsx. */
export function exportReport(name: ReportName, query: ReportQueryParams) {
  return downloadFile(`/reports/${name}/export`, { ...query }, `${name}.xlsx`)
}
