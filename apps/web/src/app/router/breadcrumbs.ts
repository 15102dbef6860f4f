import { isRouteHandle, type RouteTitleKey, recordTitleOf } from './route-handle'

export interface Breadcrumb {
  title: RouteTitleKey
  /** A record's own name (a project's), shown instead of the title. */
  text?: string
  /** Absent on the current page. */
  to?: string
}

interface MatchLike {
  pathname: string
  handle?: unknown
  data?: unknown
}

/** "Ana Sayfa" first, then every titled route down to the current page (which is not a link). */
export function buildBreadcrumbs(matches: readonly MatchLike[]): Breadcrumb[] {
  const crumbs: Breadcrumb[] = [{ title: 'home', to: '/' }]
  for (const match of matches) {
    if (!isRouteHandle(match.handle) || !match.handle.title) continue
    if (match.handle.title === 'home') continue
    const previous = crumbs[crumbs.length - 1]
    if (previous?.title === match.handle.title) continue
    for (const parent of match.handle.crumbParents ?? []) crumbs.push({ title: parent.title, to: parent.to })
    const text = recordTitleOf(match)
    crumbs.push(
      text
        ? { title: match.handle.title, text, to: match.pathname }
        : { title: match.handle.title, to: match.pathname },
    )
  }
  const last = crumbs[crumbs.length - 1]
  if (last)
    crumbs[crumbs.length - 1] = last.text ? { title: last.title, text: last.text } : { title: last.title }
  return crumbs
}
