import type { Locale } from '@ajanda/contracts/common/locale'
import type { UserRow } from '../modules/users/users.repository'

/** Who may call a route; every route under /api must say (the route security net checks it). */
export type RouteAccess = 'public' | 'user' | 'admin'

export interface AuthState {
  user: UserRow
  tokenId: number
}

/** Every route the server registered, for the route security net. */
export interface RouteInventoryEntry {
  method: string
  url: string
  access: RouteAccess | undefined
}

declare module 'fastify' {
  interface FastifyInstance {
    routeInventory: RouteInventoryEntry[]
  }
  interface FastifyContextConfig {
    access?: RouteAccess
  }
  interface FastifyRequest {
    locale: Locale
    auth: AuthState | null
  }
}

/** The signed-in user of a protected route (the auth hook has run, so it is there). */
export function requireAuth(request: { auth: AuthState | null }): AuthState {
  if (!request.auth) throw new Error('requireAuth called on a route without authentication')
  return request.auth
}
