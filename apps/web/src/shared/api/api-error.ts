import i18next from 'i18next'

/** An HTTP failure with Laravel's shape: `{message}` and, for 422, `errors: {field: [messages]}`. */
export class ApiError extends Error {
  readonly status: number
  readonly errors: Record<string, string[]>
  /** The parsed response body, for answers that carry more than a message (a 409 with the current row). */
  readonly body: unknown

  constructor(status: number, message: string, errors: Record<string, string[]> = {}, body?: unknown) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.errors = errors
    this.body = body
  }

  /** The first message of a field's list, as the forms show it. */
  firstError(field: string): string | undefined {
    return this.errors[field]?.[0]
  }

  get isValidation(): boolean {
    return this.status === 422
  }

  get isUnauthorized(): boolean {
    return this.status === 401 || this.status === 419
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError
}

function isStringArrayRecord(value: unknown): value is Record<string, string[]> {
  if (typeof value !== 'object' || value === null) return false
  return Object.values(value).every((list) => Array.isArray(list) && list.every((m) => typeof m === 'string'))
}

/** Builds the error from a parsed response body, whatever the server sent. */
export function apiErrorFromBody(status: number, body: unknown, fallback: string): ApiError {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {}
  const message =
    typeof record.message === 'string' && record.message !== ''
      ? record.message
      : fallbackMessage(status, fallback)
  const errors = isStringArrayRecord(record.errors) ? record.errors : {}
  return new ApiError(status, message, errors, body)
}

/**
 * A failure without the server's own message: a bare 5xx (a proxy's "Internal Server Error", a
 * restart) or no answer at all (status 0) says what happened in the user's language, never the
 * status text or the browser's "Failed to fetch".
 */
export function fallbackMessage(status: number, fallback: string): string {
  if (status === 0) return i18next.t('common:errors.network')
  if (status >= 500) return i18next.t('common:errors.server')
  return fallback
}
