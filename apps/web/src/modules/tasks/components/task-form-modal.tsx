import type { Task } from '@ajanda/contracts/tasks.contract'
import { Modal } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { MODAL_RESET_MS, type OpenModal } from '../../../shared/modal-store/create-modal-store'
import { ErrorAlert } from '../../../shared/ui/error-alert'
import { PageLoader } from '../../../shared/ui/page-loader'
import type { TaskModalOptions } from '../task-modal-store'
import { taskQueryOptions } from '../tasks.api'
import { MilestoneForm } from './milestone-form'
import { TaskForm } from './task-form'

interface TaskFormModalProps {
  open: OpenModal<TaskModalOptions> | null
  onClose: () => void
}

/** The task or milestone modal: a new one, or the task `taskId` loaded first (a milestone in its own form). */
export function TaskFormModal({ open, onClose }: TaskFormModalProps) {
  const { t } = useTranslation(['tasks', 'common'])
  const options = open?.options ?? {}
  const taskId = options.taskId ?? null
  const loaded = useQuery({ ...taskQueryOptions(taskId ?? 0), enabled: taskId !== null })
  const onSaved = (task: Task) => {
    options.onSaved?.({ id: task.id })
    onClose()
  }
  const title = taskId ? t('titles.edit') : options.milestone ? t('titles.milestone') : t('titles.new')
  return (
    <Modal
      opened={Boolean(open?.opened)}
      onClose={onClose}
      title={title}
      size="lg"
      transitionProps={{ duration: MODAL_RESET_MS / 2 }}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      {open && taskId === null && options.milestone && (
        <MilestoneForm key={open.key} task={null} options={options} onSaved={onSaved} onCancel={onClose} />
      )}
      {open && taskId === null && !options.milestone && (
        <TaskForm key={open.key} task={null} options={options} onSaved={onSaved} onCancel={onClose} />
      )}
      {open && taskId !== null && loaded.isPending && <PageLoader fullHeight={false} />}
      {open && taskId !== null && loaded.isError && <ErrorAlert message={t('form.loadFailed')} />}
      {open && taskId !== null && loaded.data?.is_milestone && (
        <MilestoneForm
          key={open.key}
          task={loaded.data}
          options={options}
          onSaved={onSaved}
          onCancel={onClose}
        />
      )}
      {open && taskId !== null && loaded.data && !loaded.data.is_milestone && (
        <TaskForm key={open.key} task={loaded.data} options={options} onSaved={onSaved} onCancel={onClose} />
      )}
    </Modal>
  )
}
