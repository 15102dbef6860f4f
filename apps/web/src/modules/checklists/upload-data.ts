import type { ParsedSheet, UploadColumn, UploadInput } from '@ajanda/contracts/checklists.contract'

/**
 * The sheet's column names as the mapping screen offers them: the header text, "Sütun 3" for an empty
 * one, and a number after a repeated one, so that every column has a name of its own.
 */
export function columnNames(headers: readonly string[], emptyName: (index: number) => string): string[] {
  const seen = new Map<string, number>()
  return headers.map((header, index) => {
    const base = header.trim() || emptyName(index + 1)
    const count = (seen.get(base) ?? 0) + 1
    seen.set(base, count)
    return count === 1 ? base : `${base} (${count})`
  })
}

/** POST checklists/{id}/upload's body: each row keyed by its column names, the mapping by name. */
export function uploadBody(
  sheet: ParsedSheet,
  names: readonly string[],
  mappings: Partial<Record<UploadColumn, string | null>>,
): UploadInput {
  return {
    mappings: {
      section: mappings.section ?? null,
      description: mappings.description ?? '',
      starts_at: mappings.starts_at ?? null,
      ends_at: mappings.ends_at ?? null,
      frequency: mappings.frequency ?? null,
      dependent_to: mappings.dependent_to ?? null,
    },
    data: sheet.rows.map((row) => Object.fromEntries(names.map((name, index) => [name, row[index] ?? '']))),
  }
}
