import {
  type AccountingKind,
  type InvoiceKind,
  isRequestKind,
  type RequestKind,
} from '@ajanda/contracts/accounting.contract'
import type { RequestForm } from '@ajanda/contracts/requests.contract'
import { Button, Group, Stack, Text } from '@mantine/core'
import { IconFileSpreadsheet, IconPlus } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { useMe } from '../../../shared/session/use-session'
import { EmptyResults } from '../../../shared/ui/empty-state'
import { ErrorAlert } from '../../../shared/ui/error-alert'
import { notifyError } from '../../../shared/ui/notify'
import { PhoneFilters } from '../../../shared/ui/phone-filters'
import { TablePager } from '../../../shared/ui/table/table-pager'
import { formatMoney } from '../../projects/format'
import { openRequestForm } from '../../requests/open-request-form'
import { accountingListQueryOptions, exportAccountingList } from '../accounting.api'
import {
  type AccountingFilters,
  accountingListQuery,
  changeFilters,
  DEFAULT_ACCOUNTING_FILTERS,
  filtersFromSearch,
  searchFromFilters,
} from '../accounting-filters'
import { mayWriteInvoices } from '../accounting-writers'
import { AccountingFilterBar } from './accounting-filter-bar'
import { AccountingTable } from './accounting-table'
import { InvoiceDrawer } from './invoice-drawer'
import { InvoiceFormModal } from './invoice-form-modal'

const REQUEST_FORMS: Record<RequestKind, RequestForm> = {
  cc_requests: 'cc_request',
  sales_invoice_requests: 'sales_invoice_request',
  expenses: 'expense',
  advance_payments: 'advance_payment',
  payment_requests: 'payment_request',
}
const INVOICE_KIND_OF: Partial<Record<AccountingKind, InvoiceKind>> = {
  purchase_invoices: 'PURCHASE',
  sales_invoices: 'SALES',
}

interface AccountingListProps {
  kind: AccountingKind
  /**
   * Under /project/{code}/{kind}: the project's records only. `read_only`: the caller sees the project
   * only by taking part (decisions/0047), so no invoice is linked to it here (requests may name it).
   */
  project?: { id: number; code: string; read_only?: boolean }
  /** /accounting keeps the kind in the URL's search; a project page has it in the path. */
  kindInSearch: boolean
}

/**
 * One accounting list: its filters in the URL, the totals per currency of the whole filtered list,
 * a sortable paged table, the Excel export, and the "Yeni …" action of the kind.
 */
export function AccountingList({ kind, project, kindInSearch }: AccountingListProps) {
  const { t } = useTranslation('accounting')
  const me = useMe()
  const [params, setParams] = useSearchParams()
  const filters = filtersFromSearch(params, kind)
  const [exporting, setExporting] = useState(false)
  const [creating, setCreating] = useState(false)
  const [openInvoice, setOpenInvoice] = useState<number | null>(null)
  const list = useQuery(accountingListQueryOptions(kind, accountingListQuery(filters), project?.code))
  const rows = list.data?.paginator.data
  const update = (change: Partial<AccountingFilters>) =>
    setParams(searchFromFilters(changeFilters(filters, change), kindInSearch ? kind : undefined), {
      replace: !('page' in change),
    })
  const invoiceKind = INVOICE_KIND_OF[kind]

  const runExport = async () => {
    setExporting(true)
    try {
      await exportAccountingList(kind, accountingListQuery(filters, false), project?.code)
    } catch (error) {
      notifyError(error instanceof Error ? error.message : null)
    } finally {
      setExporting(false)
    }
  }
  const newButton = isRequestKind(kind) ? (
    <Button
      leftSection={<IconPlus size={18} aria-hidden />}
      onClick={() => openRequestForm(REQUEST_FORMS[kind], { projectId: project?.id })}
    >
      {t(`actions.newRequest.${kind}`)}
    </Button>
  ) : invoiceKind && mayWriteInvoices(me) && !project?.read_only ? (
    <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setCreating(true)}>
      {t(invoiceKind === 'PURCHASE' ? 'actions.newPurchaseInvoice' : 'actions.newSalesInvoice')}
    </Button>
  ) : null
  const filtered = searchFromFilters(filters).toString() !== ''

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <PhoneFilters active={filtered}>
          <AccountingFilterBar kind={kind} filters={filters} onChange={update} withProject={!project} />
        </PhoneFilters>
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
            onClick={runExport}
            loading={exporting}
            aria-label={t('list.exportLabel')}
          >
            {t('list.export')}
          </Button>
          {newButton}
        </Group>
      </Group>
      <Group gap="lg" aria-label={t('totals.label')} data-testid="accounting-totals" role="group">
        <Text size="sm" fw={600}>
          {t('totals.label')}:
        </Text>
        {list.data && list.data.total.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('totals.none')}
          </Text>
        )}
        {list.data?.total.map((total) => (
          <Text key={total.currency} size="sm" fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
            {formatMoney(total.amount, total.currency)}
          </Text>
        ))}
      </Group>
      {list.error && !rows ? <ErrorAlert message={list.error.message} /> : null}
      <AccountingTable
        kind={kind}
        rows={rows}
        filters={filters}
        onSort={update}
        onOpenInvoice={setOpenInvoice}
        busy={list.isFetching}
      />
      {rows && rows.length === 0 && (
        <EmptyResults
          filtered={filtered}
          text={filtered ? undefined : t('list.empty')}
          action={
            filtered ? (
              <Button
                variant="light"
                onClick={() =>
                  setParams(searchFromFilters(DEFAULT_ACCOUNTING_FILTERS, kindInSearch ? kind : undefined))
                }
              >
                {t('filters.clear')}
              </Button>
            ) : (
              newButton
            )
          }
        />
      )}
      {list.data && <TablePager page={list.data.paginator} onChange={(page) => update({ page })} />}
      {invoiceKind && (
        <InvoiceFormModal
          kind={invoiceKind}
          opened={creating}
          onClose={() => setCreating(false)}
          projectId={project?.id}
          onSaved={(invoice) => setOpenInvoice(invoice.id)}
        />
      )}
      <InvoiceDrawer
        invoiceId={openInvoice}
        onClose={() => setOpenInvoice(null)}
        readOnly={project?.read_only ?? false}
      />
    </Stack>
  )
}
