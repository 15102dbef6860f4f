import type { Locale } from '@ajanda/contracts/common/locale'
import { ApiError, apiErrorFromBody, fallbackMessage } from './api-error'

export const API_BASE = '/api/v1'

type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[]
export type QueryParams = Record<string, QueryValue>

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  query?: QueryParams
  body?: unknown
  signal?: AbortSignal
  /** Leave a 401/419 to the caller instead of ending the session (used by logout). */
  skipUnauthorizedHandler?: boolean
  /**
   * Send null values of the body instead of dropping them: admin edits clear a field (a manager, a
   * team, an export colour) by sending null.
   */
  keepNulls?: boolean
  /** Let the request outlive the page (a save sent while the tab closes or reloads). */
  keepalive?: boolean
}

interface ApiConfig {
  getLocale: () => Locale
  getToken: () => string | null
  onUnauthorized: () => void
  fetch: typeof fetch
}

const config: ApiConfig = {
  getLocale: () => 'tr',
  getToken: () => null,
  onUnauthorized: () => {},
  fetch: (...args) => globalThis.fetch(...args),
}

/** The app wires locale, token and the 401 handler once at startup (tests wire their own). */
export function configureApi(overrides: Partial<ApiConfig>): void {
  Object.assign(config, overrides)
}

/** Query string as the spec wants it: arrays joined by commas, null values dropped, locale always set. */
export function buildUrl(path: string, query: QueryParams = {}, locale: Locale = config.getLocale()): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined) continue
    params.set(key, Array.isArray(value) ? value.join(',') : String(value))
  }
  if (!params.has('locale')) params.set('locale', locale)
  const clean = path.startsWith('/') ? path : `/${path}`
  return `${API_BASE}${clean}?${params.toString()}`
}

/** JSON body with null values dropped (spec section 7), unless the call clears fields with them. */
export function serializeBody(body: unknown, keepNulls = false): string {
  if (keepNulls) return JSON.stringify(body)
  return JSON.stringify(body, (_key, value: unknown) => (value === null ? undefined : value))
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined
  const text = await response.text()
  if (text === '') return undefined
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const {
    method = 'GET',
    query,
    body,
    signal,
    skipUnauthorizedHandler = false,
    keepNulls = false,
    keepalive,
  } = options
  const headers: Record<string, string> = { Accept: 'application/json' }
  const token = config.getToken()
  if (token) headers.Authorization = `Bearer ${token}`
  if (body !== undefined) headers['Content-Type'] = 'application/json'

  let response: Response
  try {
    response = await config.fetch(buildUrl(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : serializeBody(body, keepNulls),
      credentials: 'include',
      signal,
      ...(keepalive ? { keepalive } : {}),
    })
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error
    throw new ApiError(0, fallbackMessage(0, 'request-failed'))
  }

  const parsed = await readBody(response)
  if (response.ok) return parsed as T

  const error = apiErrorFromBody(response.status, parsed, response.statusText || 'request-failed')
  if (error.isUnauthorized && !skipUnauthorizedHandler) config.onUnauthorized()
  throw error
}

export const api = {
  get: <T>(path: string, query?: QueryParams, signal?: AbortSignal) =>
    apiRequest<T>(path, { method: 'GET', query, signal }),
  post: <T>(path: string, body?: unknown, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  delete: <T>(path: string, options: Omit<RequestOptions, 'method'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
}
