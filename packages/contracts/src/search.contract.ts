import { z } from 'zod'
import { companySummarySchema } from './common/crm-fields'

/** GET /search: the header search and the company pickers. */
export const SEARCH_MIN_LENGTH = 3
export const SEARCH_MAX_RESULTS = 20
export const SEARCH_TYPES = ['client', 'supplier', 'contact'] as const
export type SearchType = (typeof SEARCH_TYPES)[number]

export const searchQuerySchema = z.object({
  /** At least 3 characters; case and Turkish letters are ignored ("istanbul" finds "İSTANBUL"). */
  query: z.string().trim().min(SEARCH_MIN_LENGTH).max(100),
  /** Comma list limiting the kinds ("client,supplier" for a company picker); all three by default. */
  types: z
    .string()
    .max(40)
    .transform((value) => value.split(',').map((part) => part.trim()))
    .pipe(z.array(z.enum(SEARCH_TYPES)).min(1))
    .optional(),
  locale: z.string().max(10).optional(),
})
export type SearchQuery = z.infer<typeof searchQuerySchema>

export const searchResultSchema = z.object({
  type: z.enum(SEARCH_TYPES),
  id: z.number().int(),
  /** The client's or supplier's code (its profile is /client/{code} or /supplier/{code}); null for contacts. */
  code: z.string().nullable(),
  name: z.string(),
  logo_full: z.string().nullable(),
  /**
   * "C-12" or "S-3": the record itself for a client or supplier, the company a contact belongs to, as the
   * contact form's `company_id` takes it.
   */
  company_id: z.string(),
  /** For a contact: the client or supplier it belongs to (open that profile). Null otherwise. */
  company: companySummarySchema.nullable(),
  email: z.string().nullable(),
})
export type SearchResult = z.infer<typeof searchResultSchema>
/** Best first: names starting with the query, then containing it, then by trigram similarity. */
export const searchResponseSchema = z.array(searchResultSchema)
