import type { DivisionPerformance } from '@ajanda/contracts/reports/sales-reports'
import { useTranslation } from 'react-i18next'
import type { ReportViewProps } from '../components/report-parts'
import { GroupReport } from './group-report'

type DivisionRow = DivisionPerformance['rows'][number]

/** Each division's turnover, profit, target, and offers won and lost. */
export function DivisionPerformanceReport({ query }: ReportViewProps) {
  const { t } = useTranslation('reports')
  return (
    <GroupReport<DivisionRow>
      name="division-performance"
      query={query}
      bucket="division"
      heading={t('figures.division')}
      minWidth={980}
      describe={(row) => ({ id: row.division_id, name: row.name })}
    />
  )
}
