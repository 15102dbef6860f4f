import type { BudgetCategoryBlock, BudgetDetail, BudgetLine } from '@ajanda/contracts/budgets.contract'
import { dayIn } from '../../../platform/time-zone'
import type { BudgetExportInput } from './budget-export-types'
import { formatDate, formatPercent, subtract } from './export-format'
import { EXPORT_LABELS, type ExportLabels, type ExportLang } from './export-labels'
import { type ExportColors, type ExportLogo, exportColors, readLogo } from './export-style'

/*
 * What an export shows, decided once for both renderers: which columns, lines and totals each audience
 * gets. The client audience never gets a buy price, a supplier, a profit, a note or an uncounted
 * alternative: those cells are not built for it at all, so no renderer can leak them.
 */

export type ColumnKey =
  | 'name'
  | 'product_type'
  | 'quantity'
  | 'unit_count'
  | 'suppliers'
  | 'unit_buy'
  | 'total_buy'
  | 'unit_sell'
  | 'total_sell'
  | 'profit'
  | 'alternative'
  | 'notes'

export type ExportCell =
  | { kind: 'text'; text: string }
  | { kind: 'money'; amount: string; currency: string }
  | { kind: 'count'; amount: string; unit: string }
  | { kind: 'percent'; fraction: string }

export interface ExportColumn {
  key: ColumnKey
  label: string
  /** Amounts of this column are in the budget currency (its header says which). */
  in_budget_currency: boolean
}

export type ExportRow = Partial<Record<ColumnKey, ExportCell>>

export interface ExportLine {
  cells: ExportRow
  /** False for an alternative that is not its group's default (shown in the internal export only). */
  counted: boolean
}

export interface ExportCategory {
  title: string
  lines: ExportLine[]
  subtotal: ExportRow
}

export interface ExportTotal {
  label: string
  value: ExportCell
  strong: boolean
}

export interface ExportDocument {
  lang: ExportLang
  audience: BudgetExportInput['audience']
  labels: ExportLabels
  company_name: string
  logo: ExportLogo | null
  colors: ExportColors
  budget_name: string
  currency: string
  /** The heading's facts; `day` (YYYY-MM-DD) makes the sheet's cell a real date, `value` is its text. */
  meta: { label: string; value: string; day?: string }[]
  notices: string[]
  columns: ExportColumn[]
  categories: ExportCategory[]
  totals: ExportTotal[]
  footer_note: string | null
  generated_at: Date
}

const CLIENT_COLUMNS: readonly ColumnKey[] = [
  'name',
  'product_type',
  'quantity',
  'unit_count',
  'unit_sell',
  'total_sell',
]
const INTERNAL_COLUMNS: readonly ColumnKey[] = [
  'name',
  'product_type',
  'quantity',
  'unit_count',
  'suppliers',
  'unit_buy',
  'total_buy',
  'unit_sell',
  'total_sell',
  'profit',
  'alternative',
  'notes',
]
const BUDGET_CURRENCY_COLUMNS = new Set<ColumnKey>(['total_buy', 'total_sell', 'profit'])

const text = (value: string): ExportCell => ({ kind: 'text', text: value })
const money = (amount: string, currency: string): ExportCell => ({ kind: 'money', amount, currency })

function pick(row: ExportRow, keys: readonly ColumnKey[]): ExportRow {
  const picked: ExportRow = {}
  for (const key of keys) if (row[key]) picked[key] = row[key]
  return picked
}

const byOrder = <T extends { sort_order: number; id: number }>(a: T, b: T) =>
  a.sort_order - b.sort_order || a.id - b.id

function localName(item: { name: string; name_en: string | null }, lang: ExportLang): string {
  return lang === 'en' && item.name_en?.trim() ? item.name_en : item.name
}

function alternativeText(line: BudgetLine, labels: ExportLabels): string {
  if (line.alt_group === null) return ''
  const label = line.counted ? labels.default_line : labels.alternative_line
  return `${label} (${line.alt_group})`
}

function lineRow(line: BudgetLine, currency: string, lang: ExportLang, labels: ExportLabels): ExportRow {
  return {
    name: text(localName(line, lang)),
    product_type: text(line.product_type ? labels.product_types[line.product_type] : ''),
    quantity: { kind: 'count', amount: line.quantity, unit: labels.quantity_units[line.quantity_unit] },
    unit_count: { kind: 'count', amount: line.unit_count, unit: labels.count_units[line.count_unit] },
    suppliers: text(line.suppliers.map((supplier) => supplier.name).join(', ')),
    unit_buy: money(line.price_buy, line.currency_buy),
    total_buy: money(line.total_buy, currency),
    unit_sell: money(line.price_sell, line.currency_sell),
    total_sell: money(line.total_sell, currency),
    profit: money(line.profit, currency),
    alternative: text(alternativeText(line, labels)),
    notes: text(line.notes ?? ''),
  }
}

