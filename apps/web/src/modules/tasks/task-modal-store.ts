import { createModalStore } from '../../shared/modal-store/create-modal-store'

export interface TaskModalOptions {
  /** Edit this task (the modal loads it); without it the modal creates one. */
  taskId?: number
  /** The milestone form (title, description, date, labels, responsibles, project) instead of a task. */
  milestone?: boolean
  /** Preselects the project (opened from a project's page). */
  projectId?: number
  /** Preselects this project and names it in the picker even when the picker would not offer it. */
  project?: { id: number; name: string }
  /** Prefilled values of a new task (ISO strings; a calendar click gives the day). */
  defaults?: { starts_at?: string; deadline_at?: string; section_id?: number }
  onSaved?: (task: { id: number }) => void
}

/** The task and milestone modal; its host is mounted once in the shell. */
export const taskModalStore = createModalStore<TaskModalOptions>()

export function openTaskModal(options: TaskModalOptions = {}): void {
  taskModalStore.open(options)
}
