import type { Supplier, SupplierListItem } from '@ajanda/contracts/suppliers.contract'
import type { FileStorage } from '../../platform/storage'
import type { CategoriesBySupplier, SupplierDetailRow, SupplierRow } from './suppliers.repository'

const iso = (value: Date | null) => value?.toISOString() ?? null

export function toSupplierListItem(
  supplier: SupplierRow,
  categories: CategoriesBySupplier,
  storage: FileStorage,
): SupplierListItem {
  const own = categories.get(supplier.id) ?? []
  return {
    id: supplier.id,
    code: supplier.code,
    name: supplier.name,
    legal_name: supplier.legal_name,
    logo_full: supplier.logo ? storage.url(supplier.logo) : null,
    status: supplier.first_confirmed_at ? 'EXISTING' : 'POTENTIAL',
    category_ids: own.map((category) => category.id),
    categories: own.map(({ id, name }) => ({ id, name })),
    country: supplier.country,
    city: supplier.city,
    phone: supplier.phone,
    email: supplier.email,
    website: supplier.website,
    created_at: supplier.created_at.toISOString(),
  }
}

export function toSupplier(
  row: SupplierDetailRow,
  categories: CategoriesBySupplier,
  storage: FileStorage,
): Supplier {
  const { record: supplier } = row
  return {
    ...toSupplierListItem(supplier, categories, storage),
    tax_office_id: supplier.tax_office_id,
    tax_office: row.tax_office,
    tax_number: supplier.tax_number,
    address: supplier.address,
    iban: supplier.iban,
    bank_name: supplier.bank_name,
    first_confirmed_at: iso(supplier.first_confirmed_at),
    creator: row.creator,
    updated_at: supplier.updated_at.toISOString(),
    deleted_at: iso(supplier.deleted_at),
    merged_into: row.merged_into,
  }
}
