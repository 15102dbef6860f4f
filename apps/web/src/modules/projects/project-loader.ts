import { parseAccountingKind } from '@ajanda/contracts/accounting.contract'
import type { Me } from '@ajanda/contracts/auth.contract'
import { type LoaderFunctionArgs, redirect } from 'react-router'
import { isApiError } from '../../shared/api/api-error'
import { queryClient } from '../../shared/api/query-client'
import { hasBackOffice } from '../../shared/session/back-office'
import { sessionStore } from '../../shared/session/session-store'
import { type ProjectRecord, projectQueryOptions } from './projects.api'

/** The subpages of /project/{code}/{subpage} this release shows; CLIENT users see main and files. */
export const PROJECT_SUBPAGES = ['main', 'files', 'notes', 'calls', 'timeline'] as const
export type ProjectSubpage = (typeof PROJECT_SUBPAGES)[number]
export const CLIENT_SUBPAGES: readonly ProjectSubpage[] = ['main', 'files']

export function subpagesFor(kind: 'AGENCY' | 'CLIENT' | undefined): readonly ProjectSubpage[] {
  return kind === 'CLIENT' ? CLIENT_SUBPAGES : PROJECT_SUBPAGES
}

/** The "Bütçeler" tab (/project/{code}/budgets): back office only, like the accounting lists. */
export const BUDGETS_TAB = 'budgets'
export const isBudgetsSubpage = (
  subpage: string,
  user: Pick<Me, 'kind' | 'is_admin' | 'memberships'> | null | undefined,
) => !!user && hasBackOffice(user) && subpage === BUDGETS_TAB

/** The "Formlar" tab (/project/{code}/forms): back office only, like the budgets. */
export const FORMS_TAB = 'forms'
export const isFormsSubpage = (
  subpage: string,
  user: Pick<Me, 'kind' | 'is_admin' | 'memberships'> | null | undefined,
) => !!user && hasBackOffice(user) && subpage === FORMS_TAB

/** The "Katılımcılar" tab (/project/{code}/attendees): back office only, like the forms. */
export const ATTENDEES_TAB = 'attendees'
export const isAttendeesSubpage = (
  subpage: string,
  user: Pick<Me, 'kind' | 'is_admin' | 'memberships'> | null | undefined,
) => !!user && hasBackOffice(user) && subpage === ATTENDEES_TAB

/** The "Check-in" tab (/project/{code}/checkin): the project's check-in points, back office only. */
export const CHECKIN_TAB = 'checkin'
export const isCheckinSubpage = (
  subpage: string,
  user: Pick<Me, 'kind' | 'is_admin' | 'memberships'> | null | undefined,
) => !!user && hasBackOffice(user) && subpage === CHECKIN_TAB

/** The "Yaka Kartları" tab (/project/{code}/badges): the project's badge designs, back office only. */
export const BADGES_TAB = 'badges'
export const isBadgesSubpage = (
  subpage: string,
  user: Pick<Me, 'kind' | 'is_admin' | 'memberships'> | null | undefined,
) => !!user && hasBackOffice(user) && subpage === BADGES_TAB

/** The "Muhasebe" tab's subpages are the nine accounting lists (/project/{code}/expenses): back office only. */
export const ACCOUNTING_TAB = 'accounting'
export const isAccountingSubpage = (
  subpage: string,
  user: Pick<Me, 'kind' | 'is_admin' | 'memberships'> | null | undefined,
) => !!user && hasBackOffice(user) && parseAccountingKind(subpage) !== null

export interface ProjectLoaderData {
  code: string
  /** Null when the project does not exist (or belongs to someone else): the page says not found. */
  project: ProjectRecord | null
}

/**
 * The project page loads its record before showing (staff-app.md 2): through the query cache, so
 * the page reads the same copy (a stale copy is fetched again, so a revalidation after a save renames
 * the title). An unknown subpage goes to main; a 404 gives the not-found page.
 */
export async function projectPageLoader({
  params,
}: LoaderFunctionArgs): Promise<ProjectLoaderData | Response> {
  const code = params.code ?? ''
  const subpage = params.subpage ?? ''
  if (!sessionStore.token()) return { code, project: null }
  const allowed = subpagesFor(sessionStore.user()?.kind)
  const user = sessionStore.user()
  const known =
    (allowed as readonly string[]).includes(subpage) ||
    isAccountingSubpage(subpage, user) ||
    isBudgetsSubpage(subpage, user) ||
    isFormsSubpage(subpage, user) ||
    isAttendeesSubpage(subpage, user) ||
    isCheckinSubpage(subpage, user) ||
    isBadgesSubpage(subpage, user)
  if (!known) return redirect(`/project/${encodeURIComponent(code)}/main`)
  try {
    return { code, project: await queryClient.fetchQuery(projectQueryOptions(code)) }
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 403)) return { code, project: null }
    throw error
  }
}
