import '@mantine/charts/styles.css'
import { CompositeChart, type CompositeChartProps, type CompositeChartSeries } from '@mantine/charts'
import { useTranslation } from 'react-i18next'
import { formatMoneyValue } from '../../../shared/format/money'
import type { ChartPoint } from '../chart-data'
import type { ChartSeries } from './month-chart'

/**
 * Below this width per month the bars and labels crowd: the chart keeps it and scrolls in its box. A year
 * (12 months and the axis) fits a 360 px phone, so its y axis stays in view; a longer range scrolls.
 */
const MONTH_WIDTH = 17
/** Room for the y axis' compact labels. */
const AXIS_WIDTH = 64

/** The data key of the n-th series: names are translated texts, and recharts reads dots in keys as paths. */
const seriesKey = (index: number) => `s${index}`

/** The points as the rows recharts draws: the month label and one value per series key. */
export function chartRows(points: readonly ChartPoint[]): Record<string, string | number | null>[] {
  return points.map((point) => {
    const row: Record<string, string | number | null> = { month: point.label }
    point.values.forEach((value, index) => {
      row[seriesKey(index)] = value
    })
    return row
  })
}

/**
 * The drawing of `MonthChart` (@mantine/charts over recharts), in its own chunk: recharts is loaded by the
 * reports that chart, not by the reports page itself. The axis shows compact figures ("1,2 Mn"), the
 * tooltip the full amount with the currency when given.
 */
export function MonthChartPlot({
  title,
  points,
  series,
  currency,
  height,
}: {
  title: string
  points: readonly ChartPoint[]
  series: readonly ChartSeries[]
  currency?: string
  height: number
}) {
  const { i18n } = useTranslation()
  const locale = i18n.language
  const compact = new Intl.NumberFormat(locale.startsWith('en') ? 'en-GB' : 'tr-TR', {
    notation: 'compact',
    maximumFractionDigits: 1,
  })
  const full = (value: number | null | undefined) =>
    value === null || value === undefined ? '–' : formatMoneyValue(value, currency, locale)
  const chartSeries: CompositeChartSeries[] = series.map((entry, index) => ({
    name: seriesKey(index),
    label: entry.name,
    type: entry.kind,
    color: entry.color,
    strokeDasharray: entry.dashed ? '6 4' : undefined,
  }))

  // The svg's accessible name (recharts passes aria attributes through, its types do not list them);
  // recharts' keyboard layer (arrows move the tooltip) stays on. The left margin holds the 10 px Mantine
  // shifts the y labels by, which the axis' auto width does not count.
  const surface: CompositeChartProps['composedChartProps'] & { 'aria-label': string } = {
    title,
    'aria-label': title,
    margin: { top: 8, right: 8, bottom: 0, left: 12 },
  }

  return (
    <CompositeChart
      h={height}
      miw={AXIS_WIDTH + points.length * MONTH_WIDTH}
      data={chartRows(points)}
      dataKey="month"
      series={chartSeries}
      curveType="linear"
      // A month without a figure (no target set) draws a gap, not a line across it.
      connectNulls={false}
      maxBarWidth={28}
      // The dots stay solid circles on a dashed line.
      dotProps={{ r: 3, strokeDasharray: '0' }}
      withLegend
      legendProps={{ verticalAlign: 'bottom', height: 36 }}
      // The legend starts at the left, where a phone's scrolled box starts too (Mantine puts it right).
      styles={{ legend: { justifyContent: 'flex-start', paddingTop: 8 } }}
      valueFormatter={full}
      yAxisProps={{ tickFormatter: (value: number) => compact.format(value), width: 'auto' }}
      barProps={{ radius: [2, 2, 0, 0] }}
      composedChartProps={surface}
    />
  )
}
