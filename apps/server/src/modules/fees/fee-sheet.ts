import type { Locale } from '@ajanda/contracts/common/locale'
import type { FeeRow } from '@ajanda/contracts/fees.contract'
import { type SheetColumn, writeSheet } from '../../platform/xlsx'
import { FEE_TEXTS } from './fee-texts'

/** One line of the accounting sheet: an attendee's figures in one currency. */
interface SheetLine {
  row: FeeRow
  currency: string
  due: number
  paid: number
  balance: number
}

const amountIn = (list: FeeRow['due'], currency: string) =>
  Number(list.find((money) => money.currency === currency)?.amount ?? 0)

/** A row per attendee and currency, so every amount is a number accounting can sum; none-due rows once. */
export function sheetLines(rows: readonly FeeRow[]): SheetLine[] {
  return rows.flatMap((row) => {
    const currencies = [...new Set([...row.due, ...row.paid, ...row.balance].map((money) => money.currency))]
    if (currencies.length === 0) return [{ row, currency: '', due: 0, paid: 0, balance: 0 }]
    return currencies.map((currency) => ({
      row,
      currency,
      due: amountIn(row.due, currency),
      paid: amountIn(row.paid, currency),
      balance: amountIn(row.balance, currency),
    }))
  })
}

/** GET /project/{code}/fees/export: the fee ledger as an .xlsx for accounting. */
export function feeSheet(rows: readonly FeeRow[], locale: Locale, statusNames: Record<string, string>) {
  const texts = FEE_TEXTS[locale]
  const headers = texts.headers
  const columns: SheetColumn<SheetLine>[] = [
    { header: headers.last_name, width: 18, value: (line) => line.row.last_name },
    { header: headers.first_name, width: 18, value: (line) => line.row.first_name },
    { header: headers.email, width: 28, value: (line) => line.row.email },
    { header: headers.status, width: 16, value: (line) => statusNames[line.row.status] ?? line.row.status },
    { header: headers.period, width: 18, value: (line) => line.row.period_name },
    { header: headers.currency, width: 10, value: (line) => line.currency },
    { header: headers.due, width: 14, value: (line) => line.due, kind: 'amount' },
    { header: headers.paid, width: 14, value: (line) => line.paid, kind: 'amount' },
    { header: headers.balance, width: 14, value: (line) => line.balance, kind: 'amount' },
    { header: headers.fee_status, width: 16, value: (line) => texts.statuses[line.row.fee_status] },
    { header: headers.incomplete, width: 12, value: (line) => (line.row.incomplete ? texts.yes : texts.no) },
  ]
  return writeSheet(texts.sheet, columns, sheetLines(rows), { locale })
}
