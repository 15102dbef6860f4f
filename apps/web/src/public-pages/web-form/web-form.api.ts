import type { AttendeeStatus } from '@ajanda/contracts/attendees.contract'
import type { Locale } from '@ajanda/contracts/common/locale'
import type { Webform, WebformSubmitInput, WebformSubmitResponse } from '@ajanda/contracts/webform.contract'
import { api } from '../../shared/api/api-client'
import { isApiError } from '../../shared/api/api-error'

/** The path's slug and, on a personal link, the attendee's code. */
export interface WebformLink {
  slug: string
  pcode: string | null
}

export const webformKey = (link: WebformLink) => ['webform', link.slug, link.pcode] as const

const pathOf = ({ slug, pcode }: WebformLink) =>
  `/webform/${encodeURIComponent(slug)}${pcode ? `/${encodeURIComponent(pcode)}` : ''}`

/** GET: the published form, its seats left, the company's branding and, with a pcode, the attendee. */
export const fetchWebform = (link: WebformLink, locale: Locale, signal?: AbortSignal) =>
  api.get<Webform>(pathOf(link), { locale }, signal)

/**
 * POST: the answers; 422 with `errors["answers.{id}"]` for a field, a full option's "kontenjan doldu".
 * `draft`: the saved draft the page was opened with, which the server deletes with the submission.
 */
export const submitWebform = (link: WebformLink, input: WebformSubmitInput, draft?: string | null) =>
  api.post<WebformSubmitResponse>(pathOf(link), input, {
    query: { locale: input.locale, ...(draft ? { draft } : {}) },
  })

/** POST …/cancel: the attendee cancels the registration; the seats are freed. */
export const cancelWebform = (link: WebformLink & { pcode: string }, locale: Locale) =>
  api.post<{ message: string; status: AttendeeStatus }>(`${pathOf(link)}/cancel`, undefined, {
    query: { locale },
  })

/** The server's 422 keys (`answers.12`) as the renderer's field ids (`12`); other keys stay. */
export function fieldErrors(errors: Record<string, string[]>): Record<string, string[]> {
  const out: Record<string, string[]> = {}
  for (const [key, messages] of Object.entries(errors)) out[key.replace(/^answers\./, '')] = messages
  return out
}

const FULL_CODES = new Set(['quota_full', 'form_full'])

/**
 * A 422 that refused the answers only for want of seats (the server's body carries `code` quota_full or
 * form_full): the waiting list is the way on.
 */
export function isSeatsFull(error: unknown): boolean {
  if (!isApiError(error) || error.status !== 422) return false
  const code = (error.body as { code?: unknown } | undefined)?.code
  return typeof code === 'string' && FULL_CODES.has(code)
}
