import type { Locale } from '@ajanda/contracts/common/locale'
import { WordedError } from '../../platform/errors'

/** The badge calls' messages (issue 22 item 4), beside the module as the attendees' are. */
const MESSAGES = {
  tr: {
    badge_created: 'Yaka kartı tasarımı eklendi.',
    badge_updated: 'Yaka kartı tasarımı kaydedildi.',
    badge_deleted: 'Yaka kartı tasarımı silindi.',
    list_missing: 'Liste bu projede bulunamadı.',
    attendees_missing: 'Seçilen katılımcılardan bazıları bu projede bulunamadı.',
    nobody: 'Basılacak katılımcı yok.',
    reprint_one:
      'Seçilenlerden {count} kişinin yaka kartı bu tasarımla daha önce basıldı. Yeniden basmak için onaylayın.',
    reprint_other:
      'Seçilenlerden {count} kişinin yaka kartı bu tasarımla daha önce basıldı. Yeniden basmak için onaylayın.',
    image_invalid: 'Görsel PNG, JPEG veya WebP olmalı.',
    image_too_large: 'Görsel en fazla {max} MB olabilir.',
  },
  en: {
    badge_created: 'The badge design has been added.',
    badge_updated: 'The badge design has been saved.',
    badge_deleted: 'The badge design has been deleted.',
    list_missing: 'The list was not found in this project.',
    attendees_missing: 'Some of the chosen attendees were not found in this project.',
    nobody: 'There is nobody to print.',
    reprint_one:
      '{count} of the chosen attendees already has a badge printed with this design. Confirm to reprint.',
    reprint_other:
      '{count} of the chosen attendees already have badges printed with this design. Confirm to reprint.',
    image_invalid: 'The image must be PNG, JPEG or WebP.',
    image_too_large: 'The image may be at most {max} MB.',
  },
} as const satisfies Record<Locale, Record<string, string>>

export type BadgeMessageKey = keyof (typeof MESSAGES)['tr']

export function badgeMessage(
  locale: Locale,
  key: BadgeMessageKey,
  params: Record<string, string | number> = {},
): string {
  const template: string = MESSAGES[locale]?.[key] ?? MESSAGES.tr[key]
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`))
}

/** A 422 in Laravel's shape on one request key. */
export function badgeFieldError(
  field: string,
  key: BadgeMessageKey,
  params: Record<string, string | number> = {},
) {
  return new WordedError(
    422,
    (locale) => badgeMessage(locale, key, params),
    (locale) => ({ errors: { [field]: [badgeMessage(locale, key, params)] } }),
  )
}

/**
 * 409: the set holds attendees printed before with this design; the screen asks and sends
 * `confirm_reprint: true`. Laravel's shape plus how many were printed before and of how many.
 */
export function reprintRefusal(printedBefore: number, total: number) {
  const key = printedBefore === 1 ? 'reprint_one' : 'reprint_other'
  return new WordedError(
    409,
    (locale) => badgeMessage(locale, key, { count: printedBefore }),
    (locale) => ({
      errors: { confirm_reprint: [badgeMessage(locale, key, { count: printedBefore })] },
      printed_before: printedBefore,
      total,
    }),
  )
}
