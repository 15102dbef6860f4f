import { useMatches } from 'react-router'
import { deepestHandle, type RouteHandle } from './route-handle'

const FALLBACK: RouteHandle = { layout: 'standalone', title: 'notFound' }

export function useRouteHandle(): RouteHandle {
  return deepestHandle(useMatches()) ?? FALLBACK
}
