import type { Locale } from '@ajanda/contracts/common/locale'
import type {
  WebformRoomMateDecision,
  WebformRoomMateDecisionResponse,
  WebformRoomMateRequest,
} from '@ajanda/contracts/webform-room-mates.contract'
import { Alert, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core'
import { IconCircleCheck } from '@tabler/icons-react'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { api } from '../../shared/api/api-client'
import { isApiError } from '../../shared/api/api-error'
import { createQueryClient } from '../../shared/api/query-client'
import { ErrorAlert } from '../../shared/ui/error-alert'
import { MailedLinkScreen } from '../mailed-link-screen'
import { applyPublicLanguage } from '../public-locale'
import { registerWebFormTexts } from './web-form-texts'

registerWebFormTexts()
const queryClient = createQueryClient()

const requestPath = (code: string) => `/webform/room-mate/${encodeURIComponent(code)}`

function RoomMateBody({ code, asked }: { code: string; asked: Locale }) {
  const view = useQuery({
    queryKey: ['webform-room-mate', code],
    queryFn: ({ signal }) => api.get<WebformRoomMateRequest>(requestPath(code), { locale: asked }, signal),
    retry: false,
  })
  const locale: Locale = view.data?.locale ?? asked
  useEffect(() => {
    void applyPublicLanguage(locale)
  }, [locale])
  const { t } = useTranslation('webForm', { lng: locale })
  const [done, setDone] = useState<WebformRoomMateDecisionResponse | null>(null)
  const decide = useMutation({
    mutationFn: (decision: WebformRoomMateDecision['decision']) =>
      api.post<WebformRoomMateDecisionResponse>(requestPath(code), { decision }, { query: { locale } }),
    onSuccess: setDone,
  })

  const heading = (
    <Title order={1} fz="h2">
      {t('roomMate.pageTitle')}
    </Title>
  )
  if (done)
    return (
      <Stack gap="md">
        {heading}
        <Alert
          color={done.confirmed ? 'green' : 'blue'}
          variant="light"
          icon={done.confirmed ? <IconCircleCheck aria-hidden /> : undefined}
          role="status"
          data-testid="room-mate-done"
        >
          {done.message}
        </Alert>
      </Stack>
    )
  const missing =
    (isApiError(view.error) && view.error.status === 404) ||
    (isApiError(decide.error) && decide.error.status === 404)
  if (missing)
    return (
      <Stack gap="md">
        {heading}
        <Alert color="red" variant="light" data-testid="room-mate-missing">
          {t('roomMate.notFound')}
        </Alert>
      </Stack>
    )
  if (view.error)
    return (
      <Stack gap="md">
        {heading}
        <ErrorAlert message={view.error.message || t('loadFailed')} />
      </Stack>
    )
  if (!view.data)
    return (
      <Center py="xl">
        <Loader size="sm" aria-label={t('roomMate.loading')} />
      </Center>
    )
  const request = view.data
  return (
    <Stack gap="md" data-testid="room-mate-request">
      {heading}
      {request.mate_first_name && <Text>{t('greeting', { name: request.mate_first_name })}</Text>}
      <Text fw={600}>{t('roomMate.asks', { name: request.requester_name })}</Text>
      {request.project && (
        <Text size="sm" c="dimmed">
          {t('roomMate.event', { name: request.project.name })}
        </Text>
      )}
      <Text>{t('roomMate.question')}</Text>
      {decide.error && <ErrorAlert message={decide.error.message} />}
      <Group gap="sm">
        <Button
          size="md"
          onClick={() => decide.mutate('confirm')}
          loading={decide.isPending && decide.variables === 'confirm'}
          disabled={decide.isPending}
        >
          {t('roomMate.confirm')}
        </Button>
        <Button
          size="md"
          variant="outline"
          color="red.9"
          onClick={() => decide.mutate('decline')}
          loading={decide.isPending && decide.variables === 'decline'}
          disabled={decide.isPending}
        >
          {t('roomMate.decline')}
        </Button>
      </Group>
    </Stack>
  )
}

/**
 * /web-form/room-mate/{code}: the link mailed to a chosen room mate when the form asks for approval
 * (issue 21 item 4). Says who asks, in the mate's language; "Onaylıyorum" pairs both, "Reddet" declines.
 * A used or unknown link says so.
 */
export function RoomMatePage() {
  return (
    <MailedLinkScreen
      queryClient={queryClient}
      body={(code, asked) => <RoomMateBody code={code} asked={asked} />}
    />
  )
}
