import type { Locale } from '@ajanda/contracts/common/locale'
import type { ProjectFlightRecord } from '@ajanda/contracts/project-flights.contract'
import { writeSheet } from '../../platform/xlsx'
import type { ManifestRow } from './project-flights.service'

const HEADERS = {
  tr: {
    title: 'Yolcu listesi',
    no: 'Sıra',
    last: 'Soyadı',
    first: 'Adı',
    email: 'E-posta',
    phone: 'Telefon',
    status: 'Durum',
  },
  en: {
    title: 'Manifest',
    no: 'No',
    last: 'Last name',
    first: 'First name',
    email: 'E-mail',
    phone: 'Phone',
    status: 'Status',
  },
} as const

/** A flight's manifest: one line per passenger, surname first as airlines list them. */
export function manifestWorkbook(rows: ManifestRow[], locale: Locale): Promise<Buffer> {
  const h = HEADERS[locale] ?? HEADERS.tr
  const numbered = rows.map((row, index) => ({ ...row, no: index + 1 }))
  return writeSheet(
    h.title,
    [
      { header: h.no, width: 6, value: (row) => row.no },
      { header: h.last, width: 24, value: (row) => row.last_name.toLocaleUpperCase('tr-TR') },
      { header: h.first, width: 24, value: (row) => row.first_name },
      { header: h.email, width: 30, value: (row) => row.email },
      { header: h.phone, width: 18, value: (row) => row.phone },
      { header: h.status, width: 14, value: (row) => row.status },
    ],
    numbered,
    { locale },
  )
}

/** `manifest-TK1981-2026-05-14.xlsx`: the flight and its day, safe for any file system. */
export function manifestFileName(flight: ProjectFlightRecord): string {
  const base = `manifest-${flight.airline_code}${flight.flight_code}-${flight.flight_date}`
  return `${base.replace(/[^A-Za-z0-9_-]/g, '_')}.xlsx`
}
