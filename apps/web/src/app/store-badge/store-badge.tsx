import { Anchor, CloseButton, Group, Paper, Text } from '@mantine/core'
import { IconBrandApple, IconBrandGooglePlay } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type MobilePlatform, STORE_LINKS } from './mobile-platform'

const DISMISS_KEY = 'ajanda.storeBadgeDismissed'

function wasDismissed(): boolean {
  try {
    return globalThis.sessionStorage?.getItem(DISMISS_KEY) === '1'
  } catch {
    return false
  }
}

/**
 * On Android a Play Store badge, on iOS an App Store badge. The spec's four public pages hide it: their
 * layout does not render it (the route handle's hideStoreBadge), so the badge itself needs no router.
 */
export function StoreBadge({ platform }: { platform: MobilePlatform }) {
  const { t } = useTranslation()
  const [dismissed, setDismissed] = useState(wasDismissed)
  if (dismissed) return null

  const dismiss = () => {
    try {
      globalThis.sessionStorage?.setItem(DISMISS_KEY, '1')
    } catch {
      // storage blocked: hidden until the next visit only
    }
    setDismissed(true)
  }
  const Icon = platform === 'android' ? IconBrandGooglePlay : IconBrandApple

  return (
    <Paper
      component="aside"
      aria-label={t('storeBadge.region')}
      shadow="lg"
      withBorder
      p="sm"
      pos="fixed"
      bottom={12}
      left={12}
      right={12}
      style={{ zIndex: 900 }}
    >
      <Group wrap="nowrap" gap="sm">
        <Icon size={28} aria-hidden />
        <Text size="sm" style={{ flex: 1 }}>
          {t(platform === 'android' ? 'storeBadge.android' : 'storeBadge.ios')}{' '}
          <Anchor href={STORE_LINKS[platform]} target="_blank" rel="noopener noreferrer" fw={600}>
            {t(platform === 'android' ? 'storeBadge.androidLink' : 'storeBadge.iosLink')}
          </Anchor>
        </Text>
        <CloseButton aria-label={t('storeBadge.dismiss')} onClick={dismiss} />
      </Group>
    </Paper>
  )
}
