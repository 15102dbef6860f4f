import type { Locale } from '@ajanda/contracts/common/locale'

/**
 * What GET /flight/search filled and what is left to type, in the request's language: found by the
 * service, or why not (no service, the service failed, it knows no such flight) with the names the
 * datasets gave, or nothing.
 */
const MESSAGES = {
  tr: {
    found: 'Uçuş bulundu: havalimanları ve saatler dolduruldu.',
    no_provider_names: 'Uçuş servisi tanımlı değil: bilinen adlar dolduruldu, saatleri elle girmelisin.',
    no_provider_nothing:
      'Uçuş servisi tanımlı değil ve bu uçuş için kayıtlı bilgi yok: bilgileri elle girmelisin.',
    provider_failed_names:
      'Uçuş servisine şu an ulaşılamadı: bilinen adlar dolduruldu, saatleri elle girmelisin.',
    provider_failed_nothing:
      'Uçuş servisine şu an ulaşılamadı ve bu uçuş için kayıtlı bilgi yok: bilgileri elle girmelisin.',
    not_found_names: 'Uçuş servisi bu uçuşu bulamadı: bilinen adlar dolduruldu, saatleri elle girmelisin.',
    not_found_nothing: 'Bu uçuş bulunamadı: kodları ve tarihi kontrol et ya da bilgileri elle gir.',
  },
  en: {
    found: 'Flight found: the airports and times are filled in.',
    no_provider_names: 'No flight data service is set up: the known names are filled in, type the times.',
    no_provider_nothing:
      'No flight data service is set up and nothing is known about this flight: type its details.',
    provider_failed_names:
      'The flight data service cannot be reached now: the known names are filled in, type the times.',
    provider_failed_nothing:
      'The flight data service cannot be reached now and nothing is known about this flight: type its details.',
    not_found_names:
      'The flight data service does not know this flight: the known names are filled in, type the times.',
    not_found_nothing: 'Flight not found: check the codes and the date, or type its details.',
  },
} as const
export type FlightSearchMessageKey = keyof (typeof MESSAGES)['tr']

export function flightSearchMessage(locale: Locale, key: FlightSearchMessageKey): string {
  return MESSAGES[locale]?.[key] ?? MESSAGES.tr[key]
}
