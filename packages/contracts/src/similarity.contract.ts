import { z } from 'zod'
import { idField } from './common/fields'
import { paginatedSchema } from './common/pagination'

/** /admin/similarRecords: likely duplicates of contacts, clients and suppliers, and merging them. */
export const SIMILARITY_KINDS = ['contacts', 'clients', 'suppliers'] as const
export type SimilarityKind = (typeof SIMILARITY_KINDS)[number]
/** Names this alike (trigram similarity of the folded names, 0..1) are listed. */
export const NAME_SIMILARITY_THRESHOLD = 0.6
export const MAX_MERGE_SOURCES = 50

export const similarityListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
  locale: z.string().max(10).optional(),
})
export type SimilarityListQuery = z.infer<typeof similarityListQuerySchema>

export const similarRecordSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string().nullable(),
  /** 100 for an equal e-mail, phone or tax number; otherwise the name similarity in percent. */
  percent: z.number().int(),
})
/**
 * One record and the records like it. Each pair is listed once, under the record created first.
 * `is_similarity` is true for every row of this list (the flag the screens read).
 */
export const similarityRecordSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Clients and suppliers: the code of their profile page; contacts: null. */
  code: z.string().nullable(),
  is_similarity: z.boolean(),
  data: z.array(similarRecordSchema),
})
export type SimilarityRecord = z.infer<typeof similarityRecordSchema>
export const similarityListResponseSchema = paginatedSchema(similarityRecordSchema)

/**
 * PUT /merge/{kind}: every reference of `merge_from` moves to `merge_to` in one transaction; the merged
 * records are archived with a pointer to `merge_to`. `merge_from` is one id (contacts) or a list.
 */
export const mergeInputSchema = z.strictObject({
  merge_from: z.preprocess(
    (value) => (typeof value === 'number' ? [value] : value),
    z.array(idField()).min(1).max(MAX_MERGE_SOURCES),
  ),
  merge_to: idField(),
})
export type MergeInput = z.infer<typeof mergeInputSchema>
export const mergeResponseSchema = z.object({
  message: z.string(),
  data: z.object({
    merged: z.number().int(),
    target: z.object({ id: z.number().int(), name: z.string(), code: z.string().nullable() }),
  }),
})

/**
 * GET /similarity/{clients|suppliers}/matches: the create form asks, as the user leaves the e-mail, phone
 * or tax number, whether an active record already has an equal one (the 100 % rule of the list above).
 * A value that is not a valid e-mail, phone or tax number matches nothing; it never blocks the save.
 */
export const MATCH_KINDS = ['clients', 'suppliers'] as const
export type MatchKind = (typeof MATCH_KINDS)[number]
export const MATCH_FIELDS = ['tax_number', 'email', 'phone'] as const
export type MatchField = (typeof MATCH_FIELDS)[number]
export const MAX_MATCHES = 5

export const similarityMatchQuerySchema = z.object({
  email: z.string().trim().max(255).optional(),
  phone: z.string().trim().max(40).optional(),
  tax_number: z.string().trim().max(20).optional(),
  locale: z.string().max(10).optional(),
})
export type SimilarityMatchQuery = z.infer<typeof similarityMatchQuerySchema>
export const similarityMatchSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  /** Which of the given values it shares, in the order tax number, e-mail, phone. */
  fields: z.array(z.enum(MATCH_FIELDS)),
})
export type SimilarityMatch = z.infer<typeof similarityMatchSchema>
export const similarityMatchResponseSchema = z.object({ data: z.array(similarityMatchSchema) })
export type SimilarityMatchResponse = z.infer<typeof similarityMatchResponseSchema>
