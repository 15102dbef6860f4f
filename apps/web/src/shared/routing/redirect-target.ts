const AUTH_PAGES = ['/login', '/register', '/forgot-password', '/password-reset']

/**
 * Where to go after sign-in: only a path of this app (never another origin, never an auth page),
 * otherwise home.
 */
export function safeRedirectTarget(raw: string | null | undefined): string {
  if (!raw) return '/'
  let target: string
  try {
    target = decodeURIComponent(raw)
  } catch {
    return '/'
  }
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return '/'
  const pathname = target.split(/[?#]/)[0] ?? '/'
  if (AUTH_PAGES.some((page) => pathname === page || pathname.startsWith(`${page}/`))) return '/'
  return target
}

/** /login, remembering the protected page the visitor asked for. */
export function loginUrlFor(target: string): string {
  const safe = safeRedirectTarget(target)
  return safe === '/' ? '/login' : `/login?redirect=${encodeURIComponent(safe)}`
}

/** The redirect target carried by a /login URL's search string. */
export function redirectTargetFromSearch(search: string): string {
  return safeRedirectTarget(new URLSearchParams(search).get('redirect'))
}
