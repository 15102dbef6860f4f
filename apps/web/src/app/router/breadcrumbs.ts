import type { PublishedRecord } from '../../shared/navigation/page-record'
import { isRouteHandle, type RouteTitleKey, recordTitleOf } from '../../shared/routing/route-handle'

export interface Breadcrumb {
  /** The route's title; a record's crumb without a route of its own has none. */
  title?: RouteTitleKey
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

/**
 * "Ana Sayfa" first, then every titled route down to the current page (which is not a link). The record
 * the current page published (usePageRecord) names it and adds its parents ("Projeler / Gala / Bütçe").
 */
export function buildBreadcrumbs(matches: readonly MatchLike[], record?: PublishedRecord): Breadcrumb[] {
  const crumbs: Breadcrumb[] = [{ title: 'home', to: '/' }]
  for (const match of matches) {
    if (!isRouteHandle(match.handle) || !match.handle.title) continue
    if (match.handle.title === 'home') continue
    const previous = crumbs[crumbs.length - 1]
    if (previous?.title === match.handle.title) continue
    for (const parent of match.handle.crumbParents ?? []) crumbs.push({ title: parent.title, to: parent.to })
    const published = record?.pathname === match.pathname ? record : undefined
    for (const parent of published?.parents ?? []) crumbs.push({ text: parent.text, to: parent.to })
    const text = recordTitleOf(match) ?? (published?.title || undefined)
    crumbs.push(
      text
        ? { title: match.handle.title, text, to: match.pathname }
        : { title: match.handle.title, to: match.pathname },
    )
  }
  const last = crumbs[crumbs.length - 1]
  if (last) {
    const { to: _link, ...unlinked } = last
    crumbs[crumbs.length - 1] = unlinked
  }
  return crumbs
}
