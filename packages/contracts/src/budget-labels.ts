import type { ProductType } from './budgets.contract'

/**
 * The product types' names (staff-app.md "Product types"), one list for the editor, the client's review
 * page and the exports, so a line is called the same everywhere it is shown.
 */
export const PRODUCT_TYPE_LABELS = {
  tr: {
    ACC: 'Konaklama',
    REG: 'Kayıt',
    COMP: 'Refakatçi',
    TRANSFER: 'Transfer',
    COURSE: 'Kurs',
    COURSEACC: 'Kurs konaklaması',
    EVENT: 'Sosyal program',
    TOUR: 'Tur',
    TOURACC: 'Tur konaklaması',
    ACDIF: 'Oda farkı',
    SPNS: 'Sponsorluk',
    SPST: 'Firma standı',
    PACKAGE: 'Paket',
  },
  en: {
    ACC: 'Accommodation',
    REG: 'Registration',
    COMP: 'Companion',
    TRANSFER: 'Transfer',
    COURSE: 'Course',
    COURSEACC: 'Course accommodation',
    EVENT: 'Social programme',
    TOUR: 'Tour',
    TOURACC: 'Tour accommodation',
    ACDIF: 'Room difference',
    SPNS: 'Sponsorship',
    SPST: 'Company stand',
    PACKAGE: 'Package',
  },
} as const satisfies Record<'tr' | 'en', Record<ProductType, string>>
