import {
  IMPORT_FIELDS,
  IMPORT_REQUIRED_FIELDS,
  type ImportEntity,
  type ImportParseResponse,
  type ImportResult,
} from '@ajanda/contracts/imports.contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../shared/api/api-client'
import { uploadFile } from '../../shared/api/upload-file'

/** field → column index; a field left unmapped is absent. */
export type ImportMappings = Record<string, number>

export const parseImportFile = (entity: ImportEntity, file: File) =>
  uploadFile<ImportParseResponse>(`/imports/${entity}/parse`, file)

/** The required fields of the entity that no column is mapped to yet. */
export function missingRequired(entity: ImportEntity, mappings: ImportMappings): string[] {
  return IMPORT_REQUIRED_FIELDS[entity].filter((field) => mappings[field] === undefined)
}

/** The parse's suggestions, kept to the entity's fields and to columns that exist. */
export function initialMappings(entity: ImportEntity, parsed: ImportParseResponse): ImportMappings {
  const fields: readonly string[] = IMPORT_FIELDS[entity]
  const mappings: ImportMappings = {}
  for (const [field, column] of Object.entries(parsed.suggested_mappings)) {
    if (fields.includes(field) && column >= 0 && column < parsed.headers.length) mappings[field] = column
  }
  return mappings
}

const LIST_KEYS: Record<ImportEntity, string> = {
  clients: 'client',
  suppliers: 'supplier',
  contacts: 'contacts',
}

/** POST /imports/{entity}: a dry run previews; the real run stores and refreshes the entity's lists. */
export function useRunImport(entity: ImportEntity) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: { mappings: ImportMappings; rows: string[][]; dry_run: boolean }) =>
      api.post<ImportResult>(`/imports/${entity}`, { ...input, header_row: true }),
    onSuccess: (_result, input) =>
      input.dry_run ? undefined : queryClient.invalidateQueries({ queryKey: [LIST_KEYS[entity]] }),
  })
}
