import { Button, Group, Paper, Text } from '@mantine/core'
import { IconRefresh } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useUpdateAvailable } from './use-update-available'

/** "Uygulama güncellendi!": a new build is deployed; clicking reloads the page. */
export function UpdateBanner() {
  const { t } = useTranslation()
  const available = useUpdateAvailable()
  if (!available) return null
  return (
    <Paper
      role="status"
      shadow="md"
      p="xs"
      radius={0}
      bg="brand.9"
      c="white"
      pos="fixed"
      top={0}
      left={0}
      right={0}
      style={{ zIndex: 1000 }}
    >
      <Group justify="center" gap="md">
        <Text fw={600}>{t('update.title')}</Text>
        <Button
          size="xs"
          variant="white"
          color="brand"
          leftSection={<IconRefresh size={16} aria-hidden />}
          onClick={() => window.location.reload()}
        >
          {t('update.action')}
        </Button>
      </Group>
    </Paper>
  )
}
