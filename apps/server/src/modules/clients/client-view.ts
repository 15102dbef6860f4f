import type { Client, ClientListItem } from '@ajanda/contracts/clients.contract'
import type { FileStorage } from '../../platform/storage'
import { decimalOrNull } from './client-values'
import type { ClientDetailRow, ClientListRow } from './clients.repository'

const iso = (value: Date | null) => value?.toISOString() ?? null
const feeType = (value: string | null) => (value === 'PERCENTAGE' || value === 'FIXED' ? value : null)

export function toClientListItem(row: ClientListRow, storage: FileStorage): ClientListItem {
  const { record: client } = row
  return {
    id: client.id,
    code: client.code,
    name: client.name,
    legal_name: client.legal_name,
    logo_full: client.logo ? storage.url(client.logo) : null,
    status: client.first_confirmed_at ? 'EXISTING' : 'POTENTIAL',
    industry_id: client.industry_id,
    industry: row.industry,
    country: client.country,
    city: client.city,
    phone: client.phone,
    email: client.email,
    website: client.website,
    created_at: client.created_at.toISOString(),
  }
}

export function toClient(row: ClientDetailRow, storage: FileStorage): Client {
  const { record: client } = row
  return {
    ...toClientListItem(row, storage),
    tax_office_id: client.tax_office_id,
    tax_office: row.tax_office,
    tax_number: client.tax_number,
    address: client.address,
    fin_fee_type: feeType(client.fin_fee_type),
    fin_fee_rate: decimalOrNull(client.fin_fee_rate),
    fin_fee_currency: client.fin_fee_currency,
    profit_target: decimalOrNull(client.profit_target),
    first_confirmed_at: iso(client.first_confirmed_at),
    creator: row.creator,
    updated_at: client.updated_at.toISOString(),
    deleted_at: iso(client.deleted_at),
    merged_into: row.merged_into,
  }
}

/** Turkish headers of the exported list, in the order of the columns. */
export const CLIENT_EXPORT_HEADERS = {
  tr: {
    name: 'Müşteri Adı',
    legal_name: 'Ticari Unvan',
    industry: 'Sektör',
    status: 'Durum',
    tax_office: 'Vergi Dairesi',
    tax_number: 'Vergi No / TCKN',
    country: 'Ülke',
    city: 'Şehir',
    address: 'Adres',
    phone: 'Telefon',
    email: 'E-posta',
    website: 'Web Sitesi',
    fin_fee_type: 'Hizmet Bedeli Türü',
    fin_fee_rate: 'Hizmet Bedeli',
    fin_fee_currency: 'Hizmet Bedeli Para Birimi',
    profit_target: 'Kâr Hedefi',
    created_at: 'Oluşturulma Tarihi',
    EXISTING: 'Mevcut',
    POTENTIAL: 'Potansiyel',
    PERCENTAGE: 'Yüzde',
    FIXED: 'Sabit',
    sheet: 'Müşteriler',
    file: 'musteriler',
  },
  en: {
    name: 'Client',
    legal_name: 'Legal name',
    industry: 'Industry',
    status: 'Status',
    tax_office: 'Tax office',
    tax_number: 'Tax number',
    country: 'Country',
    city: 'City',
    address: 'Address',
    phone: 'Phone',
    email: 'E-mail',
    website: 'Web site',
    fin_fee_type: 'Service fee type',
    fin_fee_rate: 'Service fee',
    fin_fee_currency: 'Service fee currency',
    profit_target: 'Profit target',
    created_at: 'Created',
    EXISTING: 'Existing',
    POTENTIAL: 'Potential',
    PERCENTAGE: 'Percentage',
    FIXED: 'Fixed',
    sheet: 'Clients',
    file: 'clients',
  },
} as const
