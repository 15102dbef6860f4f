import { z } from 'zod'
import { flagField } from './common/fields'

/** Importing clients, suppliers and contacts from an .xlsx file: parse, map columns, preview, import. */
export const IMPORT_ENTITIES = ['clients', 'suppliers', 'contacts'] as const
export type ImportEntity = (typeof IMPORT_ENTITIES)[number]
export const IMPORT_MAX_MB = 5
export const IMPORT_MAX_ROWS = 5000
export const IMPORT_MAX_COLUMNS = 100
export const IMPORT_PREVIEW_ROWS = 100

/**
 * The fields a column can be mapped to. Lookups go by name (Turkish letters and case ignored): `industry`,
 * `categories` (comma-separated), `position`, `company` (a client's or supplier's name), `tax_office`
 * (its code or name), `country` (ISO code or name). `contact_type` takes C/S or Müşteri/Tedarikçi.
 */
export const IMPORT_FIELDS = {
  clients: [
    'name',
    'legal_name',
    'industry',
    'tax_office',
    'tax_number',
    'address',
    'country',
    'city',
    'phone',
    'email',
    'website',
    'fin_fee_type',
    'fin_fee_rate',
    'fin_fee_currency',
    'profit_target',
  ],
  suppliers: [
    'name',
    'legal_name',
    'categories',
    'tax_office',
    'tax_number',
    'address',
    'country',
    'city',
    'phone',
    'email',
    'website',
    'iban',
    'bank_name',
  ],
  contacts: ['name', 'position', 'company', 'contact_type', 'email', 'phone', 'mobile', 'fax'],
} as const satisfies Record<ImportEntity, readonly string[]>
export const IMPORT_REQUIRED_FIELDS: Record<ImportEntity, readonly string[]> = {
  clients: ['name'],
  suppliers: ['name'],
  contacts: ['name', 'position', 'company', 'email'],
}

/** POST /imports/{entity}/parse answers the first sheet; `rows[0]` is the header row. */
export const importParseResponseSchema = z.object({
  headers: z.array(z.string()),
  rows: z.array(z.array(z.string())),
  /** Data rows, the header not counted. */
  total: z.number().int(),
  /** Columns whose header names a field ("Firma Adı" → name), for the mapping step to start from. */
  suggested_mappings: z.record(z.string(), z.number().int()),
})
export type ImportParseResponse = z.infer<typeof importParseResponseSchema>

export const importInputSchema = z.strictObject({
  /** field → column index (0-based) in `rows`. */
  mappings: z.record(
    z.string().max(40),
    z
      .number()
      .int()
      .min(0)
      .max(IMPORT_MAX_COLUMNS - 1),
  ),
  rows: z
    .array(z.array(z.string().max(2000).nullable()).max(IMPORT_MAX_COLUMNS))
    .min(1)
    .max(IMPORT_MAX_ROWS + 1),
  /** True: check and preview only, nothing is stored. */
  dry_run: flagField().default(false),
  /** True (default): `rows[0]` is the header row, as parse gave it, and is skipped. */
  header_row: flagField().default(true),
})
export type ImportInput = z.infer<typeof importInputSchema>

export const IMPORT_ROW_STATUSES = ['create', 'duplicate', 'error'] as const
export const importResultSchema = z.object({
  /** Rows stored (or, on a dry run, that would be). */
  created: z.number().int(),
  skipped_duplicates: z.number().int(),
  /** `row` is the spreadsheet's row number (the header is row 1). */
  errors: z.array(z.object({ row: z.number().int(), field: z.string(), message: z.string() })),
  duplicates: z.array(
    z.object({
      row: z.number().int(),
      name: z.string(),
      /** An existing record (id and code) or an earlier row of the same file (row). */
      duplicate_of: z.object({
        id: z.number().int().nullable(),
        code: z.string().nullable(),
        name: z.string(),
        row: z.number().int().nullable(),
      }),
    }),
  ),
  /** The first rows as they would be stored. */
  preview: z.array(
    z.object({
      row: z.number().int(),
      status: z.enum(IMPORT_ROW_STATUSES),
      data: z.record(z.string(), z.string().nullable()),
    }),
  ),
  message: z.string(),
})
export type ImportResult = z.infer<typeof importResultSchema>
