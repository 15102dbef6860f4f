import { Button, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { SaveState } from '../use-line-autosave'

/** The header's save state: "Kaydediliyor…", "Kaydedildi", or a retry after a failure. */
export function SaveStateText({ state, onRetry }: { state: SaveState; onRetry: () => void }) {
  const { t } = useTranslation('budgets')
  if (state === 'error')
    return (
      <Button size="compact-sm" variant="light" color="red.9" onClick={onRetry}>
        {t('editor.failed')}
      </Button>
    )
  return (
    <Text size="sm" c="dimmed" role="status" aria-live="polite" miw={90}>
      {state === 'saving' ? t('editor.saving') : state === 'saved' ? t('editor.saved') : ''}
    </Text>
  )
}
