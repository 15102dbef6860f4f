import { formatMoneyValue } from '../../shared/format/money'

/** Money with 2 decimals and the currency code in the UI language: "1.234,50 TRY" / "1,234.50 TRY". */
export function formatMoney(value: string | number | null | undefined, currency?: string | null): string {
  return formatMoneyValue(value, currency)
}
