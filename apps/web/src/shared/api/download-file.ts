import type { SignedFileResponse } from '@ajanda/contracts/common/signed-file'
import { sessionStore } from '../session/session-store'
import { buildUrl, type QueryParams } from './api-client'
import { apiErrorFromBody } from './api-error'

/** The file name of a Content-Disposition header ("attachment; filename=\"x.xlsx\""). */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const match = disposition ? /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition) : null
  return match?.[1] ? decodeURIComponent(match[1]) : fallback
}

/**
 * A call under the API with the bearer token (a GET, or a POST of a JSON body); a failed answer throws
 * the API's error, with its body (a 409's `printed_before`, a 422's `errors`).
 */
async function authorizedFetch(
  path: string,
  query: QueryParams,
  accept?: string,
  body?: unknown,
): Promise<Response> {
  const headers: Record<string, string> = {}
  const token = sessionStore.token()
  if (token) headers.Authorization = `Bearer ${token}`
  if (accept) headers.Accept = accept
  if (body !== undefined) headers['Content-Type'] = 'application/json'
  const response = await fetch(buildUrl(path, query), {
    method: body === undefined ? 'GET' : 'POST',
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'include',
  })
  if (!response.ok) {
    const text = await response.text()
    let parsed: unknown = text
    try {
      parsed = JSON.parse(text)
    } catch {
      parsed = text
    }
    throw apiErrorFromBody(response.status, parsed, response.statusText || 'request-failed')
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
  const response = await authorizedFetch(path, query)
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
  const response = await authorizedFetch(path, query, 'application/json')
  const { data } = (await response.json()) as SignedFileResponse
  clickDownload(data.url, fallbackName)
}

/**
 * A file the server makes from what the page chose (a zip of chosen photos): the POST, asked for JSON,
 * checks who asks and answers a five-minute signed link; the browser is sent there, and its download
 * manager streams the file to disk (nothing held in the page's memory, progress in the browser's bar).
 */
export async function downloadThroughSignedLink(
  path: string,
  body: unknown,
  fallbackName: string,
): Promise<void> {
  const response = await authorizedFetch(path, {}, 'application/json', body)
  const { data } = (await response.json()) as SignedFileResponse
  clickDownload(data.url, fallbackName)
}

/**
 * A file the server answers to a POST as a whole (a badge print: rendered in one piece, recorded as
 * printed by that POST, so no link to open again): the answer kept as a blob and saved.
 */
export async function downloadPostedFile(
  path: string,
  body: unknown,
  accept: string,
  fallbackName: string,
): Promise<Response> {
  const response = await authorizedFetch(path, {}, accept, body)
  const url = URL.createObjectURL(await response.blob())
  clickDownload(url, fileNameOf(response.headers.get('content-disposition'), fallbackName))
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
  return response
}
