import type { YoyReport as Yoy } from '@ajanda/contracts/reports/sales-reports'
import { Table, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { yoyPoints } from '../chart-data'
import { PREVIOUS_COLOR, TURNOVER_COLOR } from '../components/chart-colors'
import { FigureButton } from '../components/figure-button'
import { MonthChart } from '../components/month-chart'
import {
  MoneyFigure,
  NUMERIC,
  ReportBody,
  ReportSection,
  type ReportViewProps,
  useReport,
} from '../components/report-parts'
import { ReportTableHead } from '../components/report-table'
import { count, day, monthName, percent } from '../report-format'

type Figures = Yoy['totals']

/** Turnover by month, this period against the same months a year earlier: two lines, then the table. */
export function YoyReport({ query }: ReportViewProps) {
  const { t, i18n } = useTranslation('reports')
  const result = useReport<Yoy>('yoy', query)
  return (
    <ReportBody
      result={result}
      isEmpty={(data) => data.totals.events === 0 && data.totals.previous_events === 0}
    >
      {(data) => {
        const previous = { from: data.previous_from, to: data.previous_to }
        const cells = (
          row: Figures,
          month: string | undefined,
          previousMonth: string | undefined,
          label: string,
        ) => {
          const at = (figure: string) => `${figure} · ${label}`
          const bucket = month === undefined ? ('total' as const) : ('month' as const)
          return (
            <>
              <Table.Td style={NUMERIC}>
                <MoneyFigure
                  amount={row.turnover}
                  currency={data.currency}
                  target={{ metric: 'turnover', bucket, key: month, title: at(t('figures.thisPeriod')) }}
                />
              </Table.Td>
              <Table.Td style={NUMERIC}>
                <MoneyFigure
                  amount={row.previous_turnover}
                  currency={data.currency}
                  target={{
                    metric: 'turnover',
                    bucket,
                    key: previousMonth,
                    title: at(t('figures.lastYear')),
                    range: previous,
                  }}
                />
              </Table.Td>
              <Table.Td style={NUMERIC}>{percent(row.growth)}</Table.Td>
              <Table.Td style={NUMERIC}>
                <FigureButton
                  value={count(row.events)}
                  target={{ metric: 'events', bucket, key: month, title: at(t('figures.events')) }}
                />
              </Table.Td>
              <Table.Td style={NUMERIC}>
                <FigureButton
                  value={count(row.previous_events)}
                  target={{
                    metric: 'events',
                    bucket,
                    key: previousMonth,
                    title: at(t('figures.previousEvents')),
                    range: previous,
                  }}
                />
              </Table.Td>
            </>
          )
        }
        return (
          <>
            <MonthChart
              title={t('chartLabel', { name: t('names.yoy') })}
              points={yoyPoints(data.months, i18n.language)}
              series={[
                { name: t('figures.thisPeriod'), kind: 'line', color: TURNOVER_COLOR },
                { name: t('figures.lastYear'), kind: 'line', color: PREVIOUS_COLOR, dashed: true },
              ]}
              currency={data.currency}
            />
            <ReportSection title={t('sections.byMonth')} minWidth={760}>
              <Table striped highlightOnHover verticalSpacing="xs">
                <ReportTableHead
                  text={[t('figures.month')]}
                  numeric={[
                    t('figures.thisPeriod'),
                    t('figures.lastYear'),
                    t('figures.growth'),
                    t('figures.events'),
                    t('figures.previousEvents'),
                  ]}
                />
                <Table.Tbody>
                  {data.months.map((row) => {
                    const label = monthName(row.month)
                    return (
                      <Table.Tr key={row.month} data-testid={`month-${row.month}`}>
                        <Table.Td style={{ whiteSpace: 'nowrap' }}>{label}</Table.Td>
                        {cells(row, row.month, row.previous_month, label)}
                      </Table.Tr>
                    )
                  })}
                </Table.Tbody>
                <Table.Tfoot>
                  <Table.Tr fw={700}>
                    <Table.Td>{t('total')}</Table.Td>
                    {cells(data.totals, undefined, undefined, t('total'))}
                  </Table.Tr>
                </Table.Tfoot>
              </Table>
            </ReportSection>
            <Text size="xs" c="dimmed">
              {`${t('figures.lastYear')}: ${day(data.previous_from)} – ${day(data.previous_to)}. ${t('currencyNote', { currency: data.currency })}`}
            </Text>
          </>
        )
      }}
    </ReportBody>
  )
}
