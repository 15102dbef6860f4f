import type { RouteObject } from 'react-router'
import { redirectTo } from '../../app/router/guards'
import { unbuiltRoute } from '../../app/router/unbuilt-route'

export const tasksRoutes: RouteObject[] = [
  { path: 'tasks', loader: redirectTo('/tasks/list') },
  unbuiltRoute('tasks/:type', 'normal', 'Tasks'),
]
