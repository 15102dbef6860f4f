import type { LoaderFunctionArgs } from 'react-router'
import { queryClient } from '../../shared/api/query-client'
import { leadQueryOptions } from './bizdev.api'

/** /bizdev/{code} loads its lead before it shows (staff-app.md 2); a 404 reaches the route's error page. */
export function leadDetailLoader({ params }: LoaderFunctionArgs) {
  return queryClient.ensureQueryData(leadQueryOptions(params.code ?? ''))
}
