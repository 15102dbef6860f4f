import { isApiError } from '../api/api-error'

/** The alert of a task, phone-call or note modal. */
export interface ActivityAlert {
  title: string
  body: string | null
}

/**
 * Task, phone-call and note modals (staff-app.md section 8): the alert's title is the server message
 * and its body the first error of the description (else of the first field that has one).
 */
export function activityAlert(error: unknown, descriptionField: string): ActivityAlert {
  if (!isApiError(error)) return { title: error instanceof Error ? error.message : String(error), body: null }
  const first =
    error.firstError(descriptionField) ?? Object.values(error.errors).find((list) => list.length)?.[0]
  return { title: error.message, body: first ?? null }
}
