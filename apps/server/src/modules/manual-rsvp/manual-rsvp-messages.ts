import type { Locale } from '@ajanda/contracts/common/locale'
import { WordedError } from '../../platform/errors'

/** Manual RSVP's refusals and answers, in the request's language. */
const MESSAGES = {
  tr: {
    invalid_link: 'Bu giriş bağlantısı geçersiz, iptal edilmiş ya da süresi dolmuş.',
    not_mma: 'Yalnızca projenin manuel LCV (mma) formlarından biri seçilebilir.',
    past_expiry: 'Bitiş zamanı gelecekte olmalı.',
    saved: 'Yanıtlar kaydedildi.',
    logged_out: 'Oturum kapatıldı.',
  },
  en: {
    invalid_link: 'This sign-in link is invalid, revoked or expired.',
    not_mma: "Only one of the project's manual RSVP (mma) forms can be chosen.",
    past_expiry: 'The end must lie in the future.',
    saved: 'The answers have been saved.',
    logged_out: 'Signed out.',
  },
} as const
export type ManualRsvpMessageKey = keyof (typeof MESSAGES)['tr']

export function manualRsvpMessage(locale: Locale, key: ManualRsvpMessageKey): string {
  return MESSAGES[locale]?.[key] ?? MESSAGES.tr[key]
}

/** A 422 under one field, worded in the request's language. */
export function manualRsvpFieldError(field: string, key: ManualRsvpMessageKey) {
  return new WordedError(
    422,
    (locale) => manualRsvpMessage(locale, key),
    (locale) => ({ errors: { [field]: [manualRsvpMessage(locale, key)] } }),
  )
}
