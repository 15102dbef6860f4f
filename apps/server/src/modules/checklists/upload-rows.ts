import {
  type ChecklistInterval,
  type ChecklistRecurrence,
  intervalNeedsMonthDay,
  intervalNeedsWeekday,
} from '@ajanda/contracts/checklist-recurrence'
import {
  ITEM_DESCRIPTION_MAX,
  OFFSET_DAYS_MAX,
  SECTION_TITLE_MAX,
  type UploadInput,
} from '@ajanda/contracts/checklists.contract'
import { foldTurkish } from '@ajanda/contracts/common/turkish-fold'
import { FieldErrors } from '../../platform/errors'

/** The section of rows whose sheet has no section column (or an empty first cell). */
export const DEFAULT_SECTION = 'Genel'

export interface UploadRow {
  section: string
  values: {
    description: string
    recurrence: ChecklistRecurrence
    starts_at: number
    ends_at: number
    interval: ChecklistInterval | null
    interval_day: number | null
    specific_date: string | null
  }
  /** The index (among the parsed rows) of the row this one depends on. */
  dependsOnRow: number | null
}

type Cell = string | number | boolean | null | undefined
const text = (cell: Cell) => (cell === null || cell === undefined ? '' : String(cell).trim())

function offset(cell: Cell): number {
  const value = typeof cell === 'number' ? cell : Number.parseFloat(text(cell).replace(',', '.'))
  if (!Number.isFinite(value)) return 0
  return Math.max(-OFFSET_DAYS_MAX, Math.min(OFFSET_DAYS_MAX, Math.round(value)))
}

const WEEKDAYS: Record<string, number> = {
  pazartesi: 1,
  monday: 1,
  sali: 2,
  tuesday: 2,
  carsamba: 3,
  wednesday: 3,
  persembe: 4,
  thursday: 4,
  cuma: 5,
  friday: 5,
  cumartesi: 6,
  saturday: 6,
  pazar: 7,
  sunday: 7,
}

/** Words of the frequency column, Turkish and English, most specific first. */
const INTERVAL_WORDS: [RegExp, ChecklistInterval][] = [
  [/\b(her gun|daily|gunluk|every day)\b/, 'daily'],
  [/\b(2 gunde|every 2 days)\b/, 'every_2_days'],
  [/\b(3 gunde|every 3 days)\b/, 'every_3_days'],
  [/\b(4 gunde|every 4 days)\b/, 'every_4_days'],
  [/\b(5 gunde|every 5 days)\b/, 'every_5_days'],
  [/\b(6 gunde|every 6 days)\b/, 'every_6_days'],
  [/\b(2 haftada|iki haftada|biweekly|every 2 weeks)\b/, 'biweekly'],
  [/\b(3 haftada|uc haftada|triweekly|every 3 weeks)\b/, 'triweekly'],
  [/\b(haftalik|her hafta|weekly|every week)\b/, 'weekly'],
  [/\b(aylik|her ay|monthly|every month)\b/, 'monthly'],
]

/**
 * The frequency cell: empty or unknown is once; a date (2027-05-01 or 01.05.2027) a specific date; an
 * interval word with its weekday ("Haftalık Pazartesi") or day of month ("Aylık 15"). An interval
 * missing the day it needs falls back to once rather than refusing the whole sheet.
 */
export function parseFrequency(
  cell: Cell,
): Omit<UploadRow['values'], 'description' | 'starts_at' | 'ends_at'> {
  const once = { recurrence: 'once' as const, interval: null, interval_day: null, specific_date: null }
  const raw = text(cell)
  const iso = raw.match(/^(\d{4})-(\d{2})-(\d{2})/)
  const dotted = raw.match(/^(\d{1,2})[./](\d{1,2})[./](\d{4})$/)
  const date = iso
    ? `${iso[1]}-${iso[2]}-${iso[3]}`
    : dotted
      ? `${dotted[3]}-${dotted[2]?.padStart(2, '0')}-${dotted[1]?.padStart(2, '0')}`
      : null
  if (date && !Number.isNaN(Date.parse(`${date}T00:00:00Z`)))
    return { recurrence: 'specific_date', interval: null, interval_day: null, specific_date: date }
  const folded = foldTurkish(raw).toLowerCase()
  const interval = INTERVAL_WORDS.find(([pattern]) => pattern.test(folded))?.[1]
  if (!interval) return once
  let day: number | null = null
  if (intervalNeedsWeekday(interval)) {
    day = Object.entries(WEEKDAYS).find(([word]) => new RegExp(`\\b${word}\\b`).test(folded))?.[1] ?? null
    if (!day) return once
  } else if (intervalNeedsMonthDay(interval)) {
    const number = Number(folded.match(/\b(\d{1,2})\b/)?.[1])
    if (!(number >= 1 && number <= 31)) return once
    day = number
  }
  return { recurrence: 'interval', interval, interval_day: day, specific_date: null }
}

/**
 * The sheet's rows as checklist rows: rows without a description are skipped (blank lines), an empty
 * section cell keeps the section of the row above (merged cells), dependencies name another row's
 * description. No row with a description at all is a 422 on `data`.
 */
export function uploadRows(input: UploadInput): UploadRow[] {
  const { mappings } = input
  const cell = (row: Record<string, Cell>, column: string | null | undefined) =>
    column ? row[column] : undefined
  const rows: UploadRow[] = []
  const dependsOn: string[] = []
  let section = DEFAULT_SECTION
  for (const row of input.data) {
    const sectionCell = text(cell(row, mappings.section)).slice(0, SECTION_TITLE_MAX)
    if (sectionCell) section = sectionCell
    const description = text(cell(row, mappings.description)).slice(0, ITEM_DESCRIPTION_MAX)
    if (!description) continue
    rows.push({
      section,
      values: {
        description,
        starts_at: offset(cell(row, mappings.starts_at)),
        ends_at: offset(cell(row, mappings.ends_at)),
        ...parseFrequency(cell(row, mappings.frequency)),
      },
      dependsOnRow: null,
    })
    dependsOn.push(foldTurkish(text(cell(row, mappings.dependent_to))).toLowerCase())
  }
  if (rows.length === 0) new FieldErrors().add('data', { validation: 'required' }).throwIfAny()
  const byDescription = new Map<string, number>()
  rows.forEach((row, index) => {
    const key = foldTurkish(row.values.description).toLowerCase()
    if (!byDescription.has(key)) byDescription.set(key, index)
  })
  rows.forEach((row, index) => {
    const key = dependsOn[index]
    if (key) row.dependsOnRow = byDescription.get(key) ?? null
  })
  return rows
}
