import type { EventBadge } from '@ajanda/contracts/badges.contract'
import type { Locale } from '@ajanda/contracts/common/locale'
import { Alert, Badge, Button, Center, Group, List, Loader, Stack, Text, Title } from '@mantine/core'
import { IconCalendarPlus, IconWifiOff } from '@tabler/icons-react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams, useSearchParams } from 'react-router'
import { API_BASE, api } from '../../shared/api/api-client'
import { isApiError } from '../../shared/api/api-error'
import { keepPageOffline } from '../checkin/keep-offline'
import { applyPublicLanguage, browserLanguages, publicLocale } from '../public-locale'
import { PublicPageFrame } from '../public-page-frame'
import { cachedBadge, rememberBadge } from './badge-cache'
import { registerBadgeTexts } from './badge-texts'
import { QrSvg } from './qr-svg'

registerBadgeTexts()

type State =
  | { kind: 'loading' }
  | { kind: 'ready'; badge: EventBadge; offline: boolean }
  | { kind: 'missing' }
  | { kind: 'failed'; message: string }

function dayText(iso: string, locale: Locale) {
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'tr-TR', {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`))
}

function countryText(code: string | null, locale: Locale) {
  if (!code) return null
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code
  } catch {
    return code
  }
}

function useEventBadge(acode: string, locale: Locale): State {
  const [state, setState] = useState<State>(() => {
    const cached = cachedBadge(acode)
    return cached ? { kind: 'ready', badge: cached, offline: false } : { kind: 'loading' }
  })
  useEffect(() => {
    const controller = new AbortController()
    api
      .get<{ data: EventBadge }>(`/event-badge/${encodeURIComponent(acode)}`, { locale }, controller.signal)
      .then(({ data }) => {
        rememberBadge(data)
        setState({ kind: 'ready', badge: data, offline: false })
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return
        if (isApiError(error) && error.status === 404) return setState({ kind: 'missing' })
        // No network (or a server that fails): the copy seen last, when there is one.
        const cached = cachedBadge(acode)
        setState(
          cached
            ? { kind: 'ready', badge: cached, offline: true }
            : { kind: 'failed', message: error instanceof Error ? error.message : String(error) },
        )
      })
    return () => controller.abort()
  }, [acode, locale])
  return state
}

function BadgeCard({ badge, offline, locale }: { badge: EventBadge; offline: boolean; locale: Locale }) {
  const { t } = useTranslation('badges', { lng: locale })
  const { event } = badge
  const dates =
    event.starts_at === event.ends_at
      ? dayText(event.starts_at, locale)
      : `${dayText(event.starts_at, locale)} – ${dayText(event.ends_at, locale)}`
  const venue = [event.city, countryText(event.country, locale)].filter(Boolean).join(', ')
  const groups = new Map<string, string[]>()
  for (const item of badge.programme) groups.set(item.group, [...(groups.get(item.group) ?? []), item.title])
  return (
    <Stack gap="md" data-testid="event-badge">
      {offline && (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconWifiOff aria-hidden />}
          data-testid="event-badge-offline"
        >
          {t('page.offline')}
        </Alert>
      )}
      <Stack gap={4} ta="center">
        <Text size="sm" c="dimmed" fw={600} tt="uppercase">
          {event.name}
        </Text>
        <Title order={1} fz={{ base: 28, sm: 34 }} style={{ overflowWrap: 'anywhere' }}>
          {badge.first_name} {badge.last_name}
        </Title>
        {(badge.title || badge.company) && (
          <Text c="dimmed">{[badge.title, badge.company].filter(Boolean).join(' · ')}</Text>
        )}
        {badge.lists.length > 0 && (
          <Group justify="center" gap={6}>
            {badge.lists.map((list) => (
              <Badge key={list} variant="light">
                {list}
              </Badge>
            ))}
          </Group>
        )}
      </Stack>
      <Center>
        <div style={{ width: 'min(260px, 80vw)' }}>
          <QrSvg value={badge.acode} size="100%" label={t('page.qr')} />
        </div>
      </Center>
      <Stack gap={2}>
        <Text size="sm">
          <Text span fw={600}>
            {t('page.dates')}:
          </Text>{' '}
          {dates}
        </Text>
        {venue && (
          <Text size="sm">
            <Text span fw={600}>
              {t('page.venue')}:
            </Text>{' '}
            {venue}
          </Text>
        )}
      </Stack>
      {groups.size > 0 && (
        <Stack gap={6}>
          <Title order={2} fz="h4">
            {t('page.programme')}
          </Title>
          {[...groups].map(([group, titles]) => (
            <Stack key={group} gap={2}>
              <Text size="sm" fw={600}>
                {group}
              </Text>
              <List size="sm">
                {titles.map((title) => (
                  <List.Item key={title}>{title}</List.Item>
                ))}
              </List>
            </Stack>
          ))}
        </Stack>
      )}
      <Button
        component="a"
        href={`${API_BASE}/event-badge/${encodeURIComponent(badge.acode)}/calendar.ics?locale=${locale}`}
        download="etkinlik.ics"
        variant="light"
        leftSection={<IconCalendarPlus size={18} aria-hidden />}
      >
        {t('page.calendar')}
      </Button>
    </Stack>
  )
}

function EventBadgeBody({ acode, locale }: { acode: string; locale: Locale }) {
  const { t } = useTranslation('badges', { lng: locale })
  const state = useEventBadge(acode, locale)
  if (state.kind === 'ready') return <BadgeCard badge={state.badge} offline={state.offline} locale={locale} />
  if (state.kind === 'missing')
    return (
      <Alert color="red" variant="light" data-testid="event-badge-missing">
        {t('page.notFound')}
      </Alert>
    )
  if (state.kind === 'failed')
    return (
      <Alert color="red" variant="light">
        {state.message}
      </Alert>
    )
  return (
    <Center py="xl">
      <Loader size="sm" aria-label={t('page.loading')} />
    </Center>
  )
}

/**
 * /event-badge/{acode} (issue 22 item 5): the attendee's badge on their phone, without a login: name,
 * event, dates, venue, the QR code of their badge code, their programme and an .ics. The last copy
 * loaded stays in local storage, so the badge still opens offline once seen.
 */
export function EventBadgePage() {
  const params = useParams()
  const [search] = useSearchParams()
  const [locale] = useState<Locale>(() => publicLocale(search, browserLanguages()))
  const { t } = useTranslation('badges', { lng: locale })
  useEffect(() => {
    void applyPublicLanguage(locale)
    document.title = t('page.title')
  }, [locale, t])
  // The badge's data stays in local storage; the worker keeps the page and its files, so it opens at the door.
  useEffect(() => {
    void keepPageOffline()
  }, [])
  const acode = params.acode ?? ''
  return (
    <PublicPageFrame width={480} cardKey={acode}>
      <EventBadgeBody acode={acode} locale={locale} />
    </PublicPageFrame>
  )
}
