import { Center, Group, Loader, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'

/** Shown while a lazy page's code loads: the spec's "yükleniyor". */
export function PageLoader({ fullHeight = true }: { fullHeight?: boolean }) {
  const { t } = useTranslation()
  return (
    <Center mih={fullHeight ? '100dvh' : 240} role="status" aria-live="polite">
      <Group gap="sm">
        <Loader size="sm" aria-hidden />
        <Text c="dimmed">{t('loading')}</Text>
      </Group>
    </Center>
  )
}
