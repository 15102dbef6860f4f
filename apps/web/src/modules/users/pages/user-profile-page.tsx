import { Anchor, Avatar, Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core'
import { IconKey, IconUserCheck, IconUserOff } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { isApiError } from '../../../shared/api/api-error'
import { formatDate, formatDateTime } from '../../../shared/format/dates'
import { initials, localName } from '../../../shared/format/names'
import { NotFoundPage } from '../../../shared/pages/not-found-page'
import { useMe } from '../../../shared/session/use-session'
import { ErrorAlert } from '../../../shared/ui/error-alert'
import { useUserActions } from '../components/use-user-actions'
import { UserDetailsForm } from '../components/user-details-form'
import { UserStatusBadge } from '../components/user-status-badge'
import { adminUserQueryOptions } from '../users.api'

/** /admin/user/{code}: the person's key facts, status actions and the details form. */
export function UserProfilePage() {
  const { t, i18n } = useTranslation('people')
  const { code = '' } = useParams()
  const me = useMe()
  const query = useQuery(adminUserQueryOptions(code))
  const actions = useUserActions()
  const user = query.data

  if (query.error) {
    if (isApiError(query.error) && query.error.status === 404) return <NotFoundPage />
    return <ErrorAlert message={query.error.message} />
  }
  if (!user) {
    return (
      <Stack gap="lg">
        <Skeleton height={120} radius="md" />
        <Skeleton height={360} radius="md" />
      </Stack>
    )
  }

  const active = user.deleted_at === null
  return (
    <Stack gap="lg">
      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="user-title">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Group gap="md" wrap="nowrap">
            <Avatar src={user.profile_picture_full} alt="" size={72} radius={72} color="brand">
              {initials(user.full_name)}
            </Avatar>
            <div>
              <Title order={2} fz="h3" id="user-title">
                {user.full_name}
              </Title>
              <Text c="dimmed" size="sm">
                {user.email}
              </Text>
              <Group gap={6} mt={6}>
                <UserStatusBadge user={user} />
                {user.is_admin === 1 && (
                  <Badge variant="filled" color="brand">
                    {t('profile.admin')}
                  </Badge>
                )}
                {user.position && (
                  <Badge variant="dot" color="gray.6">
                    {localName(user.position)} · {user.position.scope_text}
                  </Badge>
                )}
              </Group>
            </div>
          </Group>
          <Group gap="xs">
            {active && (
              <Button
                variant="light"
                leftSection={<IconKey size={16} aria-hidden />}
                loading={actions.pending}
                onClick={() => void actions.sendPasswordLink(user)}
              >
                {user.invitation_pending ? t('actions.resendInvite') : t('actions.passwordLink')}
              </Button>
            )}
            {user.id !== me.id && (
              <Button
                variant="outline"
                color={active ? 'red.9' : undefined}
                leftSection={
                  active ? <IconUserOff size={16} aria-hidden /> : <IconUserCheck size={16} aria-hidden />
                }
                loading={actions.pending}
                onClick={() => void actions.toggleActive(user)}
              >
                {active ? t('actions.deactivate') : t('actions.reactivate')}
              </Button>
            )}
          </Group>
        </Group>
        <Group gap="xl" mt="md">
          <Text size="sm">
            <Text span c="dimmed">
              {t('profile.manager')}:{' '}
            </Text>
            {user.manager?.full_name ?? t('fields.none')}
          </Text>
          <Text size="sm">
            <Text span c="dimmed">
              {t('profile.team')}:{' '}
            </Text>
            {[user.division?.name, user.team?.name].filter(Boolean).join(' / ') || t('fields.none')}
          </Text>
          <Text size="sm">
            <Text span c="dimmed">
              {t('profile.lastLogin')}:{' '}
            </Text>
            {user.last_login_at ? formatDateTime(user.last_login_at, i18n.language) : t('profile.never')}
          </Text>
          <Text size="sm">
            <Text span c="dimmed">
              {t('profile.created')}:{' '}
            </Text>
            {formatDate(user.created_at, i18n.language)}
          </Text>
        </Group>
      </Card>
      <UserDetailsForm user={user} />
      <Anchor component={Link} to="/admin/organisation" size="sm">
        {t('profile.back')}
      </Anchor>
    </Stack>
  )
}
