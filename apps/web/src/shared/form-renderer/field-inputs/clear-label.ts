import { useTranslation } from 'react-i18next'

/** The name of an optional field's clear (×) button, in the form's language: unnamed, axe calls it critical. */
export function useClearLabel(locale?: string): string {
  const { t } = useTranslation('formRenderer', locale ? { lng: locale } : undefined)
  return t('clearValue')
}
