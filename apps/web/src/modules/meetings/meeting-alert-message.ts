import { isApiError } from '../../shared/api/api-error'
import { serverMessage } from '../../shared/api/server-message'

/**
 * The meeting form's alert after a failed call (staff-app.md section 8). `leftover` is what
 * applyServerErrors could not put under a field: null shows no alert, an error of a field the form
 * lacks shows as it is, else the server's message, or `fallback` ("İşlem sırasında bir hata oluştu")
 * when the server gave none.
 */
export function meetingAlertMessage(
  error: unknown,
  leftover: string | null,
  fallback: string,
): string | null {
  if (leftover === null) return null
  if (isApiError(error) && error.isValidation && leftover !== error.message) return leftover
  return serverMessage(error) ?? fallback
}
