import { Stack, Text, ThemeIcon } from '@mantine/core'
import { IconMoodEmpty } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

/** "Hiç sonuç bulunamadı" with an optional sentence and action. */
export function EmptyResults({ text, action }: { text?: string; action?: ReactNode }) {
  const { t } = useTranslation()
  return (
    <Stack align="center" gap="xs" py="xl" ta="center">
      <ThemeIcon variant="light" color="gray" size={48} radius="xl" aria-hidden>
        <IconMoodEmpty size={26} />
      </ThemeIcon>
      <Text fw={600}>{t('empty.noResults')}</Text>
      {text && (
        <Text size="sm" c="dimmed" maw={420}>
          {text}
        </Text>
      )}
      {action}
    </Stack>
  )
}
