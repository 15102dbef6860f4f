import type { Locale } from '@ajanda/contracts/common/locale'
import { WordedError } from '../../platform/errors'

/**
 * The staff attendee calls' messages (issue 21), beside the module as the forms' are; 422s keep
 * Laravel's shape (`{message, errors: {field: [message]}}`).
 */
const MESSAGES = {
  tr: {
    attendee_created: 'Katılımcı eklendi.',
    attendee_updated: 'Katılımcı bilgileri güncellendi.',
    attendee_deleted: 'Katılımcı silindi.',
    answers_saved: 'Yanıtlar kaydedildi.',
    codes_revoked: 'Katılımcının bağlantı ve yaka kartı kodları yenilendi.',
    bulk_updated: '{count} katılımcı güncellendi.',
    list_created: 'Liste eklendi.',
    list_updated: 'Liste güncellendi.',
    list_deleted: 'Liste silindi.',
    // refusals
    list_missing: 'Liste bu projede bulunamadı.',
    list_name_taken: 'Bu projede bu adla bir liste zaten var.',
    main_missing: 'Ana katılımcı bu projede bulunamadı.',
    main_self: 'Katılımcı kendisinin ana katılımcısı olamaz.',
    main_is_companion: 'Ana katılımcı başka bir katılımcının refakatçisi olamaz.',
    custom_unknown: 'Bu projede “{key}” adlı bir sütun yok.',
    attendees_missing: 'Seçilen katılımcılardan bazıları bu projede bulunamadı.',
    holds_seats:
      'Bu katılımcının kontenjanlı seçimleri var; önce kaydını iptal edin veya yanıtlarını değiştirin.',
    form_missing: 'Form bu katılımcının projesinde bulunamadı.',
    quota_full: 'Bu seçenek için kontenjan doldu.',
    answers_invalid: 'Yanıtlarda hatalar var.',
  },
  en: {
    attendee_created: 'The attendee has been added.',
    attendee_updated: 'The attendee has been updated.',
    attendee_deleted: 'The attendee has been deleted.',
    answers_saved: 'The answers have been saved.',
    codes_revoked: 'The attendee’s link and badge codes have been renewed.',
    bulk_updated: '{count} attendees have been updated.',
    list_created: 'The list has been added.',
    list_updated: 'The list has been updated.',
    list_deleted: 'The list has been deleted.',
    list_missing: 'The list was not found in this project.',
    list_name_taken: 'This project already has a list with this name.',
    main_missing: 'The main attendee was not found in this project.',
    main_self: 'An attendee cannot be their own main attendee.',
    main_is_companion: 'The main attendee cannot be another attendee’s companion.',
    custom_unknown: 'This project has no column named “{key}”.',
    attendees_missing: 'Some of the chosen attendees were not found in this project.',
    holds_seats:
      'This attendee holds seats with limited quotas; cancel the registration or change the answers first.',
    form_missing: 'The form was not found in this attendee’s project.',
    quota_full: 'This option is full.',
    answers_invalid: 'The answers have errors.',
  },
} as const satisfies Record<Locale, Record<string, string>>

export type AttendeeMessageKey = keyof (typeof MESSAGES)['tr']

export function attendeeMessage(
  locale: Locale,
  key: AttendeeMessageKey,
  params: Record<string, string | number> = {},
): string {
  const template: string = MESSAGES[locale]?.[key] ?? MESSAGES.tr[key]
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`))
}

/** A 422 in Laravel's shape on one request key. */
export function attendeeFieldError(
  field: string,
  key: AttendeeMessageKey,
  params: Record<string, string | number> = {},
) {
  return new WordedError(
    422,
    (locale) => attendeeMessage(locale, key, params),
    (locale) => ({ errors: { [field]: [attendeeMessage(locale, key, params)] } }),
  )
}

/** A 422 with several keys already worded (the engine's answer errors). */
export function answersError(errors: (locale: Locale) => Record<string, string[]>, summary?: string) {
  return new WordedError(
    422,
    (locale) => summary ?? attendeeMessage(locale, 'answers_invalid'),
    (locale) => ({ errors: errors(locale) }),
  )
}

/** A refusal other than a 422 (the 409 of an attendee holding seats). */
export function attendeeError(status: number, key: AttendeeMessageKey) {
  return new WordedError(status, (locale) => attendeeMessage(locale, key))
}
