import type { BudgetCategoryBlock, BudgetLine } from '@ajanda/contracts/budgets.contract'

/** The editor's copy of a category: the server's block, its lines as the user has them now. */
export type EditorCategory = Omit<BudgetCategoryBlock, 'items' | 'total_buy' | 'total_sell'> & {
  items: BudgetLine[]
}

export type GridRow =
  | { kind: 'category'; key: string; category: EditorCategory }
  | { kind: 'line'; key: string; line: BudgetLine; categoryId: number }

export const categoryRowKey = (id: number) => `c${id}`
export const lineRowKey = (id: number) => `l${id}`

/**
 * The grid's one flat list: each category's header row followed by its lines. The virtualiser renders
 * a window of it, so 2,000 lines cost the DOM of the rows in view only.
 */
export function flattenRows(categories: readonly EditorCategory[]): GridRow[] {
  const rows: GridRow[] = []
  for (const category of categories) {
    rows.push({ kind: 'category', key: categoryRowKey(category.id), category })
    for (const line of category.items)
      rows.push({ kind: 'line', key: lineRowKey(line.id), line, categoryId: category.id })
  }
  return rows
}

/** Where a row key sits in the flat list (-1 when gone, e.g. deleted by someone else). */
export function rowIndexOf(rows: readonly GridRow[], key: string): number {
  return rows.findIndex((row) => row.key === key)
}

function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list]
  const [item] = next.splice(from, 1)
  if (item !== undefined) next.splice(to, 0, item)
  return next
}

/**
 * A drag (or Alt+arrow) of one row onto another, as the flat list sees it. A line lands at the other
 * row's place and belongs to the category header above it, so it may change category; a category moves
 * with its lines to the place of the category the other row belongs to. Null when nothing moves.
 */
export function reorderRows(
  categories: readonly EditorCategory[],
  activeKey: string,
  overKey: string,
): EditorCategory[] | null {
  if (activeKey === overKey) return null
  const rows = flattenRows(categories)
  const from = rowIndexOf(rows, activeKey)
  const to = rowIndexOf(rows, overKey)
  const active = rows[from]
  const over = rows[to]
  if (!active || !over) return null
  if (active.kind === 'category') {
    const target = over.kind === 'category' ? over.category.id : over.categoryId
    const fromCategory = categories.findIndex((category) => category.id === active.category.id)
    const toCategory = categories.findIndex((category) => category.id === target)
    return fromCategory === toCategory ? null : moved(categories, fromCategory, toCategory)
  }
  // A line dropped on the first header has no category above it: it goes to the top of the first one.
  const order = moved(rows, from, Math.max(to, 1))
  const next: EditorCategory[] = []
  for (const row of order) {
    if (row.kind === 'category') next.push({ ...row.category, items: [] })
    else
      next
        .at(-1)
        ?.items.push(
          next.at(-1)?.id === row.categoryId
            ? row.line
            : { ...row.line, budget_category_id: next.at(-1)?.id ?? row.categoryId },
        )
  }
  // Categories whose lines did not change keep their identity, so their rows do not re-render.
  return next.map((category, index) => {
    const old = categories[index]
    return old &&
      old.items.length === category.items.length &&
      old.items.every((line, i) => line === category.items[i])
      ? old
      : category
  })
}
