import type { InvoiceSummary } from '@ajanda/contracts/accounting.contract'
import { formatDateRange } from '@ajanda/contracts/common/date-range'
import type { Paginated } from '@ajanda/contracts/common/pagination'
import { Alert, Anchor, Box, Button, Group, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core'
import { IconFolderOpen, IconPlus } from '@tabler/icons-react'
import { type UseQueryResult, useQuery } from '@tanstack/react-query'
import { lazy, type ReactNode, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { formatDate } from '../../../shared/format/dates'
import { formatDecimalMoney } from '../../../shared/format/money'
import { useFormLocale } from '../../../shared/forms/use-form-locale'
import { TablePager } from '../../../shared/ui/table/table-pager'
import { AccountingStatusBadge } from '../../accounting/components/status-badge'
import { openLeadModal } from '../../bizdev/lead-modal-store'
import { budgetEditorPath } from '../../budgets/budgets.routes'
import { StageBadge } from '../../projects/components/stage-badge'
import type { CompanyKind } from '../address-book.api'
import {
  clientBudgetsQueryOptions,
  clientLeadsQueryOptions,
  companyProjectsQueryOptions,
  supplierInvoicesQueryOptions,
} from '../company-records.api'

// The invoice drawer (and its payment form) loads only when an invoice is opened.
const LoadedDrawer = lazy(() =>
  import('../../accounting/components/invoice-drawer').then((m) => ({ default: m.InvoiceDrawer })),
)
function InvoiceDrawer(props: { invoiceId: number | null; onClose: () => void }) {
  if (props.invoiceId === null) return null
  return (
    <Suspense fallback={null}>
      <LoadedDrawer {...props} />
    </Suspense>
  )
}

/** What a related list says when it is empty: what is missing and how records get there. */
function EmptyRecords({ title, text, action }: { title: string; text: string; action?: ReactNode }) {
  return (
    <Stack align="center" gap="xs" py="xl" ta="center">
      <ThemeIcon variant="light" color="gray" size={48} radius="xl" aria-hidden>
        <IconFolderOpen size={26} />
      </ThemeIcon>
      <Text fw={600}>{title}</Text>
      <Text size="sm" c="dimmed" maw={460}>
        {text}
      </Text>
      {action}
    </Stack>
  )
}

/** One row of a related list: the record's link, a line of facts, and its state at the right. */
function RecordRow({ link, meta, aside }: { link: ReactNode; meta: ReactNode; aside?: ReactNode }) {
  return (
    <Box
      component="li"
      py="sm"
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)', listStyle: 'none' }}
    >
      <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
        <Stack gap={2} style={{ minWidth: 0, flex: '1 1 14rem' }}>
          <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {link}
          </Text>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {meta}
          </Text>
        </Stack>
        {aside && (
          <Group gap="xs" wrap="nowrap" style={{ fontVariantNumeric: 'tabular-nums' }}>
            {aside}
          </Group>
        )}
      </Group>
    </Box>
  )
}

/** The shell of every related list: skeleton, error with retry, empty state, rows and pager. */
function RecordList<T>({
  query,
  label,
  rowsOf,
  onPage,
  empty,
  children,
}: {
  query: UseQueryResult<T>
  label: string
  rowsOf: (data: T) => Paginated<unknown>
  onPage: (page: number) => void
  empty: ReactNode
  children: (data: T) => ReactNode
}) {
  const { t } = useTranslation('crm')
  if (query.isPending) return <Skeleton height={160} aria-label={label} />
  if (query.isError)
    return (
      <Alert color="red.9" title={t('records.loadFailed')}>
        <Button size="compact-sm" variant="light" onClick={() => void query.refetch()}>
          {t('records.retry')}
        </Button>
      </Alert>
    )
  const page = rowsOf(query.data)
  if (page.total === 0) return empty
  return (
    <Stack gap={0}>
      <Box component="ul" aria-label={label} p={0} m={0}>
        {children(query.data)}
      </Box>
      <TablePager page={page} onChange={onPage} />
    </Stack>
  )
}

export function CompanyProjects({ kind, id }: { kind: CompanyKind; id: number }) {
  const { t } = useTranslation('crm')
  const locale = useFormLocale()
  const [page, setPage] = useState(1)
  const query = useQuery(companyProjectsQueryOptions(kind, id, page))
  return (
    <RecordList
      query={query}
      label={t('records.projects.label')}
      rowsOf={(data) => data}
      onPage={setPage}
      empty={
        <EmptyRecords title={t(`records.projects.${kind}.empty`)} text={t(`records.projects.${kind}.text`)} />
      }
    >
      {(data) =>
        data.data.map((project) => (
          <RecordRow
            key={project.code}
            link={
              <Anchor
                component={Link}
                to={`/project/${encodeURIComponent(project.code)}/main`}
                aria-label={t('records.projects.open', { name: project.name })}
              >
                {project.name}
              </Anchor>
            }
            meta={[project.project_ref, formatDateRange(project.starts_at, project.ends_at, locale)]
              .filter(Boolean)
              .join(' · ')}
            aside={<StageBadge stage={project.stage} />}
          />
        ))
      }
    </RecordList>
  )
}

export function ClientLeads({ id }: { id: number }) {
  const { t } = useTranslation('crm')
  const locale = useFormLocale()
  const [page, setPage] = useState(1)
  const query = useQuery(clientLeadsQueryOptions(id, page))
  return (
    <RecordList
      query={query}
      label={t('records.leads.label')}
      rowsOf={(data) => data}
      onPage={setPage}
      empty={
        <EmptyRecords
          title={t('records.leads.empty')}
          text={t('records.leads.text')}
          action={
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => openLeadModal()}>
              {t('records.leads.action')}
            </Button>
          }
        />
      }
    >
      {(data) =>
        data.data.map((lead) => (
          <RecordRow
            key={lead.code}
            link={
              <Anchor
                component={Link}
                to={`/bizdev/${encodeURIComponent(lead.code)}`}
                aria-label={t('records.leads.open', { name: lead.name })}
              >
                {lead.name}
              </Anchor>
            }
            meta={[
              formatDateRange(lead.starts_at, lead.ends_at, locale),
              lead.lead_value ? formatDecimalMoney(lead.lead_value, lead.lead_currency) : null,
            ]
              .filter(Boolean)
              .join(' · ')}
            aside={<StageBadge stage={lead.stage} />}
          />
        ))
      }
    </RecordList>
  )
}

