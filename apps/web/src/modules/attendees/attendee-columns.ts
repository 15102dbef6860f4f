import type { AttendeeRow } from '@ajanda/contracts/attendees.contract'
import type { DbColumn } from '@ajanda/contracts/forms/form-detail'

/**
 * The table's columns: the name always, then the ones the user chose among the fixed columns and the
 * project's custom columns (GET /project/{id}/attendees/column). The choice is remembered per project
 * in localStorage.
 */
export const FIXED_COLUMNS = [
  'email',
  'phone',
  'company',
  'title',
  'country',
  'city',
  'language',
  'status',
  'list',
  'source',
  'companions',
  'registered_at',
  'declared_at',
  'created_at',
] as const
export type FixedColumn = (typeof FIXED_COLUMNS)[number]
export const DEFAULT_COLUMNS: readonly string[] = [
  'email',
  'company',
  'status',
  'list',
  'registered_at',
  'declared_at',
]
/** The server's columns the table never offers (the name is always shown; gender is not on a row). */
const NOT_OFFERED = new Set(['first_name', 'last_name', 'gender'])

export const isFixedColumn = (key: string): key is FixedColumn =>
  (FIXED_COLUMNS as readonly string[]).includes(key)

/** A column the chooser offers: its key and its label (the server's for custom columns). */
export interface ColumnChoice {
  key: string
  label: string
  custom: boolean
}

/** The fixed columns (labelled by `fixedLabel`) followed by the project's custom ones. */
export function columnChoices(server: readonly DbColumn[], fixedLabel: (key: FixedColumn) => string) {
  const choices: ColumnChoice[] = FIXED_COLUMNS.map((key) => ({ key, label: fixedLabel(key), custom: false }))
  for (const column of server) {
    if (isFixedColumn(column.key) || NOT_OFFERED.has(column.key)) continue
    choices.push({ key: column.key, label: column.text, custom: true })
  }
  return choices
}

/** A custom column's value on a row ("custom.diet" and "diet" both read custom.diet). */
export function customValue(row: Pick<AttendeeRow, 'custom'>, key: string): string {
  const value = row.custom[key.replace(/^custom\./, '')]
  if (value === null || value === undefined) return ''
  return typeof value === 'object' ? JSON.stringify(value) : String(value)
}

const storageKey = (projectId: number) => `ajanda.attendees.columns.${projectId}`

export function loadColumns(projectId: number): string[] {
  try {
    const stored = JSON.parse(localStorage.getItem(storageKey(projectId)) ?? 'null')
    if (Array.isArray(stored) && stored.every((key) => typeof key === 'string')) return stored
  } catch {
    // A broken value: the defaults.
  }
  return [...DEFAULT_COLUMNS]
}

export function saveColumns(projectId: number, columns: readonly string[]): void {
  try {
    localStorage.setItem(storageKey(projectId), JSON.stringify(columns))
  } catch {
    // Private mode or a full storage: the choice lasts for this visit only.
  }
}
