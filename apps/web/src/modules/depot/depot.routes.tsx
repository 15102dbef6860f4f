import type { RouteObject } from 'react-router'
import { unbuiltRoute } from '../../shared/routing/unbuilt-route'

export const depotRoutes: RouteObject[] = [unbuiltRoute('depot', 'normal', 'Depot')]
