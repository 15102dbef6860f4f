import { auth as authEn } from './en/auth'
import { common as commonEn } from './en/common'
import { home as homeEn } from './en/home'
import { profile as profileEn } from './en/profile'
import { routes as routesEn } from './en/routes'
import { shell as shellEn } from './en/shell'
import { auth } from './tr/auth'
import { common } from './tr/common'
import { home } from './tr/home'
import { profile } from './tr/profile'
import { routes } from './tr/routes'
import { shell } from './tr/shell'

export const trResources = { common, shell, routes, auth, home, profile }
export const enResources = {
  common: commonEn,
  shell: shellEn,
  routes: routesEn,
  auth: authEn,
  home: homeEn,
  profile: profileEn,
}
export const NAMESPACES = Object.keys(trResources) as (keyof typeof trResources)[]
