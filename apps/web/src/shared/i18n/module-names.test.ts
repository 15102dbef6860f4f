import { describe, expect, it } from 'vitest'
import { bizdev as bizdevEn } from './en/bizdev'
import { routes as routesEn } from './en/routes'
import { shell as shellEn } from './en/shell'
import { tasks as tasksEn } from './en/tasks'
import { bizdev as bizdevTr } from './tr/bizdev'
import { routes as routesTr } from './tr/routes'
import { shell as shellTr } from './tr/shell'
import { tasks as tasksTr } from './tr/tasks'

/** Every module the sidebar names carries the same name in the header, the breadcrumbs and its page. */
describe('one name per module (issue 19 item 13)', () => {
  const languages = [
    {
      lang: 'tr',
      nav: shellTr.nav,
      routes: routesTr,
      pages: { bizdev: bizdevTr.title, tasks: tasksTr.pageTitle },
    },
    {
      lang: 'en',
      nav: shellEn.nav,
      routes: routesEn,
      pages: { bizdev: bizdevEn.title, tasks: tasksEn.pageTitle },
    },
  ]

  it.each(languages)('the sidebar and the page titles agree in $lang', ({ nav, routes, pages }) => {
    const shared = Object.keys(nav).filter((key) => key in routes) as (keyof typeof nav &
      keyof typeof routes)[]
    expect(shared.length).toBeGreaterThan(10)
    for (const key of shared) expect(routes[key], key).toBe(nav[key])
    expect(pages.bizdev).toBe(nav.bizdev)
    expect(pages.tasks).toBe(nav.tasks)
  })

  it("calls the pipeline by the spec's name, proposal management", () => {
    expect(shellTr.nav.bizdev).toBe('Teklif Yönetimi')
    expect(shellEn.nav.bizdev).toBe('Proposal Management')
  })
})
