import type { Task } from '@ajanda/contracts/tasks.contract'
import { Button, Group, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { notifyError } from '../../shared/ui/notify'
import { useUpdateTask } from './tasks.api'

/** How long the "Geri al" of a completed task stays on screen. */
export const UNDO_MS = 5000

/**
 * Completing (or reopening) a task from its checkbox. Completing shows "Görev tamamlandı" with "Geri al"
 * for five seconds; the undo reopens it (PUT completed:false clears completed_at and completed_by).
 */
export function useCompleteTask() {
  const { t } = useTranslation(['tasks', 'common'])
  const update = useUpdateTask()
  const { mutateAsync } = update
  // Stable across renders, so the memoised board cards that receive it do not re-render.
  const set = useCallback(
    async function set(task: Pick<Task, 'id'>, completed: boolean): Promise<void> {
      try {
        await mutateAsync({ id: task.id, values: { completed } })
      } catch (error) {
        notifyError(error instanceof Error ? error.message : null)
        return
      }
      if (!completed) return
      const id = `task-completed-${task.id}`
      notifications.show({
        id,
        color: 'green.9',
        autoClose: UNDO_MS,
        closeButtonProps: { 'aria-label': t('common:actions.close') },
        message: (
          <Group justify="space-between" gap="sm" wrap="nowrap">
            <Text size="sm">{t('notices.completed')}</Text>
            <Button
              size="compact-sm"
              variant="light"
              onClick={() => {
                notifications.hide(id)
                void set(task, false)
              }}
            >
              {t('notices.undo')}
            </Button>
          </Group>
        ),
      })
    },
    [mutateAsync, t],
  )
  return { set, pending: update.isPending }
}
