import {
  CALENDAR_PLATFORMS,
  type CalendarAccountInput,
  calendarAccountInputSchema,
} from '@ajanda/contracts/calendar.contract'
import {
  ActionIcon,
  Button,
  Card,
  CopyButton,
  Divider,
  Group,
  List,
  Select,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { IconTrash } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import dayjs from 'dayjs'
import { useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { applyServerErrors } from '../../../shared/forms/apply-server-errors'
import { localizedZodResolver } from '../../../shared/forms/localized-zod-resolver'
import { useFormLocale } from '../../../shared/forms/use-form-locale'
import { hasBackOffice } from '../../../shared/session/back-office'
import { useMe } from '../../../shared/session/use-session'
import { confirmAction } from '../../../shared/ui/confirm'
import { ErrorAlert } from '../../../shared/ui/error-alert'
import { notifyError, notifySuccess } from '../../../shared/ui/notify'
import {
  calendarAccountsQueryOptions,
  calendarFeedQueryOptions,
  useLinkCalendarAccount,
  useRevokeFeed,
  useRotateFeed,
  useUnlinkCalendarAccount,
} from '../calendar.api'

const formatMoment = (value: string) => dayjs(value).format('DD MMMM YYYY HH:mm')

/**
 * The profile's "Takvim" card: the private iCalendar feed URL (create, copy, rotate, revoke) with short
 * subscription steps for Outlook and Google, and the linked calendar accounts a meeting can be shared to.
 * Back-office staff only (the calendar is an ECOS module): nothing for anyone else.
 */
export function CalendarSettingsCard() {
  const { t } = useTranslation('calendar')
  const me = useMe()
  if (!hasBackOffice(me)) return null
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="profile-calendar-title">
      <Title order={2} fz="h4" mb="md" id="profile-calendar-title">
        {t('settings.title')}
      </Title>
      <Stack gap="lg">
        <FeedSection />
        <Divider />
        <AccountsSection />
      </Stack>
    </Card>
  )
}

function FeedSection() {
  const { t } = useTranslation('calendar')
  const feed = useQuery(calendarFeedQueryOptions())
  const rotate = useRotateFeed()
  const revoke = useRevokeFeed()
  // The URL exists in the browser only right after it was made: the server keeps its hash alone.
  const [url, setUrl] = useState<string | null>(null)
  const active = feed.data?.active ?? false

  const create = async () => {
    if (
      active &&
      !(await confirmAction({
        message: t('settings.rotateConfirm'),
        confirmLabel: t('settings.rotateLabel'),
      }))
    )
      return
    try {
      const answer = await rotate.mutateAsync()
      setUrl(answer.url)
      notifySuccess(answer.message)
    } catch (error) {
      notifyError((error as Error).message)
    }
  }
  const cancel = async () => {
    if (
      !(await confirmAction({
        message: t('settings.revokeConfirm'),
        confirmLabel: t('settings.revokeLabel'),
      }))
    )
      return
    try {
      const answer = await revoke.mutateAsync()
      setUrl(null)
      notifySuccess(answer.message)
    } catch (error) {
      notifyError((error as Error).message)
    }
  }

  return (
    <Stack gap="sm">
      <Title order={3} fz="h5">
        {t('settings.feedTitle')}
      </Title>
      <Text size="sm">{t('settings.feedIntro')}</Text>
      {feed.isLoading && <Skeleton h={36} />}
      <ErrorAlert message={feed.error?.message} />
      {url && (
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            label={t('settings.feedUrl')}
            description={t('settings.feedUrlHint')}
            value={url}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
            style={{ flex: 1 }}
            data-testid="calendar-feed-url"
          />
          <CopyButton value={url}>
            {({ copied, copy }) => (
              <Button variant="light" onClick={copy} color={copied ? 'teal.9' : undefined}>
                {copied ? t('settings.copied') : t('settings.copy')}
              </Button>
            )}
          </CopyButton>
        </Group>
      )}
      {feed.data && !url && (
        <Text size="sm" c="dimmed">
          {active ? t('settings.feedActive') : t('settings.feedNone')}
        </Text>
      )}
      {feed.data?.created_at && (
        <Text size="xs" c="dimmed">
          {t('settings.feedCreatedAt', { date: formatMoment(feed.data.created_at) })}
          {feed.data.last_fetched_at &&
            ` · ${t('settings.feedLastFetched', { date: formatMoment(feed.data.last_fetched_at) })}`}
        </Text>
      )}
      <Group gap="sm">
        <Button onClick={create} loading={rotate.isPending} disabled={!feed.data}>
          {active ? t('settings.rotate') : t('settings.create')}
        </Button>
        {active && (
          <Button variant="light" color="red.9" onClick={cancel} loading={revoke.isPending}>
            {t('settings.revoke')}
          </Button>
        )}
      </Group>
      <List size="sm" spacing={4}>
        <List.Item>
          <Text span fw={600} size="sm">
            {t('settings.outlookTitle')}:
          </Text>{' '}
          {t('settings.outlook')}
        </List.Item>
        <List.Item>
          <Text span fw={600} size="sm">
            {t('settings.googleTitle')}:
          </Text>{' '}
          {t('settings.google')}
        </List.Item>
      </List>
    </Stack>
  )
}

const EMPTY_ACCOUNT: CalendarAccountInput = { platform: 'microsoft', email: '' }

function AccountsSection() {
  const { t } = useTranslation('calendar')
  const locale = useFormLocale()
  const accounts = useQuery(calendarAccountsQueryOptions())
  const link = useLinkCalendarAccount()
  const unlink = useUnlinkCalendarAccount()
  const form = useForm<CalendarAccountInput>({
    resolver: localizedZodResolver(calendarAccountInputSchema, locale),
    mode: 'onChange',
    defaultValues: EMPTY_ACCOUNT,
  })
  const { errors, isValid, isSubmitting } = form.formState

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { message } = await link.mutateAsync(values)
      form.reset(EMPTY_ACCOUNT)
      notifySuccess(message)
    } catch (error) {
      const message = applyServerErrors(error, form.setError, ['platform', 'email'])
      if (message) notifyError(message)
    }
  })
  const remove = async (id: number, email: string) => {
    if (
      !(await confirmAction({
        message: t('settings.removeConfirm', { email }),
        confirmLabel: t('settings.remove'),
      }))
    )
      return
    try {
      notifySuccess((await unlink.mutateAsync(id)).message)
    } catch (error) {
      notifyError((error as Error).message)
    }
  }

  return (
    <Stack gap="sm">
      <Title order={3} fz="h5">
        {t('settings.accountsTitle')}
      </Title>
      <Text size="sm">{t('settings.accountsIntro')}</Text>
      {accounts.isLoading && <Skeleton h={28} />}
      <ErrorAlert message={accounts.error?.message} />
      {accounts.data?.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('settings.accountsNone')}
        </Text>
      )}
      {accounts.data && accounts.data.length > 0 && (
        <Stack
          gap={4}
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('settings.accountsTitle')}
        >
          {accounts.data.map((account) => (
            <Group key={account.id} component="li" justify="space-between" wrap="nowrap">
              <Text size="sm">
                {t(`settings.platforms.${account.platform}`)} · {account.email}
              </Text>
              <ActionIcon
                variant="subtle"
                color="red.9"
                aria-label={t('settings.removeLabel', { email: account.email })}
                onClick={() => remove(account.id, account.email)}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
      )}
      <form onSubmit={onSubmit} noValidate>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <Controller
            control={form.control}
            name="platform"
            render={({ field }) => (
              <Select
                label={t('settings.platform')}
                data={CALENDAR_PLATFORMS.map((platform) => ({
                  value: platform,
                  label: t(`settings.platforms.${platform}`),
                }))}
                value={field.value}
                onChange={(value) => value && field.onChange(value)}
                allowDeselect={false}
                error={errors.platform?.message}
                w={200}
              />
            )}
          />
          <TextInput
            label={t('settings.email')}
            type="email"
            autoComplete="email"
            required
            error={errors.email?.message}
            style={{ flex: 1, minWidth: 220 }}
            {...form.register('email')}
          />
          <Button type="submit" mt={25} disabled={!isValid} loading={isSubmitting}>
            {t('settings.add')}
          </Button>
        </Group>
      </form>
    </Stack>
  )
}
