import {
  type ClientsReport as Clients,
  SALES_REPORT_ROW_LIMIT,
} from '@ajanda/contracts/reports/sales-reports'
import { Table, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { FigureButton } from '../components/figure-button'
import {
  MoneyFigure,
  NUMERIC,
  ReportBody,
  ReportSection,
  type ReportViewProps,
  useReport,
} from '../components/report-parts'
import { ReportTableHead } from '../components/report-table'
import { count, day, percent } from '../report-format'

type Figures = Pick<
  Clients['totals'],
  'turnover' | 'profit' | 'profit_ratio' | 'events' | 'previous_turnover' | 'growth'
>

/** Per client: projects, turnover, profit, last event, and growth on the period just before. */
export function ClientsReport({ query }: ReportViewProps) {
  const { t } = useTranslation('reports')
  const result = useReport<Clients>('clients', query)
  return (
    <ReportBody result={result} isEmpty={(data) => data.rows.length === 0}>
      {(data) => {
        const previous = { from: data.previous_from, to: data.previous_to }
        const cells = (row: Figures, key: string | undefined, name: string) => {
          const bucket = key === undefined ? ('total' as const) : ('client' as const)
          const at = (figure: string) => `${figure} · ${name}`
          return (
            <>
              <Table.Td style={NUMERIC}>
                <FigureButton
                  value={count(row.events)}
                  target={{ metric: 'events', bucket, key, title: at(t('figures.projects')) }}
                />
              </Table.Td>
              <Table.Td style={NUMERIC}>
                <MoneyFigure
                  amount={row.turnover}
                  currency={data.currency}
                  target={{ metric: 'turnover', bucket, key, title: at(t('figures.turnover')) }}
                />
              </Table.Td>
              <Table.Td style={NUMERIC}>
                <MoneyFigure
                  amount={row.profit}
                  currency={data.currency}
                  target={{ metric: 'profit', bucket, key, title: at(t('figures.profit')) }}
                />
              </Table.Td>
              <Table.Td style={NUMERIC}>{percent(row.profit_ratio)}</Table.Td>
              <Table.Td style={NUMERIC}>
                <MoneyFigure
                  amount={row.previous_turnover}
                  currency={data.currency}
                  target={{
                    metric: 'turnover',
                    bucket,
                    key,
                    title: at(t('figures.previousTurnover')),
                    range: previous,
                  }}
                />
              </Table.Td>
              <Table.Td style={NUMERIC}>{percent(row.growth)}</Table.Td>
            </>
          )
        }
        return (
          <ReportSection
            title={t('figures.client')}
            minWidth={900}
            note={[
              data.client_count > data.rows.length ? t('rowsLimited', { count: SALES_REPORT_ROW_LIMIT }) : '',
              `${t('figures.previousTurnover')}: ${day(data.previous_from)} – ${day(data.previous_to)}.`,
              t('currencyNote', { currency: data.currency }),
            ]
              .filter(Boolean)
              .join(' ')}
          >
            <Table striped highlightOnHover verticalSpacing="xs">
              <ReportTableHead
                text={[t('figures.client'), t('figures.lastEvent')]}
                numeric={[
                  t('figures.projects'),
                  t('figures.turnover'),
                  t('figures.profit'),
                  t('figures.profitRatio'),
                  t('figures.previousTurnover'),
                  t('figures.growth'),
                ]}
              />
              <Table.Tbody>
                {data.rows.map((row) => {
                  const key = row.client_id === null ? 'none' : String(row.client_id)
                  const name = row.name ?? t('none')
                  return (
                    <Table.Tr key={key} data-testid={`client-${key}`}>
                      <Table.Td>
                        <Text size="sm" fw={500}>
                          {name}
                        </Text>
                      </Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{day(row.last_event)}</Table.Td>
                      {cells(row, key, name)}
                    </Table.Tr>
                  )
                })}
              </Table.Tbody>
              <Table.Tfoot>
                <Table.Tr fw={700}>
                  <Table.Td>{t('total')}</Table.Td>
                  <Table.Td />
                  {cells(data.totals, undefined, t('total'))}
                </Table.Tr>
              </Table.Tfoot>
            </Table>
          </ReportSection>
        )
      }}
    </ReportBody>
  )
}
