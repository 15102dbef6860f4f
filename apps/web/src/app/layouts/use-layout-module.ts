import { type ComponentType, useEffect, useState } from 'react'

export type LayoutKind = 'shell' | 'standalone'

const loaders: Record<LayoutKind, () => Promise<ComponentType>> = {
  shell: () => import('../shell/app-shell-layout').then((m) => m.AppShellLayout),
  standalone: () => import('./standalone-layout').then((m) => m.StandaloneLayout),
}

/** Layouts already loaded in this page: a later mount (or a switch back) renders them at once. */
const loaded = new Map<LayoutKind, ComponentType>()
const loading = new Map<LayoutKind, Promise<ComponentType>>()

/**
 * Starts loading a layout's chunk (once): the staff route's loader calls it as a navigation begins, so
 * the layout's chunks load beside the page's rather than after them.
 */
export function preloadLayout(kind: LayoutKind): Promise<ComponentType> {
  let promise = loading.get(kind)
  if (!promise) {
    promise = loaders[kind]().then((component) => {
      loaded.set(kind, component)
      return component
    })
    // A failed load may be tried again (the next mount asks anew).
    promise.catch(() => loading.delete(kind))
    loading.set(kind, promise)
  }
  return promise
}

/**
 * The staff area's layout component, or null until its chunk is in. Deliberately not React.lazy: a lazy
 * component suspends on its first render even when its chunk has long arrived, and React then holds
 * back the content replacing a Suspense fallback for up to 300 ms, re-rendering the whole page (the
 * shell and a 2,000-line budget) when the splash screen's timer fires in between. Here the layout
 * renders in the same pass as the state that asks for it. A failed load is thrown while rendering, so
 * the route's error page shows it as before.
 */
export function useLayoutModule(kind: LayoutKind): ComponentType | null {
  const [, setVersion] = useState(0)
  const [failure, setFailure] = useState<unknown>(null)
  useEffect(() => {
    // Always asked, even when the chunk is in by now: it may have arrived between this render (which
    // found nothing) and this effect, and only a state change renders the layout then. A settled
    // promise costs one light re-render (the page element is memoised on the component).
    let live = true
    preloadLayout(kind).then(
      () => {
        if (live) setVersion((version) => version + 1)
      },
      (error: unknown) => {
        if (live) setFailure(() => error)
      },
    )
    return () => {
      live = false
    }
  }, [kind])
  if (failure) throw failure
  return loaded.get(kind) ?? null
}
