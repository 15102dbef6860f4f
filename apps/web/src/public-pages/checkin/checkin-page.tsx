import type { CheckinDirection } from '@ajanda/contracts/checkin.contract'
import {
  Alert,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams, useSearchParams } from 'react-router'
import { applyPublicLanguage, browserLanguages, publicLocale } from '../public-locale'
import { registerCheckinTexts } from './checkin-texts'
import type { Verdict } from './decide'
import { keepPageOffline } from './keep-offline'
import { matchName } from './name-match'
import { QrCamera } from './qr-camera'
import { useCheckin } from './use-checkin'
import { INK, VerdictCard } from './verdict-card'

registerCheckinTexts()

/**
 * /checkin/{code}: the door's page (event-side.md section 3). It answers from the roster kept in the
 * browser (a QR code from the camera or a hand scanner, or a name), queues the scans and sends them in
 * batches, and keeps working offline (docs/decisions/0038).
 */
export function CheckinPage() {
  const { code = '' } = useParams()
  const [search] = useSearchParams()
  const locale = useMemo(() => publicLocale(search, browserLanguages()), [search])
  const { t } = useTranslation('checkin')
  const state = useCheckin(code, locale)
  const [direction, setDirection] = useState<CheckinDirection>('IN')
  const [verdict, setVerdict] = useState<Verdict | null>(null)
  const [query, setQuery] = useState('')
  const [typed, setTyped] = useState('')
  const [browserOffline, setBrowserOffline] = useState(() => !navigator.onLine)

  useEffect(() => {
    void applyPublicLanguage(locale)
    void keepPageOffline()
    const on = () => setBrowserOffline(false)
    const off = () => setBrowserOffline(true)
    window.addEventListener('online', on)
    window.addEventListener('offline', off)
    return () => {
      window.removeEventListener('online', on)
      window.removeEventListener('offline', off)
    }
  }, [locale])
  useEffect(() => {
    document.title = state.point ? `${t('pageTitle')} · ${state.point.name}` : t('pageTitle')
  }, [state.point, t])

  const matches = useMemo(() => matchName(state.nameIndex, query), [state.nameIndex, query])
  const inside = useMemo(
    () => state.entries.filter((e) => e.here?.direction === 'IN').length,
    [state.entries],
  )
  const offline = browserOffline || state.sync.offline

  if (state.sync.stopped !== null) {
    return (
      <Frame>
        <Title order={1} size="h3">
          {t('pageTitle')}
        </Title>
        <Alert color="red" role="alert">
          {state.sync.stopped || t('notFound')}
        </Alert>
      </Frame>
    )
  }
  if (state.load === 'loading') {
    return (
      <Frame>
        <Center py="xl">
          <Loader aria-label={t('loading')} />
        </Center>
      </Frame>
    )
  }
  if (state.load === 'failed' || !state.point) {
    return (
      <Frame>
        <Alert color="red" role="alert">
          {t('loadFailed')}
        </Alert>
        <Button onClick={() => void state.refresh()}>{t('retry')}</Button>
      </Frame>
    )
  }
  const point = state.point
  const show = (next: Verdict) => {
    setVerdict(next)
    setQuery('')
  }
  const current = verdict?.entry ? state.current(verdict.entry.id) : undefined
  const companions = verdict?.entry ? state.companionsOf(verdict.entry.id) : []

  return (
    <Frame>
      <Stack gap={2}>
        <Title order={1} size="h3">
          {point.name}
        </Title>
        <Text size="sm" c="dimmed">
          {point.project_name}
        </Text>
      </Stack>
      <Group gap="xs" aria-live="polite">
        <Badge color={offline ? INK.red : INK.green} variant="filled" data-testid="checkin-online">
          {offline ? t('offline') : t('online')}
        </Badge>
        <Text size="sm" data-testid="checkin-pending" data-pending={state.sync.pending}>
          {state.sync.pending > 0 ? t('waiting', { count: state.sync.pending }) : t('allSynced')}
        </Text>
      </Group>
      <Text size="sm">
        {t('inside', { count: inside })} · {t('rosterCount', { count: state.entries.length })}
      </Text>
      {point.with_exit && (
        <SegmentedControl
          aria-label={t('direction')}
          value={direction}
          onChange={(value) => setDirection(value as CheckinDirection)}
          data={[
            { value: 'IN', label: t('entry') },
            { value: 'OUT', label: t('exit') },
          ]}
        />
      )}
      {verdict && (
        <VerdictCard
          verdict={
            current && verdict.kind !== 'red' ? { ...verdict, entry: verdict.entry ?? current } : verdict
          }
          direction={direction}
          companions={companions}
          onCompanion={(id) => {
            const answer = state.scanPerson(id, direction)
            // A companion's answer only shows when it is not a plain green (their row turns "inside").
            if (answer.kind !== 'green') show(answer)
            else setVerdict({ ...verdict })
          }}
          onClose={() => setVerdict(null)}
        />
      )}
      <QrCamera onCode={(scanned) => show(state.scanCode(scanned, direction))} />
      <form
        onSubmit={(event) => {
          event.preventDefault()
          if (typed.trim()) show(state.scanCode(typed, direction))
          setTyped('')
        }}
      >
        <TextInput
          label={t('code')}
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          autoComplete="off"
          data-testid="checkin-code"
        />
      </form>
      <TextInput
        label={t('search')}
        placeholder={t('searchPlaceholder')}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        autoComplete="off"
        type="search"
      />
      {query.trim() !== '' && matches.length === 0 && <Text size="sm">{t('noMatch')}</Text>}
      {matches.length > 0 && (
        <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {matches.map((entry) => (
            <Paper key={entry.id} component="li" withBorder p="xs">
              <Group justify="space-between" wrap="nowrap">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text fw={600} truncate>
                    {entry.first_name} {entry.last_name}
                  </Text>
                  {entry.refusal ? (
                    <Text size="xs" c={INK.red}>
                      {t(`refusal.${entry.refusal}`)}
                    </Text>
                  ) : entry.here?.direction === 'IN' ? (
                    <Text size="xs" c={INK.amber}>
                      {t('amber')}
                    </Text>
                  ) : null}
                </Stack>
                <Button
                  size="xs"
                  onClick={() => show(state.scanPerson(entry.id, direction))}
                  aria-label={`${direction === 'OUT' ? t('checkOut') : t('checkIn')}: ${entry.first_name} ${entry.last_name}`}
                >
                  {direction === 'OUT' ? t('checkOut') : t('checkIn')}
                </Button>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    </Frame>
  )
}

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <Center component="main" mih="100dvh" p="xs" bg="gray.0" style={{ alignItems: 'flex-start' }}>
      <Stack gap="sm" w="100%" maw={560}>
        {children}
      </Stack>
    </Center>
  )
}
