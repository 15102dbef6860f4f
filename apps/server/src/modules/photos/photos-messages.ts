import type { Locale } from '@ajanda/contracts/common/locale'
import { WordedError } from '../../platform/errors'

/** The photo uploads' sentences, in the request's language (the public page shows them as they come). */
const MESSAGES = {
  tr: {
    revoked: 'Bu fotoğraf yükleme bağlantısı iptal edildi. Bağlantıyı veren ekipten yenisini isteyin.',
    file_too_large: 'Bu fotoğraf çok büyük: dosya başına en fazla {max} MB yüklenebilir.',
    total_full: 'Bu bağlantının toplam yükleme sınırı doluyor: en fazla {remaining} MB daha yüklenebilir.',
    not_photo: 'Bu dosya bir fotoğraf değil: yalnızca JPEG, PNG, WebP ve HEIC fotoğraflar yüklenebilir.',
    unreadable:
      'Bu fotoğraf okunamadı. HEIC ise yükleme sayfası onu JPEG’e çevirir; olmadıysa telefonunuzdan JPEG olarak paylaşıp yeniden deneyin (iPhone: Ayarlar › Kamera › Biçimler › En Uyumlu).',
    wrong_offset: 'Yükleme kaldığı yerden sürmeli: sunucuda bu dosyanın {received} baytı var.',
    chunk_too_long: 'Gönderilen parça dosyanın bildirilen boyunu aşıyor.',
    chunk_empty: 'Gönderilen parça boş.',
    total_below_file: 'Toplam sınır, dosya başına sınırdan küçük olamaz.',
    link_created: 'Fotoğraf yükleme bağlantısı oluşturuldu.',
    link_revoked: 'Fotoğraf yükleme bağlantısı iptal edildi.',
    photo_deleted: 'Fotoğraf silindi.',
  },
  en: {
    revoked: 'This photo upload link has been revoked. Ask the team who gave you the link for a new one.',
    file_too_large: 'This photo is too large: at most {max} MB per file.',
    total_full: "This link's total upload limit is nearly reached: at most {remaining} MB more.",
    not_photo: 'This file is not a photo: only JPEG, PNG, WebP and HEIC photos can be uploaded.',
    unreadable:
      'This photo could not be read. The upload page converts a HEIC to JPEG; if that did not happen, share it as a JPEG from your phone and try again (iPhone: Settings › Camera › Formats › Most Compatible).',
    wrong_offset: 'The upload must resume where it stopped: the server has {received} bytes of this file.',
    chunk_too_long: "The chunk goes past the file's announced size.",
    chunk_empty: 'The chunk is empty.',
    total_below_file: 'The total limit cannot be smaller than the limit per file.',
    link_created: 'Photo upload link created.',
    link_revoked: 'Photo upload link revoked.',
    photo_deleted: 'Photo deleted.',
  },
} as const
export type PhotoMessageKey = keyof (typeof MESSAGES)['tr']

export function photoMessage(
  locale: Locale,
  key: PhotoMessageKey,
  params: Record<string, string> = {},
): string {
  const text: string = MESSAGES[locale]?.[key] ?? MESSAGES.tr[key]
  return text.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? '')
}

/** 410: the link was revoked; the page stops every upload and shows the sentence. */
export function linkRevokedError() {
  return new WordedError(410, (locale) => photoMessage(locale, 'revoked'))
}

/** A 422 under one field, in Laravel's shape. */
export function photoFieldError(field: string, key: PhotoMessageKey, params: Record<string, string> = {}) {
  return new WordedError(
    422,
    (locale) => photoMessage(locale, key, params),
    (locale) => ({ errors: { [field]: [photoMessage(locale, key, params)] } }),
  )
}

/** 409: a chunk that does not start where the server's copy ends; the answer says where to resume. */
export function wrongOffsetError(received: number) {
  return new WordedError(
    409,
    (locale) => photoMessage(locale, 'wrong_offset', { received: String(received) }),
    { received_bytes: received },
  )
}

/** MB with at most one decimal, the way the limits are shown. */
export function megabytes(bytes: number): string {
  return String(Math.max(0, Math.floor((bytes / (1024 * 1024)) * 10) / 10))
}
