import type { ReportName } from '@ajanda/contracts/reports/report-query'
import type { ComponentType } from 'react'
import type { ReportViewProps } from '../components/report-parts'
import { ClientFinancialsReport } from './client-financials-report'
import { ClientsReport } from './clients-report'
import { DivisionPerformanceReport } from './division-performance-report'
import { ExecutiveBriefReport } from './executive-brief-report'
import { InvoicingTimeframesReport } from './invoicing-timeframes-report'
import { PeoplePerformanceReport } from './people-performance-report'
import { PerformanceReport } from './performance-report'
import { SuppliersReport } from './suppliers-report'
import { UnclosedProjectsReport } from './unclosed-projects-report'
import { YoyReport } from './yoy-report'

/** One view per report, by the name in /reports/{name}. */
export const REPORT_VIEWS: Record<ReportName, ComponentType<ReportViewProps>> = {
  'executive-brief': ExecutiveBriefReport,
  performance: PerformanceReport,
  'division-performance': DivisionPerformanceReport,
  'people-performance': PeoplePerformanceReport,
  clients: ClientsReport,
  yoy: YoyReport,
  suppliers: SuppliersReport,
  'unclosed-projects': UnclosedProjectsReport,
  'client-financials': ClientFinancialsReport,
  'invoicing-timeframes': InvoicingTimeframesReport,
}
