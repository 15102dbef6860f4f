import type { ReportName } from '@ajanda/contracts/reports/report-query'
import { Box, Card, SimpleGrid, Skeleton, Stack, Table, Text } from '@mantine/core'
import { type UseQueryResult, useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { EmptyResults } from '../../../shared/ui/empty-state'
import { LoadErrorAlert } from '../../../shared/ui/load-error-alert'
import { TableSkeletonRows } from '../../../shared/ui/table/table-skeleton'
import { money } from '../report-format'
import type { ReportQueryParams } from '../report-search'
import { type DrilldownTarget, reportQueryOptions } from '../reports.api'
import { FigureButton } from './figure-button'

/** Every report view takes the page's query (range and scope). */
export interface ReportViewProps {
  query: ReportQueryParams
}

export const useReport = <T,>(name: ReportName, query: ReportQueryParams): UseQueryResult<T> =>
  useQuery(reportQueryOptions<T>(name, query))

export const NUMERIC = {
  textAlign: 'right',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
} as const

/**
 * A report's states: skeletons while it first loads, an error with "Tekrar dene", the empty state when
 * nothing is in the range, else the report (dimmed while a new range or scope loads).
 */
export function ReportBody<T>({
  result,
  isEmpty,
  children,
}: {
  result: UseQueryResult<T>
  isEmpty: (data: T) => boolean
  children: (data: T) => ReactNode
}) {
  const { t } = useTranslation('reports')
  if (result.error && !result.data)
    return (
      <LoadErrorAlert message={t('loadFailed')} retryLabel={t('retry')} onRetry={() => result.refetch()} />
    )
  if (!result.data) return <ReportSkeleton />
  if (isEmpty(result.data)) return <EmptyResults title={t('empty')} text={t('emptyHint')} />
  return (
    <Stack
      gap="lg"
      aria-busy={result.isFetching}
      style={{ opacity: result.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
      data-testid="report-body"
    >
      {children(result.data)}
    </Stack>
  )
}

function ReportSkeleton() {
  return (
    <Stack gap="lg" data-testid="report-loading">
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }}>
        {['a', 'b', 'c', 'd'].map((key) => (
          <Skeleton key={key} height={72} radius="md" />
        ))}
      </SimpleGrid>
      <Table>
        <Table.Tbody>
          <TableSkeletonRows columns={5} rows={6} />
        </Table.Tbody>
      </Table>
    </Stack>
  )
}

/** A headline figure: its name, the number (a drill-down button or plain text) and a line under it. */
export function StatCard({
  label,
  children,
  hint,
}: {
  label: string
  children: ReactNode
  hint?: ReactNode
}) {
  return (
    <Card withBorder radius="md" padding="sm">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text component="div" fz="lg" fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {children}
      </Text>
      {hint && (
        <Text component="div" size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Card>
  )
}

export function StatGrid({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="sm" data-testid="report-stats">
      {children}
    </SimpleGrid>
  )
}

/** A titled part of a report: an h3 and its table, scrolling sideways inside itself on a phone. */
export function ReportSection({
  title,
  children,
  minWidth = 640,
  note,
}: {
  title: string
  children: ReactNode
  minWidth?: number
  note?: ReactNode
}) {
  return (
    <Box component="section" aria-label={title}>
      <Text component="h3" fw={650} fz="md" mb="xs">
        {title}
      </Text>
      {/* A table wider than a phone scrolls in its box, which the keyboard must reach (its figures may not be buttons). */}
      <Table.ScrollContainer
        minWidth={minWidth}
        scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': title } }}
      >
        {children}
      </Table.ScrollContainer>
      {note && (
        <Text size="xs" c="dimmed" mt={4}>
          {note}
        </Text>
      )}
    </Box>
  )
}

/** A money figure that drills down, in its currency. */
export function MoneyFigure({
  amount,
  currency,
  target,
  fw,
}: {
  amount: string
  currency: string
  target: DrilldownTarget
  fw?: number
}) {
  return <FigureButton value={money(amount, currency)} target={target} fw={fw} />
}

/** Invoice money comes per currency: one drill-down button a currency, or a dash for none. */
export function MoneyList({
  amounts,
  target,
  align = 'flex-end',
}: {
  amounts: readonly { currency: string; amount: string }[]
  target: (currency: string) => DrilldownTarget
  align?: 'flex-end' | 'flex-start'
}) {
  if (amounts.length === 0) return <>–</>
  return (
    <Stack gap={2} align={align}>
      {amounts.map((entry) => (
        <MoneyFigure
          key={entry.currency}
          amount={entry.amount}
          currency={entry.currency}
          target={target(entry.currency)}
        />
      ))}
    </Stack>
  )
}
