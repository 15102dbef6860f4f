import type { Brief, BriefSubmitInput, BriefSubmitResponse } from '@ajanda/contracts/brief.contract'
import type { Locale } from '@ajanda/contracts/common/locale'
import { api } from '../../shared/api/api-client'

/** The path's slug (the company's brief form) and, optionally, a known client's code. */
export interface BriefLink {
  slug: string
  ccode: string | null
}

export const briefKey = (link: BriefLink) => ['brief', link.slug, link.ccode] as const

const pathOf = ({ slug, ccode }: BriefLink) =>
  `/brief/${encodeURIComponent(slug)}${ccode ? `/${encodeURIComponent(ccode)}` : ''}`

/** GET: the company's published brief form, its branding and the client a ccode names. 404: no such page. */
export const fetchBrief = (link: BriefLink, locale: Locale, signal?: AbortSignal) =>
  api.get<Brief>(pathOf(link), { locale }, signal)

/** POST: the answers; 422 with the errors under their fields. */
export const submitBrief = (link: BriefLink, input: BriefSubmitInput) =>
  api.post<BriefSubmitResponse>(pathOf(link), input, { query: { locale: input.locale } })
