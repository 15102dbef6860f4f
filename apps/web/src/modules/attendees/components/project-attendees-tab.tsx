import type { AttendeeRow } from '@ajanda/contracts/attendees.contract'
import type { Project } from '@ajanda/contracts/projects.contract'
import { Alert, Anchor, Button, Checkbox, Group, Stack, Table, Text } from '@mantine/core'
import { IconList, IconPlus } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { formatDate } from '../../../shared/format/dates'
import { EmptyResults } from '../../../shared/ui/empty-state'
import { nextSort, SortableHeader } from '../../../shared/ui/table/sortable-header'
import { TablePager } from '../../../shared/ui/table/table-pager'
import { TableSkeletonRows } from '../../../shared/ui/table/table-skeleton'
import {
  type ColumnChoice,
  columnChoices,
  customValue,
  type FixedColumn,
  isFixedColumn,
  loadColumns,
  saveColumns,
} from '../attendee-columns'
import {
  type AttendeeFilters,
  type AttendeeSort,
  attendeePageQueryOptions,
  INITIAL_FILTERS,
  isFiltered,
  projectAttendeeColumnsQueryOptions,
  projectAttendeeListsQueryOptions,
} from '../attendees.api'
import { AttendeeBulkBar } from './attendee-bulk-bar'
import { AttendeeDrawer } from './attendee-drawer'
import { AttendeeExportButton } from './attendee-export-button'
import { AttendeeFiltersBar, type FilterChange } from './attendee-filters'
import { AttendeeFormModal } from './attendee-form-modal'
import { AttendeeImportButton } from './attendee-import-modal'
import { AttendeeListsModal } from './attendee-lists-modal'
import { AttendeeMailingButton } from './attendee-mailing-modal'
import { AttendeeStatusBadge } from './attendee-status-badge'
import { ColumnChooser } from './column-chooser'

/** The address's parameter naming the attendee whose drawer is open. */
const ATTENDEE_PARAM = 'attendee'

const SORTABLE: Partial<Record<string, AttendeeSort>> = {
  status: 'status',
  registered_at: 'registered_at',
  created_at: 'created_at',
}

/**
 * The project page's "Katılımcılar" tab (event-side.md section 2): a paged table with the chosen
 * columns, filters by status, list and answer, search, selection with bulk changes, the detail drawer,
 * the add and edit modal and the lists. `?attendee={id}` opens that attendee's drawer.
 */
