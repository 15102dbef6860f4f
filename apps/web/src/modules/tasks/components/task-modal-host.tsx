import { taskModalStore } from '../task-modal-store'
import { TaskFormModal } from './task-form-modal'

/**
 * The one task/milestone modal, mounted once in the shell: `openTaskModal()` fills it from anywhere (the
 * quick-create menu, the tasks page, the calendar, a notification's `?task=` link).
 */
export function TaskModalHost() {
  const open = taskModalStore.useOpen()
  return <TaskFormModal open={open} onClose={taskModalStore.close} />
}
