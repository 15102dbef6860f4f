import { createRequire } from 'node:module'
import type { Airline, Airport } from '@ajanda/contracts/flight-search.contract'
import { FLIGHT_LOOKUP_LIMIT } from '@ajanda/contracts/flight-search.contract'
import airlineFile from './data/airlines.json' with { type: 'json' }

/**
 * The IATA datasets behind the flight modal's names (docs/decisions/0044-flight-search.md):
 *
 * - airports from the `airport-data-js` package (OurAirports-based, CC BY 4.0, data shipped inside the
 *   package, no network): loaded on the first lookup only, copied into a compact list of the airports
 *   that have an IATA code (about 10,200; heliports and closed fields left out) and the package let go,
 *   so a server that never opens the flight modal never pays for it (about +55 MB RSS, +16 MB heap once
 *   loaded, measured in the decision note);
 * - airlines from data/airlines.json, a curated list of public IATA designators (the airline packages
 *   were stale or wrong: VF, XQ, 8Q missing or another carrier's).
 */

interface AirportEntry extends Airport {
  /** Folded name for the search. */
  key: string
  /** Folded places the name does not say (PLACES). */
  places: string[]
  /** 0 large, 1 medium, 2 small or seaplane base: the bigger first among equal matches. */
  rank: number
}

interface AirlineEntry extends Airline {
  key: string
  aliases: string[]
}

interface PackageAirport {
  iata?: string
  airport?: string
  country_code?: string
  type?: string
}

const FROM = 'İIıŞşĞğÜüÖöÇçÂâÎîÛû'
const TO = 'iiissgguuooccaaiiuu'
const TURKISH = new Map([...FROM].map((letter, i) => [letter, TO[i] as string]))

/** Folds Turkish letters and other accents to plain ASCII and lower-cases (as platform/text-search.ts). */
export function fold(text: string): string {
  return [...text]
    .map((letter) => TURKISH.get(letter) ?? letter)
    .join('')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .trim()
}

/**
 * The dataset has no city: Turkey's airports whose names do not say the city or the resort they serve,
 * so that "istanbul" finds SAW and "muğla" Dalaman (more search words, not shown).
 */
const PLACES: Record<string, string[]> = {
  SAW: ['İstanbul'],
  ISL: ['İstanbul'],
  ANK: ['Ankara'],
  IGL: ['İzmir'],
  COV: ['Adana', 'Mersin', 'Tarsus'],
  DLM: ['Muğla', 'Fethiye', 'Marmaris'],
  BJV: ['Muğla'],
  BXN: ['Bodrum', 'Muğla'],
  GZP: ['Alanya', 'Antalya'],
  DNZ: ['Denizli'],
  AOE: ['Eskişehir'],
  KCO: ['Kocaeli', 'İzmit'],
  KZR: ['Kütahya'],
  TEQ: ['Tekirdağ', 'Çorlu'],
  YEI: ['Bursa'],
  EDO: ['Edremit'],
  MZH: ['Amasya'],
  NAV: ['Kapadokya', 'Cappadocia'],
  ASR: ['Kapadokya', 'Cappadocia'],
  OGU: ['Ordu', 'Giresun'],
  RZV: ['Rize', 'Artvin'],
  SZF: ['Samsun'],
  UAB: ['Adana'],
}

const RANK: Record<string, number> = { large_airport: 0, medium_airport: 1 }

interface AirportIndex {
  list: AirportEntry[]
  byCode: Map<string, AirportEntry>
}
let airports: AirportIndex | null = null
let loading: Promise<AirportIndex> | null = null

/** The airports, loaded once on first use (concurrent first calls share one load). */
async function airportIndex(): Promise<AirportIndex> {
  if (airports) return airports
  loading ??= (async () => {
    const require = createRequire(import.meta.url)
    const id = require.resolve('airport-data-js')
    const lib = require(id) as { findAirports(filters?: object): Promise<PackageAirport[]> }
    const list: AirportEntry[] = []
    const byCode = new Map<string, AirportEntry>()
    for (const row of await lib.findAirports({})) {
      const code = row.iata?.trim().toUpperCase()
      if (!code || !/^[A-Z]{3}$/.test(code) || !row.airport) continue
      if (row.type === 'closed' || row.type === 'heliport') continue
      const name = row.airport
      const entry: AirportEntry = {
        code,
        name,
        country_code: `${row.country_code ?? ''}`,
        key: fold(name),
        places: (PLACES[code] ?? []).map(fold),
        rank: RANK[row.type ?? ''] ?? 2,
      }
      const known = byCode.get(code)
      if (known && known.rank <= entry.rank) continue
      if (known) list.splice(list.indexOf(known), 1)
      byCode.set(code, entry)
      list.push(entry)
    }
    // The package keeps its decoded data in module scope: forget the module so that it can be collected.
    delete require.cache[id]
    const index: AirportIndex = { list, byCode }
    airports = index
    return index
  })()
  try {
    return await loading
  } finally {
    loading = null
  }
}

