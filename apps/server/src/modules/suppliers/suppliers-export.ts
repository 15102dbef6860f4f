import type { Locale } from '@ajanda/contracts/common/locale'
import type { Supplier } from '@ajanda/contracts/suppliers.contract'
import { type SheetColumn, writeSheet } from '../../platform/xlsx'

export const SUPPLIER_EXPORT_HEADERS = {
  tr: {
    name: 'Tedarikçi Adı',
    legal_name: 'Ticari Unvan',
    categories: 'Kategoriler',
    status: 'Durum',
    tax_office: 'Vergi Dairesi',
    tax_number: 'Vergi No / TCKN',
    country: 'Ülke',
    city: 'Şehir',
    address: 'Adres',
    phone: 'Telefon',
    email: 'E-posta',
    website: 'Web Sitesi',
    bank_name: 'Banka',
    iban: 'IBAN',
    created_at: 'Oluşturulma Tarihi',
    EXISTING: 'Mevcut',
    POTENTIAL: 'Potansiyel',
    sheet: 'Tedarikçiler',
    file: 'tedarikciler',
  },
  en: {
    name: 'Supplier',
    legal_name: 'Legal name',
    categories: 'Categories',
    status: 'Status',
    tax_office: 'Tax office',
    tax_number: 'Tax number',
    country: 'Country',
    city: 'City',
    address: 'Address',
    phone: 'Phone',
    email: 'E-mail',
    website: 'Web site',
    bank_name: 'Bank',
    iban: 'IBAN',
    created_at: 'Created',
    EXISTING: 'Existing',
    POTENTIAL: 'Potential',
    sheet: 'Suppliers',
    file: 'suppliers',
  },
} as const

/** The filtered supplier list as an .xlsx sheet, the creation moment on the company's wall clock. */
export function suppliersWorkbook(rows: Supplier[], locale: Locale, timeZone: string): Promise<Buffer> {
  const h = SUPPLIER_EXPORT_HEADERS[locale]
  const columns: SheetColumn<Supplier>[] = [
    { header: h.name, width: 36, value: (s) => s.name },
    { header: h.legal_name, width: 40, value: (s) => s.legal_name },
    { header: h.categories, width: 28, value: (s) => s.categories.map((c) => c.name).join(', ') || null },
    { header: h.status, width: 12, value: (s) => h[s.status] },
    { header: h.tax_office, width: 22, value: (s) => s.tax_office?.name ?? null },
    { header: h.tax_number, width: 16, value: (s) => s.tax_number },
    { header: h.country, width: 8, value: (s) => s.country },
    { header: h.city, width: 16, value: (s) => s.city },
    { header: h.address, width: 40, value: (s) => s.address },
    { header: h.phone, width: 20, value: (s) => s.phone },
    { header: h.email, width: 28, value: (s) => s.email },
    { header: h.website, width: 28, value: (s) => s.website },
    { header: h.bank_name, width: 20, value: (s) => s.bank_name },
    { header: h.iban, width: 32, value: (s) => s.iban },
    { header: h.created_at, width: 18, kind: 'moment', value: (s) => new Date(s.created_at) },
  ]
  return writeSheet(h.sheet, columns, rows, { locale, timeZone })
}
