import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { isApiError } from '../api/api-error'

/**
 * Puts a 422 answer's first message of each field under that field. Returns what still has to be
 * shown elsewhere (an alert): the message of a non-422 error, the first message of a field the form
 * does not have (a hidden token, say), or the answer's message when no field matched; else null.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): string | null {
  if (!isApiError(error)) return error instanceof Error ? error.message : String(error)
  if (!error.isValidation) return error.message
  const known = new Set<string>(fields)
  let placed = 0
  for (const field of fields) {
    const message = error.firstError(field)
    if (!message) continue
    setError(field, { type: 'server', message }, { shouldFocus: placed === 0 })
    placed += 1
  }
  const unplaced = Object.entries(error.errors).find(([field, list]) => !known.has(field) && list.length > 0)
  if (unplaced) return unplaced[1][0] ?? error.message
  return placed > 0 ? null : error.message
}
