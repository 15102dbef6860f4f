/** Money in Turkish notation with 2 decimals and the currency code: "1.234,50 TRY". */
export function formatMoney(value: string | number | null | undefined, currency?: string | null): string {
  if (value === null || value === undefined || value === '') return ''
  const number = Number(value)
  if (!Number.isFinite(number)) return ''
  const text = new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    number,
  )
  return currency ? `${text} ${currency}` : text
}
