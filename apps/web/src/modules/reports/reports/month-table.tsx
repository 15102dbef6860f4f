import type { MonthRow } from '@ajanda/contracts/reports/sales-reports'
import { Table } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { FigureButton } from '../components/figure-button'
import { MoneyFigure, NUMERIC } from '../components/report-parts'
import { ReportTableHead } from '../components/report-table'
import { count, money, monthName, percent } from '../report-format'

type LeadFigures = { won: number; lost: number; win_rate: string | null }
type Row = MonthRow & Partial<LeadFigures>
type Totals = Omit<MonthRow, 'month'> & Partial<LeadFigures>

/**
 * Turnover and profit by month against targets (performance, and the executive brief with its won and
 * lost offers): every actual drills down to the projects of its month, the totals to the whole range.
 */
export function MonthTable({
  rows,
  totals,
  currency,
  withLeads = false,
}: {
  rows: readonly Row[]
  totals: Totals
  currency: string
  withLeads?: boolean
}) {
  const { t } = useTranslation('reports')
  const cells = (row: Row | Totals, bucket: 'month' | 'total', key: string | undefined, label: string) => {
    const at = (figure: string) => `${figure} · ${label}`
    return (
      <>
        <Table.Td style={NUMERIC}>
          <MoneyFigure
            amount={row.turnover}
            currency={currency}
            target={{ metric: 'turnover', bucket, key, title: at(t('figures.turnover')) }}
          />
        </Table.Td>
        <Table.Td style={NUMERIC}>
          {row.target === null ? t('noTarget') : money(row.target, currency)}
        </Table.Td>
        <Table.Td style={NUMERIC}>{percent(row.target_ratio)}</Table.Td>
        <Table.Td style={NUMERIC}>
          <MoneyFigure
            amount={row.profit}
            currency={currency}
            target={{ metric: 'profit', bucket, key, title: at(t('figures.profit')) }}
          />
        </Table.Td>
        <Table.Td style={NUMERIC}>{percent(row.profit_ratio)}</Table.Td>
        <Table.Td style={NUMERIC}>
          <FigureButton
            value={count(row.events)}
            target={{ metric: 'events', bucket, key, title: at(t('figures.events')) }}
          />
        </Table.Td>
        {withLeads && (
          <>
            <Table.Td style={NUMERIC}>
              <FigureButton
                value={count(row.won ?? 0)}
                target={{ metric: 'won', bucket, key, title: at(t('figures.won')) }}
              />
            </Table.Td>
            <Table.Td style={NUMERIC}>
              <FigureButton
                value={count(row.lost ?? 0)}
                target={{ metric: 'lost', bucket, key, title: at(t('figures.lost')) }}
              />
            </Table.Td>
            <Table.Td style={NUMERIC}>{percent(row.win_rate)}</Table.Td>
          </>
        )}
      </>
    )
  }
  return (
    <Table striped highlightOnHover verticalSpacing="xs" aria-label={t('sections.byMonth')}>
      <ReportTableHead
        text={[t('figures.month')]}
        numeric={[
          t('figures.turnover'),
          t('figures.target'),
          t('figures.targetRatio'),
          t('figures.profit'),
          t('figures.profitRatio'),
          t('figures.events'),
          ...(withLeads ? [t('figures.won'), t('figures.lost'), t('figures.winRate')] : []),
        ]}
      />
      <Table.Tbody>
        {rows.map((row) => {
          const label = monthName(row.month)
          return (
            <Table.Tr key={row.month} data-testid={`month-${row.month}`}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{label}</Table.Td>
              {cells(row, 'month', row.month, label)}
            </Table.Tr>
          )
        })}
      </Table.Tbody>
      <Table.Tfoot>
        <Table.Tr fw={700}>
          <Table.Td>{t('total')}</Table.Td>
          {cells(totals, 'total', undefined, t('total'))}
        </Table.Tr>
      </Table.Tfoot>
    </Table>
  )
}
