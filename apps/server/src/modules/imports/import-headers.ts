import { foldTurkish } from '@ajanda/contracts/common/turkish-fold'
import { IMPORT_FIELDS, type ImportEntity } from '@ajanda/contracts/imports.contract'

/** Header texts (folded) that name a field, Turkish and English, so the mapping step starts filled in. */
const HEADER_WORDS: Record<string, readonly string[]> = {
  name: [
    'ad',
    'adi',
    'isim',
    'ad soyad',
    'adi soyadi',
    'firma',
    'firma adi',
    'musteri',
    'musteri adi',
    'tedarikci',
    'tedarikci adi',
    'kontak',
    'name',
    'full name',
    'company name',
  ],
  legal_name: ['unvan', 'ticari unvan', 'resmi unvan', 'legal name'],
  industry: ['sektor', 'industry'],
  categories: ['kategori', 'kategoriler', 'category', 'categories'],
  tax_office: ['vergi dairesi', 'tax office'],
  tax_number: ['vergi no', 'vergi numarasi', 'vkn', 'tckn', 'vergi no tckn', 'tax number'],
  address: ['adres', 'address'],
  country: ['ulke', 'country'],
  city: ['sehir', 'il', 'city'],
  phone: ['telefon', 'tel', 'phone', 'is telefonu'],
  mobile: ['cep', 'cep telefonu', 'gsm', 'mobile'],
  fax: ['faks', 'fax'],
  email: ['e posta', 'eposta', 'email', 'e mail', 'mail'],
  website: ['web', 'web sitesi', 'website', 'site'],
  fin_fee_type: ['hizmet bedeli turu', 'fee type'],
  fin_fee_rate: ['hizmet bedeli', 'hizmet bedeli orani', 'fee', 'fee rate'],
  fin_fee_currency: ['hizmet bedeli para birimi', 'para birimi', 'currency'],
  profit_target: ['kar hedefi', 'profit target'],
  iban: ['iban'],
  bank_name: ['banka', 'banka adi', 'bank', 'bank name'],
  position: ['pozisyon', 'unvani', 'gorev', 'position', 'title'],
  company: ['sirket', 'firma', 'musteri tedarikci', 'company'],
  contact_type: ['tur', 'kontak turu', 'type', 'contact type'],
}

const simplified = (header: string) =>
  foldTurkish(header)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()

/** field → column index for headers that name a field of the entity; each column used once. */
export function suggestMappings(entity: ImportEntity, headers: readonly string[]): Record<string, number> {
  const mappings: Record<string, number> = {}
  const used = new Set<number>()
  const folded = headers.map(simplified)
  // Contacts name their person "Ad Soyad" and their company "Firma": the company words win there.
  const fields = entity === 'contacts' ? ['company', ...IMPORT_FIELDS.contacts] : [...IMPORT_FIELDS[entity]]
  for (const field of fields) {
    if (mappings[field] !== undefined) continue
    const words = HEADER_WORDS[field] ?? []
    const index = folded.findIndex(
      (header, column) => !used.has(column) && (header === field || words.includes(header)),
    )
    if (index >= 0) {
      mappings[field] = index
      used.add(index)
    }
  }
  return mappings
}
