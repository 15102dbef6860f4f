import type { SignedFileResponse } from '@ajanda/contracts/common/signed-file'
import { sessionStore } from '../session/session-store'
import { buildUrl, type QueryParams } from './api-client'
import { apiErrorFromBody } from './api-error'

/** The file name of a Content-Disposition header ("attachment; filename=\"x.xlsx\""). */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const match = disposition ? /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition) : null
  return match?.[1] ? decodeURIComponent(match[1]) : fallback
}

/** A GET under the API with the bearer token; a failed answer throws the API's error. */
async function authorizedGet(path: string, query: QueryParams, accept?: string): Promise<Response> {
  const headers: Record<string, string> = {}
  const token = sessionStore.token()
  if (token) headers.Authorization = `Bearer ${token}`
  if (accept) headers.Accept = accept
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
  return response
}

/** Hands a URL to the browser as a download through a temporary link. */
function clickDownload(href: string, name: string) {
  const link = document.createElement('a')
  link.href = href
  link.download = name
  link.rel = 'noopener'
  document.body.append(link)
  link.click()
  link.remove()
}

/** GETs a file with the bearer token as a blob and hands it to the browser as a download. */
export async function downloadFile(path: string, query: QueryParams, fallbackName: string): Promise<void> {
  const response = await authorizedGet(path, query)
  const blob = await response.blob()
  const url = URL.createObjectURL(blob)
  clickDownload(url, fileNameOf(response.headers.get('content-disposition'), fallbackName))
  URL.revokeObjectURL(url)
}

/**
 * A private file (project file, receipt, attendee upload): the route checks who asks and, asked for JSON,
 * answers a signed address valid for a few minutes (the server's `/files/…` or the object storage's
 * presigned URL, often on another origin). The browser is sent there: the file's own
 * Content-Disposition names it, and no bearer token leaves the app for another host.
 */
export async function downloadSignedFile(
  path: string,
  query: QueryParams,
  fallbackName: string,
): Promise<void> {
  const response = await authorizedGet(path, query, 'application/json')
  const { data } = (await response.json()) as SignedFileResponse
  clickDownload(data.url, fallbackName)
}
