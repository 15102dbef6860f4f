import { isApiError } from '../../shared/api/api-error'

/* Kept apart from page-error.tsx so that a page without a router (bare-root-layout.tsx) can classify. */

export type PageFailure = 'chunk' | 'offline' | 'other'

/** The messages browsers give a dynamic import that failed (Chromium, Firefox, Safari) and Vite's preload. */
const CHUNK_FAILURE =
  /dynamically imported module|importing a module script failed|error loading dynamically imported|unable to preload css/i

/** What went wrong, in the terms the user can act on: a page chunk, the connection, or something else. */
export function classifyPageError(
  error: unknown,
  online = typeof navigator === 'undefined' || navigator.onLine,
): PageFailure {
  if (!online || (isApiError(error) && error.status === 0)) return 'offline'
  if (error instanceof Error && CHUNK_FAILURE.test(`${error.name} ${error.message}`)) return 'chunk'
  return 'other'
}
