import { Button, Center, Stack, Text, Title } from '@mantine/core'
import { IconCloudOff, IconRefresh } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate, useRouteError } from 'react-router'
import { classifyPageError } from './page-failure'

export { classifyPageError, type PageFailure } from './page-failure'

const TEXT_OF = { chunk: 'errorPage.chunk', offline: 'errorPage.offline', other: 'errorPage.text' } as const

/**
 * A page that failed to load or render inside the shell: the navigation, header and everything around
 * the page stay, and the page's place says what happened and how to retry. A missing chunk (often after
 * a deploy) needs a reload; a lost connection a retry of the same page once it is back.
 */
export function PageError() {
  const { t } = useTranslation()
  const error = useRouteError()
  const navigate = useNavigate()
  const location = useLocation()
  if (import.meta.env.DEV) console.error(error)
  const failure = classifyPageError(error)
  const retry = () =>
    failure === 'offline'
      ? navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true })
      : window.location.reload()
  return (
    <Center py="xl" px="md" role="alert" data-testid="page-error">
      <Stack align="center" ta="center" maw={480}>
        {failure === 'offline' && <IconCloudOff size={40} aria-hidden />}
        <Title order={2}>{t('errorPage.title')}</Title>
        <Text c="dimmed">{t(TEXT_OF[failure])}</Text>
        <Button leftSection={<IconRefresh size={18} aria-hidden />} onClick={retry}>
          {failure === 'offline' ? t('errorPage.retry') : t('actions.reload')}
        </Button>
      </Stack>
    </Center>
  )
}
