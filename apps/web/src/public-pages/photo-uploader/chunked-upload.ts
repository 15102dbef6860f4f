import type { Locale } from '@ajanda/contracts/common/locale'
import { PHOTO_OFFSET_HEADER, type PhotoUploadState } from '@ajanda/contracts/photos.contract'
import { buildUrl } from '../../shared/api/api-client'

/** The server refused for good (422 limits or type, 404 unknown, 410 revoked): its sentence is shown. */
export class UploadRefused extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

export interface UploadCallbacks {
  /** Bytes the server has so far. */
  onProgress(received: number): void
  /** A failure is being retried (true) or the upload goes on (false). */
  onRetrying(retrying: boolean): void
  /** How a retry waits (tests pass a quick one). */
  wait?(ms: number): Promise<void>
}

const FINAL = new Set([404, 410, 413, 422])
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Waits until the browser says it is online again (at once when it is). */
function online(): Promise<void> {
  if (typeof navigator === 'undefined' || navigator.onLine) return Promise.resolve()
  return new Promise((resolve) => window.addEventListener('online', () => resolve(), { once: true }))
}

/** 1 s, 2 s, 4 s … up to 30 s, with some jitter so parallel uploads do not retry in step. */
export function backoff(attempt: number): number {
  return Math.min(30_000, 1000 * 2 ** Math.min(attempt, 5)) * (0.75 + Math.random() * 0.5)
}

async function send(url: string, init: RequestInit): Promise<Response> {
  const response = await fetch(url, { ...init, headers: { accept: 'application/json', ...init.headers } })
  if (FINAL.has(response.status)) {
    const body = (await response.json().catch(() => ({}))) as { message?: string }
    throw new UploadRefused(response.status, body.message ?? '')
  }
  return response
}

/**
 * Uploads one file through a photo link in chunks: announces it, then sends each chunk at the offset
 * the server has. A network failure or a server error waits (longer each time, and until the browser is
 * online), asks the server how much it has and goes on from there; a 409 says the same directly. A
 * refusal (limits, type, revoked link) ends it with the server's sentence.
 */
export async function uploadInChunks(
  code: string,
  file: File,
  locale: Locale,
  chunkBytes: number,
  callbacks: UploadCallbacks,
): Promise<PhotoUploadState> {
  const base = `/photo-uploader/${encodeURIComponent(code)}/uploads`
  let attempt = 0
  const retry = async () => {
    callbacks.onRetrying(true)
    await (callbacks.wait ?? sleep)(backoff(attempt++))
    await online()
  }

  let uploadCode: string | null = null
  while (!uploadCode) {
    try {
      const response = await send(buildUrl(base, {}, locale), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ file_name: file.name, total_bytes: file.size }),
      })
      if (!response.ok) throw new Error(`HTTP ${response.status}`)
      uploadCode = ((await response.json()) as PhotoUploadState).upload_code
    } catch (error) {
      if (error instanceof UploadRefused) throw error
      await retry()
    }
  }

  const uploadUrl = buildUrl(`${base}/${encodeURIComponent(uploadCode)}`, {}, locale)
  let offset = 0
  let sentLast = false
  for (;;) {
    try {
      const end = Math.min(file.size, offset + chunkBytes)
      sentLast = end === file.size
      const response = await send(uploadUrl, {
        method: 'PUT',
        headers: { 'content-type': 'application/octet-stream', [PHOTO_OFFSET_HEADER]: String(offset) },
        body: file.slice(offset, end),
      })
      if (response.status === 409) {
        offset = ((await response.json()) as { received_bytes: number }).received_bytes
        continue
      }
      if (!response.ok) throw new Error(`HTTP ${response.status}`)
      const state = (await response.json()) as PhotoUploadState
      attempt = 0
      callbacks.onRetrying(false)
      callbacks.onProgress(state.received_bytes)
      if (state.done) return state
      offset = state.received_bytes
    } catch (error) {
      if (error instanceof UploadRefused) throw error
      await retry()
      try {
        const response = await send(uploadUrl, { method: 'GET' })
        if (response.ok) offset = ((await response.json()) as PhotoUploadState).received_bytes
        callbacks.onProgress(offset)
      } catch (statusError) {
        // The last chunk arrived and made the photo, but its answer was lost: the upload is gone.
        if (statusError instanceof UploadRefused && statusError.status === 404 && sentLast)
          return {
            upload_code: uploadCode,
            received_bytes: file.size,
            total_bytes: file.size,
            done: true,
            photo: null,
          }
        if (statusError instanceof UploadRefused) throw statusError
      }
    }
  }
}
