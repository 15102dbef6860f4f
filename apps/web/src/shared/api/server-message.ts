import { isApiError } from './api-error'

/** The message the server put in its answer, or null when it sent none (a bare 5xx, a network failure). */
export function serverMessage(error: unknown): string | null {
  if (!isApiError(error) || typeof error.body !== 'object' || error.body === null) return null
  const message = (error.body as { message?: unknown }).message
  return typeof message === 'string' && message !== '' ? message : null
}
