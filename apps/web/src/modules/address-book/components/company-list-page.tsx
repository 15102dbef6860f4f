import { Anchor, Avatar, Button, Card, Group, Stack, Table, Text } from '@mantine/core'
import { IconFileSpreadsheet, IconPlus } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { formatDate } from '../../../shared/format/dates'
import { initials } from '../../../shared/format/names'
import { EmptyResults } from '../../../shared/ui/empty-state'
import { notifyError } from '../../../shared/ui/notify'
import { type ColumnPriority, lowPriority, phoneTable } from '../../../shared/ui/table/column-priority'
import { nextSort, SortableHeader } from '../../../shared/ui/table/sortable-header'
import { TablePager } from '../../../shared/ui/table/table-pager'
import { TableSkeletonRows } from '../../../shared/ui/table/table-skeleton'
import {
  COMPANY_KINDS,
  type CompanyKind,
  type CompanyListFilters,
  type CompanyListItem,
  companyListQueryOptions,
  exportCompanies,
} from '../address-book.api'
import { CompanyFilters } from './company-filters'
import { CompanyFormModal } from './company-form-modal'
import { CompanyStatusBadge } from './company-status-badge'

const PAGE_SIZE = 20
type SortColumn = CompanyListFilters['sortBy']

const INITIAL: CompanyListFilters = {
  status: 'all',
  group: null,
  search: '',
  sortBy: 'name',
  sortOrder: 'asc',
  page: 1,
  pageSize: PAGE_SIZE,
}

function groupNames(row: CompanyListItem): string {
  if ('categories' in row) return row.categories.map((category) => category.name).join(', ')
  return row.industry?.name ?? ''
}

/**
 * /clients and /suppliers: filters, a sortable and paged table, the Excel export of the filtered list
 * and the New modal. `actions` adds the page's other buttons (import).
 */
export function CompanyListPage({ kind, actions }: { kind: CompanyKind; actions?: ReactNode }) {
  const { t, i18n } = useTranslation(['crm', 'common'])
  const [filters, setFilters] = useState<CompanyListFilters>(INITIAL)
  const [creating, setCreating] = useState(false)
  const [exporting, setExporting] = useState(false)
  const list = useQuery(companyListQueryOptions(kind, filters))
  const rows = list.data?.data as CompanyListItem[] | undefined
  const filtered = filters.status !== INITIAL.status || filters.group !== null || filters.search.trim() !== ''
  const update = (change: Partial<CompanyListFilters>) =>
    setFilters((old) => ({ ...old, page: 1, ...change }))

  const header = (column: SortColumn, priority?: ColumnPriority) => (
    <SortableHeader
      priority={priority}
      sorted={filters.sortBy === column ? filters.sortOrder : null}
      onSort={() => {
        const next = nextSort({ by: filters.sortBy, order: filters.sortOrder }, column)
        update({ sortBy: next.by, sortOrder: next.order })
      }}
    >
      {t(`columns.${column}`)}
    </SortableHeader>
  )
  const runExport = async () => {
    setExporting(true)
    try {
      await exportCompanies(kind, filters)
    } catch (error) {
      notifyError(error instanceof Error ? error.message : null)
    } finally {
      setExporting(false)
    }
  }
  const newButton = (
    <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setCreating(true)}>
      {t(`kinds.${kind}.new`)}
    </Button>
  )

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text component="h2" fw={650} fz="h3">
          {t(`kinds.${kind}.list`)}
        </Text>
        <Group gap="sm">
          {actions}
          <Button
            variant="default"
            leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
            onClick={runExport}
            loading={exporting}
            aria-label={t('exportLabel')}
          >
            {t('export')}
          </Button>
          {newButton}
        </Group>
      </Group>
      <Card withBorder radius="md" padding="lg" component="section" aria-label={t(`kinds.${kind}.list`)}>
        <Group mb="md">
          <CompanyFilters kind={kind} filters={filters} onChange={update} />
        </Group>
        <Table.ScrollContainer minWidth={860} {...phoneTable}>
          <Table stickyHeader highlightOnHover verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                {header('name')}
                <Table.Th>{t('columns.status')}</Table.Th>
                <Table.Th {...lowPriority}>{t(`kinds.${kind}.group`)}</Table.Th>
                {header('city', 'low')}
                <Table.Th {...lowPriority}>{t('columns.phone')}</Table.Th>
                <Table.Th {...lowPriority}>{t('columns.email')}</Table.Th>
                {header('created_at', 'low')}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {!rows ? (
                <TableSkeletonRows columns={7} />
              ) : (
                rows.map((row) => (
                  <Table.Tr key={row.id}>
                    <Table.Td>
                      <Group gap="sm" wrap="nowrap">
                        <Avatar src={row.logo_full} alt="" size={30} radius="sm" color="brand">
                          {initials(row.name)}
                        </Avatar>
                        <Anchor
                          component={Link}
                          to={`${COMPANY_KINDS[kind].page}/${row.code}`}
                          fw={500}
                          size="sm"
                        >
                          {row.name}
                        </Anchor>
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <CompanyStatusBadge status={row.status} />
                    </Table.Td>
                    <Table.Td {...lowPriority}>{groupNames(row)}</Table.Td>
                    <Table.Td {...lowPriority}>{row.city ?? ''}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }} {...lowPriority}>
                      {row.phone ?? ''}
                    </Table.Td>
                    <Table.Td {...lowPriority}>{row.email ?? ''}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }} {...lowPriority}>
                      {formatDate(row.created_at, i18n.language)}
                    </Table.Td>
                  </Table.Tr>
                ))
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {rows && rows.length === 0 && (
          <EmptyResults
            filtered={filtered}
            text={filtered ? t(`kinds.${kind}.empty`) : t(`kinds.${kind}.none`)}
            action={newButton}
          />
        )}
        {list.data && (
          <TablePager page={list.data} onChange={(page) => setFilters((old) => ({ ...old, page }))} />
        )}
      </Card>
      <CompanyFormModal kind={kind} company={null} opened={creating} onClose={() => setCreating(false)} />
    </Stack>
  )
}
