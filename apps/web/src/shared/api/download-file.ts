import { sessionStore } from '../session/session-store'
import { buildUrl, type QueryParams } from './api-client'
import { apiErrorFromBody } from './api-error'

/** The file name of a Content-Disposition header ("attachment; filename=\"x.xlsx\""). */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const match = disposition ? /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition) : null
  return match?.[1] ? decodeURIComponent(match[1]) : fallback
}

/** GETs a file with the bearer token as a blob and hands it to the browser as a download. */
export async function downloadFile(path: string, query: QueryParams, fallbackName: string): Promise<void> {
  const headers: Record<string, string> = {}
  const token = sessionStore.token()
  if (token) headers.Authorization = `Bearer ${token}`
  const response = await fetch(buildUrl(path, query), { headers, credentials: 'include' })
  if (!response.ok) {
    const text = await response.text()
    let body: unknown = text
    try {
      body = JSON.parse(text)
    } catch {
      body = text
    }
    throw apiErrorFromBody(response.status, body, response.statusText || 'request-failed')
  }
  const blob = await response.blob()
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileNameOf(response.headers.get('content-disposition'), fallbackName)
  document.body.append(link)
  link.click()
  link.remove()
  URL.revokeObjectURL(url)
}
