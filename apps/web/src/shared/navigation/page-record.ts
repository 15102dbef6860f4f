import { useEffect, useSyncExternalStore } from 'react'
import { useLocation } from 'react-router'

/** A record between the route's own parents and the page: the project of a budget. */
export interface RecordCrumb {
  text: string
  to: string
}

/** What a page says of the record it shows, for the header, the breadcrumbs and the document title. */
export interface PageRecord {
  /** The page's record name ("Ege Otomotiv"), shown instead of the route's title. */
  title?: string | null
  /** Records between the route's crumbParents and the page ("Projeler / {project} / Bütçe"). */
  parents?: readonly RecordCrumb[]
}

export interface PublishedRecord extends PageRecord {
  /** The page it was published on: after a navigation a record of the page left behind is ignored. */
  pathname: string
}

let current: PublishedRecord | null = null
const listeners = new Set<() => void>()

function publish(record: PublishedRecord | null) {
  current = record
  for (const listener of listeners) listener()
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
const snapshot = () => current

/**
 * A page whose route has no loader to name its record (a client, a supplier, a budget's project)
 * publishes it once it has loaded: the breadcrumbs and the header then name the record.
 */
export function usePageRecord(record: PageRecord | null | undefined): void {
  const { pathname } = useLocation()
  const title = record?.title ?? null
  const parents = JSON.stringify(record?.parents ?? [])
  useEffect(() => {
    if (!title && parents === '[]') return
    const published: PublishedRecord = { pathname, title, parents: JSON.parse(parents) as RecordCrumb[] }
    publish(published)
    return () => {
      if (current === published) publish(null)
    }
  }, [pathname, title, parents])
}

/** The record the page at `pathname` published, if any. */
export function usePublishedRecord(pathname: string): PublishedRecord | undefined {
  const record = useSyncExternalStore(subscribe, snapshot, snapshot)
  return record && record.pathname === pathname ? record : undefined
}
