import { type Locale, resolveLocale } from '@ajanda/contracts/common/locale'
import { useTranslation } from 'react-i18next'

/** The UI language as the validation catalogue names it. */
export function useFormLocale(): Locale {
  const { i18n } = useTranslation()
  return resolveLocale(i18n.resolvedLanguage ?? i18n.language)
}
