import { lazy, Suspense } from 'react'
import { Outlet, ScrollRestoration } from 'react-router'
import { useDocumentTitle } from '../../shared/navigation/use-document-title'
import { useRouteHandle } from '../../shared/routing/use-route-handle'
import { mobilePlatform } from '../store-badge/mobile-platform'
import { UpdateBanner } from '../update/update-banner'

const StoreBadge = lazy(() => import('../store-badge/store-badge').then((m) => ({ default: m.StoreBadge })))
const platform =
  typeof navigator === 'undefined' ? null : mobilePlatform(navigator.userAgent, navigator.maxTouchPoints)

export function RootLayout() {
  useDocumentTitle()
  const { hideStoreBadge } = useRouteHandle()
  return (
    <>
      <UpdateBanner />
      {platform && !hideStoreBadge && (
        <Suspense fallback={null}>
          <StoreBadge platform={platform} />
        </Suspense>
      )}
      <Outlet />
      <ScrollRestoration />
    </>
  )
}
