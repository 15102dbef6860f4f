import '@mantine/dates/styles.css'
import { formatDateRange } from '@ajanda/contracts/common/date-range'
import { Anchor, Avatar, Button, Card, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core'
import { IconFileSpreadsheet, IconPlus } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { initials } from '../../../shared/format/names'
import { useFormLocale } from '../../../shared/forms/use-form-locale'
import { useMe } from '../../../shared/session/use-session'
import { EmptyResults } from '../../../shared/ui/empty-state'
import { ErrorAlert } from '../../../shared/ui/error-alert'
import { notifyError } from '../../../shared/ui/notify'
import { PhoneFilters } from '../../../shared/ui/phone-filters'
import { type ColumnPriority, lowPriority, phoneTable } from '../../../shared/ui/table/column-priority'
import { nextSort, SortableHeader } from '../../../shared/ui/table/sortable-header'
import { TablePager } from '../../../shared/ui/table/table-pager'
import { TableSkeletonRows } from '../../../shared/ui/table/table-skeleton'
import { ProjectFilters } from '../components/project-filters'
import { SimpleProjectFormModal } from '../components/simple-project-form-modal'
import { StageBadge } from '../components/stage-badge'
import { UserChip } from '../components/user-chip'
import {
  changeFilters,
  DEFAULT_PROJECT_FILTERS,
  filtersFromSearch,
  type ProjectListFilters,
  type ProjectSortColumn,
  searchFromFilters,
} from '../project-list-filters'
import { exportProjects, type ProjectListRow, projectListQueryOptions } from '../projects.api'

const COLUMNS = 7

/**
 * /projects: the company's projects (a CLIENT user's own), filters kept in the URL, a sortable paged
 * table, the Excel export of the filtered list; CLIENT users also get "Yeni Proje".
 */
export function ProjectsPage() {
  const { t } = useTranslation(['projects', 'common'])
  const locale = useFormLocale()
  const me = useMe()
  const staff = me.kind !== 'CLIENT'
  const [params, setParams] = useSearchParams()
  const filters = filtersFromSearch(params)
  const [exporting, setExporting] = useState(false)
  const [creating, setCreating] = useState(false)
  const list = useQuery(projectListQueryOptions(filters))
  const rows = list.data?.data
  const update = (change: Partial<ProjectListFilters>) =>
    setParams(searchFromFilters(changeFilters(filters, change)), { replace: !('page' in change) })

  const header = (column: ProjectSortColumn, label: string, priority?: ColumnPriority) => (
    <SortableHeader
      priority={priority}
      sorted={filters.sortBy === column ? filters.sortOrder : null}
      onSort={() => {
        const next = nextSort({ by: filters.sortBy, order: filters.sortOrder }, column)
        update({ sortBy: next.by, sortOrder: next.order })
      }}
    >
      {label}
    </SortableHeader>
  )
  const runExport = async () => {
    setExporting(true)
    try {
      await exportProjects(filters)
    } catch (error) {
      notifyError(error instanceof Error ? error.message : null)
    } finally {
      setExporting(false)
    }
  }
  const newButton = staff ? null : (
    <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setCreating(true)}>
      {t('list.new')}
    </Button>
  )
  const filtered = params.toString() !== ''

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text component="h2" fw={650} fz="h3">
          {t('list.title')}
        </Text>
        <Group gap="sm">
          {/* The export holds the agency's lead figures: staff only (the server refuses CLIENT users). */}
          {staff && (
            <Button
              variant="default"
              leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
              onClick={runExport}
              loading={exporting}
              aria-label={t('list.exportLabel')}
            >
              {t('list.export')}
            </Button>
          )}
          {newButton}
        </Group>
      </Group>
      <Card withBorder radius="md" padding="lg" component="section" aria-label={t('list.title')}>
        <Group mb="md">
          <PhoneFilters active={filtered}>
            <ProjectFilters filters={filters} onChange={update} staff={staff} />
          </PhoneFilters>
        </Group>
        {list.error && !rows ? <ErrorAlert message={list.error.message} /> : null}
        <Table.ScrollContainer minWidth={960} {...phoneTable}>
          <Table stickyHeader highlightOnHover verticalSpacing="xs" aria-busy={list.isFetching}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={48} {...lowPriority}>
                  <VisuallyHidden>{t('columns.logo')}</VisuallyHidden>
                </Table.Th>
                {header('project_ref', t('columns.project_ref'), 'low')}
                {header('name', t('columns.name'))}
                <Table.Th {...lowPriority}>{t('columns.client')}</Table.Th>
                {header('starts_at', t('columns.starts_at'), 'low')}
                <Table.Th>{t('columns.status')}</Table.Th>
                <Table.Th {...lowPriority}>{t('columns.responsible')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {!rows ? (
                list.error ? null : (
                  <TableSkeletonRows columns={COLUMNS} />
                )
              ) : (
                rows.map((row: ProjectListRow) => (
                  <Table.Tr key={row.id} data-project={row.code}>
                    <Table.Td {...lowPriority}>
                      <Avatar src={row.client?.logo_full ?? null} alt="" size={30} radius="sm" color="brand">
                        {row.client ? initials(row.client.name) : ''}
                      </Avatar>
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }} {...lowPriority}>
                      {row.project_ref ?? ''}
                    </Table.Td>
                    <Table.Td>
                      <Anchor component={Link} to={`/project/${row.code}/main`} fw={500} size="sm">
                        {row.name}
                      </Anchor>
                      {/* On a phone the reference column hides: the code stays under the name. */}
                      {row.project_ref && (
                        <Text size="xs" c="dimmed" hiddenFrom="sm">
                          {row.project_ref}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td {...lowPriority}>{row.client?.name ?? ''}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }} {...lowPriority}>
                      {formatDateRange(row.starts_at, row.ends_at, locale)}
                    </Table.Td>
                    <Table.Td>
                      <StageBadge stage={row.stage} />
                    </Table.Td>
                    <Table.Td {...lowPriority}>
                      <UserChip user={row.responsible} />
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
            text={filtered ? t('list.empty') : t('list.none')}
            action={
              filtered ? (
                <Button variant="light" onClick={() => setParams(searchFromFilters(DEFAULT_PROJECT_FILTERS))}>
                  {t('list.clearFilters')}
                </Button>
              ) : (
                newButton
              )
            }
          />
        )}
        {list.data && <TablePager page={list.data} onChange={(page) => update({ page })} />}
      </Card>
      {!staff && <SimpleProjectFormModal opened={creating} onClose={() => setCreating(false)} />}
    </Stack>
  )
}
