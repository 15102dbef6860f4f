import type {
  AccountingKind,
  AccountingRow,
  InvoicePayment,
  InvoiceSummary,
} from '@ajanda/contracts/accounting.contract'
import type { RequestSummary } from '@ajanda/contracts/requests.contract'
import { Anchor, Table, UnstyledButton } from '@mantine/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { formatDate } from '../../../shared/format/dates'
import { type ColumnPriority, phoneTable, priorityAttributes } from '../../../shared/ui/table/column-priority'
import { nextSort, SortableHeader } from '../../../shared/ui/table/sortable-header'
import { TableSkeletonRows } from '../../../shared/ui/table/table-skeleton'
import { formatMoney } from '../../projects/format'
import { type AccountingFilters, rowFamily, sortColumnsOf } from '../accounting-filters'
import { AccountingStatusBadge } from './status-badge'

interface AccountingTableProps {
  kind: AccountingKind
  rows: AccountingRow[] | undefined
  filters: AccountingFilters
  onSort: (change: Pick<AccountingFilters, 'sortBy' | 'sortOrder'>) => void
  onOpenInvoice: (id: number) => void
  busy: boolean
}

type Column = { key: string; label: string; numeric?: boolean }

/** What a row keeps on a phone: which record, where it stands, a request's or payment's amount (column-priority.ts). */
const PHONE_COLUMNS = new Set(['id', 'number', 'amount', 'status'])
const priorityOf = (column: Column): ColumnPriority => (PHONE_COLUMNS.has(column.key) ? undefined : 'low')
const NUMERIC = { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const
const partyName = (row: { supplier: { name: string } | null; client: { name: string } | null }) =>
  row.supplier?.name ?? row.client?.name ?? ''

/** The list's table: columns by what the rows are (requests, invoices or payments), sortable where the server sorts. */
export function AccountingTable({ kind, rows, filters, onSort, onOpenInvoice, busy }: AccountingTableProps) {
  const { t, i18n } = useTranslation('accounting')
  const family = rowFamily(kind)
  const sortable = sortColumnsOf(kind)
  const defaultSort = sortable[0] as string
  const columns: Column[] =
    family === 'request'
      ? [
          { key: 'id', label: t('columns.id') },
          { key: 'request_date', label: t('columns.request_date') },
          { key: 'requester', label: t('columns.requester') },
          { key: 'project', label: t('columns.project') },
          { key: 'party', label: t('columns.party') },
          { key: 'amount', label: t('columns.amount'), numeric: true },
          { key: 'status', label: t('columns.status') },
        ]
      : family === 'invoice'
        ? [
            { key: 'number', label: t('columns.number') },
            { key: 'invoice_date', label: t('columns.invoice_date') },
            { key: 'due_date', label: t('columns.due_date') },
            { key: 'party', label: t('columns.party') },
            { key: 'project', label: t('columns.project') },
            { key: 'total', label: t('columns.total'), numeric: true },
            { key: 'paid', label: t('columns.paid'), numeric: true },
            { key: 'remaining', label: t('columns.remaining'), numeric: true },
            { key: 'status', label: t('columns.status') },
          ]
        : [
            { key: 'paid_at', label: t('columns.paid_at') },
            { key: 'number', label: t('columns.number') },
            { key: 'party', label: t('columns.party') },
            { key: 'project', label: t('columns.project') },
            { key: 'amount', label: t('columns.amount'), numeric: true },
            { key: 'method', label: t('columns.method') },
          ]
  const day = (value: string | null) => (value ? formatDate(value, i18n.language) : '')
  const invoiceButton = (id: number, number: string) => (
    <UnstyledButton onClick={() => onOpenInvoice(id)} aria-label={t('list.openInvoice', { number })}>
      <Anchor component="span" fw={500} size="sm">
        {number}
      </Anchor>
    </UnstyledButton>
  )

  function cells(row: AccountingRow): Record<string, ReactNode> {
    if (family === 'request') {
      const r = row as RequestSummary
      return {
        id: (
          <Anchor
            component={Link}
            to={`/approves?request=${r.id}`}
            size="sm"
            aria-label={t('list.openRequest', { id: r.id })}
          >
            #{r.id}
          </Anchor>
        ),
        request_date: day(r.request_date),
        requester: r.requester.full_name,
        project: r.project?.name ?? '',
        party: partyName(r) || r.source?.name || '',
        amount: formatMoney(r.amount, r.currency),
        status: <AccountingStatusBadge status={r.status} />,
      }
    }
    if (family === 'invoice') {
      const r = row as InvoiceSummary
      return {
        number: invoiceButton(r.id, r.number),
        invoice_date: day(r.invoice_date),
        due_date: day(r.due_date),
        party: partyName(r),
        project: r.project?.name ?? '',
        total: formatMoney(r.total, r.currency),
        paid: formatMoney(r.paid, r.currency),
        remaining: formatMoney(r.remaining, r.currency),
        status: <AccountingStatusBadge status={r.status} />,
      }
    }
    const r = row as InvoicePayment
    return {
      paid_at: day(r.paid_at),
      number: invoiceButton(r.invoice_id, r.invoice_number),
      party: partyName(r),
      project: r.project?.name ?? '',
      amount: formatMoney(r.amount, r.currency),
      method: t(`methods.${r.method}`),
    }
  }

  const header = (column: Column) => {
    // The server sorts by the list's date, number, total or amount; "paid" and the others do not sort.
    const sortKey = column.key
    if (!sortable.includes(sortKey))
      return (
        <Table.Th
          key={column.key}
          style={column.numeric ? { textAlign: 'right' } : undefined}
          {...priorityAttributes(priorityOf(column))}
        >
          {column.label}
        </Table.Th>
      )
    const current = filters.sortBy ?? defaultSort
    return (
      <SortableHeader
        key={column.key}
        numeric={column.numeric}
        priority={priorityOf(column)}
        sorted={current === sortKey ? filters.sortOrder : null}
        onSort={() => {
          const next = nextSort({ by: current, order: filters.sortOrder }, sortKey)
          onSort({ sortBy: next.by, sortOrder: next.order })
        }}
      >
        {column.label}
      </SortableHeader>
    )
  }

  return (
    <Table.ScrollContainer minWidth={960} {...phoneTable}>
      <Table stickyHeader highlightOnHover verticalSpacing="xs" aria-busy={busy}>
        <Table.Thead>
          <Table.Tr>{columns.map(header)}</Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {!rows ? (
            <TableSkeletonRows columns={columns.length} />
          ) : (
            rows.map((row) => {
              const values = cells(row)
              return (
                <Table.Tr key={`${family}-${row.id}`} data-row={row.id}>
                  {columns.map((column) => (
                    <Table.Td
                      key={column.key}
                      style={column.numeric ? NUMERIC : undefined}
                      {...priorityAttributes(priorityOf(column))}
                    >
                      {values[column.key]}
                    </Table.Td>
                  ))}
                </Table.Tr>
              )
            })
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
