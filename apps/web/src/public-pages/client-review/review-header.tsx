import type { ClientReview } from '@ajanda/contracts/budgets.contract'
import { LOCALES, type Locale } from '@ajanda/contracts/common/locale'
import { Button, Group, Image, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { CompanyLogo } from '../../shared/ui/company-logo'

/** The agency (its logo and name, else the app's own) and the language buttons. */
export function ReviewHeader({
  company,
  locale,
  onLocale,
}: {
  company: ClientReview['company'] | undefined
  locale: Locale
  onLocale: (locale: Locale) => void
}) {
  const { t } = useTranslation(['common', 'clientReview'])
  return (
    <Group justify="space-between" wrap="nowrap" component="header" gap="sm">
      <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
        {company?.logo_url ? (
          // Decorative: the company's name is written beside it.
          <Image src={company.logo_url} alt="" h={36} w="auto" maw={120} fit="contain" />
        ) : (
          !company && <CompanyLogo size={36} />
        )}
        <Text fw={700} fz="lg" truncate>
          {company?.name ?? t('appName')}
        </Text>
      </Group>
      <Group gap={4} wrap="nowrap" role="group" aria-label={t('clientReview:language')}>
        {LOCALES.map((code) => (
          <Button
            key={code}
            size="compact-sm"
            variant={code === locale ? 'light' : 'subtle'}
            color={code === locale ? 'brand' : 'dark'}
            aria-pressed={code === locale}
            lang={code}
            onClick={() => onLocale(code)}
          >
            {t(`languages.${code}`)}
          </Button>
        ))}
      </Group>
    </Group>
  )
}
