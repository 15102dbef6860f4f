import type { Locale } from '@ajanda/contracts/common/locale'
import { WordedError } from '../../platform/errors'

/** The hotels' and rooming list's sentences, in the request's language. */
const MESSAGES = {
  tr: {
    hotel_created: 'Otel eklendi.',
    block_created: 'Oda bloğu eklendi.',
    block_updated: 'Oda bloğu güncellendi.',
    block_deleted: 'Oda bloğu silindi.',
    stay_saved: 'Konaklama kaydedildi.',
    stay_deleted: 'Konaklama silindi.',
    not_hotel: 'Seçilen tedarikçi bir otel değil.',
    duplicate_night: 'Aynı gece bir kez yazılabilir.',
    release_after_nights: 'Opsiyon tarihi ilk geceden sonra olamaz.',
    block_has_stays: 'Bu blokta {count} konaklama var; önce konaklamaları taşıyın ya da silin.',
    unknown_block: 'Seçilen oda bloğu bu projede yok.',
    check_out_before: 'Çıkış tarihi giriş tarihinden sonra olmalı.',
    unknown_mate: 'Seçilen oda arkadaşı bu projenin katılımcısı değil.',
    self_mate: 'Katılımcı kendisinin oda arkadaşı olamaz.',
  },
  en: {
    hotel_created: 'Hotel added.',
    block_created: 'Room block added.',
    block_updated: 'Room block updated.',
    block_deleted: 'Room block deleted.',
    stay_saved: 'Stay saved.',
    stay_deleted: 'Stay removed.',
    not_hotel: 'The chosen supplier is not a hotel.',
    duplicate_night: 'Each night may be given once.',
    release_after_nights: 'The release date cannot be after the first night.',
    block_has_stays: 'This block has {count} stays; move or remove them first.',
    unknown_block: 'The chosen room block is not in this project.',
    check_out_before: 'The check-out date must be after the check-in date.',
    unknown_mate: 'The chosen room mate is not an attendee of this project.',
    self_mate: 'An attendee cannot be their own room mate.',
  },
} as const
export type HotelMessageKey = keyof (typeof MESSAGES)['tr']

export function hotelMessage(
  locale: Locale,
  key: HotelMessageKey,
  params: Record<string, string> = {},
): string {
  const text: string = MESSAGES[locale]?.[key] ?? MESSAGES.tr[key]
  return text.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? '')
}

/** A 422 under one field, in Laravel's shape. */
export function hotelFieldError(field: string, key: HotelMessageKey, params: Record<string, string> = {}) {
  return new WordedError(
    422,
    (locale) => hotelMessage(locale, key, params),
    (locale) => ({ errors: { [field]: [hotelMessage(locale, key, params)] } }),
  )
}
