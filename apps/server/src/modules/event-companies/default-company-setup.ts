import type { Locale } from '@ajanda/contracts/common/locale'

/** What a freshly registered company starts with, so that its first screens are not empty. */
export const DEFAULT_BIZDEV_STAGE_NAMES: Record<Locale, readonly string[]> = {
  tr: [
    'Oluşturuldu',
    'Bütçe Hazırlanacak',
    'Sunum Hazırlanacak',
    'Bütçe ve Sunum Hazırlanacak',
    'Takipte',
    'İç Onayda',
    'İç Onay Tamamlandı',
    'Müşteri Onayında',
    'Hazırlık',
    'Operasyon',
    'Kapanış Hazırlık',
    'Kapandı',
    'Ertelendi',
    'Etkinlik İptal',
    'Başka Firmaya Konfirme',
  ],
  en: [
    'Created',
    'Budget to prepare',
    'Presentation to prepare',
    'Budget and presentation to prepare',
    'Following',
    'Internal approval',
    'Internal approval done',
    'Client approval',
    'Preparation',
    'Operation',
    'Closing preparation',
    'Closed',
    'Postponed',
    'Event cancelled',
    'Confirmed to another firm',
  ],
}

export const DEFAULT_VAT_RATES = ['0', '0.01', '0.1', '0.2'] as const
export const DEFAULT_ADMIN_POSITION: Record<Locale, string> = { tr: 'Yönetici', en: 'Manager' }
