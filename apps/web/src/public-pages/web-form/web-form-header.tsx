import type { Locale } from '@ajanda/contracts/common/locale'
import type { Webform } from '@ajanda/contracts/webform.contract'
import { Avatar, Box, Button, Group, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { initials } from '../../shared/format/names'
import { CompanyLogo } from '../../shared/ui/company-logo'

/** The company's logo and name on its colours' strip, and the form's languages to switch between. */
export function WebFormHeader({
  branding,
  languages,
  locale,
  onLocale,
}: {
  branding: Webform['branding'] | undefined
  languages: readonly Locale[]
  locale: Locale
  onLocale: (locale: Locale) => void
}) {
  const { t } = useTranslation(['common', 'webForm'])
  const strip = [branding?.main_color, branding?.secondary_color ?? branding?.main_color].filter(Boolean)
  return (
    <Box component="header">
      {strip.length > 0 && (
        <Box
          aria-hidden
          h={6}
          mb="sm"
          style={{ borderRadius: 3, background: `linear-gradient(90deg, ${strip.join(', ')})` }}
          data-testid="brand-strip"
        />
      )}
      <Group justify="space-between" wrap="nowrap">
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
          {branding ? (
            <Avatar src={branding.logo} alt="" radius="md" size={40} color="brand">
              {initials(branding.company_name)}
            </Avatar>
          ) : (
            <CompanyLogo size={40} />
          )}
          <Text fw={700} fz="lg" truncate>
            {branding?.company_name ?? t('appName')}
          </Text>
        </Group>
        {languages.length > 1 && (
          <Group gap={4} wrap="nowrap" role="group" aria-label={t('webForm:language')}>
            {languages.map((code) => (
              <Button
                key={code}
                size="compact-md"
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
        )}
      </Group>
    </Box>
  )
}
