import { makeDefault } from '@ajanda/contracts/budget-calc'
import type { BudgetDetail, BudgetLine, UpdateBudgetLineInput } from '@ajanda/contracts/budgets.contract'
import type { EditorCategory } from './budget-rows'

/** The fields a line write carries (is_default has its own call, suppliers travel as ids). */
const SIMPLE_FIELDS = [
  'name',
  'product_type',
  'quantity',
  'quantity_unit',
  'unit_count',
  'count_unit',
  'price_buy',
  'currency_buy',
  'price_sell',
  'currency_sell',
  'alt_group',
  'notes',
] as const satisfies readonly (keyof BudgetLine & keyof UpdateBudgetLineInput)[]

export type LinePatch = Partial<Pick<BudgetLine, (typeof SIMPLE_FIELDS)[number] | 'suppliers' | 'is_default'>>

export function categoriesOf(detail: BudgetDetail): EditorCategory[] {
  return detail.categories.map(({ total_buy: _buy, total_sell: _sell, ...category }) => category)
}

/** Changes one category's lines; every other category (and line) keeps its identity for the memoised rows. */
function mapCategoryOf(
  categories: readonly EditorCategory[],
  lineId: number,
  change: (items: BudgetLine[]) => BudgetLine[],
): EditorCategory[] {
  return categories.map((category) =>
    category.items.some((line) => line.id === lineId)
      ? { ...category, items: change(category.items) }
      : category,
  )
}

export function patchLine(
  categories: readonly EditorCategory[],
  id: number,
  patch: LinePatch,
): EditorCategory[] {
  return mapCategoryOf(categories, id, (items) =>
    items.map((line) => (line.id === id ? { ...line, ...patch } : line)),
  )
}

/** The server's copies of lines (a save's answer, a conflict's current row) in place of ours. */
export function replaceLines(
  categories: readonly EditorCategory[],
  lines: readonly BudgetLine[],
): EditorCategory[] {
  const byId = new Map(lines.map((line) => [line.id, line]))
  return categories.map((category) =>
    category.items.some((line) => byId.has(line.id))
      ? { ...category, items: category.items.map((line) => byId.get(line.id) ?? line) }
      : category,
  )
}

/** New lines after `afterId` (or at the category's end), as POST /items answers them. */
export function insertLines(
  categories: readonly EditorCategory[],
  categoryId: number,
  afterId: number | null,
  lines: readonly BudgetLine[],
): EditorCategory[] {
  return categories.map((category) => {
    if (category.id !== categoryId) return category
    const at = afterId === null ? -1 : category.items.findIndex((line) => line.id === afterId)
    const items = [...category.items]
    items.splice(at < 0 ? items.length : at + 1, 0, ...lines)
    return { ...category, items }
  })
}

export function removeLine(categories: readonly EditorCategory[], id: number): EditorCategory[] {
  return mapCategoryOf(categories, id, (items) => items.filter((line) => line.id !== id))
}

/** The alternative-group rule applied locally at once (the shared `makeDefault`), before the server says so. */
export function applyDefault(categories: readonly EditorCategory[], id: number): EditorCategory[] {
  return mapCategoryOf(categories, id, (items) => makeDefault(items, id))
}

/**
 * A fresh server copy merged into ours: the server decides the structure and every line, except the
 * lines the user is changing right now (`keep`), which stay as typed with the version they were read
 * at, so their save meets a conflict instead of silently overwriting someone else's change.
 */
export function mergeServer(
  local: readonly EditorCategory[],
  server: readonly EditorCategory[],
  keep: ReadonlySet<number>,
): EditorCategory[] {
  if (keep.size === 0) return [...server]
  const mine = new Map<number, BudgetLine>()
  for (const category of local)
    for (const line of category.items) if (keep.has(line.id)) mine.set(line.id, line)
  return server.map((category) =>
    category.items.some((line) => mine.has(line.id))
      ? { ...category, items: category.items.map((line) => mine.get(line.id) ?? line) }
      : category,
  )
}

/** What changed on a line since the server's copy, as PUT /items/{id} takes it (without the version). */
export function lineDiff(line: BudgetLine, saved: BudgetLine): Omit<UpdateBudgetLineInput, 'version'> {
  const diff: Record<string, unknown> = {}
  for (const field of SIMPLE_FIELDS) if (line[field] !== saved[field]) diff[field] = line[field]
  const ids = line.suppliers.map((supplier) => supplier.id)
  if (ids.join(',') !== saved.suppliers.map((supplier) => supplier.id).join(',')) diff.supplier_ids = ids
  return diff
}

export const findLine = (categories: readonly EditorCategory[], id: number) => {
  for (const category of categories) {
    const line = category.items.find((item) => item.id === id)
    if (line) return line
  }
  return undefined
}

/** PUT /budget/{code}/order's body: every category in order with its lines in order. */
export function orderPayload(categories: readonly EditorCategory[]) {
  return categories.map((category) => ({ id: category.id, items: category.items.map((line) => line.id) }))
}
