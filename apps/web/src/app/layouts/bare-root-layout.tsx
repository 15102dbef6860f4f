import { Button, Center, Stack, Text, Title } from '@mantine/core'
import { Component, lazy, type ReactNode, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { mobilePlatform } from '../store-badge/mobile-platform'
import { UpdateBanner } from '../update/update-banner'
import { classifyPageError } from './page-failure'

const StoreBadge = lazy(() => import('../store-badge/store-badge').then((m) => ({ default: m.StoreBadge })))
const platform =
  typeof navigator === 'undefined' ? null : mobilePlatform(navigator.userAgent, navigator.maxTouchPoints)

function RenderFailure({ error }: { error: unknown }) {
  const { t } = useTranslation()
  return (
    <Center component="main" mih="100dvh" p="md">
      <Stack align="center" ta="center" maw={460}>
        <Title order={1}>{t('errorPage.title')}</Title>
        <Text c="dimmed">
          {t(classifyPageError(error) === 'chunk' ? 'errorPage.chunk' : 'errorPage.text')}
        </Text>
        <Button onClick={() => window.location.reload()}>{t('actions.reload')}</Button>
      </Stack>
    </Center>
  )
}

/** What RouteErrorPage is to the router: a render or chunk-load failure says so and offers a reload. */
class FailureBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null }
  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('render failed') }
  }
  override render() {
    return this.state.error ? <RenderFailure error={this.state.error} /> : this.props.children
  }
}

/**
 * RootLayout without a router, for a page with an entry of its own (web-form.html, decisions/0034):
 * the update banner, the store badge on a phone and a failure boundary around the page.
 */
export function BareRootLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <UpdateBanner />
      {platform && (
        <Suspense fallback={null}>
          <StoreBadge platform={platform} />
        </Suspense>
      )}
      <FailureBoundary>{children}</FailureBoundary>
    </>
  )
}
