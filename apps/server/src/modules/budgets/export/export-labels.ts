import { PRODUCT_TYPE_LABELS } from '@ajanda/contracts/budget-labels'
import type { COUNT_UNITS, ProductType, QUANTITY_UNITS } from '@ajanda/contracts/budgets.contract'

export type ExportLang = 'tr' | 'en'
type QuantityUnit = (typeof QUANTITY_UNITS)[number]
type CountUnit = (typeof COUNT_UNITS)[number]

/** Every text of the budget export, in both languages (Turkish first, English complete). */
export interface ExportLabels {
  budget: string
  project: string
  client: string
  currency: string
  date: string
  /** Printed on every internal export so it is not sent to a client by mistake. */
  internal_notice: string
  /** The currencies whose amounts count as zero because the budget has no rate for them. */
  missing_rates: string
  item: string
  product_type: string
  quantity: string
  unit_count: string
  suppliers: string
  unit_buy: string
  total_buy: string
  unit_sell: string
  total_sell: string
  profit: string
  alternative: string
  notes: string
  /** Marks a line that is an alternative and not counted in the totals. */
  alternative_line: string
  /** Marks the counted default of an alternative group. */
  default_line: string
  subtotal: string
  continued: string
  grand_total: string
  taxes: string
  service_fee: string
  total_with_fee: string
  /** The sell total with service fee plus the category taxes: what the client pays before VAT. */
  total_with_taxes: string
  profit_ratio: string
  vat: string
  /** "Sayfa {page} / {pages}". */
  page: string
  /** The part of the file name that tells the internal export from the client one. */
  internal_file: string
  product_types: Record<ProductType, string>
  quantity_units: Record<QuantityUnit, string>
  count_units: Record<CountUnit, string>
}

const tr: ExportLabels = {
  budget: 'Bütçe',
  project: 'Proje',
  client: 'Müşteri',
  currency: 'Para Birimi',
  date: 'Tarih',
  internal_notice: 'İç kullanım içindir: alış fiyatları ve kâr içerir, müşteriyle paylaşmayın.',
  missing_rates: 'Kuru girilmediği için sıfır sayılan para birimleri',
  item: 'Kalem',
  product_type: 'Ürün Tipi',
  quantity: 'Miktar',
  unit_count: 'Birim Sayısı',
  suppliers: 'Tedarikçiler',
  unit_buy: 'Birim Alış',
  total_buy: 'Toplam Alış',
  unit_sell: 'Birim Fiyat',
  total_sell: 'Toplam Satış',
  profit: 'Kâr',
  alternative: 'Alternatif',
  notes: 'Notlar',
  alternative_line: 'Alternatif (toplama dahil değil)',
  default_line: 'Seçili alternatif',
  subtotal: 'Ara Toplam',
  continued: '(devam)',
  grand_total: 'Genel Toplam',
  taxes: 'Vergiler',
  service_fee: 'Hizmet Bedeli',
  total_with_fee: 'Hizmet Bedeli Dahil Toplam',
  total_with_taxes: 'Vergiler Dahil Toplam',
  profit_ratio: 'Kâr Oranı',
  vat: 'KDV',
  page: 'Sayfa {page} / {pages}',
  internal_file: 'ic-kullanim',
  product_types: PRODUCT_TYPE_LABELS.tr,
  quantity_units: { PEOPLE: 'kişi', ROOMS: 'oda', PIECES: 'adet' },
  count_units: { NIGHTS: 'gece', DAYS: 'gün', TIMES: 'kez' },
}

const en: ExportLabels = {
  budget: 'Budget',
  project: 'Project',
  client: 'Client',
  currency: 'Currency',
  date: 'Date',
  internal_notice: 'For internal use: shows buy prices and profit, do not share with the client.',
  missing_rates: 'Currencies counted as zero for want of a rate',
  item: 'Item',
  product_type: 'Product type',
  quantity: 'Quantity',
  unit_count: 'Unit count',
  suppliers: 'Suppliers',
  unit_buy: 'Unit buy price',
  total_buy: 'Total buy',
  unit_sell: 'Unit price',
  total_sell: 'Total sell',
  profit: 'Profit',
  alternative: 'Alternative',
  notes: 'Notes',
  alternative_line: 'Alternative (not counted)',
  default_line: 'Chosen alternative',
  subtotal: 'Subtotal',
  continued: '(continued)',
  grand_total: 'Grand total',
  taxes: 'Taxes',
  service_fee: 'Service fee',
  total_with_fee: 'Total with service fee',
  total_with_taxes: 'Total with taxes',
  profit_ratio: 'Profit ratio',
  vat: 'VAT',
  page: 'Page {page} of {pages}',
  internal_file: 'internal',
  product_types: PRODUCT_TYPE_LABELS.en,
  quantity_units: { PEOPLE: 'people', ROOMS: 'rooms', PIECES: 'pcs' },
  count_units: { NIGHTS: 'nights', DAYS: 'days', TIMES: 'times' },
}

export const EXPORT_LABELS: Record<ExportLang, ExportLabels> = { tr, en }

export function pageLabel(labels: ExportLabels, page: number, pages: number): string {
  return labels.page.replace('{page}', String(page)).replace('{pages}', String(pages))
}
