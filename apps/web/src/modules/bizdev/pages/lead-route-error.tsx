import { useRouteError } from 'react-router'
import { isApiError } from '../../../shared/api/api-error'
import { NotFoundPage } from '../../../shared/pages/not-found-page'

/**
 * A lead that does not exist (or belongs to another company) shows the not-found page; any other
 * failure goes on to the app's error page.
 */
export function LeadRouteError() {
  const error = useRouteError()
  if (isApiError(error) && error.status === 404) return <NotFoundPage />
  throw error
}
