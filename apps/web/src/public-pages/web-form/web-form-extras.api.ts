import type { Locale } from '@ajanda/contracts/common/locale'
import { api } from '../../shared/api/api-client'
import { uploadFile } from '../../shared/api/upload-file'
import type {
  AddressPlaces,
  FileAnswer,
  PlaceCity,
  PlaceCountry,
} from '../../shared/form-renderer/form-renderer'
import type { WebformLink } from './web-form.api'

/**
 * The public page's extras (issue 21 item 2): the captcha's challenge, file uploads and the
 * save-and-resume drafts (server: apps/server/src/modules/webform/webform-extras.routes.ts).
 */

const pathOf = ({ slug, pcode }: WebformLink) =>
  `/webform/${encodeURIComponent(slug)}${pcode ? `/${encodeURIComponent(pcode)}` : ''}`

/** A signed proof-of-work challenge (altcha-lib, SHA-256): find the counter whose key starts with key_prefix. */
export interface CaptchaChallenge {
  challenge: string
  algorithm: string
  nonce: string
  salt: string
  key_prefix: string
  expires_at: number
}

export const fetchCaptcha = (slug: string, locale: Locale) =>
  api.get<CaptchaChallenge>(`/webform/${encodeURIComponent(slug)}/captcha`, { locale })

const placeLists = new Map<string, Promise<readonly unknown[]>>()
/** One read per list and page: the form's address fields share it; a failed read is tried again. */
function once<T>(key: string, load: () => Promise<readonly T[]>): Promise<readonly T[]> {
  let found = placeLists.get(key) as Promise<readonly T[]> | undefined
  if (!found) {
    found = load()
    placeLists.set(key, found)
    found.catch(() => placeLists.delete(key))
  }
  return found
}

/** GET /webform/{slug}/countries and /cities/{country}: the address field's lists without a session. */
export function addressPlacesOf(slug: string, locale: Locale): AddressPlaces {
  const base = `/webform/${encodeURIComponent(slug)}`
  return {
    countries: () =>
      once(`${slug}:${locale}`, () => api.get<PlaceCountry[]>(`${base}/countries`, { locale })),
    cities: (country) =>
      once(`${slug}:${locale}:${country}`, () =>
        api.get<PlaceCity[]>(`${base}/cities/${encodeURIComponent(country)}`, { locale }),
      ),
  }
}

/** POST …/upload/{fieldId}: the answer's url is an opaque `upload:` reference the submission accepts. */
export const uploadWebformFile = (link: WebformLink, fieldId: number, file: File, locale: Locale) =>
  // The locale goes as a query parameter: written into the path it was sent twice (`?locale=tr?locale=tr`).
  uploadFile<FileAnswer>(`${pathOf(link)}/upload/${fieldId}`, file, { locale })

export interface DraftSaved {
  message: string
  expires_at: string
}

export const saveDraft = (
  link: WebformLink,
  input: { email: string; answers: Record<string, unknown>; locale: Locale; draft?: string },
) => api.post<DraftSaved>(`${pathOf(link)}/draft`, input, { query: { locale: input.locale } })

export interface WebformDraft {
  answers: Record<string, unknown>
  email: string
  pcode: string | null
  expires_at: string
}

export const webformDraftKey = (slug: string, code: string) => ['webform-draft', slug, code] as const

export const fetchDraft = (slug: string, code: string, locale: Locale, signal?: AbortSignal) =>
  api.get<WebformDraft>(
    `/webform/${encodeURIComponent(slug)}/draft/${encodeURIComponent(code)}`,
    { locale },
    signal,
  )
