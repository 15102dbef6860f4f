import type { SortState } from './sortable-header'

export interface SortableColumn<Row> {
  key: string
  sortValue?: (row: Row) => string | number | null
}

/** Lower-case with Turkish letters folded, so "ayse" finds "Ayşe" and "İzmir" finds "izmir". */
export function foldText(value: string): string {
  return value
    .toLocaleLowerCase('tr-TR')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ı/g, 'i')
}

/** The rows whose text contains the search, sorted by the chosen column (Turkish collation). */
export function visibleRows<Row>(
  rows: readonly Row[],
  columns: readonly SortableColumn<Row>[],
  search: string,
  sort: SortState | null,
  searchText: (row: Row) => string,
): Row[] {
  const needle = foldText(search.trim())
  const filtered = needle ? rows.filter((row) => foldText(searchText(row)).includes(needle)) : [...rows]
  const column = sort ? columns.find((c) => c.key === sort.by) : undefined
  if (!sort || !column?.sortValue) return filtered
  const value = column.sortValue
  const collator = new Intl.Collator('tr', { numeric: true, sensitivity: 'base' })
  const direction = sort.order === 'asc' ? 1 : -1
  return filtered.sort((a, b) => {
    const left = value(a)
    const right = value(b)
    if (left === right) return 0
    if (left === null) return 1
    if (right === null) return -1
    if (typeof left === 'number' && typeof right === 'number') return (left - right) * direction
    return collator.compare(String(left), String(right)) * direction
  })
}
