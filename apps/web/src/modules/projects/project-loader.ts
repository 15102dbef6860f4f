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

/**
 * The back-office tabs after the shared subpages, in the order they show: each is a module's screen that
 * loads when first opened (pages/back-office-tabs.ts). Agency staff with the back office only, like the
 * accounting lists.
 */
export const BACK_OFFICE_TABS = [
  'budgets',
  'forms',
  'attendees',
  'checkin',
  'badges',
  'products',
  'pricing-periods',
  'fees',
  'hotels',
  'flights',
  'suppliers',
  'todos',
] as const
export type BackOfficeTab = (typeof BACK_OFFICE_TABS)[number]
export const isBackOfficeTab = (
  subpage: string,
  user: Pick<Me, 'kind' | 'is_admin' | 'memberships'> | null | undefined,
): subpage is BackOfficeTab =>
  !!user && hasBackOffice(user) && (BACK_OFFICE_TABS as readonly string[]).includes(subpage)

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
    isBackOfficeTab(subpage, user)
  if (!known) return redirect(`/project/${encodeURIComponent(code)}/main`)
  try {
    return { code, project: await queryClient.fetchQuery(projectQueryOptions(code)) }
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 403)) return { code, project: null }
    throw error
  }
}
