import { useLocation, useMatches } from 'react-router'
import { usePublishedRecord } from '../navigation/page-record'
import { deepestHandle, deepestMatch, type RouteHandle, recordTitleOf } from './route-handle'

const FALLBACK: RouteHandle = { layout: 'standalone', title: 'notFound' }

export function useRouteHandle(): RouteHandle {
  return deepestHandle(useMatches()) ?? FALLBACK
}

/** The current page's record name (a project's name) when its route gives one. */
export function useRecordTitle(): string | undefined {
  const published = usePublishedRecord(useLocation().pathname)
  return recordTitleOf(deepestMatch(useMatches())) ?? (published?.title || undefined)
}
