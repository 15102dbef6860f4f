import type { DrilldownBucket } from '@ajanda/contracts/reports/report-query'
import { Group, Progress, Table, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { FigureButton } from '../components/figure-button'
import { MoneyFigure, NUMERIC } from '../components/report-parts'
import { ReportTableHead } from '../components/report-table'
import { count, money, percent } from '../report-format'

/** The figures of one division or person (and of the totals row). */
export interface GroupFigures {
  turnover: string
  profit: string
  profit_ratio: string | null
  events: number
  target: string | null
  target_ratio: string | null
  won: number
  lost: number
  win_rate: string | null
}

export interface GroupRow extends GroupFigures {
  /** The drill-down key: the id, or `none`. */
  key: string
  /** The group's name as the drawer calls it. */
  name: string
  /** What the first cell shows (name, division and team, a "left" badge). */
  cell: ReactNode
}

/** A bar of how much of the target the turnover reached, capped at the bar's end. */
function TargetBar({ ratio }: { ratio: string | null }) {
  if (ratio === null) return <>–</>
  const value = Number(ratio) * 100
  return (
    <Group gap={6} wrap="nowrap" justify="flex-end">
      <Progress
        value={Math.min(100, Math.max(0, value))}
        w={60}
        size="sm"
        color={value >= 100 ? 'green.8' : 'brand'}
        aria-hidden
      />
      <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
        {percent(ratio)}
      </Text>
    </Group>
  )
}

/** Per division or per responsible: turnover and profit against target, with the offers won and lost. */
export function GroupTable({
  bucket,
  heading,
  rows,
  totals,
  currency,
}: {
  bucket: Extract<DrilldownBucket, 'division' | 'user'>
  heading: string
  rows: readonly GroupRow[]
  totals: GroupFigures
  currency: string
}) {
  const { t } = useTranslation('reports')
  const cells = (row: GroupFigures, key: string | undefined, name: string) => {
    const b = key === undefined ? ('total' as const) : bucket
    const at = (figure: string) => `${figure} · ${name}`
    return (
      <>
        <Table.Td style={NUMERIC}>
          <MoneyFigure
            amount={row.turnover}
            currency={currency}
            target={{ metric: 'turnover', bucket: b, key, title: at(t('figures.turnover')) }}
          />
        </Table.Td>
        <Table.Td style={NUMERIC}>
          {row.target === null ? t('noTarget') : money(row.target, currency)}
        </Table.Td>
        <Table.Td style={NUMERIC}>
          <TargetBar ratio={row.target_ratio} />
        </Table.Td>
        <Table.Td style={NUMERIC}>
          <MoneyFigure
            amount={row.profit}
            currency={currency}
            target={{ metric: 'profit', bucket: b, key, title: at(t('figures.profit')) }}
          />
        </Table.Td>
        <Table.Td style={NUMERIC}>{percent(row.profit_ratio)}</Table.Td>
        <Table.Td style={NUMERIC}>
          <FigureButton
            value={count(row.events)}
            target={{ metric: 'events', bucket: b, key, title: at(t('figures.events')) }}
          />
        </Table.Td>
        <Table.Td style={NUMERIC}>
          <FigureButton
            value={count(row.won)}
            target={{ metric: 'won', bucket: b, key, title: at(t('figures.won')) }}
          />
        </Table.Td>
        <Table.Td style={NUMERIC}>
          <FigureButton
            value={count(row.lost)}
            target={{ metric: 'lost', bucket: b, key, title: at(t('figures.lost')) }}
          />
        </Table.Td>
        <Table.Td style={NUMERIC}>{percent(row.win_rate)}</Table.Td>
      </>
    )
  }
  return (
    <Table striped highlightOnHover verticalSpacing="xs">
      <ReportTableHead
        text={[heading]}
        numeric={[
          t('figures.turnover'),
          t('figures.target'),
          t('figures.targetRatio'),
          t('figures.profit'),
          t('figures.profitRatio'),
          t('figures.events'),
          t('figures.won'),
          t('figures.lost'),
          t('figures.winRate'),
        ]}
      />
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.key} data-testid={`group-${row.key}`}>
            <Table.Td>{row.cell}</Table.Td>
            {cells(row, row.key, row.name)}
          </Table.Tr>
        ))}
      </Table.Tbody>
      <Table.Tfoot>
        <Table.Tr fw={700}>
          <Table.Td>{t('total')}</Table.Td>
          {cells(totals, undefined, t('total'))}
        </Table.Tr>
      </Table.Tfoot>
    </Table>
  )
}
