import { type SQL, sql } from 'drizzle-orm'
import type { Viewer } from '../projects/project-access'
import { requests } from './requests.table'

/**
 * Which requests a viewer sees (decisions.md 1 and 4): the requester their own, an approver every
 * request they are (or were) asked to decide, and the position's scope the rest — AGENCY scope and
 * admins the whole company, DIVISION and TEAM the requests of their people. Company is separate.
 *
 * The lists test this on every index entry of a date range (thousands for a month), in a prepared
 * statement's generic plan: the people are ONE array parameter (a list of parameters is built into an
 * array again for every row) and the approver test is `= any(approvers)` (cheaper per row than `@>`,
 * which builds an array of its own). Same meaning: `approvers` is never null.
 */
export function visibleRequests(viewer: Viewer): SQL | undefined {
  const { visibility, auth } = viewer
  if (visibility.kind === 'all') return undefined
  const me = auth.user.id
  const people = visibility.kind === 'people' ? visibility.ids : [me]
  // `approvers` is on the row (and in the list index): no lookup of the steps per request.
  return sql`(${requests.requester_id} = any(${sql.param(people)}::bigint[]) or ${me}::bigint = any(${requests.approvers}))`
}
