import type { Task, TaskSection } from '@ajanda/contracts/tasks.contract'

/** The column of tasks without a section (or in a section that is not the caller's). */
export const NO_SECTION = 'none'
export type ColumnKey = typeof NO_SECTION | `section-${number}`

export interface BoardColumn {
  key: ColumnKey
  section: TaskSection | null
  taskIds: number[]
}

export const columnKeyOf = (sectionId: number | null): ColumnKey =>
  sectionId === null ? NO_SECTION : `section-${sectionId}`
export const sectionIdOf = (key: ColumnKey): number | null =>
  key === NO_SECTION ? null : Number(key.slice('section-'.length))
export const taskDragId = (id: number) => `task-${id}`
export const isColumnKey = (value: string): value is ColumnKey =>
  value === NO_SECTION || /^section-\d+$/.test(value)

/**
 * The board: "no section" first, then the caller's sections in their order; each task in the column of
 * its section (in the list's order), tasks of sections that are not the caller's under "no section".
 */
export function buildColumns(sections: readonly TaskSection[], tasks: readonly Task[]): BoardColumn[] {
  const ordered = [...sections].sort((a, b) => a.position - b.position || a.id - b.id)
  const known = new Set(ordered.map((section) => section.id))
  const columns: BoardColumn[] = [
    { key: NO_SECTION, section: null, taskIds: [] },
    ...ordered.map((section) => ({ key: columnKeyOf(section.id), section, taskIds: [] as number[] })),
  ]
  const byKey = new Map(columns.map((column) => [column.key, column]))
  for (const task of tasks) {
    const key =
      task.section_id !== null && known.has(task.section_id) ? columnKeyOf(task.section_id) : NO_SECTION
    byKey.get(key)?.taskIds.push(task.id)
  }
  return columns
}

/** The column holding a task. */
export function columnOf(columns: readonly BoardColumn[], taskId: number): BoardColumn | undefined {
  return columns.find((column) => column.taskIds.includes(taskId))
}

/** The board after a task is put at `index` of column `to` (clamped); other tasks keep their order. */
export function moveTask(
  columns: readonly BoardColumn[],
  taskId: number,
  to: ColumnKey,
  index: number,
): BoardColumn[] {
  return columns.map((column) => {
    const rest = column.taskIds.filter((id) => id !== taskId)
    if (column.key !== to)
      return rest.length === column.taskIds.length ? column : { ...column, taskIds: rest }
    const at = Math.max(0, Math.min(index, rest.length))
    return { ...column, taskIds: [...rest.slice(0, at), taskId, ...rest.slice(at)] }
  })
}

/** An array with the item at `from` moved to `to` (the sections' reorder). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (from < 0 || from >= items.length || to < 0 || to >= items.length) return [...items]
  const next = [...items]
  const [item] = next.splice(from, 1)
  next.splice(to, 0, item as T)
  return next
}

/** What PUT /tasks/{id} needs after a drop: the section and the position in it. */
export function dropTarget(columns: readonly BoardColumn[], taskId: number) {
  const column = columnOf(columns, taskId)
  if (!column) return null
  return { section_id: sectionIdOf(column.key), position: column.taskIds.indexOf(taskId) }
}

/** A deadline that passed while the task is still open. */
export function isOverdue(task: Pick<Task, 'deadline_at' | 'completed_at'>, now: Date = new Date()): boolean {
  return !task.completed_at && task.deadline_at !== null && Date.parse(task.deadline_at) < now.getTime()
}
