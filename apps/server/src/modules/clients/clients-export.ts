import type { Client } from '@ajanda/contracts/clients.contract'
import type { Locale } from '@ajanda/contracts/common/locale'
import Decimal from 'decimal.js'
import { type SheetColumn, writeSheet } from '../../platform/xlsx'
import { CLIENT_EXPORT_HEADERS } from './client-view'

const number = (value: string | null) => (value === null ? null : new Decimal(value).toNumber())

/**
 * The filtered client list as an .xlsx sheet; numbers stay numbers so Excel can add them up, rates are
 * percent cells (0.1 reads 10.00 %), the creation moment is the company's wall clock.
 */
export function clientsWorkbook(rows: Client[], locale: Locale, timeZone: string): Promise<Buffer> {
  const h = CLIENT_EXPORT_HEADERS[locale]
  const columns: SheetColumn<Client>[] = [
    { header: h.name, width: 36, value: (c) => c.name },
    { header: h.legal_name, width: 40, value: (c) => c.legal_name },
    { header: h.industry, width: 22, value: (c) => c.industry?.name ?? null },
    { header: h.status, width: 12, value: (c) => h[c.status] },
    { header: h.tax_office, width: 22, value: (c) => c.tax_office?.name ?? null },
    { header: h.tax_number, width: 16, value: (c) => c.tax_number },
    { header: h.country, width: 8, value: (c) => c.country },
    { header: h.city, width: 16, value: (c) => c.city },
    { header: h.address, width: 40, value: (c) => c.address },
    { header: h.phone, width: 20, value: (c) => c.phone },
    { header: h.email, width: 28, value: (c) => c.email },
    { header: h.website, width: 28, value: (c) => c.website },
    { header: h.fin_fee_type, width: 14, value: (c) => (c.fin_fee_type ? h[c.fin_fee_type] : null) },
    {
      header: h.fin_fee_rate,
      width: 14,
      // A PERCENTAGE fee is a fraction; a FIXED one an amount in the fee currency.
      kind: (c) => (c.fin_fee_type === 'PERCENTAGE' ? 'percent' : 'amount'),
      value: (c) => number(c.fin_fee_rate),
    },
    { header: h.fin_fee_currency, width: 10, value: (c) => c.fin_fee_currency },
    { header: h.profit_target, width: 12, kind: 'percent', value: (c) => number(c.profit_target) },
    { header: h.created_at, width: 18, kind: 'moment', value: (c) => new Date(c.created_at) },
  ]
  return writeSheet(h.sheet, columns, rows, { locale, timeZone })
}