export function ClientBudgets({ code }: { code: string }) {
  const { t, i18n } = useTranslation('crm')
  const [page, setPage] = useState(1)
  const query = useQuery(clientBudgetsQueryOptions(code, page))
  return (
    <RecordList
      query={query}
      label={t('records.budgets.label')}
      rowsOf={(data) => data}
      onPage={setPage}
      empty={<EmptyRecords title={t('records.budgets.empty')} text={t('records.budgets.text')} />}
    >
      {(data) =>
        data.data.map((budget) => (
          <RecordRow
            key={budget.code}
            link={
              <Anchor
                component={Link}
                to={budgetEditorPath(budget.project.code, budget.code, budget.project.budget_type)}
                aria-label={t('records.budgets.open', { name: budget.name })}
              >
                {budget.name}
              </Anchor>
            }
            meta={[
              budget.project.name,
              t('records.updated', { date: formatDate(budget.updated_at, i18n.language) }),
            ].join(' · ')}
            aside={
              <Text size="sm">{formatDecimalMoney(budget.total_sell_with_service_fee, budget.currency)}</Text>
            }
          />
        ))
      }
    </RecordList>
  )
}

export function SupplierInvoices({ id }: { id: number }) {
  const { t, i18n } = useTranslation('crm')
  const [page, setPage] = useState(1)
  const [open, setOpen] = useState<number | null>(null)
  const query = useQuery(supplierInvoicesQueryOptions(id, page))
  return (
    <>
      <RecordList
        query={query}
        label={t('records.invoices.label')}
        rowsOf={(data) => data.paginator}
        onPage={setPage}
        empty={
          <EmptyRecords
            title={t('records.invoices.empty')}
            text={t('records.invoices.text')}
            action={
              <Button component={Link} to="/accounting?kind=purchase_invoices" variant="default">
                {t('records.invoices.action')}
              </Button>
            }
          />
        }
      >
        {(data) =>
          (data.paginator.data as InvoiceSummary[]).map((invoice) => (
            <RecordRow
              key={invoice.id}
              link={
                <Anchor
                  component="button"
                  type="button"
                  onClick={() => setOpen(invoice.id)}
                  aria-label={t('records.invoices.open', { number: invoice.number })}
                  fw={600}
                  size="sm"
                >
                  {invoice.number}
                </Anchor>
              }
              meta={[formatDate(invoice.invoice_date, i18n.language), invoice.project?.name]
                .filter(Boolean)
                .join(' · ')}
              aside={
                <>
                  <Text size="sm">{formatDecimalMoney(invoice.total, invoice.currency)}</Text>
                  <AccountingStatusBadge status={invoice.status} />
                </>
              }
            />
          ))
        }
      </RecordList>
      <InvoiceDrawer invoiceId={open} onClose={() => setOpen(null)} />
    </>
  )
}

/** The totals of the related lists (their first pages, shared with the lists), for the tab labels. */
export function useRecordCounts(
  kind: CompanyKind,
  company: { id: number; code: string },
  ready: boolean,
): Partial<Record<string, number>> {
  const client = kind === 'client'
  const projects = useQuery({ ...companyProjectsQueryOptions(kind, company.id, 1), enabled: ready }).data
  const leads = useQuery({ ...clientLeadsQueryOptions(company.id, 1), enabled: ready && client }).data
  const budgets = useQuery({ ...clientBudgetsQueryOptions(company.code, 1), enabled: ready && client }).data
  const invoices = useQuery({
    ...supplierInvoicesQueryOptions(company.id, 1),
    enabled: ready && !client,
  }).data
  return {
    projects: projects?.total,
    leads: leads?.total,
    budgets: budgets?.total,
    invoices: invoices?.paginator.total,
  }
}
