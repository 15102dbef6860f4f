import type { RouteObject } from 'react-router'
import type { RouteHandle } from '../../shared/routing/route-handle'

/** /calendar: the back office's calendar (inside the shell, login needed). */
export const calendarRoutes: RouteObject[] = [
  {
    path: 'calendar',
    handle: { layout: 'normal', title: 'calendar', name: 'Calendar' } satisfies RouteHandle,
    lazy: () => import('./pages/calendar-page').then((m) => ({ Component: m.CalendarPage })),
  },
]
