import {
  AGING_BUCKETS,
  type ClientFinancialsReport as ClientFinancials,
} from '@ajanda/contracts/reports/finance-reports'
import { Table, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import {
  MoneyFigure,
  NUMERIC,
  ReportBody,
  ReportSection,
  type ReportViewProps,
  useReport,
} from '../components/report-parts'
import { ReportTableHead } from '../components/report-table'
import { count } from '../report-format'
import type { DrilldownTarget } from '../reports.api'

const METRICS = ['invoiced', 'received', 'outstanding', 'overdue'] as const
type Metric = (typeof METRICS)[number]

/** Sales invoices in the range per client and currency: invoiced, received, outstanding, overdue; ageing. */
export function ClientFinancialsReport({ query }: ReportViewProps) {
  const { t } = useTranslation('reports')
  const result = useReport<ClientFinancials>('client-financials', query)
  return (
    <ReportBody result={result} isEmpty={(data) => data.totals.length === 0}>
      {(data) => {
        const target = (metric: Metric, currency: string, name: string, key?: string): DrilldownTarget => ({
          metric,
          bucket: key === undefined ? 'total' : 'client',
          key,
          currency,
          title: `${t(`figures.${metric}`)} · ${name}`,
        })
        const currencies = data.totals.map((total) => total.currency)
        const metricHeadings = METRICS.map((metric) => t(`figures.${metric}`))
        return (
          <>
            <ReportSection
              title={t('total')}
              minWidth={640}
              note={t('figures.dueDays', { count: data.fin_due_days })}
            >
              <Table striped verticalSpacing="xs" data-testid="financial-totals">
                <ReportTableHead
                  text={[t('figures.currency')]}
                  numeric={[t('figures.invoices'), ...metricHeadings]}
                />
                <Table.Tbody>
                  {data.totals.map((total) => (
                    <Table.Tr key={total.currency} fw={600}>
                      <Table.Td>{total.currency}</Table.Td>
                      <Table.Td style={NUMERIC}>{count(total.invoice_count)}</Table.Td>
                      {METRICS.map((metric) => (
                        <Table.Td key={metric} style={NUMERIC}>
                          <MoneyFigure
                            amount={total[metric]}
                            currency={total.currency}
                            target={target(metric, total.currency, `${t('total')} ${total.currency}`)}
                          />
                        </Table.Td>
                      ))}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ReportSection>
            <ReportSection title={t('sections.aging')} minWidth={640}>
              <Table striped verticalSpacing="xs">
                <ReportTableHead
                  text={[t('figures.currency')]}
                  numeric={AGING_BUCKETS.map((bucket) => t(`aging.${bucket}`))}
                />
                <Table.Tbody>
                  {currencies.map((currency) => (
                    <Table.Tr key={currency}>
                      <Table.Td>{currency}</Table.Td>
                      {AGING_BUCKETS.map((bucket) => {
                        const entry = data.aging.find(
                          (row) => row.currency === currency && row.bucket === bucket,
                        )
                        return (
                          <Table.Td key={bucket} style={NUMERIC}>
                            <MoneyFigure
                              amount={entry?.amount ?? '0.00'}
                              currency={currency}
                              target={{
                                metric: 'outstanding',
                                bucket: 'aging',
                                key: bucket,
                                currency,
                                title: `${t('figures.outstanding')} · ${t(`aging.${bucket}`)} · ${currency}`,
                              }}
                            />
                          </Table.Td>
                        )
                      })}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ReportSection>
            <ReportSection title={t('figures.client')} minWidth={1000}>
              <Table striped highlightOnHover verticalSpacing="xs">
                <ReportTableHead
                  text={[t('figures.client')]}
                  numeric={[
                    t('figures.invoices'),
                    ...metricHeadings,
                    t('figures.overdueCount'),
                    t('figures.maxDaysOverdue'),
                  ]}
                />
                <Table.Tbody>
                  {data.clients.map((row) => (
                    <Table.Tr
                      key={`${row.client_id}-${row.currency}`}
                      data-testid={`client-${row.client_id}-${row.currency}`}
                    >
                      <Table.Td>
                        <Text size="sm" fw={500}>
                          {row.name}
                        </Text>
                      </Table.Td>
                      <Table.Td style={NUMERIC}>{count(row.invoice_count)}</Table.Td>
                      {METRICS.map((metric) => (
                        <Table.Td key={metric} style={NUMERIC}>
                          <MoneyFigure
                            amount={row[metric]}
                            currency={row.currency}
                            target={target(metric, row.currency, row.name, String(row.client_id))}
                          />
                        </Table.Td>
                      ))}
                      <Table.Td style={NUMERIC}>{count(row.overdue_count)}</Table.Td>
                      <Table.Td style={NUMERIC}>
                        {row.max_days_overdue > 0 ? count(row.max_days_overdue) : '–'}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ReportSection>
            <Text size="xs" c="dimmed">
              {t('invoiceCurrencyNote')}
            </Text>
          </>
        )
      }}
    </ReportBody>
  )
}
