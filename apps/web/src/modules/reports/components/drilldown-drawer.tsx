import type { DrilldownRecord, ReportName } from '@ajanda/contracts/reports/report-query'
import { Anchor, Drawer, Group, Skeleton, Stack, Table, Text, UnstyledButton } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { EmptyResults } from '../../../shared/ui/empty-state'
import { LoadErrorAlert } from '../../../shared/ui/load-error-alert'
import { TablePager } from '../../../shared/ui/table/table-pager'
import { TableSkeletonRows } from '../../../shared/ui/table/table-skeleton'
import { ToneBadge } from '../../../shared/ui/tone-badge'
import { InvoiceDrawer } from '../../accounting/components/invoice-drawer'
import { drilldownShape } from '../drilldown-shape'
import { count, day, money } from '../report-format'
import type { ReportQueryParams } from '../report-search'
import { type DrilldownTarget, drilldownQueryOptions } from '../reports.api'

const NUMERIC = { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const

interface DrilldownDrawerProps {
  name: ReportName
  query: ReportQueryParams
  /** The number opened, or null when the drawer is closed. */
  target: DrilldownTarget | null
  onClose: () => void
}

/**
 * The records behind a report's number, a page at a time: projects link to their page, invoices open in
 * the accounting drawer. The drawer's total is the number the report showed.
 */
export function DrilldownDrawer({ name, query, target, onClose }: DrilldownDrawerProps) {
  const { t } = useTranslation(['reports', 'common'])
  return (
    <Drawer
      opened={target !== null}
      onClose={onClose}
      position="right"
      size="xl"
      title={target ? t('drilldown.title', { label: target.title }) : ''}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      {target && (
        <DrilldownList
          key={JSON.stringify([target.metric, target.bucket, target.key, target.currency])}
          name={name}
          query={query}
          target={target}
        />
      )}
    </Drawer>
  )
}

function DrilldownList({
  name,
  query,
  target,
}: {
  name: ReportName
  query: ReportQueryParams
  target: DrilldownTarget
}) {
  const { t } = useTranslation('reports')
  const [page, setPage] = useState(1)
  const [invoiceId, setInvoiceId] = useState<number | null>(null)
  const list = useQuery(drilldownQueryOptions(name, query, target, page))
  const data = list.data
  const shape = data ? drilldownShape(data) : null
  return (
    <Stack gap="md" data-testid="drilldown">
      {list.error && !data ? (
        <LoadErrorAlert
          message={t('drilldown.loadFailed')}
          retryLabel={t('retry')}
          onRetry={() => list.refetch()}
        />
      ) : null}
      {data && shape ? (
        <Group gap="lg" data-testid="drilldown-summary">
          <Text fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
            {shape.isMoney ? money(shape.figure, data.currency) : count(Number(shape.figure))}
          </Text>
          {shape.records !== null && (
            <Text c="dimmed" size="sm">
              {t('drilldown.records', { count: shape.records })}
            </Text>
          )}
        </Group>
      ) : (
        !list.error && <Skeleton height={20} width={200} />
      )}
      <Table.ScrollContainer minWidth={560}>
        <Table verticalSpacing="xs" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('drilldown.columns.name')}</Table.Th>
              <Table.Th>{t('drilldown.columns.reference')}</Table.Th>
              <Table.Th>{t('drilldown.columns.date')}</Table.Th>
              <Table.Th>{t('drilldown.columns.status')}</Table.Th>
              <Table.Th style={{ textAlign: 'right' }}>{t('drilldown.columns.amount')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {!data && !list.error && <TableSkeletonRows columns={5} />}
            {data?.data.map((record) => (
              <Table.Tr key={`${record.kind}-${record.id}`} data-testid="drilldown-row">
                <Table.Td>
                  <RecordName record={record} onOpenInvoice={setInvoiceId} />
                </Table.Td>
                <Table.Td>{record.reference ?? '–'}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{day(record.date)}</Table.Td>
                <Table.Td>
                  <RecordStatus record={record} />
                </Table.Td>
                <Table.Td style={NUMERIC}>
                  {record.amount === null
                    ? '–'
                    : record.currency === null
                      ? count(Number(record.amount))
                      : money(record.amount, record.currency)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {data && data.data.length === 0 && <EmptyResults text={t('drilldown.empty')} />}
      {data && shape && <TablePager page={{ ...data, total: shape.pagerTotal }} onChange={setPage} />}
      <InvoiceDrawer invoiceId={invoiceId} onClose={() => setInvoiceId(null)} />
    </Stack>
  )
}

function RecordName({
  record,
  onOpenInvoice,
}: {
  record: DrilldownRecord
  onOpenInvoice: (id: number) => void
}) {
  const { t } = useTranslation('reports')
  if (record.kind === 'invoice')
    return (
      <Stack gap={0}>
        <UnstyledButton
          onClick={() => onOpenInvoice(record.id)}
          aria-label={t('drilldown.openInvoice', { name: record.name })}
          c="var(--mantine-color-anchor)"
          fz="sm"
          td="underline"
        >
          {record.name}
        </UnstyledButton>
        {record.code && (
          <Anchor component={Link} to={`/project/${encodeURIComponent(record.code)}/main`} fz="xs">
            {record.code}
          </Anchor>
        )}
      </Stack>
    )
  return record.code ? (
    <Anchor component={Link} to={`/project/${encodeURIComponent(record.code)}/main`} fz="sm">
      {record.name}
    </Anchor>
  ) : (
    <Text size="sm">{record.name}</Text>
  )
}

function RecordStatus({ record }: { record: DrilldownRecord }) {
  const { t } = useTranslation(['projects', 'accounting'])
  if (!record.status) return '–'
  if (record.kind === 'invoice') {
    const label = t(`accounting:statuses.${record.status}` as 'accounting:statuses.PAID', {
      defaultValue: record.status,
    })
    return <ToneBadge tone={record.status === 'PAID' ? 'green' : 'gray'}>{label}</ToneBadge>
  }
  const group = record.status.startsWith('LEAD') ? 'LEAD' : record.status
  const label = t(`projects:statusGroups.${group}` as 'projects:statusGroups.LEAD', {
    defaultValue: record.status,
  })
  return (
    <ToneBadge tone={group === 'CLOSED' ? 'green' : group === 'LEAD' ? 'blue' : 'gray'}>{label}</ToneBadge>
  )
}
