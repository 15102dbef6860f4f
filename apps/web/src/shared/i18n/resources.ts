import { auth as authEn } from './en/auth'
import { common as commonEn } from './en/common'
import { routes as routesEn } from './en/routes'
import { auth } from './tr/auth'
import { common } from './tr/common'
import { routes } from './tr/routes'

/**
 * What every page may show, the sign-in page included; the signed-in area's own texts (the shell, home,
 * profile and the modules) join from staff-resources.ts with its chunk.
 */
export const trResources = { common, routes, auth }
export const enResources = {
  common: commonEn,
  routes: routesEn,
  auth: authEn,
}
export const NAMESPACES = Object.keys(trResources) as (keyof typeof trResources)[]
