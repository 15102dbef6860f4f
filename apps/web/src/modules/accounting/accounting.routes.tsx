import type { RouteObject } from 'react-router'
import { unbuiltRoute } from '../../app/router/unbuilt-route'

export const accountingRoutes: RouteObject[] = [unbuiltRoute('accounting', 'normal', 'Accounting')]
