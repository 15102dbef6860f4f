import type { Locale } from '@ajanda/contracts/common/locale'
import { WordedError } from '../../platform/errors'

/** The declaration page's answers and refusals, in the language the attendee filled it in. */
const MESSAGES = {
  tr: {
    declared: 'Beyanınız alındı. Bir kopyası e-posta adresinize gönderilecek.',
    no_form: 'Bu etkinlik için yayımlanmış bir beyan formu yok.',
    already_declared: 'Beyanınız daha önce alınmış.',
    signature_required: 'Lütfen imzanızı atın.',
    check_errors: 'Lütfen işaretli alanları kontrol edin.',
    reset: 'Beyan sıfırlandı. Katılımcı beyan sayfasından yeniden imzalayabilir.',
    not_declared:
      'Bu katılımcının sıfırlanacak bir beyanı yok; beyan daha önce sıfırlanmış ya da hiç verilmemiş.',
  },
  en: {
    declared: 'Your declaration has been received. A copy will be sent to your e-mail address.',
    no_form: 'There is no published declaration form for this event.',
    already_declared: 'Your declaration was already received.',
    signature_required: 'Please sign.',
    check_errors: 'Please check the marked fields.',
    reset: 'The declaration was reset. The attendee can sign again on the declaration page.',
    not_declared: 'This attendee has no declaration to reset; it was already reset or never given.',
  },
} as const
export type DeclarationMessageKey = keyof (typeof MESSAGES)['tr']

export function declarationMessage(locale: Locale, key: DeclarationMessageKey): string {
  return MESSAGES[locale]?.[key] ?? MESSAGES.tr[key]
}

/** 404 with a sentence the page shows: the project publishes no declaration form. */
export function noFormError() {
  return new WordedError(404, (locale) => declarationMessage(locale, 'no_form'))
}

/** 409: one declaration per attendee and form; staff reset it (DELETE /attendees/{id}/declaration). */
export function alreadyDeclaredError(locale: Locale) {
  return new WordedError(409, () => declarationMessage(locale, 'already_declared'))
}

/** 422 under each signature field left empty. */
export function signatureRequiredError(locale: Locale, fieldIds: number[]) {
  const message = declarationMessage(locale, 'signature_required')
  return new WordedError(422, () => declarationMessage(locale, 'check_errors'), {
    errors: Object.fromEntries(fieldIds.map((id) => [`answers.${id}`, [message]])),
  })
}

/** 409 of a reset with nothing to reset (a second reset, or none given): the attendee is there, no declaration. */
export function notDeclaredError(locale: Locale) {
  return new WordedError(409, () => declarationMessage(locale, 'not_declared'))
}
