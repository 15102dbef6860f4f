import {
  BUDGET_PASTE_ROWS_MAX,
  type BudgetLine,
  type BudgetLineInput,
  COUNT_UNITS,
  PRODUCT_TYPES,
  QUANTITY_UNITS,
} from '@ajanda/contracts/budgets.contract'
import { parseDecimalInput } from '../../shared/format/money'

/**
 * Rows on the clipboard as tab-separated values, in the grid's column order minus the suppliers and the
 * default flag (ids and a group rule do not travel between budgets or spreadsheets): name, product
 * type, quantity, quantity unit, unit count, count unit, buy price, buy currency, sell price, sell
 * currency, alternative group, notes. A spreadsheet's copied block pastes back the same way.
 */
export const TSV_FIELDS = [
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
] as const

const clean = (value: string | null) => (value ?? '').replace(/[\t\r\n]+/g, ' ')

export function linesToTsv(lines: readonly BudgetLine[]): string {
  return lines.map((line) => TSV_FIELDS.map((field) => clean(line[field])).join('\t')).join('\n')
}

/** Codes or their labels ("ACC", "Konaklama") to the code. */
function pick<T extends string>(codes: readonly T[], labels: Readonly<Record<string, string>>, text: string) {
  const wanted = text.trim().toLocaleLowerCase('tr')
  if (wanted === '') return undefined
  return codes.find(
    (code) => code.toLowerCase() === wanted || labels[code]?.toLocaleLowerCase('tr') === wanted,
  )
}

export interface PasteLabels {
  productTypes: Readonly<Record<string, string>>
  quantityUnits: Readonly<Record<string, string>>
  countUnits: Readonly<Record<string, string>>
}

/**
 * Pasted text as new lines: one line per non-empty row; a row without a name is skipped (a name is
 * required). Unknown codes and malformed numbers fall back to the line defaults, which the user then
 * sees and corrects in the grid. At most BUDGET_PASTE_ROWS_MAX rows.
 */
export function parseTsv(text: string, labels: PasteLabels, currency: string): BudgetLineInput[] {
  const rows = text.replace(/\r\n?/g, '\n').split('\n')
  const lines: BudgetLineInput[] = []
  for (const row of rows) {
    const cells = row.split('\t')
    const get = (field: (typeof TSV_FIELDS)[number]) => (cells[TSV_FIELDS.indexOf(field)] ?? '').trim()
    const name = get('name')
    if (name === '') continue
    const decimal = (field: (typeof TSV_FIELDS)[number], fallback: string) =>
      parseDecimalInput(get(field)) ?? fallback
    const currencyOf = (field: (typeof TSV_FIELDS)[number]) =>
      /^[A-Za-z]{3}$/.test(get(field)) ? get(field).toUpperCase() : currency
    lines.push({
      name,
      product_type: pick(PRODUCT_TYPES, labels.productTypes, get('product_type')) ?? null,
      quantity: decimal('quantity', '1'),
      quantity_unit: pick(QUANTITY_UNITS, labels.quantityUnits, get('quantity_unit')) ?? 'PEOPLE',
      unit_count: decimal('unit_count', '1'),
      count_unit: pick(COUNT_UNITS, labels.countUnits, get('count_unit')) ?? 'TIMES',
      price_buy: decimal('price_buy', '0'),
      currency_buy: currencyOf('currency_buy'),
      price_sell: decimal('price_sell', '0'),
      currency_sell: currencyOf('currency_sell'),
      alt_group: get('alt_group') || null,
      notes: get('notes') || null,
    })
    if (lines.length === BUDGET_PASTE_ROWS_MAX) break
  }
  return lines
}

/** One value without tabs or line breaks pastes into the active cell rather than adding lines. */
export const isSingleValue = (text: string) => !/[\t\n]/.test(text.replace(/\r?\n$/, ''))
