import type { RouteObject } from 'react-router'
import { redirectTo } from '../../shared/routing/guards'
import type { RouteHandle } from '../../shared/routing/route-handle'

/** /tasks redirects to /tasks/list; /tasks/{type} is the to-do list (staff-app.md section 2). */
export const tasksRoutes: RouteObject[] = [
  { path: 'tasks', loader: redirectTo('/tasks/list') },
  {
    path: 'tasks/:type',
    handle: { layout: 'normal', title: 'tasks', name: 'Tasks' } satisfies RouteHandle,
    lazy: () => import('./pages/tasks-page').then((m) => ({ Component: m.TasksPage })),
  },
]
