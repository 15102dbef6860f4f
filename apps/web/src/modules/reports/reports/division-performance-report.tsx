import type { DivisionPerformance } from '@ajanda/contracts/reports/sales-reports'
import { Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { ReportBody, ReportSection, type ReportViewProps, useReport } from '../components/report-parts'
import { GroupTable } from './group-table'

/** Each division's turnover, profit, target, and offers won and lost. */
export function DivisionPerformanceReport({ query }: ReportViewProps) {
  const { t } = useTranslation('reports')
  const result = useReport<DivisionPerformance>('division-performance', query)
  return (
    <ReportBody result={result} isEmpty={(data) => data.rows.length === 0}>
      {(data) => (
        <>
          <ReportSection title={t('figures.division')} minWidth={980}>
            <GroupTable
              bucket="division"
              heading={t('figures.division')}
              currency={data.currency}
              totals={data.totals}
              rows={data.rows.map((row) => {
                const name = row.name ?? t('none')
                return {
                  ...row,
                  key: row.division_id === null ? 'none' : String(row.division_id),
                  name,
                  cell: name,
                }
              })}
            />
          </ReportSection>
          <Text size="xs" c="dimmed">
            {t('currencyNote', { currency: data.currency })}
          </Text>
        </>
      )}
    </ReportBody>
  )
}
