import { Button, Card, Group, Table, TextInput, Title } from '@mantine/core'
import { IconPencil, IconPlus, IconSearch, IconTrash } from '@tabler/icons-react'
import { type ReactNode, useMemo, useState } from 'react'
import type { FieldValues } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { confirmDestructive } from '../confirm'
import { EmptyResults } from '../empty-state'
import { notifyError, notifySuccess } from '../notify'
import { nextSort, SortableHeader, type SortState } from './sortable-header'
import { type TableFormConfig, TableFormModal } from './table-form-modal'
import { TablePager } from './table-pager'
import { type SortableColumn, visibleRows } from './table-rows'
import { TableSkeletonRows } from './table-skeleton'

/** Long lists (the shared tax offices) are shown a page at a time. */
export const TABLE_VIEW_PAGE_SIZE = 50

export interface TableColumn<Row> extends SortableColumn<Row> {
  title: string
  render: (row: Row) => ReactNode
  numeric?: boolean
  width?: number | string
}

export interface GenericTableViewProps<Row extends { id: number }, Values extends FieldValues> {
  title: string
  rows: readonly Row[] | undefined
  loading?: boolean
  columns: TableColumn<Row>[]
  /** The row's name in button labels ("Güncelle: Kongre"). */
  rowLabel: (row: Row) => string
  /** Without a form the view is read only: no New, no Update. */
  form?: TableFormConfig<Row, Values>
  onSave?: (values: Values, row: Row | null) => Promise<{ message: string }>
  onDelete?: (row: Row) => Promise<{ message: string }>
  /** Rows that may not be changed (shared records) show no Update or Delete. */
  canModify?: (row: Row) => boolean
  /** What to do when the list is empty ("Henüz kayıt yok"); a search that finds nothing says so instead. */
  emptyText?: string
  newLabel?: string
}

/**
 * The admin's generic table view (admin-area.md section 2): title, New, search, sortable columns, empty
 * state, per-row Update and Delete, and the add/edit modal from a field description.
 */
export function GenericTableView<Row extends { id: number }, Values extends FieldValues>(
  props: GenericTableViewProps<Row, Values>,
) {
  const { title, rows, loading, columns, rowLabel, form, onSave, onDelete, canModify } = props
  const { t } = useTranslation()
  const [search, setSearch] = useState('')
  const [sort, setSort] = useState<SortState | null>(null)
  const [editing, setEditing] = useState<Row | null | undefined>(undefined)
  const [deleting, setDeleting] = useState<number | null>(null)
  const [page, setPage] = useState(1)
  const editable = Boolean(form && onSave)
  const hasActions = editable || Boolean(onDelete)

  const shown = useMemo(() => {
    const text = (row: Row) =>
      columns
        .map((column) => column.sortValue?.(row))
        .filter((value) => value !== null && value !== undefined)
        .join(' ')
    return visibleRows(rows ?? [], columns, search, sort, text)
  }, [rows, columns, search, sort])
  const lastPage = Math.max(1, Math.ceil(shown.length / TABLE_VIEW_PAGE_SIZE))
  const currentPage = Math.min(page, lastPage)
  const from = (currentPage - 1) * TABLE_VIEW_PAGE_SIZE
  const pageRows = shown.slice(from, from + TABLE_VIEW_PAGE_SIZE)

  const remove = async (row: Row) => {
    if (!onDelete || !(await confirmDestructive())) return
    setDeleting(row.id)
    try {
      notifySuccess((await onDelete(row)).message)
    } catch (error) {
      notifyError(error instanceof Error ? error.message : null)
    } finally {
      setDeleting(null)
    }
  }

  const newButton = editable && (
    <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing(null)}>
      {props.newLabel ?? t('actions.new')}
    </Button>
  )
  const allowed = (row: Row) => canModify?.(row) ?? true
  const columnCount = columns.length + (hasActions ? 1 : 0)

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-label={title}>
      <Group justify="space-between" mb="md" wrap="wrap">
        <Title order={2} fz="h4">
          {title}
        </Title>
        <Group gap="sm">
          <TextInput
            placeholder={t('table.search')}
            aria-label={t('table.searchLabel')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value)
              setPage(1)
            }}
            w={240}
          />
          {newButton}
        </Group>
      </Group>
      <Table.ScrollContainer minWidth={560}>
        <Table stickyHeader highlightOnHover verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) =>
                column.sortValue ? (
                  <SortableHeader
                    key={column.key}
                    sorted={sort?.by === column.key ? sort.order : null}
                    onSort={() => setSort(nextSort(sort, column.key))}
                    numeric={column.numeric}
                    width={column.width}
                  >
                    {column.title}
                  </SortableHeader>
                ) : (
                  <Table.Th
                    key={column.key}
                    w={column.width}
                    className={column.numeric ? 'numeric' : undefined}
                  >
                    {column.title}
                  </Table.Th>
                ),
              )}
              {hasActions && (
                <Table.Th w={220} ta="right">
                  {t('table.actions')}
                </Table.Th>
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {loading || !rows ? (
              <TableSkeletonRows columns={columnCount} />
            ) : (
              pageRows.map((row) => (
                <Table.Tr key={row.id}>
                  {columns.map((column) => (
                    <Table.Td key={column.key} className={column.numeric ? 'numeric' : undefined}>
                      {column.render(row)}
                    </Table.Td>
                  ))}
                  {hasActions && (
                    <Table.Td>
                      {allowed(row) && (
                        <Group gap="xs" justify="flex-end" wrap="nowrap">
                          {editable && (
                            <Button
                              size="xs"
                              variant="light"
                              leftSection={<IconPencil size={14} aria-hidden />}
                              aria-label={`${t('actions.update')}: ${rowLabel(row)}`}
                              onClick={() => setEditing(row)}
                            >
                              {t('actions.update')}
                            </Button>
                          )}
                          {onDelete && (
                            <Button
                              size="xs"
                              variant="outline"
                              color="red.9"
                              leftSection={<IconTrash size={14} aria-hidden />}
                              aria-label={`${t('actions.delete')}: ${rowLabel(row)}`}
                              loading={deleting === row.id}
                              onClick={() => void remove(row)}
                            >
                              {t('actions.delete')}
                            </Button>
                          )}
                        </Group>
                      )}
                    </Table.Td>
                  )}
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <TablePager
        page={{
          total: shown.length,
          from: shown.length === 0 ? null : from + 1,
          to: from + pageRows.length,
          current_page: currentPage,
          last_page: lastPage,
        }}
        onChange={setPage}
      />
      {!loading && rows && shown.length === 0 && (
        <EmptyResults
          filtered={search.trim() !== ''}
          title={t('empty.nothingYet')}
          text={props.emptyText}
          action={search.trim() === '' && newButton}
        />
      )}
      {form && onSave && (
        <TableFormModal
          config={form}
          editing={editing}
          onClose={() => setEditing(undefined)}
          onSave={onSave}
        />
      )}
    </Card>
  )
}
