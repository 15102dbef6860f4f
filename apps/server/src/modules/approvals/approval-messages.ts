import type { Locale } from '@ajanda/contracts/common/locale'

/** This module's server sentences (kept here rather than in the shared platform/messages.ts). */
const messages = {
  tr: { chain_saved: 'Onay zinciri kaydedildi.' },
  en: { chain_saved: 'The approval chain has been saved.' },
} as const satisfies Record<Locale, Record<string, string>>

export function approvalMessage(locale: Locale, key: keyof (typeof messages)['tr']): string {
  return messages[locale]?.[key] ?? messages.tr[key]
}
