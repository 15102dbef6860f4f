import type { RouteObject } from 'react-router'
import { unbuiltRoute } from '../../app/router/unbuilt-route'

export const depotRoutes: RouteObject[] = [unbuiltRoute('depot', 'normal', 'Depot')]
