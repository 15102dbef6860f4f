import type { MilestoneInput, Task, TaskUpdate } from '@ajanda/contracts/tasks.contract'
import { taskFormDefaults } from './task-defaults'
import type { TaskModalOptions } from './task-modal-store'

/** The milestone form's values: the milestone's when editing (its one date), else a new one's defaults. */
export function milestoneFormDefaults(
  task: Task | null,
  options: TaskModalOptions,
  meId: number,
): MilestoneInput {
  const defaults = taskFormDefaults(task, options, meId)
  if (task)
    return {
      title: defaults.title,
      description: defaults.description,
      date: task.deadline_at ?? defaults.starts_at,
      labels: defaults.labels,
      responsibles: defaults.responsibles,
      project_id: defaults.project_id,
    }
  return {
    title: '',
    description: '',
    date: defaults.starts_at,
    labels: [],
    responsibles: [meId],
    project_id: options.projectId ?? null,
  }
}

/** PUT /tasks/{id} of a milestone: its one date is both the start and the deadline. */
export function milestoneUpdateBody({ date, ...values }: MilestoneInput): TaskUpdate {
  return { ...values, starts_at: date, deadline_at: date }
}
