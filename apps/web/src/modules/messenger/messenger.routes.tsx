import type { RouteObject } from 'react-router'
import { unbuiltRoute } from '../../app/router/unbuilt-route'

export const messengerRoutes: RouteObject[] = [unbuiltRoute('messenger', 'standalone', 'Messenger')]
