import type { RouteObject } from 'react-router'
import { unbuiltRoute } from '../../app/router/unbuilt-route'

export const clientsRoutes: RouteObject[] = [
  unbuiltRoute('clients', 'normal', 'Clients'),
  unbuiltRoute('client/:code', 'normal', 'ClientDetail'),
]
