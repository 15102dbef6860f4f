import { z } from 'zod'
import { companySummarySchema } from './common/crm-fields'

/** GET /search: the header search and the company pickers. */
export const SEARCH_MIN_LENGTH = 3
export const SEARCH_MAX_RESULTS = 20
/** The kinds, in the order the header search shows their groups. */
export const SEARCH_TYPES = ['client', 'supplier', 'project', 'lead', 'contact', 'attendee'] as const
export type SearchType = (typeof SEARCH_TYPES)[number]

export const searchQuerySchema = z.object({
  /**
   * At least 3 characters; case and Turkish letters are ignored ("istanbul" finds "İSTANBUL"). Finds names;
   * projects and leads also by their reference ("KE-2026") and by their code; attendees also by their
   * e-mail (a query with "@" or "." and no space) and phone (a query of 3+ digits, spaces and +-() only).
   */
  query: z.string().trim().min(SEARCH_MIN_LENGTH).max(100),
  /** Comma list limiting the kinds ("client,supplier" for a company picker); every kind by default. */
  types: z
    .string()
    .max(60)
    .transform((value) => value.split(',').map((part) => part.trim()))
    .pipe(z.array(z.enum(SEARCH_TYPES)).min(1))
    .optional(),
  locale: z.string().max(10).optional(),
})
export type SearchQuery = z.infer<typeof searchQuerySchema>

export const searchResultSchema = z.object({
  type: z.enum(SEARCH_TYPES),
  id: z.number().int(),
  /**
   * The record's code: a client's or supplier's (its profile is /client/{code} or /supplier/{code}), a
   * project's or lead's (/project/{code}/main, /bizdev/{code}); an attendee's project's code; null for
   * contacts.
   */
  code: z.string().nullable(),
  name: z.string(),
  logo_full: z.string().nullable(),
  /**
   * "C-12" or "S-3": the record itself for a client or supplier, the company a contact belongs to, as the
   * contact form's `company_id` takes it; a project's or lead's client (null when it has none yet).
   */
  company_id: z.string().nullable(),
  /** For a contact the client or supplier it belongs to, for a project or lead its client. Null otherwise. */
  company: companySummarySchema.nullable(),
  email: z.string().nullable(),
  /** A project's or lead's reference ("KE-2026-004"), an attendee's project's; null for the other kinds. */
  project_ref: z.string().nullable(),
  /** A project's or lead's first day (YYYY-MM-DD); null for the other kinds. */
  starts_at: z.string().nullable(),
  /** An attendee's project's name; null for the other kinds. */
  project_name: z.string().nullable(),
  /** The web app's page that opens the result (`searchResultPath`); null when there is none. */
  path: z.string().nullable(),
})
export type SearchResult = z.infer<typeof searchResultSchema>
/** Best first: names starting with the query, then containing it, then by trigram similarity. */
export const searchResponseSchema = z.array(searchResultSchema)

/**
 * Where a result opens in the web app: its own page, for a contact the profile of its company, for an
 * attendee their project's "Katılımcılar" tab with their drawer open.
 */
export function searchResultPath(
  result: Pick<SearchResult, 'type' | 'code' | 'company'> & { id?: number },
): string | null {
  const code = result.code ? encodeURIComponent(result.code) : null
  switch (result.type) {
    case 'client':
    case 'supplier':
      return code ? `/${result.type}/${code}` : null
    case 'project':
      return code ? `/project/${code}/main` : null
    case 'lead':
      return code ? `/bizdev/${code}` : null
    case 'contact':
      return result.company ? `/${result.company.type}/${encodeURIComponent(result.company.code)}` : null
    case 'attendee':
      return code && result.id !== undefined ? `/project/${code}/attendees?attendee=${result.id}` : null
  }
}

/**
 * The 20 places shared between the kinds: each list is best first; the kinds take turns (one result each
 * round) until `max` are taken, then the taken ones keep their kind's order and the kinds SEARCH_TYPES'.
 * A kind with few results leaves its places to the others.
 */
export function shareResults<T>(lists: readonly (readonly T[])[], max = SEARCH_MAX_RESULTS): T[][] {
  const taken = lists.map(() => 0)
  let total = 0
  for (let round = 0; total < max; round++) {
    let progressed = false
    for (let kind = 0; kind < lists.length && total < max; kind++) {
      if ((lists[kind]?.length ?? 0) > round) {
        taken[kind] = round + 1
        total++
        progressed = true
      }
    }
    if (!progressed) break
  }
  return lists.map((list, kind) => list.slice(0, taken[kind]))
}

/** Results grouped by kind for the header search, in SEARCH_TYPES' order, empty kinds left out. */
export function groupSearchResults<T extends { type: SearchType }>(
  results: readonly T[],
): { type: SearchType; items: T[] }[] {
  return SEARCH_TYPES.map((type) => ({
    type,
    items: results.filter((result) => result.type === type),
  })).filter((group) => group.items.length > 0)
}