export function ProjectAttendeesTab({
  project,
}: {
  project: Pick<Project, 'id' | 'code'> & Partial<Pick<Project, 'read_only'>>
}) {
  const { t, i18n } = useTranslation('attendees')
  // A project read only by taking part (decisions/0047): the list, filters, columns and export only.
  const readOnly = project.read_only ?? false
  const [filters, setFilters] = useState<AttendeeFilters>(INITIAL_FILTERS)
  const [columns, setColumns] = useState<string[]>(() => loadColumns(project.id))
  const [selected, setSelected] = useState<number[]>([])
  // The open drawer is in the address (?attendee=12): the header search links straight to it.
  const [params, setParams] = useSearchParams()
  const openId = Number(params.get(ATTENDEE_PARAM)) || null
  const setOpenId = (id: number | null) =>
    setParams(
      (old) => {
        const next = new URLSearchParams(old)
        if (id === null) next.delete(ATTENDEE_PARAM)
        else next.set(ATTENDEE_PARAM, String(id))
        return next
      },
      { replace: true },
    )
  const [editing, setEditing] = useState<{ id: number | null } | null>(null)
  const [listsOpen, setListsOpen] = useState(false)
  const page = useQuery(attendeePageQueryOptions(project.id, filters))
  const lists = useQuery(projectAttendeeListsQueryOptions(project.id)).data?.data ?? []
  const serverColumns = useQuery(projectAttendeeColumnsQueryOptions(project.id)).data?.data
  const choices = useMemo(
    () => columnChoices(serverColumns ?? [], (key: FixedColumn) => t(`columns.${key}`)),
    [serverColumns, t],
  )
  const shown: ColumnChoice[] = choices.filter((choice) => columns.includes(choice.key))
  const rows = page.data?.data
  const filtered = isFiltered(filters)

  const update = (change: FilterChange) => {
    setFilters((old) => ({ ...old, page: 1, ...change }))
    setSelected([])
  }
  const chooseColumns = (keys: string[]) => {
    setColumns(keys)
    saveColumns(project.id, keys)
  }
  const sortHeader = (column: AttendeeSort, label: string, key = column) => (
    <SortableHeader
      key={key}
      sorted={filters.sortBy === column ? filters.sortOrder : null}
      onSort={() => {
        const next = nextSort({ by: filters.sortBy, order: filters.sortOrder }, column)
        setFilters((old) => ({ ...old, sortBy: next.by, sortOrder: next.order, page: 1 }))
      }}
    >
      {label}
    </SortableHeader>
  )
  const pageIds = rows?.map((row) => row.id) ?? []
  const pageChosen = pageIds.filter((id) => selected.includes(id)).length
  const togglePage = () =>
    setSelected((old) =>
      pageChosen === pageIds.length
        ? old.filter((id) => !pageIds.includes(id))
        : [...old, ...pageIds.filter((id) => !old.includes(id))],
    )
  const toggleRow = (id: number) =>
    setSelected((old) => (old.includes(id) ? old.filter((each) => each !== id) : [...old, id]))

  const cell = (row: AttendeeRow, key: string) => {
    if (!isFixedColumn(key)) return customValue(row, key)
    switch (key) {
      case 'status':
        return <AttendeeStatusBadge status={row.status} />
      case 'list':
        return row.lists.map((list) => list.name).join(', ')
      case 'source':
        return t(`source.${row.source}`)
      case 'language':
        return row.language === 'tr' || row.language === 'en' ? t(`language.${row.language}`) : row.language
      case 'companions':
        return row.companions_count > 0 ? String(row.companions_count) : ''
      case 'registered_at':
        return row.registered_at ? formatDate(row.registered_at, i18n.language) : ''
      case 'declared_at':
        // The attendee's declaration (/declaration/{dcode}): its date, or a dash.
        return row.declared_at ? formatDate(row.declared_at, i18n.language) : '—'
      case 'created_at':
        return formatDate(row.created_at, i18n.language)
      default:
        return row[key] ?? ''
    }
  }

  const newButton = (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ id: null })}>
      {t('new')}
    </Button>
  )

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <AttendeeFiltersBar projectId={project.id} filters={filters} lists={lists} onChange={update} />
        <Group gap="sm">
          <ColumnChooser choices={choices} value={columns} onChange={chooseColumns} />
          {!readOnly && (
            <>
              <Button
                variant="default"
                leftSection={<IconList size={16} aria-hidden />}
                onClick={() => setListsOpen(true)}
              >
                {t('manageLists')}
              </Button>
              <AttendeeImportButton
                projectId={project.id}
                lists={lists}
                customColumns={choices.filter((c) => c.custom).map((c) => ({ key: c.key, label: c.label }))}
              />
            </>
          )}
          <AttendeeExportButton projectId={project.id} filters={filters} />
          {!readOnly && (
            <>
              <AttendeeMailingButton projectId={project.id} lists={lists} selected={selected} />
              {newButton}
            </>
          )}
        </Group>
      </Group>
      {selected.length > 0 && !readOnly && (
        <AttendeeBulkBar
          projectId={project.id}
          selected={selected}
          lists={lists}
          onDone={() => setSelected([])}
        />
      )}
      {page.isError && !rows ? (
        <Alert color="red.9" title={t('loadFailed')}>
          <Button size="compact-sm" variant="light" onClick={() => void page.refetch()}>
            {t('retry')}
          </Button>
        </Alert>
      ) : (
        <Table.ScrollContainer minWidth={Math.max(560, 260 + shown.length * 140)}>
          <Table
            stickyHeader
            highlightOnHover
            verticalSpacing="xs"
            aria-label={t('label')}
            aria-busy={page.isFetching}
          >
            <Table.Thead>
              <Table.Tr>
                {/* Selection only feeds the bulk changes, which a read-only viewer does not get. */}
                {!readOnly && (
                  <Table.Th w={40}>
                    <Checkbox
                      aria-label={t('selection.page')}
                      checked={pageIds.length > 0 && pageChosen === pageIds.length}
                      indeterminate={pageChosen > 0 && pageChosen < pageIds.length}
                      disabled={pageIds.length === 0}
                      onChange={togglePage}
                    />
                  </Table.Th>
                )}
                {sortHeader('name', t('columns.name'))}
                {shown.map((choice) => {
                  const sort = SORTABLE[choice.key]
                  return sort ? (
                    sortHeader(sort, choice.label, choice.key as AttendeeSort)
                  ) : (
                    <Table.Th key={choice.key}>{choice.label}</Table.Th>
                  )
                })}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {!rows ? (
                <TableSkeletonRows columns={shown.length + (readOnly ? 1 : 2)} />
              ) : (
                rows.map((row) => {
                  const name = `${row.first_name} ${row.last_name}`
                  return (
                    <Table.Tr
                      key={row.id}
                      bg={selected.includes(row.id) ? 'var(--mantine-color-brand-light)' : undefined}
                    >
                      {!readOnly && (
                        <Table.Td>
                          <Checkbox
                            aria-label={t('selection.row', { name })}
                            checked={selected.includes(row.id)}
                            onChange={() => toggleRow(row.id)}
                          />
                        </Table.Td>
                      )}
                      <Table.Td>
                        <Anchor
                          component="button"
                          type="button"
                          fw={500}
                          size="sm"
                          ta="left"
                          onClick={() => setOpenId(row.id)}
                          aria-label={t('detail.open', { name })}
                        >
                          {name}
                        </Anchor>
                      </Table.Td>
                      {shown.map((choice) => (
                        <Table.Td key={choice.key} style={{ whiteSpace: 'nowrap' }}>
                          {cell(row, choice.key)}
                        </Table.Td>
                      ))}
                    </Table.Tr>
                  )
                })
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {rows && rows.length === 0 && (
        <EmptyResults
          filtered={filtered}
          title={filtered ? undefined : t('empty.title')}
          text={filtered ? undefined : t('empty.text')}
          action={filtered ? undefined : newButton}
        />
      )}
      {page.data && page.data.total > 0 && (
        <Text size="sm" c="dimmed">
          {t('total', { count: page.data.total })}
        </Text>
      )}
      {page.data && (
        <TablePager page={page.data} onChange={(next) => setFilters((old) => ({ ...old, page: next }))} />
      )}
      <AttendeeDrawer
        projectId={project.id}
        attendeeId={openId}
        onClose={() => setOpenId(null)}
        onEdit={readOnly ? undefined : (id) => setEditing({ id })}
      />
      <AttendeeFormModal
        projectId={project.id}
        attendeeId={editing?.id ?? null}
        opened={editing !== null}
        lists={lists}
        onClose={() => setEditing(null)}
        onSaved={(id) => setOpenId(id)}
      />
      <AttendeeListsModal projectId={project.id} opened={listsOpen} onClose={() => setListsOpen(false)} />
    </Stack>
  )
}
