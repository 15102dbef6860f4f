import { LOCALES, type Locale } from '@ajanda/contracts/common/locale'
import type { DecisionLinkView } from '@ajanda/contracts/requests.contract'
import { Avatar, Button, Group, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { initials } from '../../shared/format/names'
import { CompanyLogo } from '../../shared/ui/company-logo'

/** The approver's company (its square logo and name, else the app's) and the language buttons. */
export function DecisionHeader({
  company,
  locale,
  onLocale,
}: {
  company: DecisionLinkView['company'] | undefined
  locale: Locale
  onLocale: (locale: Locale) => void
}) {
  const { t } = useTranslation(['common', 'approvals'])
  return (
    <Group justify="space-between" wrap="nowrap" component="header">
      <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
        {company ? (
          <Avatar src={company.square_logo} alt="" radius="md" size={36} color="brand">
            {initials(company.name)}
          </Avatar>
        ) : (
          <CompanyLogo size={36} />
        )}
        <Text fw={700} fz="lg" truncate>
          {company?.name ?? t('appName')}
        </Text>
      </Group>
      <Group gap={4} wrap="nowrap" role="group" aria-label={t('approvals:decisionPage.language')}>
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
