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
  /** A record's own name from the route's loader data (a project's name), shown instead of `title`. */
  recordTitle?: (data: unknown) => string | null | undefined
  /** Breadcrumbs before this page when its path is not nested under them (Projeler before a project). */
  crumbParents?: readonly { title: RouteTitleKey; to: string }[]
  /** A CLIENT user may open this page (decisions.md section 1); every other staff page sends them away. */
  client?: boolean
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'layout' in value
}

interface MatchLike {
  handle?: unknown
  data?: unknown
}

/** The record name a match's handle reads from its loader data, if any. */
export function recordTitleOf(match: MatchLike | undefined): string | undefined {
  if (!match || !isRouteHandle(match.handle) || !match.handle.recordTitle) return undefined
  return match.handle.recordTitle(match.data) || undefined
}

/** The deepest match with metadata. */
export function deepestMatch<M extends MatchLike>(matches: readonly M[]): M | undefined {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    if (isRouteHandle(matches[index]?.handle)) return matches[index]
  }
  return undefined
}

/** The deepest route with metadata decides the layout and the title. */
export function deepestHandle(matches: readonly MatchLike[]): RouteHandle | undefined {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle
    if (isRouteHandle(handle)) return handle
  }
  return undefined
}
