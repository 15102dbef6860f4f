import type { Locale } from '@ajanda/contracts/common/locale'
import type { Paginated } from '@ajanda/contracts/common/pagination'
import type {
  ManualRsvpForm,
  ManualRsvpInvitee,
  ManualRsvpInviteeQuery,
  ManualRsvpLoginResponse,
  ManualRsvpSubmitInput,
  ManualRsvpSubmitResponse,
  ManualRsvpUser,
} from '@ajanda/contracts/manual-rsvp.contract'
import { buildUrl, type QueryParams, serializeBody } from '../../shared/api/api-client'
import { ApiError, apiErrorFromBody, fallbackMessage } from '../../shared/api/api-error'

/**
 * The helper's session, apart from the staff session: its own local-storage key, its own bearer token
 * (never the staff one), and a 401 that ends only it.
 */
export const HELPER_SESSION_KEY = 'ajanda.manualRsvp.session'

export interface HelperSession {
  token: string
  user: ManualRsvpUser
}

export function readHelperSession(): HelperSession | null {
  try {
    const raw = globalThis.localStorage?.getItem(HELPER_SESSION_KEY)
    if (!raw) return null
    const parsed = JSON.parse(raw) as HelperSession
    return typeof parsed?.token === 'string' && parsed.user ? parsed : null
  } catch {
    return null
  }
}

export function storeHelperSession(session: HelperSession | null): void {
  if (session) globalThis.localStorage?.setItem(HELPER_SESSION_KEY, JSON.stringify(session))
  else globalThis.localStorage?.removeItem(HELPER_SESSION_KEY)
}

async function helperRequest<T>(
  path: string,
  locale: Locale,
  options: {
    method?: 'GET' | 'POST'
    query?: QueryParams
    body?: unknown
    signal?: AbortSignal
    token?: string | null
  } = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' }
  const token = options.token === undefined ? readHelperSession()?.token : options.token
  if (token) headers.Authorization = `Bearer ${token}`
  if (options.body !== undefined) headers['Content-Type'] = 'application/json'
  let response: Response
  try {
    response = await fetch(buildUrl(path, options.query, locale), {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : serializeBody(options.body),
      credentials: 'omit',
      signal: options.signal,
    })
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error
    throw new ApiError(0, fallbackMessage(0, 'request-failed'))
  }
  const text = await response.text()
  let body: unknown
  try {
    body = text ? JSON.parse(text) : undefined
  } catch {
    body = text
  }
  if (response.ok) return body as T
  throw apiErrorFromBody(response.status, body, response.statusText || 'request-failed')
}

/** POST /manuel-rsvp/login: the link's token for a helper session (sent without any stored token). */
export const helperLogin = (token: string, locale: Locale) =>
  helperRequest<ManualRsvpLoginResponse>('/manuel-rsvp/login', locale, {
    method: 'POST',
    body: { token },
    token: null,
  })

export const helperLogout = (locale: Locale) =>
  helperRequest<{ message: string }>('/manuel-rsvp/logout', locale, { method: 'POST' })

export const inviteesKey = (query: ManualRsvpInviteeQuery) => ['manual-rsvp', 'invitees', query] as const
export const fetchInvitees = (query: ManualRsvpInviteeQuery, locale: Locale, signal?: AbortSignal) =>
  helperRequest<Paginated<ManualRsvpInvitee>>('/manuel-rsvp/form', locale, {
    query: query as QueryParams,
    signal,
  })

export const helperFormKey = (code: string) => ['manual-rsvp', 'form', code] as const
export const fetchHelperForm = (code: string, locale: Locale, signal?: AbortSignal) =>
  helperRequest<ManualRsvpForm>(`/manuel-rsvp/form/${encodeURIComponent(code)}`, locale, { signal })

export const submitHelperForm = (code: string, input: ManualRsvpSubmitInput) =>
  helperRequest<ManualRsvpSubmitResponse>(
    `/manuel-rsvp/form/${encodeURIComponent(code)}`,
    input.locale ?? 'tr',
    {
      method: 'POST',
      body: input,
    },
  )
