import { Center, Progress, Stack, Text, ThemeIcon } from '@mantine/core'
import { IconCalendarEvent } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'

/** Shown while the startup loads run; the bar is the finished fraction (0 to 1). */
export function SplashScreen({ progress }: { progress: number }) {
  const { t } = useTranslation()
  const percent = Math.round(Math.min(Math.max(progress, 0), 1) * 100)
  return (
    <Center component="main" mih="100dvh" p="md" bg="white">
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
