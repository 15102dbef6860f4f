import { Box, Group, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { type ChartPoint, chartScale } from '../chart-data'

export interface ChartSeries {
  name: string
  kind: 'bar' | 'line'
  color: string
  /** A dashed line (last year, a target). */
  dashed?: boolean
}

const WIDTH = 640
const HEIGHT = 220
const PAD = { top: 12, right: 8, bottom: 28, left: 56 }

/**
 * A small month chart drawn as SVG (bars and lines), for the figures a person would rather look at than
 * read; the table beside it carries the same numbers for reading and for screen readers.
 */
export function MonthChart({
  title,
  points,
  series,
}: {
  title: string
  points: readonly ChartPoint[]
  series: readonly ChartSeries[]
}) {
  const { i18n } = useTranslation()
  const { min, max, ticks } = chartScale(points)
  const compact = new Intl.NumberFormat(i18n.language === 'en' ? 'en-GB' : 'tr-TR', {
    notation: 'compact',
    maximumFractionDigits: 1,
  })
  const plotWidth = WIDTH - PAD.left - PAD.right
  const plotHeight = HEIGHT - PAD.top - PAD.bottom
  const slot = points.length > 0 ? plotWidth / points.length : plotWidth
  const y = (value: number) => PAD.top + plotHeight - ((value - min) / (max - min)) * plotHeight
  const x = (index: number) => PAD.left + slot * index + slot / 2
  const bars = series.map((entry, index) => ({ entry, index })).filter(({ entry }) => entry.kind === 'bar')
  const barWidth = Math.max(2, Math.min(28, (slot * 0.7) / Math.max(1, bars.length)))
  const labelEvery = Math.ceil(points.length / 12)

  return (
    <Box data-testid="month-chart">
      {/* On a phone the chart keeps a readable size and scrolls inside its box. */}
      <Box style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={title}>
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          width="100%"
          role="img"
          aria-label={title}
          style={{ minWidth: 480, display: 'block' }}
        >
          {ticks.map((tick) => (
            <g key={tick}>
              <line
                x1={PAD.left}
                x2={WIDTH - PAD.right}
                y1={y(tick)}
                y2={y(tick)}
                stroke="var(--mantine-color-gray-3)"
                strokeWidth={1}
              />
              <text
                x={PAD.left - 6}
                y={y(tick) + 4}
                textAnchor="end"
                fontSize={11}
                fill="var(--mantine-color-gray-7)"
              >
                {compact.format(tick)}
              </text>
            </g>
          ))}
          {points.map((point, index) =>
            bars.map(({ entry, index: seriesIndex }, barIndex) => {
              const value = point.values[seriesIndex]
              if (value === null || value === undefined) return null
              const left = x(index) - (barWidth * bars.length) / 2 + barWidth * barIndex
              const top = Math.min(y(value), y(0))
              return (
                <rect
                  key={`${point.label}-${entry.name}`}
                  x={left}
                  y={top}
                  width={barWidth - 1}
                  height={Math.max(0, Math.abs(y(0) - y(value)))}
                  fill={entry.color}
                  rx={2}
                />
              )
            }),
          )}
          {series.map((entry, seriesIndex) => {
            if (entry.kind !== 'line') return null
            const path = points
              .map((point, index) => {
                const value = point.values[seriesIndex]
                return value === null || value === undefined ? null : `${x(index)},${y(value)}`
              })
              .filter((part): part is string => part !== null)
            if (path.length === 0) return null
            return (
              <g key={entry.name}>
                <polyline
                  points={path.join(' ')}
                  fill="none"
                  stroke={entry.color}
                  strokeWidth={2}
                  strokeDasharray={entry.dashed ? '5 4' : undefined}
                />
                {path.map((coordinates) => {
                  const [cx, cy] = coordinates.split(',')
                  return <circle key={coordinates} cx={cx} cy={cy} r={3} fill={entry.color} />
                })}
              </g>
            )
          })}
          {points.map((point, index) =>
            index % labelEvery === 0 ? (
              <text
                key={point.label}
                x={x(index)}
                y={HEIGHT - 8}
                textAnchor="middle"
                fontSize={11}
                fill="var(--mantine-color-gray-7)"
              >
                {point.label}
              </text>
            ) : null,
          )}
        </svg>
      </Box>
      <Group gap="md" justify="center" mt={4} aria-hidden>
        {series.map((entry) => (
          <Group key={entry.name} gap={6} wrap="nowrap">
            <Box
              w={entry.kind === 'bar' ? 12 : 16}
              h={entry.kind === 'bar' ? 12 : 3}
              bg={entry.color}
              style={{ borderRadius: 2 }}
            />
            <Text size="xs">{entry.name}</Text>
          </Group>
        ))}
      </Group>
    </Box>
  )
}
