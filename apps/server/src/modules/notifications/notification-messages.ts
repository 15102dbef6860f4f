import type { Locale } from '@ajanda/contracts/common/locale'

/** This module's server sentences (kept here rather than in the shared platform/messages.ts). */
const messages = {
  tr: { recipients_saved: 'Bildirim alıcıları kaydedildi.' },
  en: { recipients_saved: 'The notification recipients have been saved.' },
} as const satisfies Record<Locale, Record<string, string>>

export function notificationMessage(locale: Locale, key: keyof (typeof messages)['tr']): string {
  return messages[locale]?.[key] ?? messages.tr[key]
}
