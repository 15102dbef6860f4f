import type { RouteObject } from 'react-router'
import type { RouteHandle } from '../../shared/routing/route-handle'
import { unbuiltRoute } from '../../shared/routing/unbuilt-route'
import { projectBudgetRoutes } from '../budgets/budgets.routes'
import { projectChecklistRoutes } from '../checklists/checklists.routes'
import { projectFormRoutes } from '../forms/forms.routes'

const listHandle: RouteHandle = { layout: 'normal', title: 'projects', name: 'Projects', client: true }
const detailHandle: RouteHandle = {
  layout: 'normal',
  title: 'projectDetail',
  name: 'ProjectDetail',
  client: true,
  // The loader's project (see project-loader.ts); read here so the sign-in chunk stays free of it.
  recordTitle: (data) => (data as { project?: { name?: string } | null } | undefined)?.project?.name,
  crumbParents: [{ title: 'projects', to: '/projects' }],
}

export const projectsRoutes: RouteObject[] = [
  {
    path: 'projects',
    handle: listHandle,
    lazy: () => import('./pages/projects-page').then((m) => ({ Component: m.ProjectsPage })),
  },
  unbuiltRoute('project/:code/sponsors/:scode', 'normal', 'SponsorDetail'),
  ...projectChecklistRoutes,
  ...projectFormRoutes,
  ...projectBudgetRoutes,
  unbuiltRoute('project/:code/email-template/:template_id', 'normal', 'ProjectEmailTemplate'),
  unbuiltRoute('project/:code/presentation/:presentation_id', 'normal', 'ProjectPresentation'),
  unbuiltRoute('project/:code/manuscripts/:manuscript_id', 'normal', 'ProjectManuscript'),
  {
    // The badge designer (issue 22 item 4): staff only, the project in the crumbs.
    path: 'project/:code/badges/:badge_id',
    handle: {
      layout: 'normal',
      title: 'projectBadge',
      name: 'ProjectBadge',
      crumbParents: [{ title: 'projects', to: '/projects' }],
    } satisfies RouteHandle,
    lazy: () =>
      import('../badges/pages/badge-designer-page').then((m) => ({ Component: m.BadgeDesignerPage })),
  },
  {
    path: 'project/:code/:subpage',
    handle: detailHandle,
    lazy: () =>
      import('./pages/project-page').then((m) => ({ Component: m.ProjectPage, loader: m.projectPageLoader })),
  },
]
