import { type LoaderFunctionArgs, redirect } from 'react-router'
import { sessionStore } from '../session/session-store'
import { loginUrlFor } from './redirect-target'

/** Protected pages: an anonymous visitor goes to /login and comes back after sign-in. */
export function requireAuth({ request }: LoaderFunctionArgs) {
  if (sessionStore.token()) return null
  const url = new URL(request.url)
  throw redirect(loginUrlFor(`${url.pathname}${url.search}`))
}

/** A signed-in user opening /login or /register goes home. */
export function guestOnly() {
  if (sessionStore.token()) throw redirect('/')
  return null
}

/** /admin needs is_admin = 1. */
export function requireAdmin(args: LoaderFunctionArgs) {
  requireAuth(args)
  if (sessionStore.user()?.is_admin !== 1) throw redirect('/')
  return null
}

export const redirectTo = (path: string) => () => redirect(path)