function categoryOf(
  block: BudgetCategoryBlock,
  budget: BudgetDetail,
  keys: readonly ColumnKey[],
  internal: boolean,
  lang: ExportLang,
  labels: ExportLabels,
): ExportCategory {
  const title = localName(block, lang)
  const lines = [...block.items]
    .sort(byOrder)
    .filter((line) => internal || line.counted)
    .map((line) => ({
      cells: pick(lineRow(line, budget.currency, lang, labels), keys),
      counted: line.counted,
    }))
  const subtotal: ExportRow = {
    name: text(`${labels.subtotal}: ${title}`),
    total_buy: money(block.total_buy, budget.currency),
    total_sell: money(block.total_sell, budget.currency),
    profit: money(subtract(block.total_sell, block.total_buy), budget.currency),
  }
  return { title, lines, subtotal: pick(subtotal, keys) }
}

function serviceFeeLabel(budget: BudgetDetail, lang: ExportLang, labels: ExportLabels): string {
  const fee = budget.service_fee
  if (fee?.type !== 'PERCENTAGE') return labels.service_fee
  return `${labels.service_fee} (${formatPercent(fee.amount, lang)})`
}

/**
 * The totals block. Category taxes are passed on (decisions.md section 3): both audiences get them on
 * their own line and the total with them, which is what the client pays before VAT, in bold. A budget
 * without any category tax shows neither line to the client: its total with service fee is that total.
 */
function totalsOf(budget: BudgetDetail, internal: boolean, lang: ExportLang, labels: ExportLabels) {
  const total = budget.total
  const row = (label: string, amount: string, strong = false): ExportTotal => ({
    label,
    value: money(amount, budget.currency),
    strong,
  })
  const taxed = internal || !isZero(total.taxes)
  const fee = row(serviceFeeLabel(budget, lang, labels), total.service_fee)
  const withFee = row(labels.total_with_fee, total.total_sell_with_service_fee, !taxed)
  const taxes = taxed
    ? [row(labels.taxes, total.taxes), row(labels.total_with_taxes, total.total_with_taxes, true)]
    : []
  const vat = row(labels.vat, total.vat)
  if (!internal) return [row(labels.total_sell, total.total_sell), fee, withFee, ...taxes, vat]
  return [
    row(labels.total_buy, total.total_buy),
    row(labels.total_sell, total.total_sell),
    fee,
    withFee,
    ...taxes,
    row(labels.profit, total.profit, true),
    {
      label: labels.profit_ratio,
      value: { kind: 'percent', fraction: budget.current_profit_ratio },
      strong: false,
    },
    vat,
  ] satisfies ExportTotal[]
}

const isZero = (amount: string) => /^-?0*(\.0*)?$/.test(amount.trim())

/** The whole export as rows and texts, ready for either renderer. */
export function buildExportDocument(input: BudgetExportInput): ExportDocument {
  const { budget, company, lang } = input
  const labels = EXPORT_LABELS[lang]
  const internal = input.audience === 'internal'
  const keys = internal ? INTERNAL_COLUMNS : CLIENT_COLUMNS
  const notices: string[] = []
  if (internal) notices.push(labels.internal_notice)
  if (internal && budget.total.missing_rates.length > 0)
    notices.push(`${labels.missing_rates}: ${budget.total.missing_rates.join(', ')}`)
  return {
    lang,
    audience: input.audience,
    labels,
    company_name: company.name,
    logo: readLogo(company.logo),
    colors: exportColors(company.main_color, company.secondary_color),
    budget_name: budget.name,
    currency: budget.currency,
    meta: [
      { label: labels.project, value: budget.project.name },
      { label: labels.client, value: budget.project.client_name ?? '—' },
      { label: labels.currency, value: budget.currency },
      {
        label: labels.date,
        value: formatDate(input.generated_at, input.time_zone, lang),
        day: dayIn(input.time_zone, new Date(input.generated_at)),
      },
    ],
    notices,
    columns: keys.map((key) => ({
      key,
      label: key === 'name' ? labels.item : labels[key],
      in_budget_currency: BUDGET_CURRENCY_COLUMNS.has(key),
    })),
    categories: [...budget.categories]
      .sort(byOrder)
      .map((block) => categoryOf(block, budget, keys, internal, lang, labels)),
    totals: totalsOf(budget, internal, lang, labels),
    footer_note: company.footer_note?.trim() || null,
    generated_at: new Date(input.generated_at),
  }
}
