import { LOCALES } from '@ajanda/contracts/common/locale'
import { Button, Group } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { currentLocale, setLanguage } from '../../../shared/i18n/i18n'

/** Türkçe / English before sign-in; afterwards the profile's language decides. */
export function LanguageSwitch() {
  const { t } = useTranslation()
  const active = currentLocale()
  return (
    <Group gap={4}>
      {LOCALES.map((locale) => (
        <Button
          key={locale}
          size="compact-sm"
          variant={locale === active ? 'light' : 'subtle'}
          color={locale === active ? 'brand' : 'dark'}
          aria-pressed={locale === active}
          lang={locale}
          onClick={() => void setLanguage(locale)}
        >
          {t(`languages.${locale}`)}
        </Button>
      ))}
    </Group>
  )
}
