import type { Locale } from '@ajanda/contracts/common/locale'
import { WordedError } from '../../platform/errors'

/** The group flights' sentences, in the request's language. */
const MESSAGES = {
  tr: {
    airline_code: 'Havayolu kodu 2 ya da 3 harf veya rakam olmalı (ör. TK)',
    flight_code: 'Uçuş numarası 1–4 rakam ve isteğe bağlı bir harf olmalı (ör. 1981)',
    airport_code: 'Havalimanı kodu 3 harf olmalı (ör. IST)',
    time: 'Saati SS:DD biçiminde girmelisin (ör. 09:45)',
    same_airports: 'Kalkış ve varış havalimanı aynı olamaz',
    created: 'Uçuş eklendi.',
    updated: 'Uçuş güncellendi.',
    deleted: 'Uçuş silindi.',
  },
  en: {
    airline_code: 'The airline code must be 2 or 3 letters or digits (e.g. TK)',
    flight_code: 'The flight number must be 1–4 digits and an optional letter (e.g. 1981)',
    airport_code: 'The airport code must be 3 letters (e.g. IST)',
    time: 'You must enter the time as HH:MM (e.g. 09:45)',
    same_airports: 'The departure and arrival airports cannot be the same',
    created: 'Flight added.',
    updated: 'Flight updated.',
    deleted: 'Flight deleted.',
  },
} as const
export type FlightMessageKey = keyof (typeof MESSAGES)['tr']

export function flightMessage(locale: Locale, key: FlightMessageKey): string {
  return MESSAGES[locale]?.[key] ?? MESSAGES.tr[key]
}

/** A 422 in Laravel's shape with every field's problem at once. */
export function flightFieldErrors(fields: Record<string, FlightMessageKey>) {
  const body = (locale: Locale) => ({
    errors: Object.fromEntries(
      Object.entries(fields).map(([field, key]) => [field, [flightMessage(locale, key)]]),
    ),
  })
  return new WordedError(422, (locale) => Object.values(body(locale).errors)[0]?.[0] ?? '', body)
}
