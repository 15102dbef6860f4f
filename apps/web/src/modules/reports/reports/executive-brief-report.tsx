import type { ExecutiveBrief } from '@ajanda/contracts/reports/sales-reports'
import { Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { turnoverTargetPoints } from '../chart-data'
import { TARGET_COLOR, TURNOVER_COLOR } from '../components/chart-colors'
import { FigureButton } from '../components/figure-button'
import { MonthChart } from '../components/month-chart'
import {
  MoneyFigure,
  ReportBody,
  ReportSection,
  type ReportViewProps,
  StatCard,
  StatGrid,
  useReport,
} from '../components/report-parts'
import { count, money, percent } from '../report-format'
import { MonthTable } from './month-table'

/** Turnover, profit, events, attendees, pipeline and win rate against targets, then month by month. */
export function ExecutiveBriefReport({ query }: ReportViewProps) {
  const { t, i18n } = useTranslation('reports')
  const result = useReport<ExecutiveBrief>('executive-brief', query)
  return (
    <ReportBody
      result={result}
      isEmpty={(data) =>
        data.totals.events === 0 &&
        data.totals.open_leads === 0 &&
        data.totals.won + data.totals.lost === 0 &&
        data.totals.target === null
      }
    >
      {(data) => {
        const { totals, currency } = data
        const whole = (metric: string, label: string) => ({ metric, bucket: 'total' as const, title: label })
        return (
          <>
            <StatGrid>
              <StatCard
                label={t('figures.turnover')}
                hint={
                  totals.target === null
                    ? t('noTarget')
                    : `${t('figures.target')}: ${money(totals.target, currency)} · ${percent(totals.target_ratio)}`
                }
              >
                <MoneyFigure
                  amount={totals.turnover}
                  currency={currency}
                  target={whole('turnover', t('figures.turnover'))}
                />
              </StatCard>
              <StatCard
                label={t('figures.profit')}
                hint={`${t('figures.profitRatio')}: ${percent(totals.profit_ratio)}`}
              >
                <MoneyFigure
                  amount={totals.profit}
                  currency={currency}
                  target={whole('profit', t('figures.profit'))}
                />
              </StatCard>
              <StatCard label={t('figures.events')}>
                <FigureButton value={count(totals.events)} target={whole('events', t('figures.events'))} />
              </StatCard>
              <StatCard label={t('figures.attendees')}>
                <FigureButton
                  value={count(totals.attendees)}
                  target={whole('attendees', t('figures.attendees'))}
                />
              </StatCard>
              <StatCard
                label={t('figures.pipeline')}
                hint={`${t('figures.openLeads')}: ${count(totals.open_leads)}`}
              >
                <MoneyFigure
                  amount={totals.pipeline}
                  currency={currency}
                  target={whole('pipeline', t('figures.pipeline'))}
                />
              </StatCard>
              <StatCard label={t('figures.won')}>
                <FigureButton value={count(totals.won)} target={whole('won', t('figures.won'))} />
              </StatCard>
              <StatCard label={t('figures.lost')}>
                <FigureButton value={count(totals.lost)} target={whole('lost', t('figures.lost'))} />
              </StatCard>
              <StatCard label={t('figures.winRate')}>{percent(totals.win_rate)}</StatCard>
            </StatGrid>
            <MonthChart
              title={t('chartLabel', { name: `${t('figures.turnover')} / ${t('figures.target')}` })}
              points={turnoverTargetPoints(data.months, i18n.language)}
              series={[
                { name: t('figures.turnover'), kind: 'bar', color: TURNOVER_COLOR },
                { name: t('figures.target'), kind: 'line', color: TARGET_COLOR, dashed: true },
              ]}
              currency={currency}
            />
            <ReportSection title={t('sections.byMonth')} minWidth={980}>
              <MonthTable rows={data.months} totals={totals} currency={currency} withLeads />
            </ReportSection>
            <Text size="xs" c="dimmed">
              {t('currencyNote', { currency })}
            </Text>
          </>
        )
      }}
    </ReportBody>
  )
}
