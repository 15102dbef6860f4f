import { Center, Progress, Stack, Text, ThemeIcon } from '@mantine/core'
import { IconCalendarEvent } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'

/**
 * Shown while the startup loads run; the bar is the finished fraction (0 to 1). `overlay`: fixed over
 * the whole window, above the page being drawn beneath it during the last 250 ms.
 */
export function SplashScreen({ progress, overlay = false }: { progress: number; overlay?: boolean }) {
  const { t } = useTranslation()
  const percent = Math.round(Math.min(Math.max(progress, 0), 1) * 100)
  return (
    <Center
      component="main"
      mih="100dvh"
      p="md"
      bg="white"
      style={overlay ? { position: 'fixed', inset: 0, zIndex: 'var(--mantine-z-index-max)' } : undefined}
    >
      <Stack align="center" gap="lg" w={280}>
        <ThemeIcon size={72} radius="xl" aria-hidden>
          <IconCalendarEvent size={42} />
        </ThemeIcon>
        <Text component="h1" fz="xl" fw={700}>
          {t('appName')}
        </Text>
        <Progress
          w="100%"
          value={percent}
          size="md"
          transitionDuration={200}
          aria-label={t('splash.label')}
          data-progress={progress.toFixed(2)}
        />
        <Text size="sm" c="dimmed" role="status">
          {t('loading')}
        </Text>
      </Stack>
    </Center>
  )
}
