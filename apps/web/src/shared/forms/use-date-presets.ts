import { useTranslation } from 'react-i18next'
import { dateShortcuts } from './date-shortcuts'

/** The pickers' `presets`: the single-date shortcuts (date-shortcuts.ts) with their names. */
export function useDatePresets() {
  const { t } = useTranslation('common')
  return (options: Parameters<typeof dateShortcuts>[0]) =>
    dateShortcuts(options).map(({ key, value }) => ({ value, label: t(`dateShortcuts.${key}`) }))
}
