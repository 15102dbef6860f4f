import type { routes } from '../i18n/tr/routes'

export type RouteLayout = 'normal' | 'standalone'
export type RouteTitleKey = keyof typeof routes

/** Metadata every route carries: the layout around it, its title and its name in the spec. */
export interface RouteHandle {
  layout: RouteLayout
  /** Header, breadcrumb and document title (a key of the `routes` namespace). */
  title?: RouteTitleKey
  /** Named route of staff-app.md section 2. */
  name?: string
  /** PostEventSurveyForm, ApprovalDecision, Checkin and EventBadge never show the store badge. */
  hideStoreBadge?: boolean
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'layout' in value
}

interface MatchLike {
  handle?: unknown
}

/** The deepest route with metadata decides the layout and the title. */
export function deepestHandle(matches: readonly MatchLike[]): RouteHandle | undefined {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle
    if (isRouteHandle(handle)) return handle
  }
  return undefined
}
