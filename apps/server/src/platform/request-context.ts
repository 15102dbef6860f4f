import type { Locale } from '@ajanda/contracts/common/locale'
import type {} from 'fastify'
import type { UserRow } from '../modules/users/users.repository'

/**
 * Who may call a route; every route under /api must say (the route security net checks it). `staff`: an
 * AGENCY user of a company with the ECOS membership (the back office: clients, suppliers, contacts...).
 */
export type RouteAccess = 'public' | 'user' | 'staff' | 'admin'

/**
 * What a CLIENT-kind user (a client-side requester, decisions.md 1) may call: the allow-list. A route
 * without it answers 403 to them; a route with it answers them a client view (docs/decisions/0017):
 * `self` only the caller's own data (profile, password, notifications, push tokens, logout);
 * `own-projects` the projects they created or are a contact of, client-safe fields only;
 * `client-view` a slimmed answer built for them (the company's name and logo, the people on their
 * projects, the project types of their division); `reference` lists that are the same for everyone.
 */
export type ClientAccess = 'self' | 'own-projects' | 'client-view' | 'reference'

export interface AuthState {
  user: UserRow
  tokenId: number
  /** Whether the user is staff (see RouteAccess); asked at most once per request. */
  staffCheck?: Promise<boolean>
  /**
   * Set by the authentication hook on GET and HEAD requests: what a user only takes part in opens to
   * reads alone (projects/project-access.ts loadViewer). Absent elsewhere: nothing more is opened.
   */
  reading?: boolean
}

/** Every route the server registered, for the route security net. */
export interface RouteInventoryEntry {
  method: string
  url: string
  access: RouteAccess | undefined
  staff: boolean
  /** The name of the per-address limit the route declares (`config.rateLimit`), if any. */
  rateLimit: string | undefined
  client: ClientAccess | undefined
}

declare module 'fastify' {
  interface FastifyInstance {
    routeInventory: RouteInventoryEntry[]
  }
  interface FastifyContextConfig {
    access?: RouteAccess
    /** With `access: 'admin'`: the admin must be staff too (admin pages of the back office). */
    staff?: boolean
    /** Whether (and how) CLIENT users may call it; absent: they get 403. See ClientAccess. */
    client?: ClientAccess
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
