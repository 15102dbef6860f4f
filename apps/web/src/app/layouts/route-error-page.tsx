import { Button, Center, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useRouteError } from 'react-router'
import { classifyPageError } from './page-error'

/** A render or chunk-load failure (often after a deploy): say so and offer a reload. */
export function RouteErrorPage() {
  const { t } = useTranslation()
  const error = useRouteError()
  if (import.meta.env.DEV) console.error(error)
  return (
    <Center component="main" mih="100dvh" p="md">
      <Stack align="center" ta="center" maw={460}>
        <Title order={1}>{t('errorPage.title')}</Title>
        <Text c="dimmed">
          {t(classifyPageError(error) === 'chunk' ? 'errorPage.chunk' : 'errorPage.text')}
        </Text>
        <Button onClick={() => window.location.reload()}>{t('actions.reload')}</Button>
      </Stack>
    </Center>
  )
}
