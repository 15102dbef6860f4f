import { fillTemplate } from '../common/basic-messages'
import type { Locale } from '../common/locale'
import {
  isValidationMessageKey,
  type ValidationMessageKey,
  validationMessage,
} from '../common/validation-messages'

/**
 * The texts of the form engine that the shared validation catalogue does not have. The generic ones
 * (required, e-mail, lengths, phone by type, web address, colour) come from that catalogue, so a form
 * field says exactly what every other screen says.
 */
const catalog = {
  tr: {
    invalid_tckimlik: 'Geçerli bir T.C. kimlik numarası girmelisin',
    date_before_min: 'Tarih en erken {min} olabilir',
    date_after_max: 'Tarih en geç {max} olabilir',
    invalid_time: 'Geçerli bir saat girmelisin (SS:DD)',
    invalid_file_type_image: 'Yalnızca görsel (PNG, JPEG, WebP veya GIF) yükleyebilirsin',
    contract_not_accepted: 'Devam etmek için sözleşmeyi kabul etmelisin',
    captcha_missing: 'Robot olmadığını doğrulamalısın',
    email_not_verified: 'Bu e-posta adresi kayıtlı adresinle eşleşmiyor',
    recording_too_long: 'Ses kaydı en fazla {max} saniye olabilir',
    invalid_audio: 'Geçerli bir ses kaydı yüklemelisin',
    invalid_signature: 'İmza PNG görseli olarak gönderilmeli',
    invalid_location: 'Geçerli bir konum seçmelisin',
    ranking_incomplete: 'Tüm seçenekleri sıralamalısın',
    matrix_incomplete: 'Her satır için bir seçim yapmalısın',
    too_few_choices: 'En az {min} seçim yapmalısın',
    too_many_choices: 'En fazla {max} seçim yapabilirsin',
    invalid_step: 'Değer {step} adımlarıyla girilmeli',
    invalid_city: 'Listeden bir il seçmelisin',
    room_mate_list_only: 'Oda arkadaşını listeden seçmelisin',
    validation_failed: 'Gönderdiğin bilgilerde hata var.',
    and_more_errors: '(ve {count} hata daha)',
  },
  en: {
    invalid_tckimlik: 'You must enter a valid Turkish identity number',
    date_before_min: 'The date may be {min} at the earliest',
    date_after_max: 'The date may be {max} at the latest',
    invalid_time: 'You must enter a valid time (HH:MM)',
    invalid_file_type_image: 'You may only upload an image (PNG, JPEG, WebP or GIF)',
    contract_not_accepted: 'You must accept the agreement to continue',
    captcha_missing: 'You must confirm that you are not a robot',
    email_not_verified: 'This e-mail address does not match the one on record',
    recording_too_long: 'A recording may be at most {max} seconds long',
    invalid_audio: 'You must upload a valid voice recording',
    invalid_signature: 'The signature must be sent as a PNG image',
    invalid_location: 'You must choose a valid location',
    ranking_incomplete: 'You must rank every option',
    matrix_incomplete: 'You must make a choice for every row',
    too_few_choices: 'You must choose at least {min}',
    too_many_choices: 'You may choose at most {max}',
    invalid_step: 'The value must be in steps of {step}',
    invalid_city: 'You must choose a province from the list',
    room_mate_list_only: 'You must choose your room mate from the list',
    validation_failed: 'The data you sent has errors.',
    and_more_errors: '(and {count} more errors)',
  },
} as const satisfies Record<Locale, Record<string, string>>

export type FormOwnMessageKey = keyof (typeof catalog)['tr']
export type FormMessageKey = FormOwnMessageKey | ValidationMessageKey

/** A problem found in an answer, before it is worded in a language. */
export interface Problem {
  key: FormMessageKey
  params?: Record<string, string | number>
}

export const problem = (key: FormMessageKey, params?: Record<string, string | number>): Problem =>
  params ? { key, params } : { key }

export function isFormOwnMessageKey(value: string): value is FormOwnMessageKey {
  return value in catalog.tr
}

export function formMessage(
  locale: Locale,
  key: FormMessageKey,
  params: Record<string, string | number> = {},
): string {
  if (key in catalog.tr) return fillTemplate(catalog[locale][key as FormOwnMessageKey], params)
  if (isValidationMessageKey(key)) return validationMessage(locale, key, params)
  return key
}

/** Laravel's summary line: the first message and how many more there are (as the server's 422 says it). */
export function summaryMessage(errors: Record<string, string[]>, locale: Locale): string {
  const all = Object.values(errors).flat()
  const first = all[0] ?? formMessage(locale, 'validation_failed')
  return all.length > 1
    ? `${first} ${formMessage(locale, 'and_more_errors', { count: all.length - 1 })}`
    : first
}
