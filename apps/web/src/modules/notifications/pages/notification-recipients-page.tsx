import {
  NOTIFICATION_AREAS,
  type NotificationArea,
  type NotificationType,
} from '@ajanda/contracts/notifications.contract'
import { Alert, Card, Group, Loader, MultiSelect, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { usersQueryOptions } from '../../users/users.api'
import { recipientsQueryOptions, useSaveRecipients } from '../notifications.api'

type SaveState = 'saving' | 'saved' | 'failed'

/** /admin/notifications: per area a card, per type the people who receive it, saved on every change. */
export function NotificationRecipientsPage() {
  const { t } = useTranslation('notifications')
  const recipients = useQuery(recipientsQueryOptions())
  const users = useQuery(usersQueryOptions())
  const save = useSaveRecipients()
  const [pending, setPending] = useState<Partial<Record<NotificationType, number[]>>>({})
  const [states, setStates] = useState<Partial<Record<NotificationType, SaveState>>>({})

  const activeUsers = (users.data ?? []).filter((user) => user.deleted_at === null)
  const options = activeUsers.map((user) => ({ value: String(user.id), label: user.full_name }))

  function change(type: NotificationType, values: string[]) {
    const userIds = values.map(Number)
    setPending((old) => ({ ...old, [type]: userIds }))
    setStates((old) => ({ ...old, [type]: 'saving' }))
    save.mutate(
      { type, userIds },
      {
        onSuccess: () => setStates((old) => ({ ...old, [type]: 'saved' })),
        onError: () => setStates((old) => ({ ...old, [type]: 'failed' })),
        // Saved or not, the list shows what the server holds.
        onSettled: () =>
          setPending((old) => {
            const { [type]: _done, ...rest } = old
            return rest
          }),
      },
    )
  }

  return (
    <Stack gap="lg">
      <div>
        <Title order={2} fz="h3">
          {t('recipients.title')}
        </Title>
        <Text c="dimmed" maw={720}>
          {t('recipients.text')}
        </Text>
      </div>
      {recipients.isError || users.isError ? (
        <Alert color="red" icon={<IconAlertTriangle aria-hidden />}>
          {t('recipients.loadFailed')}
        </Alert>
      ) : recipients.isPending || users.isPending ? (
        <Loader aria-label={t('recipients.saving')} />
      ) : (
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
          {(Object.keys(NOTIFICATION_AREAS) as NotificationArea[]).map((area) => (
            <Card
              key={area}
              withBorder
              radius="md"
              padding="md"
              component="section"
              aria-labelledby={`area-${area}`}
            >
              <Title order={3} fz="h5" id={`area-${area}`} mb="sm">
                {t(`recipients.areas.${area}`)}
              </Title>
              <Stack gap="sm">
                {NOTIFICATION_AREAS[area].map((type: NotificationType) => {
                  const value = (pending[type] ?? recipients.data[type] ?? []).map(String)
                  // Someone chosen earlier and deactivated since still shows, under their id.
                  const known = new Set(options.map((option) => option.value))
                  const data = [
                    ...options,
                    ...value.filter((id) => !known.has(id)).map((id) => ({ value: id, label: `#${id}` })),
                  ]
                  return (
                    <MultiSelect
                      key={type}
                      label={
                        <Group gap={6} component="span">
                          <span>{t(`typeNames.${type}`)}</span>
                          <SaveIndicator state={states[type]} />
                        </Group>
                      }
                      data-testid={`recipients-${type}`}
                      data={data}
                      value={value}
                      onChange={(next) => change(type, next)}
                      placeholder={value.length === 0 ? t('recipients.placeholder') : undefined}
                      nothingFoundMessage={t('recipients.nothingFound')}
                      searchable
                      clearable
                      hidePickedOptions
                    />
                  )
                })}
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  )
}

function SaveIndicator({ state }: { state: SaveState | undefined }) {
  const { t } = useTranslation('notifications')
  if (!state) return null
  if (state === 'saving')
    return (
      <Text component="span" size="xs" c="dimmed" role="status">
        {t('recipients.saving')}
      </Text>
    )
  if (state === 'failed')
    return (
      <Text component="span" size="xs" c="red.8" role="status">
        {t('recipients.failed')}
      </Text>
    )
  return (
    <Text component="span" size="xs" c="green.9" role="status">
      <IconCheck size={12} aria-hidden /> {t('recipients.saved')}
    </Text>
  )
}
