import { z } from 'zod'

export const DEFAULT_PAGE_SIZE = 20
export const MAX_PAGE_SIZE = 100

export const paginationQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  sort_by: z.string().max(64).optional(),
  sort_order: z.enum(['asc', 'desc']).default('asc'),
})
export type PaginationQuery = z.infer<typeof paginationQuerySchema>

const pageLinkSchema = z.object({ url: z.string().nullable(), label: z.string(), active: z.boolean() })

/** Laravel's length-aware paginator. */
export function paginatedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    current_page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
    from: z.number().int().nullable(),
    to: z.number().int().nullable(),
    last_page: z.number().int(),
    links: z.array(pageLinkSchema),
  })
}
export type Paginated<T> = {
  data: T[]
  current_page: number
  per_page: number
  total: number
  from: number | null
  to: number | null
  last_page: number
  links: { url: string | null; label: string; active: boolean }[]
}
