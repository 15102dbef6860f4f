import type { RouteObject } from 'react-router'
import type { RouteHandle } from '../../shared/routing/route-handle'

const listHandle: RouteHandle = { layout: 'normal', title: 'adminChecklists', name: 'AdminChecklists' }
const detailHandle: RouteHandle = { layout: 'standalone', title: 'adminChecklist', name: 'AdminChecklist' }
const projectHandle: RouteHandle = {
  layout: 'normal',
  title: 'projectChecklist',
  name: 'ProjectChecklist',
  crumbParents: [{ title: 'projects', to: '/projects' }],
}

/** /admin/checklists (inside the admin side navigation). */
export const checklistsAdminRoutes: RouteObject[] = [
  {
    path: 'checklists',
    handle: listHandle,
    lazy: () => import('./pages/checklists-page').then((m) => ({ Component: m.ChecklistsPage })),
  },
]

/** /admin/checklist/{id}: the standalone full-screen page, outside the admin side navigation. */
export const checklistAdminStandaloneRoutes: RouteObject[] = [
  {
    path: 'checklist/:id',
    handle: detailHandle,
    lazy: () => import('./pages/checklist-page').then((m) => ({ Component: m.ChecklistPage })),
  },
]

/** /project/{code}/checklist: the project's checklist turned into dated tasks. */
export const projectChecklistRoutes: RouteObject[] = [
  {
    path: 'project/:code/checklist',
    handle: projectHandle,
    lazy: () => import('./pages/project-checklist-page').then((m) => ({ Component: m.ProjectChecklistPage })),
  },
]
