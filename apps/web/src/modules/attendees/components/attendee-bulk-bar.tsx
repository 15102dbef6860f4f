import { ATTENDEE_STATUSES, type AttendeeStatus } from '@ajanda/contracts/attendees.contract'
import { Button, Group, Menu, Paper, Text } from '@mantine/core'
import { IconChevronDown, IconX } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '../../../shared/api/api-error'
import { confirmAction } from '../../../shared/ui/confirm'
import { notifyError, notifySuccess } from '../../../shared/ui/notify'
import { type AttendeeListItem, type BulkInput, useBulkAttendees } from '../attendees.api'

/**
 * The bar over the table while rows are selected: how many, a status change (after a confirm) and
 * adding to or removing from a list, all in one POST /project/{id}/attendees/bulk.
 */
export function AttendeeBulkBar({
  projectId,
  selected,
  lists,
  onDone,
}: {
  projectId: number
  selected: readonly number[]
  lists: readonly AttendeeListItem[]
  onDone: () => void
}) {
  const { t } = useTranslation('attendees')
  const bulk = useBulkAttendees(projectId)
  const run = (change: Omit<BulkInput, 'attendee_ids'>) =>
    bulk.mutate(
      { attendee_ids: [...selected], ...change },
      {
        onSuccess: (response) => {
          notifySuccess(response.message)
          onDone()
        },
        onError: (error) => notifyError(isApiError(error) ? error.message : null),
      },
    )
  const setStatus = async (status: AttendeeStatus) => {
    const message = t('bulk.statusConfirm', { count: selected.length, status: t(`status.${status}`) })
    if (await confirmAction({ message, confirmLabel: t('bulk.apply') })) run({ status })
  }
  const listMenu = (label: string, pick: (id: number) => void) => (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          size="compact-sm"
          rightSection={<IconChevronDown size={14} aria-hidden />}
          loading={bulk.isPending}
        >
          {label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {lists.length === 0 && <Menu.Label>{t('bulk.noLists')}</Menu.Label>}
        {lists.map((list) => (
          <Menu.Item key={list.id} onClick={() => pick(list.id)}>
            {list.name}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  )

  return (
    <Paper
      withBorder
      radius="md"
      p="xs"
      bg="var(--mantine-color-brand-light)"
      role="region"
      aria-label={t('bulk.label')}
    >
      <Group gap="sm" wrap="wrap" justify="space-between">
        <Group gap="xs">
          <Text size="sm" fw={600} aria-live="polite">
            {t('selection.selected', { count: selected.length })}
          </Text>
          <Button
            variant="subtle"
            size="compact-sm"
            color="gray"
            leftSection={<IconX size={14} aria-hidden />}
            onClick={onDone}
          >
            {t('selection.clear')}
          </Button>
        </Group>
        <Group gap="xs" wrap="wrap">
          <Menu position="bottom-start" withinPortal>
            <Menu.Target>
              <Button
                variant="default"
                size="compact-sm"
                rightSection={<IconChevronDown size={14} aria-hidden />}
                loading={bulk.isPending}
              >
                {t('bulk.status')}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {ATTENDEE_STATUSES.map((status) => (
                <Menu.Item key={status} onClick={() => void setStatus(status)}>
                  {t(`status.${status}`)}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
          {listMenu(t('bulk.addToList'), (id) => run({ add_list_ids: [id] }))}
          {listMenu(t('bulk.removeFromList'), (id) => run({ remove_list_ids: [id] }))}
        </Group>
      </Group>
    </Paper>
  )
}
