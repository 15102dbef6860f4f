import { ActionIcon, Button, Group, Paper, Select, Stack, Switch, Text } from '@mantine/core'
import { IconPlus, IconTrash } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { serverMessage } from '../../../../shared/api/server-message'
import { attendeeListsQueryOptions } from '../../forms.api'
import type { FieldTabProps } from './field-tab-props'

type RoomMateType = 'CHOOSE_ANYONE' | 'MACTHED_LIST_CHOOSE'

/** room_mates: who may be chosen, approval, visibility, and which attendee lists match each other. */
export function RoomMatesSettings({ form, field, autosave, mutations }: FieldTabProps) {
  const { t } = useTranslation('formFields')
  const lists = useQuery({
    ...attendeeListsQueryOptions(form.project_id ?? 0),
    enabled: form.project_id !== null,
  })
  const [one, setOne] = useState<string | null>(null)
  const [two, setTwo] = useState<string | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const listData = (lists.data?.data ?? []).map((list) => ({ value: String(list.id), label: list.name }))
  const nameOf = (id: number) => lists.data?.data.find((list) => list.id === id)?.name ?? `#${id}`
  const type = autosave.current('room_mate_type', field.room_mate_type) ?? 'CHOOSE_ANYONE'

  const addMatch = async () => {
    if (!one || !two) return
    setProblem(null)
    try {
      await mutations.addListMatch.mutateAsync({
        field_id: field.id,
        attendee_list_id_one: Number(one),
        attendee_list_id_two: Number(two),
      })
      setOne(null)
      setTwo(null)
    } catch (error) {
      setProblem(serverMessage(error) ?? t('common.failed'))
    }
  }

  const removeMatch = async (matchId: number) => {
    setProblem(null)
    try {
      await mutations.removeListMatch.mutateAsync(matchId)
    } catch (error) {
      setProblem(serverMessage(error) ?? t('common.failed'))
    }
  }

  return (
    <Stack gap="sm">
      <Select
        label={t('settings.roomMateType')}
        data={(['CHOOSE_ANYONE', 'MACTHED_LIST_CHOOSE'] as const).map((value) => ({
          value,
          label: t(`settings.roomMateTypes.${value}`),
        }))}
        value={type}
        allowDeselect={false}
        onChange={(value) => value && autosave.queue({ room_mate_type: value as RoomMateType })}
      />
      <Switch
        label={t('settings.roomMateApprove')}
        checked={autosave.current('room_mate_approve', field.room_mate_approve) === true}
        onChange={(event) => autosave.queue({ room_mate_approve: event.currentTarget.checked })}
      />
      <Switch
        label={t('settings.roomMateVisible')}
        checked={autosave.current('selected_room_mate_visible', field.selected_room_mate_visible) === true}
        onChange={(event) => autosave.queue({ selected_room_mate_visible: event.currentTarget.checked })}
      />
      {type === 'MACTHED_LIST_CHOOSE' && (
        <Stack gap="xs">
          <Text size="sm" fw={600}>
            {t('settings.listMatches')}
          </Text>
          {field.attendee_list_matches.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('settings.noListMatches')}
            </Text>
          )}
          {field.attendee_list_matches.map((match) => {
            const label = `${nameOf(match.attendee_list_id_one)} ↔ ${nameOf(match.attendee_list_id_two)}`
            return (
              <Paper key={match.id} withBorder p="xs" radius="sm">
                <Group justify="space-between" wrap="nowrap">
                  <Text size="sm">{label}</Text>
                  <ActionIcon
                    variant="subtle"
                    color="red.8"
                    aria-label={t('settings.removeListMatch', { match: label })}
                    onClick={() => void removeMatch(match.id)}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Group>
              </Paper>
            )
          })}
          <Group gap="xs" align="flex-end" wrap="wrap">
            <Select
              label={t('settings.listOne')}
              data={listData}
              value={one}
              onChange={setOne}
              style={{ flex: 1, minWidth: 140 }}
            />
            <Select
              label={t('settings.listTwo')}
              data={listData}
              value={two}
              onChange={setTwo}
              style={{ flex: 1, minWidth: 140 }}
            />
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              disabled={!one || !two}
              loading={mutations.addListMatch.isPending}
              onClick={() => void addMatch()}
            >
              {t('settings.addListMatch')}
            </Button>
          </Group>
          {problem && (
            <Text size="sm" c="red.8" role="alert">
              {problem}
            </Text>
          )}
        </Stack>
      )}
    </Stack>
  )
}
