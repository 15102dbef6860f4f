import { Box, Skeleton } from '@mantine/core'
import { lazy, Suspense } from 'react'
import type { ChartPoint } from '../chart-data'

export interface ChartSeries {
  name: string
  kind: 'bar' | 'line'
  color: string
  /** A dashed line (last year, a target). */
  dashed?: boolean
}

const HEIGHT = 260

// recharts is most of the chart's weight: only the reports that draw one load it.
const MonthChartPlot = lazy(() => import('./month-chart-plot').then((m) => ({ default: m.MonthChartPlot })))

/**
 * A month chart (bars and lines) for the figures a person would rather look at than read; the table
 * beside it carries the same numbers for reading and for screen readers.
 */
export function MonthChart({
  title,
  points,
  series,
  currency,
}: {
  title: string
  points: readonly ChartPoint[]
  series: readonly ChartSeries[]
  /** The amounts' currency, shown in the tooltip. */
  currency?: string
}) {
  return (
    <Box data-testid="month-chart">
      {/* On a phone the chart keeps a readable width and scrolls inside its box, never the page. */}
      <Box style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={title}>
        <Suspense fallback={<Skeleton h={HEIGHT} />}>
          <MonthChartPlot title={title} points={points} series={series} currency={currency} height={HEIGHT} />
        </Suspense>
      </Box>
    </Box>
  )
}
