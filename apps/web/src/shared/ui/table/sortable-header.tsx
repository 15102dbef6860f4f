import { Group, Table, UnstyledButton } from '@mantine/core'
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { type ColumnPriority, priorityAttributes } from './column-priority'

export type SortOrder = 'asc' | 'desc'

export interface SortState<K extends string = string> {
  by: K
  order: SortOrder
}

/** The next sort after a click on a column: same column flips, another starts ascending. */
export function nextSort<K extends string>(current: SortState<K> | null, column: K): SortState<K> {
  if (current?.by === column) return { by: column, order: current.order === 'asc' ? 'desc' : 'asc' }
  return { by: column, order: 'asc' }
}

interface SortableHeaderProps {
  children: ReactNode
  sorted: SortOrder | null
  onSort: () => void
  numeric?: boolean
  width?: number | string
  /** 'low': hidden on a phone (column-priority.ts). */
  priority?: ColumnPriority
}

/** A column header that sorts on click (aria-sort says how). */
export function SortableHeader({ children, sorted, onSort, numeric, width, priority }: SortableHeaderProps) {
  const Icon = sorted === 'asc' ? IconChevronUp : sorted === 'desc' ? IconChevronDown : IconSelector
  const ariaSort = sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none'
  return (
    <Table.Th
      aria-sort={ariaSort}
      w={width}
      className={numeric ? 'numeric' : undefined}
      {...priorityAttributes(priority)}
    >
      <UnstyledButton onClick={onSort} fw={600} fz="sm">
        <Group gap={4} wrap="nowrap" justify={numeric ? 'flex-end' : 'flex-start'}>
          {children}
          <Icon size={14} aria-hidden />
        </Group>
      </UnstyledButton>
    </Table.Th>
  )
}
