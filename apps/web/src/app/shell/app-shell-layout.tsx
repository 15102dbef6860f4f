import '@mantine/notifications/styles.css'
import '@mantine/spotlight/styles.css'
import { AppShell } from '@mantine/core'
import { useDisclosure, useWindowScroll } from '@mantine/hooks'
import { ModalsProvider } from '@mantine/modals'
import { Notifications } from '@mantine/notifications'
import { Suspense } from 'react'
import { Outlet } from 'react-router'
import { ClientQuickCreate } from '../../modules/projects/components/client-quick-create'
import { PushBanner } from '../../modules/push/push-banner'
import { useMe } from '../../shared/session/use-session'
import { PageLoader } from '../../shared/ui/page-loader'
import { AgencyQuickCreate } from '../quick-create/agency-quick-create'
import { ModalHosts } from '../quick-create/modal-hosts'
import { quickCreateMenuFor } from '../quick-create/quick-create-menu'
import { AppHeader, HEADER_FULL_HEIGHT, HEADER_ROW_HEIGHT } from './app-header'
import { CommandPalette } from './command-palette'
import { NavigationProgress } from './navigation-progress'
import { Sidebar } from './sidebar'
import { SkipLink } from './skip-link'

export const HEADER_COMPACT_AFTER_PX = 100

/** The staff shell: collapsible navigation at the left, a slim header, the page in the middle. */
export function AppShellLayout() {
  const [mobileOpened, mobile] = useDisclosure(false)
  const [desktopOpened, desktop] = useDisclosure(true)
  const [scroll] = useWindowScroll()
  const compact = scroll.y > HEADER_COMPACT_AFTER_PX
  const quickCreateMenu = quickCreateMenuFor(useMe())

  return (
    <ModalsProvider>
      <SkipLink target="main-content" />
      <AppShell
        layout="alt"
        header={{ height: HEADER_FULL_HEIGHT }}
        navbar={{
          width: 248,
          breakpoint: 'sm',
          collapsed: { mobile: !mobileOpened, desktop: !desktopOpened },
        }}
        padding="lg"
      >
        <AppShell.Header
          style={{
            height: compact ? HEADER_ROW_HEIGHT : HEADER_FULL_HEIGHT,
            transition: 'height 150ms ease',
          }}
        >
          <AppHeader
            mobileNavOpened={mobileOpened}
            desktopNavOpened={desktopOpened}
            onToggleMobileNav={mobile.toggle}
            onToggleDesktopNav={desktop.toggle}
            compact={compact}
          />
        </AppShell.Header>
        <AppShell.Navbar>
          <Sidebar onNavigate={mobile.close} />
        </AppShell.Navbar>
        {/* The end of every page scrolls clear of the floating quick-create button (24 + 56 px + a gap). */}
        <AppShell.Main id="main-content" tabIndex={-1} pb={96}>
          <PushBanner />
          <Suspense fallback={<PageLoader fullHeight={false} />}>
            <Outlet />
          </Suspense>
        </AppShell.Main>
      </AppShell>
      {quickCreateMenu === 'full' ? <AgencyQuickCreate /> : <ClientQuickCreate />}
      <ModalHosts />
      <NavigationProgress />
      <CommandPalette />
      <Notifications position="top-right" autoClose={3000} limit={4} />
    </ModalsProvider>
  )
}
