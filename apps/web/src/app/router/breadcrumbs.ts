import { isRouteHandle, type RouteTitleKey } from './route-handle'

export interface Breadcrumb {
  title: RouteTitleKey
  /** Absent on the current page. */
  to?: string
}

interface MatchLike {
  pathname: string
  handle?: unknown
}

/** "Ana Sayfa" first, then every titled route down to the current page (which is not a link). */
export function buildBreadcrumbs(matches: readonly MatchLike[]): Breadcrumb[] {
  const crumbs: Breadcrumb[] = [{ title: 'home', to: '/' }]
  for (const match of matches) {
    if (!isRouteHandle(match.handle) || !match.handle.title) continue
    if (match.handle.title === 'home') continue
    const previous = crumbs[crumbs.length - 1]
    if (previous?.title === match.handle.title) continue
    crumbs.push({ title: match.handle.title, to: match.pathname })
  }
  const last = crumbs[crumbs.length - 1]
  if (last) crumbs[crumbs.length - 1] = { title: last.title }
  return crumbs
}
