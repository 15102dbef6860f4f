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

  it("shows a record's own name and the crumbs a flat route names before it", () => {
    const handle = {
      layout: 'normal',
      title: 'projectDetail',
      recordTitle: (data: unknown) => (data as { project: { name: string } }).project.name,
      crumbParents: [{ title: 'projects', to: '/projects' }],
    }
    const crumbs = buildBreadcrumbs([
      { pathname: '/', handle: undefined },
      { pathname: '/project/p1/main', handle, data: { project: { name: 'Bahar Kongresi' } } },
    ])
    expect(crumbs).toEqual([
      { title: 'home', to: '/' },
      { title: 'projects', to: '/projects' },
      { title: 'projectDetail', text: 'Bahar Kongresi' },
    ])
  })

  it('names a record the page published: "Müşteriler / Ege Otomotiv"', () => {
    const handle = {
      layout: 'normal',
      title: 'clientDetail',
      crumbParents: [{ title: 'clients', to: '/clients' }],
    }
    const matches = [{ pathname: '/client/c1', handle }]
    expect(buildBreadcrumbs(matches, { pathname: '/client/c1', title: 'Ege Otomotiv' })).toEqual([
      { title: 'home', to: '/' },
      { title: 'clients', to: '/clients' },
      { title: 'clientDetail', text: 'Ege Otomotiv' },
    ])
    // A record left behind by the page before is not this page's.
    expect(buildBreadcrumbs(matches, { pathname: '/client/c2', title: 'Başka Firma' })).toEqual([
      { title: 'home', to: '/' },
      { title: 'clients', to: '/clients' },
      { title: 'clientDetail' },
    ])
  })

  it('puts the records a page names between its parents and itself: "Projeler / Gala / Bütçe"', () => {
    const handle = {
      layout: 'normal',
      title: 'budget',
      crumbParents: [{ title: 'projects', to: '/projects' }],
    }
    const crumbs = buildBreadcrumbs([{ pathname: '/project/p1/budget/b1', handle }], {
      pathname: '/project/p1/budget/b1',
      parents: [{ text: 'Gala', to: '/project/p1/budgets' }],
    })
    expect(crumbs).toEqual([
      { title: 'home', to: '/' },
      { title: 'projects', to: '/projects' },
      { text: 'Gala', to: '/project/p1/budgets' },
      { title: 'budget' },
    ])
  })
})
