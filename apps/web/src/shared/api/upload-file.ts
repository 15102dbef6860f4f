import { sessionStore } from '../session/session-store'
import { buildUrl, type QueryParams } from './api-client'
import { apiErrorFromBody } from './api-error'

/** POSTs one file as multipart/form-data (field `file`) with the bearer token; answers the JSON body. */
export async function uploadFile<T>(path: string, file: File, query: QueryParams = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' }
  const token = sessionStore.token()
  if (token) headers.Authorization = `Bearer ${token}`
  const body = new FormData()
  body.append('file', file)
  const response = await fetch(buildUrl(path, query), {
    method: 'POST',
    headers,
    body,
    credentials: 'include',
  })
  const text = await response.text()
  let parsed: unknown = text
  try {
    parsed = text ? JSON.parse(text) : undefined
  } catch {
    parsed = text
  }
  if (!response.ok) throw apiErrorFromBody(response.status, parsed, response.statusText || 'request-failed')
  return parsed as T
}
