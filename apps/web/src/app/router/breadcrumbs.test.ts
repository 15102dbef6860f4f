import { describe, expect, it } from 'vitest'
import { buildBreadcrumbs } from './breadcrumbs'

describe('buildBreadcrumbs', () => {
  it('is just Ana Sayfa on the home page', () => {
    expect(buildBreadcrumbs([{ pathname: '/', handle: { layout: 'normal', title: 'home' } }])).toEqual([
      { title: 'home' },
    ])
  })

  it('starts with a link home and ends with the current page unlinked', () => {
    const crumbs = buildBreadcrumbs([
      { pathname: '/', handle: undefined },
      { pathname: '/profile', handle: { layout: 'normal', title: 'profile' } },
    ])
    expect(crumbs).toEqual([{ title: 'home', to: '/' }, { title: 'profile' }])
  })

  it('skips routes without metadata and repeated titles', () => {
    const crumbs = buildBreadcrumbs([
      { pathname: '/', handle: { layout: 'normal' } },
      { pathname: '/admin', handle: undefined },
      { pathname: '/admin/teams', handle: { layout: 'normal', title: 'notFound' } },
      { pathname: '/admin/teams', handle: { layout: 'normal', title: 'notFound' } },
    ])
    expect(crumbs).toEqual([{ title: 'home', to: '/' }, { title: 'notFound' }])
  })
})
