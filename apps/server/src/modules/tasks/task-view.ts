import { type Task, type TaskPerson, taskProjectShortName } from '@ajanda/contracts/tasks.contract'
import type { AuthState } from '../../platform/request-context'
import type { FileStorage } from '../../platform/storage'
import { pictureUrl } from '../users/me-view'
import type { TaskPagePerson, TaskPageRow } from './task-page-statement'
import type { LabelLinkRow, PersonRow, TaskJoinedRow } from './tasks.repository'

const iso = (value: Date | null) => (value ? value.toISOString() : null)

/** What the caller may do with a task: decided by the service, shown by the screens. */
export interface TaskRights {
  can_edit: boolean
  can_delete: boolean
}

function person(
  storage: FileStorage,
  row: { id: number | null; full_name: string | null; profile_picture: string | null } | null,
): TaskPerson | null {
  if (!row || row.id === null) return null
  return {
    id: row.id,
    full_name: row.full_name ?? '',
    profile_picture_full: pictureUrl(storage, row.profile_picture),
  }
}

/** A task as the API answers it, with its responsibles and labels. */
export function toTask(
  row: TaskJoinedRow,
  responsibles: PersonRow[],
  labels: LabelLinkRow[],
  rights: TaskRights,
  storage: FileStorage,
): Task {
  const { task, project } = row
  return {
    id: task.id,
    section_id: task.section_id,
    title: task.title,
    description: task.description,
    priority: task.priority,
    is_milestone: task.is_milestone,
    is_checklist: task.is_checklist,
    starts_at: iso(task.starts_at),
    deadline_at: iso(task.deadline_at),
    remind_at: iso(task.remind_at),
    reminded_at: iso(task.reminded_at),
    completed_at: iso(task.completed_at),
    completed_by: person(storage, row.completer),
    creator: person(storage, row.creator) as TaskPerson,
    responsibles: responsibles.map((r) => person(storage, r) as TaskPerson),
    labels: labels.map(({ id, name, color }) => ({ id, name, color })),
    project:
      project && project.id !== null
        ? {
            id: project.id,
            code: project.code ?? '',
            name: project.name ?? '',
            short_name: taskProjectShortName(project.name ?? ''),
          }
        : null,
    position: task.position,
    ...rights,
    created_at: task.created_at.toISOString(),
    updated_at: task.updated_at.toISOString(),
  }
}

/**
 * A row of the one-statement page (task-page-statement.ts) as the API answers it: the same fields as
 * `toTask`, with pictures as URLs, the project's short name and the caller's rights.
 */
export function pageRowToTask(row: TaskPageRow, auth: AuthState, storage: FileStorage): Task {
  const toPerson = (p: TaskPagePerson) => person(storage, p) as TaskPerson
  const { creator_id, completed_by, creator, responsibles, project, ...task } = row
  return {
    ...task,
    completed_by: completed_by ? toPerson(completed_by) : null,
    creator: toPerson(creator),
    responsibles: responsibles.map(toPerson),
    project: project ? { ...project, short_name: taskProjectShortName(project.name) } : null,
    can_edit: true,
    can_delete: auth.user.is_admin || creator_id === auth.user.id,
  }
}
