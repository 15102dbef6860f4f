import type { Locale } from '@ajanda/contracts/common/locale'
import type { Room } from '@ajanda/contracts/hotels.contract'
import { type SheetColumn, writeSheet } from '../../platform/xlsx'

/** The export's headings and room type names, in the reader's language. */
const TEXTS = {
  tr: {
    title: 'Rooming List',
    headers: ['Otel', 'Oda Tipi', 'Misafirler', 'Giriş', 'Çıkış', 'Gece', 'Notlar'],
    types: {
      SINGLE: 'Tek',
      DOUBLE: 'Çift (Double)',
      TWIN: 'Çift (Twin)',
      TRIPLE: 'Üç Kişilik',
      SUITE: 'Suit',
    },
  },
  en: {
    title: 'Rooming List',
    headers: ['Hotel', 'Room Type', 'Guests', 'Check-in', 'Check-out', 'Nights', 'Notes'],
    types: { SINGLE: 'Single', DOUBLE: 'Double', TWIN: 'Twin', TRIPLE: 'Triple', SUITE: 'Suite' },
  },
} as const

const day = (iso: string) => new Date(`${iso}T00:00:00Z`)

/**
 * One row per room, as hotels take a rooming list: hotel, room type, the guests' names, check-in,
 * check-out, nights and the guests' notes.
 */
export function roomingWorkbook(rooms: Room[], locale: Locale): Promise<Buffer> {
  const texts = TEXTS[locale] ?? TEXTS.tr
  const [hotel, type, guests, checkIn, checkOut, nights, notes] = texts.headers
  const columns: SheetColumn<Room>[] = [
    { header: hotel, width: 28, value: (room) => room.hotel },
    { header: type, width: 16, value: (room) => texts.types[room.room_type] },
    { header: guests, width: 40, value: (room) => room.guests.map((guest) => guest.name).join(' / ') },
    { header: checkIn, width: 14, value: (room) => day(room.check_in), kind: 'date' },
    { header: checkOut, width: 14, value: (room) => day(room.check_out), kind: 'date' },
    { header: nights, width: 8, value: (room) => room.nights },
    {
      header: notes,
      width: 40,
      value: (room) =>
        room.guests
          .filter((guest) => guest.note)
          .map((guest) => (room.guests.length > 1 ? `${guest.name}: ${guest.note}` : guest.note))
          .join('; '),
    },
  ]
  return writeSheet(texts.title, columns, rooms, { locale })
}
