import { matchRoutes, type RouteObject } from 'react-router'
import { describe, expect, it } from 'vitest'
import { isRouteHandle } from '../../shared/routing/route-handle'
import { createAppRoutes } from './router'
import { staffRoutes } from './staff-routes'

const CATCH_ALL = ':slug/:ccode?'

/** Joins a parent's path and a child's (an absolute child path starts over). */
function join(parent: string, path: string | undefined): string {
  if (path === undefined || path === '') return parent
  if (path.startsWith('/')) return path
  return `${parent.replace(/\/$/, '')}/${path}`
}

/** Every route that has a path of its own, with its full pattern. */
function patterns(routes: readonly RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const full = join(parent, route.path)
    const own = route.path ? [full] : []
    return [...own, ...patterns(route.children ?? [], full)]
  })
}

/** A concrete URL for a pattern: each parameter (optional ones too) a value no static segment uses. */
function urlOf(pattern: string): string {
  return pattern
    .split('/')
    .map((segment) => {
      if (segment === '*') return 'x9/y9'
      if (segment.startsWith(':')) return `v${segment.length}q7`
      return segment.replace(/\?$/, '')
    })
    .join('/')
    .replace(/\/+/g, '/')
}

/** The pattern a URL resolves to: the matched routes' paths joined, and the deepest handle's name. */
function resolve(url: string) {
  const matches = matchRoutes(createAppRoutes(staffRoutes), url) ?? []
  let pattern = ''
  for (const match of matches) pattern = join(pattern, match.route.path)
  const handle = [...matches].reverse().find((match) => isRouteHandle(match.route.handle))?.route.handle
  return { pattern, name: isRouteHandle(handle) ? handle.name : undefined }
}

describe('the customer form catch-all /{slug}/{ccode?} (CustomerForm)', () => {
  const appPatterns = patterns(createAppRoutes(staffRoutes)).filter(
    (pattern) => pattern !== `/${CATCH_ALL}` && pattern !== '/*' && pattern !== '/',
  )

  it('walks the whole route table', () => {
    expect(appPatterns.length).toBeGreaterThan(50)
    expect(appPatterns).toContain('/web-form/:slug/:pcode?')
    expect(appPatterns).toContain('/reports/:sub')
  })

  it.each(appPatterns)('never shadows the app route %s', (pattern) => {
    const url = urlOf(pattern)
    const resolved = resolve(url)
    expect(resolved.name, `${url} → ${resolved.pattern}`).not.toBe('CustomerForm')
    expect(resolved.pattern, url).toBe(pattern)
  })

  it('takes one- and two-segment paths no app route claims', () => {
    expect(resolve('/etkinlik-brifi')).toEqual({ pattern: `/${CATCH_ALL}`, name: 'CustomerForm' })
    expect(resolve('/etkinlik-brifi/Kx9ccode')).toEqual({ pattern: `/${CATCH_ALL}`, name: 'CustomerForm' })
    expect(resolve('/a/b/c').pattern).toBe('/*')
  })
})