let airlines: { list: AirlineEntry[]; byCode: Map<string, AirlineEntry> } | null = null

function airlineIndex() {
  if (airlines) return airlines
  const list = airlineFile.airlines.map(
    (row: { code: string; name: string; aliases?: string[] }): AirlineEntry => ({
      code: row.code,
      name: row.name,
      aliases: (row.aliases ?? []).map(fold),
      key: fold(row.name),
    }),
  )
  airlines = { list, byCode: new Map(list.map((row) => [row.code, row])) }
  return airlines
}

/**
 * How well `entry` matches the folded `term`: 0 code equal, 1 code starts with it, 2 a word of the name
 * starts with it, 3 the name contains it; null no match.
 */
function score(code: string, key: string, term: string, extra: string[] = []): number | null {
  const upper = term.toUpperCase()
  if (code === upper) return 0
  if (code.startsWith(upper)) return 1
  for (const text of [key, ...extra]) {
    if (text.startsWith(term) || text.includes(` ${term}`) || text.includes(`-${term}`)) return 2
  }
  for (const text of [key, ...extra]) if (text.includes(term)) return 3
  return null
}

const airportOut = ({ code, name, country_code }: AirportEntry): Airport => ({ code, name, country_code })

export async function airportByCode(code: string): Promise<Airport | null> {
  const entry = (await airportIndex()).byCode.get(code.trim().toUpperCase())
  return entry ? airportOut(entry) : null
}

/**
 * Airports by code, name or place in the name (folded, so "izmir" finds İzmir), best match first and the
 * bigger airport among equals; without a term Turkey's large and medium airports.
 */
export async function searchAirports(search: string | undefined): Promise<Airport[]> {
  const { list } = await airportIndex()
  const term = fold(search ?? '')
  if (!term) {
    return list
      .filter((row) => row.country_code === 'TR' && row.rank < 2)
      .sort((a, b) => a.rank - b.rank || a.name.localeCompare(b.name, 'tr'))
      .slice(0, FLIGHT_LOOKUP_LIMIT)
      .map(airportOut)
  }
  const found: { entry: AirportEntry; score: number }[] = []
  for (const entry of list) {
    const s = score(entry.code, entry.key, term, entry.places)
    if (s !== null) found.push({ entry, score: s })
  }
  return found
    .sort(
      (a, b) =>
        a.score - b.score ||
        a.entry.rank - b.entry.rank ||
        // Turkish agencies: Turkey's airport first among otherwise equal ones.
        Number(b.entry.country_code === 'TR') - Number(a.entry.country_code === 'TR') ||
        a.entry.name.localeCompare(b.entry.name, 'en'),
    )
    .slice(0, FLIGHT_LOOKUP_LIMIT)
    .map(({ entry }) => airportOut(entry))
}

export function airlineByCode(code: string): Airline | null {
  const entry = airlineIndex().byCode.get(code.trim().toUpperCase())
  return entry ? { code: entry.code, name: entry.name } : null
}

/** Airlines by code, name or alias (THY, AnadoluJet), best match first; without a term the first 20. */
export function searchAirlines(search: string | undefined): Airline[] {
  const { list } = airlineIndex()
  const term = fold(search ?? '')
  const found = term
    ? list
        .map((entry) => ({ entry, score: score(entry.code, entry.key, term, entry.aliases) }))
        .filter((row): row is { entry: AirlineEntry; score: number } => row.score !== null)
        .sort((a, b) => a.score - b.score)
        .map(({ entry }) => entry)
    : list
  return found.slice(0, FLIGHT_LOOKUP_LIMIT).map(({ code, name }) => ({ code, name }))
}
