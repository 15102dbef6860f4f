import { Card, SimpleGrid, Stack, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { NAV_ICONS } from '../../../app/shell/nav-icons'
import { buildNavItems } from '../../../app/shell/nav-items'
import { formatDate } from '../../../shared/format/dates'
import { firstName } from '../../../shared/format/names'
import { useMe } from '../../../shared/session/use-session'

/** "Merhaba {first name}" and what awaits today, with shortcuts to the user's pages. */
export function HomePage() {
  const { t, i18n } = useTranslation(['home', 'shell'])
  const me = useMe()
  const shortcuts = buildNavItems(me).filter((item) => item.key !== 'profile')

  return (
    <Stack gap="xl" maw={960}>
      <div>
        <Title order={2} fz={28}>
          {t('greeting', { name: firstName(me.full_name) })}
        </Title>
        <Text c="dimmed" fz="lg" mt={4}>
          {t('subtitle')}
        </Text>
        <Text size="sm" c="dimmed" mt="xs">
          {t('today', { date: formatDate(new Date(), i18n.language) })}
        </Text>
      </div>
      <section aria-labelledby="home-shortcuts">
        <Title order={3} fz="h4" mb="sm" id="home-shortcuts">
          {t('shortcuts')}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
          {shortcuts.map((item) => {
            const Icon = NAV_ICONS[item.key]
            return (
              <UnstyledButton key={item.key} component={Link} to={item.to}>
                <Card withBorder padding="md" radius="md">
                  <ThemeIcon variant="light" size="lg" mb="sm" aria-hidden>
                    <Icon size={20} />
                  </ThemeIcon>
                  <Text fw={600}>{t(`shell:nav.${item.key}`)}</Text>
                </Card>
              </UnstyledButton>
            )
          })}
        </SimpleGrid>
      </section>
    </Stack>
  )
}
