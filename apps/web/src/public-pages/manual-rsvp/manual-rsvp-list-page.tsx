import { ATTENDEE_STATUSES, type AttendeeStatus } from '@ajanda/contracts/attendees.contract'
import type { Locale } from '@ajanda/contracts/common/locale'
import type { ManualRsvpInvitee } from '@ajanda/contracts/manual-rsvp.contract'
import {
  Alert,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Pagination,
  Select,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { IconChevronRight, IconSearch } from '@tabler/icons-react'
import { keepPreviousData, QueryClientProvider, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { isApiError } from '../../shared/api/api-error'
import { createQueryClient } from '../../shared/api/query-client'
import { ErrorAlert } from '../../shared/ui/error-alert'
import {
  fetchInvitees,
  type HelperSession,
  inviteesKey,
  readHelperSession,
  storeHelperSession,
} from './manual-rsvp.api'
import { ManualRsvpFrame, useHelperLocale } from './manual-rsvp-frame'
import { registerManualRsvpTexts } from './manual-rsvp-texts'

registerManualRsvpTexts()
/** The helper pages' own cache: they live outside the staff area and its query client. */
export const manualRsvpQueryClient = createQueryClient()

const PAGE_SIZE = 20
/** Background and text pairs above 4.5:1 (Mantine's light badges are too pale on white). */
const TONES = {
  gray: ['var(--mantine-color-gray-1)', 'var(--mantine-color-gray-8)'],
  green: ['var(--mantine-color-green-0)', '#1e6b30'],
  orange: ['var(--mantine-color-orange-0)', '#8a3a00'],
  red: ['var(--mantine-color-red-0)', 'var(--mantine-color-red-9)'],
  dark: ['var(--mantine-color-gray-3)', 'var(--mantine-color-gray-9)'],
} as const
const STATUS_TONES: Record<AttendeeStatus, keyof typeof TONES> = {
  INVITED: 'gray',
  REGISTERED: 'green',
  WAITLISTED: 'orange',
  NOT_ATTENDING: 'red',
  CANCELLED: 'dark',
}

export function ToneBadge({ tone, children }: { tone: keyof typeof TONES; children: React.ReactNode }) {
  const [bg, color] = TONES[tone]
  return (
    <Badge variant="light" style={{ textTransform: 'none', '--badge-bg': bg, '--badge-color': color }}>
      {children}
    </Badge>
  )
}

export function StatusBadge({ status, locale }: { status: AttendeeStatus; locale: Locale }) {
  const { t } = useTranslation('manualRsvp', { lng: locale })
  return <ToneBadge tone={STATUS_TONES[status]}>{t(`status.${status}`)}</ToneBadge>
}

/** The helper is signed out (no session, or the server ended it): the link must be opened again. */
export function SignedOut({ locale }: { locale: Locale }) {
  const { t } = useTranslation('manualRsvp', { lng: locale })
  return (
    <Alert color="orange" variant="light" data-testid="manual-rsvp-signed-out">
      {t('signedOut')}
    </Alert>
  )
}

function InviteeRow({ invitee, locale }: { invitee: ManualRsvpInvitee; locale: Locale }) {
  const { t } = useTranslation('manualRsvp', { lng: locale })
  const navigate = useNavigate()
  const name = `${invitee.first_name} ${invitee.last_name}`.trim()
  return (
    <UnstyledButton
      onClick={() => navigate(`/manuel-rsvp/form/${encodeURIComponent(invitee.code)}`)}
      p="sm"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-3)', display: 'block', width: '100%' }}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text fw={600} truncate fs={name ? undefined : 'italic'}>
            {name || t('list.unnamed')}
          </Text>
          {invitee.company && (
            <Text size="sm" c="dimmed" truncate>
              {invitee.company}
            </Text>
          )}
          <Group gap={6} wrap="wrap">
            <StatusBadge status={invitee.status} locale={locale} />
            <ToneBadge tone={invitee.answered ? 'green' : 'gray'}>
              {invitee.answered ? t('list.answeredYes') : t('list.answeredNo')}
            </ToneBadge>
            {invitee.helper_name && (
              <Text size="xs" c="gray.7">
                {t('list.by', { name: invitee.helper_name })}
              </Text>
            )}
          </Group>
        </Stack>
        <IconChevronRight size={18} aria-hidden style={{ flexShrink: 0 }} />
      </Group>
    </UnstyledButton>
  )
}

/** The list with its search and filters; a 401 ends the helper session. */
export function InviteeList({ locale, onSignedOut }: { locale: Locale; onSignedOut: () => void }) {
  const { t } = useTranslation('manualRsvp', { lng: locale })
  const [search, setSearch] = useState('')
  const [debounced] = useDebouncedValue(search.trim(), 300)
  const [status, setStatus] = useState<AttendeeStatus | null>(null)
  const [answered, setAnswered] = useState<'0' | '1' | null>(null)
  const [page, setPage] = useState(1)
  const query = {
    page,
    page_size: PAGE_SIZE,
    ...(debounced ? { search: debounced } : {}),
    ...(status ? { status } : {}),
    ...(answered ? { answered } : {}),
  }
  const view = useQuery({
    queryKey: inviteesKey(query),
    queryFn: async ({ signal }) => {
      try {
        return await fetchInvitees(query, locale, signal)
      } catch (error) {
        if (isApiError(error) && error.status === 401) onSignedOut()
        throw error
      }
    },
    placeholderData: keepPreviousData,
    retry: false,
  })
  const data = view.data

  return (
    <Stack gap="md">
      <Group justify="space-between" align="baseline">
        <Text component="h2" fw={700} fz="lg" m={0}>
          {t('list.title')}
        </Text>
        {data && (
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('list.total', { count: data.total })}
          </Text>
        )}
      </Group>
      <TextInput
        leftSection={<IconSearch size={16} aria-hidden />}
        label={t('list.search')}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value)
          setPage(1)
        }}
        type="search"
      />
      <Group grow gap="xs" wrap="wrap">
        <Select
          label={t('list.status')}
          placeholder={t('list.allStatuses')}
          clearable
          value={status}
          onChange={(value) => {
            setStatus(value as AttendeeStatus | null)
            setPage(1)
          }}
          data={ATTENDEE_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          label={t('list.answered')}
          placeholder={t('list.allAnswers')}
          clearable
          value={answered}
          onChange={(value) => {
            setAnswered(value as '0' | '1' | null)
            setPage(1)
          }}
          data={[
            { value: '1', label: t('list.answeredYes') },
            { value: '0', label: t('list.answeredNo') },
          ]}
          comboboxProps={{ withinPortal: true }}
        />
      </Group>
      {view.error && !(isApiError(view.error) && view.error.status === 401) ? (
        <Stack gap="sm" align="flex-start">
          <ErrorAlert message={view.error.message || t('loadFailed')} />
          <Button variant="light" onClick={() => void view.refetch()}>
            {t('retry')}
          </Button>
        </Stack>
      ) : !data ? (
        <Center py="xl">
          <Loader size="sm" aria-label={t('list.title')} />
        </Center>
      ) : data.data.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg">
          {t('list.empty')}
        </Text>
      ) : (
        <Stack gap={0} data-testid="manual-rsvp-invitees" aria-busy={view.isFetching}>
          {data.data.map((invitee) => (
            <InviteeRow key={invitee.code} invitee={invitee} locale={locale} />
          ))}
        </Stack>
      )}
      {data && data.last_page > 1 && (
        <Group justify="center">
          <Pagination
            size="sm"
            total={data.last_page}
            value={page}
            onChange={setPage}
            siblings={0}
            getControlProps={(control) =>
              control === 'previous'
                ? { 'aria-label': t('list.previous') }
                : control === 'next'
                  ? { 'aria-label': t('list.next') }
                  : {}
            }
          />
        </Group>
      )}
    </Stack>
  )
}

function ListScreen() {
  const [locale, setLocale] = useHelperLocale()
  const [session, setSession] = useState<HelperSession | null>(() => readHelperSession())
  const signOut = () => {
    storeHelperSession(null)
    setSession(null)
  }
  return (
    <ManualRsvpFrame
      session={session}
      locale={locale}
      onLocale={setLocale}
      onSignedOut={() => setSession(null)}
    >
      {session ? <InviteeList locale={locale} onSignedOut={signOut} /> : <SignedOut locale={locale} />}
    </ManualRsvpFrame>
  )
}

/** /manuel-rsvp/form: the project's invitees for the signed-in helper (search, status, answered). */
export function ManualRsvpListPage() {
  return (
    <QueryClientProvider client={manualRsvpQueryClient}>
      <ListScreen />
    </QueryClientProvider>
  )
}
