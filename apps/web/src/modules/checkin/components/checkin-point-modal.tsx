import type { CheckinAdmits, CheckinPoint } from '@ajanda/contracts/checkin.contract'
import { Button, Group, Modal, MultiSelect, SegmentedControl, Stack, Switch, TextInput } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '../../../shared/api/api-error'
import { notifySuccess } from '../../../shared/ui/notify'
import { projectAttendeeListsQueryOptions } from '../../attendees/attendees.api'
import { useCheckinWrites } from '../checkin.api'

/** A new point, or an existing one's name, who passes and whether it records exits. */
export function CheckinPointModal({
  projectId,
  point,
  opened,
  onClose,
}: {
  projectId: number
  point: CheckinPoint | null
  opened: boolean
  onClose: () => void
}) {
  const { t } = useTranslation('checkin')
  const lists = useQuery({ ...projectAttendeeListsQueryOptions(projectId), enabled: opened })
  const { save } = useCheckinWrites(projectId)
  const [name, setName] = useState(point?.name ?? '')
  const [admits, setAdmits] = useState<CheckinAdmits>(point?.admits ?? 'ALL')
  const [listIds, setListIds] = useState<string[]>((point?.list_ids ?? []).map(String))
  const [withExit, setWithExit] = useState(point?.with_exit ?? false)
  const errors = isApiError(save.error) ? save.error.errors : {}

  const submit = () =>
    save.mutate(
      {
        id: point?.id ?? null,
        input: { name, admits, list_ids: admits === 'LISTS' ? listIds.map(Number) : [], with_exit: withExit },
      },
      {
        onSuccess: () => {
          notifySuccess(t('staff.saved'))
          onClose()
        },
      },
    )

  return (
    <Modal opened={opened} onClose={onClose} title={point ? t('staff.edit') : t('staff.add')}>
      <form
        onSubmit={(event) => {
          event.preventDefault()
          submit()
        }}
      >
        <Stack>
          <TextInput
            label={t('staff.name')}
            required
            maxLength={120}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={errors.name?.[0]}
            data-autofocus
          />
          <SegmentedControl
            aria-label={t('staff.admits')}
            value={admits}
            onChange={(value) => setAdmits(value as CheckinAdmits)}
            data={[
              { value: 'ALL', label: t('staff.admitsAll') },
              { value: 'LISTS', label: t('staff.admitsLists') },
            ]}
          />
          {admits === 'LISTS' && (
            <MultiSelect
              label={t('staff.lists')}
              data={(lists.data?.data ?? []).map((list) => ({ value: String(list.id), label: list.name }))}
              value={listIds}
              onChange={setListIds}
              error={errors.list_ids?.[0]}
              searchable
            />
          )}
          <Switch
            label={t('staff.withExit')}
            checked={withExit}
            onChange={(event) => setWithExit(event.currentTarget.checked)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('staff.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('staff.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
