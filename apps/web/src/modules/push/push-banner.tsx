import { Button, CloseButton, Group, Paper, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconBell } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useMe } from '../../shared/session/use-session'
import { ALERT_TIMEOUT_MS } from '../../shared/ui/notify'
import { browserPushSteps } from './browser-push-steps'
import { type EnablePushSteps, enablePush } from './enable-push'
import { shouldShowPushBanner } from './push-support'

/**
 * "Not now" is remembered by this browser (issue 19 item 2): a banner back on every visit pushed each
 * page's content below the fold on a phone.
 */
export const PUSH_BANNER_DISMISSED_KEY = 'ajanda.push-banner-dismissed'

interface PushBannerProps {
  /** Tests stand in for the browser. */
  steps?: EnablePushSteps
}

/** "Bildirimleri Aç": shown while push works here and the user has not answered the browser's question. */
export function PushBanner({ steps }: PushBannerProps) {
  const { t } = useTranslation('shell')
  const me = useMe()
  const pushSteps = steps ?? browserPushSteps(me.code)
  const [visible, setVisible] = useState(() =>
    shouldShowPushBanner(pushSteps.environment(), localStorage.getItem(PUSH_BANNER_DISMISSED_KEY) === '1'),
  )
  const [busy, setBusy] = useState(false)
  if (!visible) return null

  const enable = async () => {
    setBusy(true)
    const result = await enablePush(pushSteps)
    setBusy(false)
    if (result.ok) {
      setVisible(false)
      return
    }
    notifications.show({
      title: t('push.failedTitle'),
      message: result.reason ?? t('push.retry'),
      color: 'red.8',
      autoClose: ALERT_TIMEOUT_MS,
    })
    // Once answered (denied), only the browser settings can change it: asking again would do nothing.
    if (pushSteps.environment().permission === 'denied') setVisible(false)
  }
  const dismiss = () => {
    localStorage.setItem(PUSH_BANNER_DISMISSED_KEY, '1')
    setVisible(false)
  }

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'xs', sm: 'sm' }}
      mb="md"
      role="region"
      aria-label={t('push.enable')}
    >
      <Group justify="space-between" wrap="nowrap" gap="sm">
        {/* One line on a phone: the short text, cut rather than wrapped. */}
        <Group gap="sm" wrap="nowrap" miw={0}>
          <IconBell size={22} aria-hidden style={{ flexShrink: 0 }} />
          <Text size="sm" visibleFrom="sm">
            {t('push.banner')}
          </Text>
          <Text size="sm" hiddenFrom="sm" truncate="end">
            {t('push.bannerShort')}
          </Text>
        </Group>
        <Group gap="xs" wrap="nowrap">
          <Button size="xs" loading={busy} onClick={enable}>
            {t('push.enable')}
          </Button>
          <CloseButton size="sm" aria-label={t('push.dismiss')} onClick={dismiss} />
        </Group>
      </Group>
    </Paper>
  )
}
