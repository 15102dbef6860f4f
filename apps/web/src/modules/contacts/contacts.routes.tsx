import type { RouteObject } from 'react-router'
import { unbuiltRoute } from '../../app/router/unbuilt-route'

export const contactsRoutes: RouteObject[] = [unbuiltRoute('contacts', 'normal', 'Contacts')]
