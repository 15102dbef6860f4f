import type { Locale } from '@ajanda/contracts/common/locale'
import type {} from 'fastify'
import type { UserRow } from '../modules/users/users.repository'

/**
 * Who may call a route; every route under /api must say (the route security net checks it). `staff`: an
 * AGENCY user of a company with the ECOS membership (the back office: clients, suppliers, contacts...).
 */
export type RouteAccess = 'public' | 'user' | 'staff' | 'admin'

export interface AuthState {
  user: UserRow
  tokenId: number
  /** Whether the user is staff (see RouteAccess); asked at most once per request. */
  staffCheck?: Promise<boolean>
}

/** Every route the server registered, for the route security net. */
export interface RouteInventoryEntry {
  method: string
  url: string
  access: RouteAccess | undefined
  staff: boolean
  /** The name of the per-address limit the route declares (`config.rateLimit`), if any. */
  rateLimit: string | undefined
}

declare module 'fastify' {
  interface FastifyInstance {
    routeInventory: RouteInventoryEntry[]
  }
  interface FastifyContextConfig {
    access?: RouteAccess
    /** With `access: 'admin'`: the admin must be staff too (admin pages of the back office). */
    staff?: boolean
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
