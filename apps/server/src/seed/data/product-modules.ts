import type { Membership } from '@ajanda/contracts/event-companies.contract'

/** What a company can subscribe to (its `memberships`); ECOS opens the back office (decisions.md 1). */
export const PRODUCT_MODULES: readonly { name: Membership; title: string; description: string }[] = [
  {
    name: 'ECOS',
    title: 'Ajans Operasyonları',
    description:
      'İş geliştirme, görevler, takvim, raporlar, muhasebe, müşteriler, tedarikçiler ve kontaklar: ajansın tüm arka ofisi.',
  },
  {
    name: 'FORMS',
    title: 'Formlar',
    description:
      'Sürükle-bırak form oluşturucu ile LCV, kayıt ve etkinlik sonrası anket formları; kurallar ve kotalar.',
  },
  {
    name: 'REGISTRATION',
    title: 'Kayıt ve Check-in',
    description: 'Web kaydı, katılımcı listeleri, yaka kartları, QR kodlu check-in ve katılım raporları.',
  },
]
