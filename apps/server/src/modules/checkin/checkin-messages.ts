import type { Locale } from '@ajanda/contracts/common/locale'
import { WordedError } from '../../platform/errors'

/** Check-in's refusals, in the request's language (the page shows them as they come). */
const MESSAGES = {
  tr: {
    revoked: 'Bu check-in noktası iptal edildi. Bağlantıyı veren ekipten yenisini isteyin.',
    unknown_list: 'Listelerden biri bu projenin değil.',
    lists_required: 'Listeye göre giriş için en az bir liste seçin.',
  },
  en: {
    revoked: 'This check-in point has been revoked. Ask the team who gave you the link for a new one.',
    unknown_list: 'One of the lists is not of this project.',
    lists_required: 'Choose at least one list for entry by list.',
  },
} as const
type CheckinMessageKey = keyof (typeof MESSAGES)['tr']

export function checkinMessage(locale: Locale, key: CheckinMessageKey): string {
  return MESSAGES[locale]?.[key] ?? MESSAGES.tr[key]
}

/** 410: the point was revoked; the page stops and shows the message. */
export function revokedError() {
  return new WordedError(410, (locale) => checkinMessage(locale, 'revoked'))
}

/** A 422 under one field. */
export function checkinFieldError(field: string, key: CheckinMessageKey) {
  return new WordedError(
    422,
    (locale) => checkinMessage(locale, key),
    (locale) => ({ errors: { [field]: [checkinMessage(locale, key)] } }),
  )
}
