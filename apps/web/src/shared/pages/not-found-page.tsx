import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconMapQuestion } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useRouteHandle } from '../routing/use-route-handle'

function NotFoundContent({ headingOrder }: { headingOrder: 1 | 2 }) {
  const { t } = useTranslation()
  return (
    <Stack align="center" gap="md" py="xl" ta="center" maw={460} mx="auto">
      <ThemeIcon size={64} radius="xl" variant="light" aria-hidden>
        <IconMapQuestion size={36} />
      </ThemeIcon>
      <Title order={headingOrder}>{t('notFound.title')}</Title>
      <Text c="dimmed">{t('notFound.text')}</Text>
      <Button component={Link} to="/">
        {t('notFound.home')}
      </Button>
    </Stack>
  )
}

/** Inside the shell the header already holds the page's h1; bare pages bring their own landmark. */
export function NotFoundPage() {
  const { layout } = useRouteHandle()
  if (layout === 'normal') return <NotFoundContent headingOrder={2} />
  return (
    <Center component="main" mih="100dvh" p="md">
      <NotFoundContent headingOrder={1} />
    </Center>
  )
}
