import { inArray, or, type SQL, sql } from 'drizzle-orm'
import type { Viewer } from '../projects/project-access'
import { requests } from './requests.table'

/**
 * Which requests a viewer sees (decisions.md 1 and 4): the requester their own, an approver every
 * request they are (or were) asked to decide, and the position's scope the rest — AGENCY scope and
 * admins the whole company, DIVISION and TEAM the requests of their people. Company is separate.
 */
export function visibleRequests(viewer: Viewer): SQL | undefined {
  const { visibility, auth } = viewer
  if (visibility.kind === 'all') return undefined
  const me = auth.user.id
  // `approvers` is on the row (and in the list index): no lookup of the steps per request.
  const asApprover = sql`${requests.approvers} @> array[${me}]::bigint[]`
  const people = visibility.kind === 'people' ? visibility.ids : [me]
  return or(inArray(requests.requester_id, people), asApprover)
}
