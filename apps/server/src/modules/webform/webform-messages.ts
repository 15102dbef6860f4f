import type { Locale } from '@ajanda/contracts/common/locale'
import { QUOTA_FULL_MESSAGE } from '@ajanda/contracts/webform.contract'
import { WordedError } from '../../platform/errors'

/** The public form's answers and refusals, in the language the person filled the form in. */
const MESSAGES = {
  tr: {
    registered: 'Kaydınız alındı.',
    updated: 'Yanıtlarınız güncellendi.',
    waitlisted: 'Bekleme listesine alındınız. Yer açılınca size e-posta ile haber vereceğiz.',
    not_attending: 'Yanıtınız alındı. Katılamayacağınızı not ettik.',
    cancelled: 'Kaydınız iptal edildi.',
    quota_full: QUOTA_FULL_MESSAGE,
    form_full: 'Formun kontenjanı doldu.',
    form_closed: 'Bu form şu anda yanıt almıyor.',
    edit_closed: 'Yanıtları değiştirme süresi doldu.',
    already_cancelled: 'Bu kayıt zaten iptal edilmiş.',
    already_registered:
      'Bu e-posta ile zaten kayıt olunmuş; kişisel bağlantınız e-postanıza yeniden gönderildi.',
  },
  en: {
    registered: 'Your registration has been received.',
    updated: 'Your answers have been updated.',
    waitlisted: 'You are on the waiting list. We will e-mail you when a place opens.',
    not_attending: 'Your answer has been received. We have noted that you cannot attend.',
    cancelled: 'Your registration has been cancelled.',
    quota_full: 'This option is full.',
    form_full: 'This form is full.',
    form_closed: 'This form is not taking answers now.',
    edit_closed: 'The deadline for changing answers has passed.',
    already_cancelled: 'This registration is already cancelled.',
    already_registered:
      'Someone has already registered with this e-mail address; your personal link has been sent to it again.',
  },
} as const
export type WebformMessageKey = keyof (typeof MESSAGES)['tr']

export function webformMessage(locale: Locale, key: WebformMessageKey): string {
  return MESSAGES[locale]?.[key] ?? MESSAGES.tr[key]
}

/** A refusal in the form's language (the submission's `locale`, not the request's). */
export function webformError(status: number, locale: Locale, key: WebformMessageKey) {
  return new WordedError(status, () => webformMessage(locale, key))
}

/** The 422 of full seats: the same message on every field whose choice is full. */
export function quotaFullError(locale: Locale, errorKeys: string[], key: WebformMessageKey = 'quota_full') {
  const message = webformMessage(locale, key)
  // `code` lets the public page offer the waiting list without matching the message's words.
  return new WordedError(422, () => message, {
    code: key === 'form_full' ? 'form_full' : 'quota_full',
    errors: Object.fromEntries(errorKeys.map((errorKey) => [errorKey, [message]])),
  })
}
