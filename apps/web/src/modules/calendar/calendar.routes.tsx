import type { RouteObject } from 'react-router'
import { unbuiltRoute } from '../../app/router/unbuilt-route'

export const calendarRoutes: RouteObject[] = [unbuiltRoute('calendar', 'normal', 'Calendar')]
