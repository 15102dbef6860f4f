import { Card, SimpleGrid, Stack, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { ADMIN_NAV } from '../admin-nav'

/** /admin: a card for every admin page with what it is for. */
export function AdminOverviewPage() {
  const { t } = useTranslation('admin')
  const pages = ADMIN_NAV.filter((item) => item.key !== 'overview')
  return (
    <Stack gap="lg">
      <div>
        <Title order={2} fz="h3">
          {t('overview.title')}
        </Title>
        <Text c="dimmed">{t('overview.text')}</Text>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {pages.map((item) => {
          const Icon = item.icon
          return (
            <UnstyledButton key={item.key} component={Link} to={item.to}>
              <Card withBorder padding="md" radius="md" h="100%">
                <ThemeIcon variant="light" size="lg" mb="sm" aria-hidden>
                  <Icon size={20} />
                </ThemeIcon>
                <Text fw={600}>{t(`nav.${item.key}`)}</Text>
                <Text size="sm" c="dimmed" mt={4}>
                  {t(`overview.cards.${item.key}`)}
                </Text>
              </Card>
            </UnstyledButton>
          )
        })}
      </SimpleGrid>
    </Stack>
  )
}
