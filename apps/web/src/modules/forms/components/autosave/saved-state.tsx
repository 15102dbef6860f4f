import { Group, Loader, Text } from '@mantine/core'
import { IconAlertCircle, IconCheck } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import type { AutosaveState } from './use-autosave'

interface SavedStateProps {
  state: AutosaveState
  savedAt: Date | null
  error: string | null
  /** What a success says instead of "Kaydedildi" ("Alan bilgileri güncellendi."). */
  savedText?: string
}

/** The autosave's quiet status line: "Kaydediliyor…", "Kaydedildi 14:05", "Kaydedilemedi: …". */
export function SavedState({ state, savedAt, error, savedText }: SavedStateProps) {
  const { t, i18n } = useTranslation('formFields')
  const time = savedAt
    ? savedAt.toLocaleTimeString(i18n.language, { hour: '2-digit', minute: '2-digit' })
    : ''
  return (
    <Group gap={6} wrap="nowrap" aria-live="polite" role="status" mih={22} data-state={state}>
      {state === 'saving' && (
        <>
          <Loader size={12} aria-hidden />
          <Text size="xs" c="dimmed">
            {t('autosave.saving')}
          </Text>
        </>
      )}
      {state === 'saved' && (
        <>
          <IconCheck size={14} color="var(--mantine-color-green-8)" aria-hidden />
          <Text size="xs" c="green.9">
            {savedText ?? t('autosave.saved')} {time && t('autosave.at', { time })}
          </Text>
        </>
      )}
      {state === 'error' && (
        <>
          <IconAlertCircle size={14} color="var(--mantine-color-red-8)" aria-hidden />
          <Text size="xs" c="red.8">
            {t('autosave.failed', { message: error ?? '' })}
          </Text>
        </>
      )}
    </Group>
  )
}
