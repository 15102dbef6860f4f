import type { PerformanceReport as Performance } from '@ajanda/contracts/reports/sales-reports'
import { Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { turnoverTargetPoints } from '../chart-data'
import { TARGET_COLOR, TURNOVER_COLOR } from '../components/chart-colors'
import { MonthChart } from '../components/month-chart'
import { ReportBody, ReportSection, type ReportViewProps, useReport } from '../components/report-parts'
import { MonthTable } from './month-table'

/** Turnover and profit by month against targets: the chart, then the table with the totals. */
export function PerformanceReport({ query }: ReportViewProps) {
  const { t, i18n } = useTranslation('reports')
  const result = useReport<Performance>('performance', query)
  return (
    <ReportBody
      result={result}
      isEmpty={(data) => data.totals.events === 0 && data.months.every((month) => month.target === null)}
    >
      {(data) => (
        <>
          <MonthChart
            title={t('chartLabel', { name: `${t('figures.turnover')} / ${t('figures.target')}` })}
            points={turnoverTargetPoints(data.months, i18n.language)}
            series={[
              { name: t('figures.turnover'), kind: 'bar', color: TURNOVER_COLOR },
              { name: t('figures.target'), kind: 'line', color: TARGET_COLOR, dashed: true },
            ]}
            currency={data.currency}
          />
          <ReportSection title={t('sections.byMonth')} minWidth={760}>
            <MonthTable rows={data.months} totals={data.totals} currency={data.currency} />
          </ReportSection>
          <Text size="xs" c="dimmed">
            {t('currencyNote', { currency: data.currency })}
          </Text>
        </>
      )}
    </ReportBody>
  )
}
