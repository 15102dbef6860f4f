import type { Task } from '@ajanda/contracts/tasks.contract'
import { Button } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { confirmDestructive } from '../../../shared/ui/confirm'
import { notifyError, notifySuccess } from '../../../shared/ui/notify'
import { useDeleteTask } from '../tasks.api'

interface TaskDeleteButtonProps {
  task: Task | null
  onDeleted: () => void
}

/** "Sil" at the left of an edited task's or milestone's buttons; only when the caller may delete it. */
export function TaskDeleteButton({ task, onDeleted }: TaskDeleteButtonProps) {
  const { t } = useTranslation('tasks')
  const remove = useDeleteTask()
  if (!task?.can_delete) return null

  const removeTask = async () => {
    if (!(await confirmDestructive())) return
    try {
      notifySuccess((await remove.mutateAsync(task.id)).message)
      onDeleted()
    } catch (error) {
      notifyError(error instanceof Error ? error.message : null)
    }
  }

  return (
    <Button variant="subtle" color="red.9" mr="auto" loading={remove.isPending} onClick={removeTask}>
      {t('board.deleteTask')}
    </Button>
  )
}
