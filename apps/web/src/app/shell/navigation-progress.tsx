import { Group, Loader, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useNavigation } from 'react-router'

/** "yükleniyor" while the next page's code or data loads. */
export function NavigationProgress() {
  const { t } = useTranslation()
  const navigation = useNavigation()
  if (navigation.state !== 'loading') return null
  return (
    <Group
      gap="xs"
      role="status"
      aria-live="polite"
      pos="fixed"
      bottom={16}
      right={16}
      style={{ zIndex: 300 }}
    >
      <Loader size="xs" aria-hidden />
      <Text size="sm" c="dimmed">
        {t('loading')}
      </Text>
    </Group>
  )
}
